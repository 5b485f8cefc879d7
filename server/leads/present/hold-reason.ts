import type { HoldReason } from "../spam.ts";

/** What each hold reason means, in the owner's words; an older or unknown reason is shown as stored. */
const holdReasonWords: Record<HoldReason, string> = {
  honeypot: "the hidden field that only programs fill in was filled",
  "link-markup": "link markup ([url=…] or <a href>) in a text field",
  "mostly-links": "a field made mostly of links to several sites",
  "foreign-script-with-link": "text mostly in another writing system, with a link",
};

/** Why a submission was held, as the owner reads it: the reason and what it means. */
export function reasonText(reason: string | null): string {
  if (!reason) return "held";
  const words = holdReasonWords[reason as HoldReason];
  return words ? `${reason} (${words})` : reason;
}
