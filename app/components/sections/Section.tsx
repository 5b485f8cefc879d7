import type { ReactNode } from "react";

export type SectionTone = "white" | "muted" | "brand";

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  muted: "bg-concrete-50",
  brand: "bg-brand-800 text-white",
};

export interface SectionProps {
  /** Id of the section's heading; names the region for screen readers. */
  labelledBy?: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}

/** A full-width band of a page with the site's content width and vertical rhythm. */
export function Section({ labelledBy, tone = "white", className = "", children }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={`py-16 sm:py-20 ${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
