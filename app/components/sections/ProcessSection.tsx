import { ProcessSteps } from "./ProcessSteps";
import { Section, type SectionTone } from "./Section";
import { SectionHeading } from "./SectionHeading";

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
