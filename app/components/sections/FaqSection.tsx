import type { FaqItem } from "@shared/content/types.ts";
import type { ReactNode } from "react";
import { FaqQuestions } from "./FaqQuestions.tsx";
import { Section, type SectionTone } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export interface FaqSectionProps {
  /** The heading's id; names the region. */
  headingId: string;
  title: string;
  items: FaqItem[];
  tone?: SectionTone;
  /** Under the questions, e.g. a link to the contact page. */
  children?: ReactNode;
}

/** A page's questions as a band: heading, then one answer open at a time (no JavaScript). */
export function FaqSection({ headingId, title, items, tone = "white", children }: FaqSectionProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} />
      <FaqQuestions items={items} className="mx-auto mt-10 max-w-3xl" />
      {children ? <div className="mt-8 text-center">{children}</div> : null}
    </Section>
  );
}
