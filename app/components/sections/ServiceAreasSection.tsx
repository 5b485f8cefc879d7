import type { ServiceAreaCity } from "@shared/content/types.ts";
import { Section, type SectionTone } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { ServiceAreaGrid } from "./ServiceAreaGrid.tsx";

export interface ServiceAreasSectionProps {
  headingId: string;
  title: string;
  intro: string;
  cities: readonly ServiceAreaCity[];
  tone?: SectionTone;
}

/** A service page's list of the cities it serves, as a row of pill links. */
export function ServiceAreasSection({
  headingId,
  title,
  intro,
  cities,
  tone = "white",
}: ServiceAreasSectionProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} description={intro} />
      <ServiceAreaGrid cities={cities} variant="buttons" className="mt-10 justify-center" />
    </Section>
  );
}
