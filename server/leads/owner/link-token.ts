import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed links of the owner's e-mails (decision 017): "Release" in the held digest and "Retry" in
 * the notice of leads that could not be delivered (decision 020). The "This is spam" link lead e-mails
 * once carried is retired: its tokens name a purpose no longer accepted, so they act on nothing and
 * make no other link. A token names one lead and one purpose, expires, and is signed with a
 * server secret, so it can be neither made up, nor moved to another lead, nor turned into the other
 * action. It is `base64url(payload).base64url(signature)`.
 */

export type OwnerLinkPurpose = "release" | "retry";
/** How long a link in an e-mail works. */
export const OWNER_LINK_DAYS = 14;
export const OWNER_LINK_TTL_MS = OWNER_LINK_DAYS * 24 * 60 * 60_000;
/** Longer than any token this site makes (about 150 characters); a longer one is not read at all. */
export const OWNER_TOKEN_MAX = 400;

export interface OwnerLinkClaim {
  leadId: string;
  purpose: OwnerLinkPurpose;
  expiresAt: Date;
}

export type OwnerTokenCheck =
  | ({ ok: true } & OwnerLinkClaim)
  /** Signed by this site but past its time: the lead is known, so the page can say what to do. */
  | ({ ok: false; reason: "expired" } & OwnerLinkClaim)
  /** Altered, cut short, made up, or for the other action. */
  | { ok: false; reason: "invalid" };

const TOKEN = /^[A-Za-z0-9_-]{1,300}\.[A-Za-z0-9_-]{43}$/;
const LEAD_ID = /^[A-Za-z0-9_-]{1,100}$/;

function signature(secret: string, encodedPayload: string): Buffer {
  // The prefix keeps these signatures apart from any other use of the same secret.
  return createHmac("sha256", secret).update(`owner-link.${encodedPayload}`).digest();
}

export function signOwnerToken(secret: string, { leadId, purpose, expiresAt }: OwnerLinkClaim): string {
  if (!LEAD_ID.test(leadId)) throw new TypeError(`a lead id cannot be signed: "${leadId}"`);
  const payload = Buffer.from(
    JSON.stringify({ l: leadId, p: purpose, e: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

/** Whether `token` is this site's link for `purpose`, and for which lead; never throws. */
export function verifyOwnerToken(
  secret: string,
  token: unknown,
  purpose: OwnerLinkPurpose,
  now = Date.now(),
): OwnerTokenCheck {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (typeof token !== "string" || token.length > OWNER_TOKEN_MAX || !TOKEN.test(token)) return invalid;
  const [payload, given] = token.split(".");
  // Compared as text: base64url's last character has bits no byte uses, and a changed one is a changed link.
  const expected = Buffer.from(signature(secret, payload).toString("base64url"));
  const givenText = Buffer.from(given);
  if (givenText.length !== expected.length || !timingSafeEqual(givenText, expected)) return invalid;
  let claim: { l?: unknown; p?: unknown; e?: unknown };
  try {
    claim = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return invalid;
  }
  if (
    typeof claim !== "object" ||
    claim === null ||
    typeof claim.l !== "string" ||
    !LEAD_ID.test(claim.l) ||
    claim.p !== purpose ||
    typeof claim.e !== "number" ||
    !Number.isSafeInteger(claim.e)
  ) {
    return invalid;
  }
  const found = { leadId: claim.l, purpose, expiresAt: new Date(claim.e * 1000) };
  if (found.expiresAt.getTime() <= now) return { ok: false, reason: "expired", ...found };
  return { ok: true, ...found };
}
