/** The caps on the visitor's copy of an estimate (rules/visitor-emails.ts). */

/**
 * The visitor's copy of an estimate goes from the business's own address to whatever address the
 * form was given, so it is capped (docs/leads.md): one address gets at most one a day, so a stranger
 * typed in the form is mailed once, not pestered; a visitor who really asked has it already.
 */
export const VISITOR_EMAIL_RECIPIENT_WINDOW_MS = 24 * 60 * 60_000;
/**
 * Visitors' copies the whole site sends in one clock hour (UTC), across every instance. A small
 * contractor's site sends a few estimates on a busy day, and an advertising burst a handful in an
 * hour: 10 leaves that twice over, while someone cycling through addresses gets at most 240 a day
 * out of the business's mail domain, far from the volumes that make mail providers distrust it.
 */
export const VISITOR_EMAILS_PER_HOUR = 10;
/** The name of the key that hashes visitors' e-mail addresses for the caps, in `store_keys`. */
export const VISITOR_EMAIL_KEY_NAME = "visitor-email";

export interface VisitorEmailClaim {
  /** The address the e-mail would go to, as the visitor typed it; the store keeps only a keyed hash. */
  to: string;
  now: Date;
  perHour?: number;
  recipientWindowMs?: number;
}

/** `claimed`: send it; otherwise why not: the address had one within the window, or the hour's cap is reached. */
export type VisitorEmailGrant = "claimed" | "recipient-had-one" | "hourly-cap";

/** The caps on the visitor's copy of an estimate, shared by every process on the store. */
export interface VisitorEmailCaps {
  /**
   * Claims one visitor e-mail to `to`, or says why not, in one transaction: the address's row is
   * taken only when it had none within `recipientWindowMs`, and the hour's count goes up only while
   * under `perHour`. Two processes claiming at once for one address, or for the hour's last e-mail,
   * get one claim between them. Addresses are kept only as a keyed hash (the store's own key) of their
   * normal form: case, spaces, a `+tag` and a Gmail address's dots do not make another recipient.
   */
  claimVisitorEmail(claim: VisitorEmailClaim): Promise<VisitorEmailGrant>;
}
