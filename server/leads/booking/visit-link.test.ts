import { describe, expect, it } from "vitest";
import { signVisitToken, verifyVisitToken } from "./visit-link.ts";

const key = "k".repeat(43);
const later = new Date(Date.UTC(2026, 11, 9));

describe("the visitor's link to their visit", () => {
  it("names the visit it was made for", () => {
    const token = signVisitToken(key, "visit-1", later);
    expect(verifyVisitToken(key, token, Date.UTC(2026, 11, 1))).toEqual({ ok: true, visitId: "visit-1" });
  });

  it("is refused once its time is past, still naming the visit", () => {
    const token = signVisitToken(key, "visit-1", later);
    expect(verifyVisitToken(key, token, Date.UTC(2026, 11, 10))).toEqual({
      ok: false,
      reason: "expired",
      visitId: "visit-1",
    });
  });

  it("cannot be moved to another visit, made with another key, or cut short", () => {
    const token = signVisitToken(key, "visit-1", later);
    const [, sig] = token.split(".");
    const other = Buffer.from(JSON.stringify({ v: "visit-2", e: later.getTime() / 1000 })).toString(
      "base64url",
    );
    const now = Date.UTC(2026, 11, 1);
    expect(verifyVisitToken(key, `${other}.${sig}`, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyVisitToken("another key", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyVisitToken(key, token.slice(0, -1), now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyVisitToken(key, `${token}x`, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("reads nothing that is not a token", () => {
    for (const bad of [undefined, 42, ["a"], "", "x".repeat(5000), "a.b", "%%%.%%%"]) {
      expect(verifyVisitToken(key, bad)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
