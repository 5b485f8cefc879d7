import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OWNER_LINK_TTL_MS, OWNER_TOKEN_MAX, signOwnerToken, verifyOwnerToken } from "./link-token.ts";

const SECRET = "a-server-secret-of-at-least-32-characters";
const NOW = Date.parse("2026-11-23T15:00:00Z");
const claim = { leadId: "8d0c7f52-0b7c-4d1e-9a55-3f1a9c6b2e10", purpose: "release" as const };
const token = signOwnerToken(SECRET, { ...claim, expiresAt: new Date(NOW + OWNER_LINK_TTL_MS) });

/** The token with one character of its payload or signature changed. */
function altered(part: 0 | 1, at: number): string {
  const parts = token.split(".");
  const chars = [...parts[part]];
  const i = at < 0 ? chars.length + at : at;
  chars[i] = chars[i] === "A" ? "B" : "A";
  parts[part] = chars.join("");
  return parts.join(".");
}

describe("the owner's link token", () => {
  it("names its lead and purpose and works for 14 days", () => {
    expect(token.length).toBeLessThan(200);
    expect(verifyOwnerToken(SECRET, token, "release", NOW)).toEqual({
      ok: true,
      ...claim,
      expiresAt: new Date(NOW + OWNER_LINK_TTL_MS),
    });
    expect(verifyOwnerToken(SECRET, token, "release", NOW + OWNER_LINK_TTL_MS - 1_000).ok).toBe(true);
  });

  it("expires after 14 days, still naming its lead so the page can say what to do", () => {
    expect(verifyOwnerToken(SECRET, token, "release", NOW + OWNER_LINK_TTL_MS)).toEqual({
      ok: false,
      reason: "expired",
      ...claim,
      expiresAt: new Date(NOW + OWNER_LINK_TTL_MS),
    });
  });

  it("cannot be used for the other action, and a retired spam link's token is good for nothing", () => {
    // Tokens of the retired "This is spam" link, signed as the site signed them.
    const spamPayload = Buffer.from(
      JSON.stringify({ l: claim.leadId, p: "spam", e: Math.floor((NOW + 1_000) / 1000) }),
    ).toString("base64url");
    const spam = `${spamPayload}.${createHmac("sha256", SECRET).update(`owner-link.${spamPayload}`).digest("base64url")}`;
    expect(verifyOwnerToken(SECRET, spam, "release", NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyOwnerToken(SECRET, spam, "retry", NOW)).toEqual({ ok: false, reason: "invalid" });
    // A Retry link sends a dead lead again, and does nothing else; no other link retries.
    const retry = signOwnerToken(SECRET, { ...claim, purpose: "retry", expiresAt: new Date(NOW + 1_000) });
    expect(verifyOwnerToken(SECRET, retry, "release", NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyOwnerToken(SECRET, token, "retry", NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyOwnerToken(SECRET, retry, "retry", NOW).ok).toBe(true);
  });

  it("is bound to its lead: another lead's id in its payload breaks the signature", () => {
    const [, signature] = token.split(".");
    const otherPayload = Buffer.from(
      JSON.stringify({ l: "another-lead", p: "release", e: Math.floor((NOW + OWNER_LINK_TTL_MS) / 1000) }),
    ).toString("base64url");
    expect(verifyOwnerToken(SECRET, `${otherPayload}.${signature}`, "release", NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses any changed character, another secret, a later expiry and anything that is not a token", () => {
    for (const changed of [altered(0, 0), altered(0, -1), altered(1, 0), altered(1, -1)]) {
      expect(verifyOwnerToken(SECRET, changed, "release", NOW), changed).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    expect(verifyOwnerToken("another-secret-of-at-least-32-characters", token, "release", NOW).ok).toBe(
      false,
    );
    const [, signature] = token.split(".");
    const later = Buffer.from(
      JSON.stringify({ l: claim.leadId, p: "release", e: Math.floor((NOW + 365 * 86_400_000) / 1000) }),
    ).toString("base64url");
    expect(verifyOwnerToken(SECRET, `${later}.${signature}`, "release", NOW).ok).toBe(false);
    for (const junk of [
      undefined,
      null,
      42,
      ["a", "b"],
      "",
      ".",
      token.slice(0, -1),
      `${token}.x`,
      "a".repeat(OWNER_TOKEN_MAX + 1),
    ]) {
      expect(verifyOwnerToken(SECRET, junk, "release", NOW)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("signs only lead ids a link can carry", () => {
    expect(() => signOwnerToken(SECRET, { ...claim, leadId: "a b", expiresAt: new Date(NOW) })).toThrow(
      /lead id/,
    );
  });
});
