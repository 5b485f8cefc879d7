import { ProcessSteps } from "./ProcessSteps.tsx";
import { Section, type SectionTone } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export interface ProcessSectionProps {
  headingId: string;
  title: string;
  intro?: string;
  steps: readonly { title: string; description: string }[];
  tone?: SectionTone;
}

/** A service page's numbered steps under their heading. */
export function ProcessSection({ headingId, title, intro, steps, tone = "white" }: ProcessSectionProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} description={intro} />
      <ProcessSteps steps={steps} className="mt-12" />
    </Section>
  );
}
