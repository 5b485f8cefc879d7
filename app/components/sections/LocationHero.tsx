import { locationPageCopy as copy } from "@shared/content/pages/location-page.ts";
import { phoneHref } from "@shared/content/site.ts";
import type { LocationContent } from "@shared/content/types.ts";
import type { ReactNode } from "react";
import { useSite } from "~/lib/root-data.ts";
import { PageHero } from "./PageHero.tsx";

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
