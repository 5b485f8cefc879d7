import type { LocationContent } from "@shared/content/types";
import { JsonLd } from "~/components/seo/JsonLd";
import { locationPageGraph } from "~/lib/json-ld";
import { cityPath } from "~/lib/location-page";
import { cardGrid } from "~/lib/pictures";
import { useRootData } from "~/lib/site";
import { ServiceCard } from "./ServiceCard";

/**
 * What the three city page layouts (standard, tabbed, landing) share: the page's structured data, and
 * the grid of the city's service cards.
 */

type GraphOptions = Parameters<typeof locationPageGraph>[0];

/** The city page's structured data: the city, its business and breadcrumbs, and its questions. */
export function CityPageJsonLd({
  location,
  locationsCrumb,
  openingHours,
  radiusMetres,
}: Pick<GraphOptions, "locationsCrumb" | "openingHours" | "radiusMetres"> & { location: LocationContent }) {
  const { site, siteUrl } = useRootData();
  return (
    <JsonLd
      data={locationPageGraph({
        site,
        siteUrl,
        path: cityPath(location.slug),
        location,
        locationsCrumb,
        openingHours,
        radiusMetres,
      })}
    />
  );
}

/** The city's service cards, two to a row from small screens up. */
export function CityServiceCards({
  services,
  linkLabel,
  className = "",
}: {
  services: LocationContent["services"];
  linkLabel: string;
  className?: string;
}) {
  const grid = cardGrid({ sm: 2 });
  return (
    <div className={`${className ? `${className} ` : ""}${grid.className}`}>
      {services.map((s) => (
        <ServiceCard
          sizes={grid.sizes}
          key={s.link + s.title}
          title={s.title}
          description={s.description}
          href={s.link}
          linkLabel={linkLabel}
        />
      ))}
    </div>
  );
}
