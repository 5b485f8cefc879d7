import { Section, type SectionTone } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export interface IntroSectionProps {
  headingId: string;
  title: string;
  paragraphs: readonly string[];
  tone?: SectionTone;
}

/** A page's opening words under the hero: a heading and a few paragraphs at reading width. */
export function IntroSection({ headingId, title, paragraphs, tone = "white" }: IntroSectionProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} />
      <div className="mx-auto mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-concrete-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
