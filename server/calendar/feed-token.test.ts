import { describe, expect, it } from "vitest";
import { signOwnerToken, verifyOwnerToken } from "../leads/owner/link-token.ts";
import { FEED_TOKEN_MAX, feedUrl, signFeedToken, verifyFeedToken } from "./feed-token.ts";

const SECRET = "a-long-random-server-secret-0123456789";

describe("feed token", () => {
  it("is the same for the same secret, and verifies", () => {
    const token = signFeedToken(SECRET);
    expect(token).toBe(signFeedToken(SECRET));
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]{43}$/);
    expect(verifyFeedToken(SECRET, token)).toBe(true);
  });

  it("is refused once the secret changes (that is how the owner revokes it)", () => {
    expect(verifyFeedToken(`${SECRET}-new`, signFeedToken(SECRET))).toBe(false);
  });

  it("refuses a changed, cut, padded, overlong or non-text token, and never throws", () => {
    const token = signFeedToken(SECRET);
    const last = token.at(-1) === "A" ? "B" : "A";
    for (const given of [
      `${token.slice(0, -1)}${last}`,
      token.slice(0, -1),
      `${token}=`,
      ` ${token}`,
      token.replace("v1.", "v2."),
      "x".repeat(FEED_TOKEN_MAX + 1),
      `${token}${"A".repeat(10_000)}`,
      "",
      undefined,
      null,
      42,
      [token],
      { token },
    ]) {
      expect(verifyFeedToken(SECRET, given)).toBe(false);
    }
    expect(verifyFeedToken("", token)).toBe(false);
    expect(() => signFeedToken("")).toThrow(TypeError);
  });

  it("cannot be confused with the owner's e-mail links signed with the same secret", () => {
    const link = signOwnerToken(SECRET, {
      leadId: "lead1",
      purpose: "release",
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(verifyFeedToken(SECRET, link)).toBe(false);
    expect(verifyOwnerToken(SECRET, signFeedToken(SECRET), "release")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("makes the feed's address under the site", () => {
    const token = signFeedToken(SECRET);
    expect(feedUrl("https://www.gdmconcrete.com/", token)).toBe(
      `https://www.gdmconcrete.com/calendar/visits.ics?token=${token}`,
    );
    expect(new URL(feedUrl("https://www.gdmconcrete.com", token)).searchParams.get("token")).toBe(token);
  });
});
