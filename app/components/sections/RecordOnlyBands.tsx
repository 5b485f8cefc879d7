import type { DedicatedServiceRecord } from "~/lib/dedicated-service.ts";
import { FeatureCardsSection } from "./FeatureCardsSection.tsx";
import { PriceBand } from "./PriceBand.tsx";

export interface RecordOnlyBandsProps {
  record: DedicatedServiceRecord;
  /** The page's own name, for its bands' heading ids (`{page}-benefits-heading`). */
  page: string;
  benefits: { title: string };
  price: { title: string; quoteLink: { label: string; to: string } };
}

/**
 * The benefits and price bands of a dedicated page that has no copy of its own for them (commercial,
 * repair): shown only when its WordPress record has them (docs/decisions/002), each on its own.
 */
export function RecordOnlyBands({ record, page, benefits, price }: RecordOnlyBandsProps) {
  return (
    <>
      {record.cmsBenefits ? (
        <FeatureCardsSection
          headingId={`${page}-benefits-heading`}
          title={benefits.title}
          cards={record.cmsBenefits}
          tone="muted"
        />
      ) : null}
      {record.cmsPrice || record.cmsPriceNote ? (
        <PriceBand
          headingId={`${page}-price-heading`}
          title={price.title}
          price={record.cmsPrice}
          note={record.cmsPriceNote}
          quoteLink={price.quoteLink}
        />
      ) : null}
    </>
  );
}
