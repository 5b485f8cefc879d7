import type { FaqItem, ImageRef } from "@shared/content/types";
import type { ReactNode } from "react";
import { JsonLd } from "~/components/seo/JsonLd";
import type { DedicatedServiceRecord } from "~/lib/dedicated-service";
import { breadcrumbs, faqPage, service } from "~/lib/json-ld";
import { useRootData } from "~/lib/site";
import { ContactCallToAction } from "./ContactCallToAction";
import { FaqSection } from "./FaqSection";
import type { HeroAction } from "./PageHero";
import { PageHero } from "./PageHero";
import type { SectionTone } from "./Section";

/*
 * What the dedicated service pages share, top and bottom: Service, FAQPage and BreadcrumbList
 * data, the hero from the service record, then the page's sections, its questions and the
 * closing band with the business's contact details. The questions are the one interactive band:
 * the top and the closing band render on the server only (docs/decisions/013), in that order
 * around `ServicePageFaq`.
 */

/** The name the page's heading ids start with: the path's last segment. */
const pageId = (path: string) => path.split("/").pop();

export interface ServicePageTopProps {
  path: string;
  /** The service record: the hero's title and text, the breadcrumb's and the Service's name. */
  record: DedicatedServiceRecord;
  seo: { description: string; serviceType: string };
  /** The prices the Service offers, in words, when the page states them. */
  priceRange?: string;
  hero: { eyebrow: string; image: ImageRef; actions: HeroAction[] };
  /** The questions the page shows, for the FAQPage data; none, no FAQPage. */
  faqItems: FaqItem[];
  /** The page's own sections, between the hero and the questions. */
  children: ReactNode;
}

/** Structured data, the hero and the page's own sections: everything above the questions. */
export function ServicePageTop({
  path,
  record,
  seo,
  priceRange,
  hero,
  faqItems,
  children,
}: ServicePageTopProps) {
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
          ...(faqItems.length ? [faqPage(faqItems, { siteUrl, path })] : []),
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
        image={hero.image}
        actions={hero.actions}
      />
      {children}
    </>
  );
}

export interface ServicePageFaqProps {
  path: string;
  /** The questions band; left out when there are no questions. */
  faq: { title: string; items: FaqItem[]; tone?: SectionTone; children?: ReactNode };
}

/** The page's questions, one answer open at a time. */
export function ServicePageFaq({ path, faq }: ServicePageFaqProps) {
  if (!faq.items.length) return null;
  return (
    <FaqSection headingId={`${pageId(path)}-faq-heading`} title={faq.title} items={faq.items} tone={faq.tone}>
      {faq.children}
    </FaqSection>
  );
}

export interface ServicePageCloseProps {
  path: string;
  cta: { title: string; description: string; actions: readonly { label: string; to: string }[] };
}

/** The closing band with the business's contact details. */
export function ServicePageClose({ path, cta }: ServicePageCloseProps) {
  return <ContactCallToAction headingId={`${pageId(path)}-cta-heading`} {...cta} />;
}
