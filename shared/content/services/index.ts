import { SERVICE_ALIASES } from "../../pages.ts";
import { type SiteConfig, siteConfig } from "../site.ts";
import type { ServiceContent } from "../types.ts";
import { commercialService } from "./commercial.ts";
import { concreteStepsService } from "./concrete-steps.ts";
import { decorativeConcreteService } from "./decorative-concrete.ts";
import { drivewaysService } from "./driveways.ts";
import { patiosService } from "./patios.ts";
import { repairService } from "./repair.ts";
import { sidewalksService } from "./sidewalks.ts";
import { stampedConcreteService } from "./stamped-concrete.ts";

/**
 * Every built-in service, in the order the services index and the sitemap list them, with the
 * business's claims (warranty, credentials) of `site`.
 */
export function builtInServicesOf(site: Pick<SiteConfig, "claims" | "prices">): ServiceContent[] {
  return [
    drivewaysService(site),
    patiosService(site),
    sidewalksService(site),
    decorativeConcreteService(site),
    commercialService(site),
    repairService(site),
    stampedConcreteService(site),
    concreteStepsService(site),
  ];
}

/** The built-in services as the demo identity words them. */
export const builtInServices: ServiceContent[] = builtInServicesOf(siteConfig);

/** Slugs the site links to that show another record's content under their own address. */
const aliases = new Map(Object.entries(SERVICE_ALIASES));

export function getBuiltInService(
  slug: string,
  services: readonly ServiceContent[] = builtInServices,
): ServiceContent | null {
  const target = aliases.get(slug) ?? slug;
  const service = services.find((s) => s.slug === target);
  if (!service) return null;
  return target === slug ? service : { ...service, slug };
}
