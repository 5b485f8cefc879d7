import { ButtonLink } from "./ButtonLink.tsx";
import { Section, type SectionTone } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export interface PriceBandProps {
  headingId: string;
  title: string;
  /** The typical price as an editor wrote it ("$8-$14 per sq ft"); plain text. */
  price?: string;
  /** What the price covers; plain text. */
  note?: string;
  quoteLink: { label: string; to: string };
  tone?: SectionTone;
}

/**
 * A service's typical price under its heading, with a link to ask for an exact one: for a dedicated
 * page that states no price of its own, shown when an editor sets one for the service in the CMS.
 */
export function PriceBand({ headingId, title, price, note, quoteLink, tone = "white" }: PriceBandProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} />
      <p className="mx-auto mt-6 max-w-3xl text-center text-lg text-concrete-700">
        {price ? <strong className="text-3xl font-extrabold text-brand-700">{price}</strong> : null}
        {price && note ? " " : null}
        {note}
      </p>
      <div className="mt-8 text-center">
        <ButtonLink to={quoteLink.to} variant="secondary">
          {quoteLink.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
