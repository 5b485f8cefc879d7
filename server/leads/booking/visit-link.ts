import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The visitor's signed link to their visit (the confirmation e-mail's "Reschedule" and "Cancel"):
 * `base64url({v, e}).base64url(signature)`, signed with the store's own key (`store_keys`, so every
 * instance and the command line agree). It names one visit and works until a day after the visit's
 * window ends: past that there is nothing left to move. The prefix keeps these signatures apart
 * from the owner's links, which use another key anyway.
 */

/** The store's key name for these links. */
export const VISIT_LINK_KEY_NAME = "visit-link";
/** How long after its window a visit's link still opens its page (it then says the visit is past). */
export const VISIT_LINK_GRACE_MS = 24 * 60 * 60_000;
/** Longer than any token this site makes; a longer one is not read at all. */
export const VISIT_TOKEN_MAX = 300;

const TOKEN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/;
const VISIT_ID = /^[A-Za-z0-9_-]{1,100}$/;

function signature(key: string, payload: string): string {
  return createHmac("sha256", key).update(`visit-link.${payload}`).digest("base64url");
}

export function signVisitToken(key: string, visitId: string, expiresAt: Date): string {
  if (!VISIT_ID.test(visitId)) throw new TypeError(`a visit id cannot be signed: "${visitId}"`);
  const payload = Buffer.from(
    JSON.stringify({ v: visitId, e: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString("base64url");
  return `${payload}.${signature(key, payload)}`;
}

export type VisitTokenCheck =
  | { ok: true; visitId: string }
  | { ok: false; reason: "expired"; visitId: string }
  | { ok: false; reason: "invalid" };

/** Whether `token` is this site's link to a visit, and which; never throws. */
export function verifyVisitToken(key: string, token: unknown, now = Date.now()): VisitTokenCheck {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (typeof token !== "string" || token.length > VISIT_TOKEN_MAX || !TOKEN.test(token)) return invalid;
  const [payload, given] = token.split(".");
  const expected = Buffer.from(signature(key, payload));
  const givenBytes = Buffer.from(given);
  if (expected.length !== givenBytes.length || !timingSafeEqual(expected, givenBytes)) return invalid;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return invalid;
  }
  if (typeof claim !== "object" || claim === null) return invalid;
  const { v, e } = claim as { v?: unknown; e?: unknown };
  if (typeof v !== "string" || !VISIT_ID.test(v) || typeof e !== "number" || !Number.isFinite(e))
    return invalid;
  return e * 1000 < now ? { ok: false, reason: "expired", visitId: v } : { ok: true, visitId: v };
}
