import type { IconName } from "@shared/content/types.ts";
import { FeatureCard } from "./FeatureCard.tsx";
import { Section, type SectionTone } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

// Whole class names, so Tailwind sees them.
const columns = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export interface FeatureCardsSectionProps {
  headingId: string;
  title: string;
  intro?: string;
  cards: readonly { title: string; description: string; icon?: IconName }[];
  /** Cards per row on a wide screen. */
  columns?: keyof typeof columns;
  tone?: SectionTone;
}

/** A section of benefit, service or reason cards under one heading. */
export function FeatureCardsSection({
  headingId,
  title,
  intro,
  cards,
  columns: perRow = 3,
  tone = "white",
}: FeatureCardsSectionProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} description={intro} />
      <div className={`mt-12 grid gap-6 ${columns[perRow]}`}>
        {cards.map((card) => (
          <FeatureCard key={card.title} {...card} />
        ))}
      </div>
    </Section>
  );
}
