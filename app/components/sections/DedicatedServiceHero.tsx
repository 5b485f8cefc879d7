import { phoneHref } from "@shared/content/site.ts";
import type { ImageRef } from "@shared/content/types.ts";
import { useSite } from "~/lib/root-data.ts";
import { PageHero } from "./PageHero.tsx";

export interface DedicatedServiceHeroProps {
  headingId: string;
  /** The page's own hero copy. */
  copy: { eyebrow: string; title: string; subtitle: string; quoteLabel: string; callPrefix: string };
  image: ImageRef;
  /** What a CMS record for the service changes (title, text, photo); the rest stays the page's own. */
  override: { title?: string; subtitle?: string; image?: ImageRef };
}

/** The hero of a dedicated service page: its heading and text, a quote button and the phone. */
export function DedicatedServiceHero({ headingId, copy, image, override }: DedicatedServiceHeroProps) {
  const site = useSite();
  return (
    <PageHero
      headingId={headingId}
      eyebrow={copy.eyebrow}
      title={override.title ?? copy.title}
      subtitle={override.subtitle ?? copy.subtitle}
      image={override.image ?? image}
      actions={[
        { label: copy.quoteLabel, to: "/quote" },
        { label: `${copy.callPrefix} ${site.phone}`, to: phoneHref(site.phone) },
      ]}
    />
  );
}
