import { describe, expect, it } from "vitest";
import { submissionHash } from "./submission-hash.ts";

const attempt = (extra: Record<string, unknown> = {}) => ({
  name: "Pat Jones",
  email: "pat.jones@example.com",
  phone: "(515) 555-0100",
  message: "We need a new driveway before winter.",
  utm_params: { utm_source: "google", utm_medium: "cpc" },
  submitted_at: "2026-11-22T15:00:00.000Z",
  _hp: "",
  _started: "1795000000000",
  _elapsed: "21000",
  ...extra,
});

describe("a submission's hash", () => {
  it("is the same for the browser's retry of one filled form, sent again later", () => {
    const retry = attempt({
      submitted_at: "2026-11-22T15:00:41.250Z",
      _elapsed: "62250",
      _started: "1795000030000",
    });
    expect(submissionHash(retry)).toBe(submissionHash(attempt()));
  });

  it("is the same whatever order the body's fields and the campaign's come in", () => {
    const { name, email, utm_params, ...rest } = attempt();
    const reordered = { ...rest, utm_params: { utm_medium: "cpc", utm_source: "google" }, email, name };
    expect(submissionHash(reordered)).toBe(submissionHash(attempt()));
  });

  it("differs for another visitor, another message, another campaign or another quote link", () => {
    const first = submissionHash(attempt());
    for (const other of [
      { email: "bob@example.com" },
      { message: "We need a new driveway before winter. Also a patio." },
      { utm_params: { utm_source: "facebook" } },
      { _link: "a-token" },
      { _hp: "filled" },
    ]) {
      expect(submissionHash(attempt(other)), JSON.stringify(other)).not.toBe(first);
    }
  });
});
