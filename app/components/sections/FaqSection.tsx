import type { ReactNode } from "react";
import { FaqAccordion } from "~/components/ui/accordion";
import type { FaqItem } from "~/content/types";
import { Section, type SectionTone } from "./Section";
import { SectionHeading } from "./SectionHeading";

export interface FaqSectionProps {
  headingId: string;
  title: string;
  items: FaqItem[];
  tone?: SectionTone;
  /** Under the questions, e.g. a link to more answers. */
  children?: ReactNode;
}

/** A page's questions under a heading, one answer open at a time. */
export function FaqSection({ headingId, title, items, tone = "white", children }: FaqSectionProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} />
      <div className="mx-auto mt-10 max-w-3xl">
        <FaqAccordion items={items} />
        {children ? <div className="mt-6 text-center">{children}</div> : null}
      </div>
    </Section>
  );
}
