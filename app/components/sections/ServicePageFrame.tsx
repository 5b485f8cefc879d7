import type { FaqItem, ImageRef } from "@shared/content/types.ts";
import type { ReactNode } from "react";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import type { DedicatedServiceRecord } from "~/lib/dedicated-service.ts";
import { breadcrumbs, faqPage, service } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";
import { ContactCallToAction } from "./ContactCallToAction.tsx";
import { FaqSection } from "./FaqSection.tsx";
import type { HeroAction } from "./PageHero.tsx";
import { PageHero } from "./PageHero.tsx";
import type { SectionTone } from "./Section.tsx";

/** The name the page's heading ids start with: the path's last segment. */
const pageId = (path: string) => path.split("/").pop();

export interface ServicePageFrameProps {
  path: string;
  /**
   * The service record: the hero's title, text and (when an editor set one in the CMS) photo, the
   * breadcrumb's and the Service's name, the areas served.
   */
  record: DedicatedServiceRecord;
  seo: { description: string; serviceType: string };
  /** The prices the Service offers, in words, when the page (or the CMS) states them. */
  priceRange?: string;
  /** The page's own hero: its eyebrow, photo (unless the record has its own) and buttons. */
  hero: { eyebrow: string; image: ImageRef; actions: HeroAction[] };
  /** The questions band, with the FAQPage data; left out when there are no questions. */
  faq: { title: string; items: FaqItem[]; tone?: SectionTone; children?: ReactNode };
  cta: { title: string; description: string; actions: readonly { label: string; to: string }[] };
  /** The page's own sections, between the hero and the questions. */
  children: ReactNode;
}

/**
 * What the dedicated service pages built on the service record share (decorative concrete, commercial,
 * repair): Service, FAQPage and BreadcrumbList data, the hero from the record, the page's own sections,
 * its questions and the closing band with the business's contact details. All of it is static
 * (docs/decisions/013): the questions are native disclosures.
 */
export function ServicePageFrame({
  path,
  record,
  seo,
  priceRange,
  hero,
  faq,
  cta,
  children,
}: ServicePageFrameProps) {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          service({
            site,
            siteUrl,
            path,
            name: record.title,
            description: seo.description,
            serviceType: seo.serviceType,
            areas: record.areas,
            priceRange,
          }),
          ...(faq.items.length ? [faqPage(faq.items, { siteUrl, path })] : []),
          breadcrumbs(siteUrl, [
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
            { name: record.title, path },
          ]),
        ]}
      />
      <PageHero
        headingId={`${pageId(path)}-hero-heading`}
        eyebrow={hero.eyebrow}
        title={record.title}
        subtitle={record.summary}
        image={record.hero.image ?? hero.image}
        actions={hero.actions}
      />
      {children}
      {faq.items.length ? (
        <FaqSection
          headingId={`${pageId(path)}-faq-heading`}
          title={faq.title}
          items={faq.items}
          tone={faq.tone}
        >
          {faq.children}
        </FaqSection>
      ) : null}
      <ContactCallToAction headingId={`${pageId(path)}-cta-heading`} {...cta} />
    </>
  );
}
