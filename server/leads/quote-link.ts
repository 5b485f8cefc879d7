import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token that binds the quote page's follow-up to its primary (shared/forms/quote/lead.ts):
 * the primary's id and an HMAC of it under a key the store keeps. It proves that the follow-up's
 * sender read the primary's answer, which only the visitor's browser did; knowing the visitor's
 * e-mail, or guessing a key, is not enough to have one's fields delivered as theirs.
 */

/** The store key (`storeKey(name)`) that signs the tokens; every instance on one store shares it. */
export const QUOTE_LINK_KEY_NAME = "quote-link";
/** Domain separation: no other signature made with the same key can pass for a link token. */
const PURPOSE = "gdm-quote-link.v1.";
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_TOKEN_LENGTH = 100;

export function signQuoteLink(key: string, leadId: string): string {
  return `${leadId}.${mac(key, leadId)}`;
}

/** The primary's id the token names, or null for anything that is not a token this store signed. */
export function verifyQuoteLink(key: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf(".");
  const id = token.slice(0, dot);
  if (dot < 0 || !ID_PATTERN.test(id)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(key, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function mac(key: string, leadId: string): string {
  return createHmac("sha256", key)
    .update(PURPOSE + leadId)
    .digest("base64url");
}
