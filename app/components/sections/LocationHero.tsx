import { locationPageCopy as copy } from "@shared/content/pages/location-page";
import { phoneHref } from "@shared/content/site";
import type { LocationContent } from "@shared/content/types";
import type { ReactNode } from "react";
import { useSite } from "~/lib/root-data";
import { PageHero } from "./PageHero";

/** The top of every city page: the city's title, text and photo (built-in or the CMS's), quote and call buttons. */
export function LocationHero({
  location,
  children,
}: {
  location: Pick<LocationContent, "title" | "fullName" | "description" | "featuredImage">;
  /** Under the buttons: trust badges, the ZIP codes and hours… */
  children?: ReactNode;
}) {
  const site = useSite();
  return (
    <PageHero
      headingId="location-heading"
      eyebrow={location.fullName}
      title={location.title}
      subtitle={location.description}
      image={location.featuredImage}
      actions={[
        { label: copy.heroPrimaryCta, to: "/quote" },
        { label: `${copy.heroSecondaryCta} ${site.phone}`, to: phoneHref(site.phone) },
      ]}
    >
      {children}
    </PageHero>
  );
}
