import type { ServiceContent } from "../types";
import { commercialService } from "./commercial";
import { concreteStepsService } from "./concrete-steps";
import { decorativeConcreteService } from "./decorative-concrete";
import { drivewaysService } from "./driveways";
import { patiosService } from "./patios";
import { repairService } from "./repair";
import { sidewalksService } from "./sidewalks";
import { stampedConcreteService } from "./stamped-concrete";

/** Every built-in service, in the order the services index and the sitemap list them. */
export const builtInServices: ServiceContent[] = [
  drivewaysService,
  patiosService,
  sidewalksService,
  decorativeConcreteService,
  commercialService,
  repairService,
  stampedConcreteService,
  concreteStepsService,
];

/** Slugs the site links to that show another record's content under their own address. */
const aliases = new Map([["concrete-driveways", "driveways"]]);

export function getBuiltInService(slug: string): ServiceContent | null {
  const target = aliases.get(slug) ?? slug;
  const service = builtInServices.find((s) => s.slug === target);
  if (!service) return null;
  return target === slug ? service : { ...service, slug };
}
