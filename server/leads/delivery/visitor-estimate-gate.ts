import { carriesGuardFields, type SpamSignal } from "../spam.ts";
import type { VisitorEmailGrant } from "../store/index.ts";

/**
 * Whether the visitor's copy of an estimate may go, before the store's caps are asked. The e-mail
 * goes from the business's address to whatever address the form was given, so it goes only for a
 * post the site's own form made (its spam guard's fields present) that the guard found nothing
 * against. The lead itself is stored and delivered to the business whatever this says.
 */

/** Why a visitor's copy was not sent, as the log names it (never with the address). */
export type VisitorEmailSkip =
  | "held"
  | "not-from-the-site-form"
  | "possible-spam"
  | Exclude<VisitorEmailGrant, "claimed">
  | "store-unavailable";

export function visitorEmailSkipOf({
  held,
  signals,
  body,
}: {
  held: boolean;
  signals: readonly SpamSignal[];
  /** The body as posted, with the spam guard's fields. */
  body: unknown;
}): VisitorEmailSkip | null {
  if (held) return "held";
  const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
  if (!carriesGuardFields(record as Record<string, unknown>)) return "not-from-the-site-form";
  if (signals.length > 0) return "possible-spam";
  return null;
}
