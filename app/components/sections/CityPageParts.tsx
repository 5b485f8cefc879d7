import { serviceImage } from "@shared/content/images.ts";
import type { LocationContent } from "@shared/content/types.ts";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { locationPageGraph } from "~/lib/json-ld.ts";
import { cityPath } from "~/lib/location-page.ts";
import { cardGrid } from "~/lib/pictures.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { ServiceCard } from "./ServiceCard.tsx";

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

/**
 * The city's service cards, two to a row from small screens up (or as `columns` says); `withPhotos`
 * shows each service's own picture on its card.
 */
export function CityServiceCards({
  services,
  linkLabel,
  className = "",
  columns = { sm: 2 },
  withPhotos = false,
}: {
  services: LocationContent["services"];
  linkLabel: string;
  className?: string;
  columns?: Parameters<typeof cardGrid>[0];
  withPhotos?: boolean;
}) {
  const grid = cardGrid(columns);
  return (
    <div className={`${className ? `${className} ` : ""}${grid.className}`}>
      {services.map((s) => (
        <ServiceCard
          sizes={grid.sizes}
          key={s.link + s.title}
          title={s.title}
          description={s.description}
          href={s.link}
          {...(withPhotos ? { image: serviceImage(s.link.split("/").at(-1) ?? "") } : {})}
          linkLabel={linkLabel}
        />
      ))}
    </div>
  );
}
