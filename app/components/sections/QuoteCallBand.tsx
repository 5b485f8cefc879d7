import { phoneHref } from "@shared/content/site.ts";
import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSite } from "~/lib/root-data.ts";
import { BookVisitLink } from "./BookVisitLink.tsx";
import { ButtonLink } from "./ButtonLink.tsx";
import { Section } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export interface QuoteCallBandProps {
  /** Id of the heading, which names the region. */
  headingId: string;
  title: string;
  description: string;
  quoteLabel: string;
  /** Word before the phone number on the call button, e.g. "Call". */
  callPrefix: string;
  /** Further links under the two buttons. */
  children?: ReactNode;
}

/** A page's closing band: the quote button and the business phone on the brand colour. */
export function QuoteCallBand({
  headingId,
  title,
  description,
  quoteLabel,
  callPrefix,
  children,
}: QuoteCallBandProps) {
  const site = useSite();
  return (
    <Section labelledBy={headingId} tone="brand">
      <div className="text-center">
        <SectionHeading id={headingId} title={title} description={description} tone="dark" />
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink to="/quote">{quoteLabel}</ButtonLink>
          <ButtonLink to={phoneHref(site.phone)} variant="outlineLight">
            <Phone aria-hidden="true" className="size-5" />
            {callPrefix} {site.phone}
          </ButtonLink>
        </div>
        <p className="mt-6">
          <BookVisitLink tone="dark" />
        </p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </Section>
  );
}
