import type { IconName } from "@shared/content/types.ts";

/** Shapes shared by the dedicated service pages' copy (decorative concrete, commercial, repair). */

/** One card of a section: a service block, a reason to choose us, a kind of damage. */
export interface ServicePageCard {
  title: string;
  description: string;
  icon: IconName;
}

/** A link or button of a section. */
export interface ServicePageLink {
  label: string;
  to: string;
}
