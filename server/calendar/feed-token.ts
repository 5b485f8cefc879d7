import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The secret address of the owner's visits feed (issue 41): `{site}/calendar/visits.ics?token=…`,
 * the address the owner's calendar subscribes to. Calendars cannot log in, so the token is the only
 * credential. It never expires (a subscription must keep working); changing the secret revokes it.
 * It is `v1.` and an HMAC-SHA256 of a prefix of its own, so no other signature made with the same
 * secret (the owner's e-mail links, previews) passes as one, nor this one as them.
 */

/** What the token signs: this purpose alone. */
export const FEED_TOKEN_PREFIX = "gdm-visits-feed.v1";
const VERSION = "v1.";
/** `v1.` and 43 base64url characters; anything longer is not read at all. */
export const FEED_TOKEN_MAX = 64;
const TOKEN = /^v1\.[A-Za-z0-9_-]{43}$/;

function signature(secret: string): string {
  return createHmac("sha256", secret).update(FEED_TOKEN_PREFIX).digest("base64url");
}

/** The feed's token for `secret` (the same every time: the owner's subscription keeps working). */
export function signFeedToken(secret: string): string {
  if (typeof secret !== "string" || secret.length === 0)
    throw new TypeError("no secret to sign the feed with");
  return `${VERSION}${signature(secret)}`;
}

/** Whether `token` is the feed's token for `secret`; never throws. */
export function verifyFeedToken(secret: string, token: unknown): boolean {
  if (typeof secret !== "string" || secret.length === 0) return false;
  if (typeof token !== "string" || token.length > FEED_TOKEN_MAX || !TOKEN.test(token)) return false;
  // Compared as text: base64url's last character has bits no byte uses, and a changed one is a changed token.
  const expected = Buffer.from(`${VERSION}${signature(secret)}`);
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address the owner's calendar subscribes to. */
export function feedUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/calendar/visits.ics?token=${encodeURIComponent(token)}`;
}
