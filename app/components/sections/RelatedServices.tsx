import { servicePageCopy } from "@shared/content/pages/service-page.ts";
import type { ImageRef } from "@shared/content/types.ts";
import { cardGrid } from "~/lib/pictures.tsx";
import { Section } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { ServiceCard } from "./ServiceCard.tsx";

export interface RelatedService {
  /** The slug of the link, /services/{slug}. */
  slug: string;
  title: string;
  summary: string;
  featuredImage: ImageRef;
}

const copy = servicePageCopy.related;

/** Other services worth a look, each a card linking to its page. */
export function RelatedServices({ services }: { services: RelatedService[] }) {
  if (!services.length) return null;
  const grid = cardGrid({ sm: 2, lg: 3 });
  return (
    <Section tone="muted" labelledBy="related-services-heading">
      <SectionHeading id="related-services-heading" title={copy.heading} />
      <div className={`mt-10 ${grid.className}`}>
        {services.map((s) => (
          <ServiceCard
            sizes={grid.sizes}
            key={s.slug}
            title={s.title}
            description={s.summary}
            href={`/services/${s.slug}`}
            image={s.featuredImage}
            linkLabel={copy.linkText}
          />
        ))}
      </div>
    </Section>
  );
}
