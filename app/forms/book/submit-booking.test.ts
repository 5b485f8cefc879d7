import { describe, expect, it } from "vitest";
import { readAnswer } from "./submit-booking.ts";

const visit = {
  start: "2026-12-08T14:00:00.000Z",
  end: "2026-12-08T16:00:00.000Z",
  timeZone: "America/Chicago",
  label: "Tue Dec 8, 8–10 AM",
  address: "1234 Grand Ave, Des Moines, IA 50309",
  manageUrl: "https://www.example.com/book/manage/abc",
};

describe("the booking server's answer", () => {
  it("is the visit as booked", () => {
    expect(readAnswer(201, { success: true, id: "7", visit })).toEqual({ kind: "booked", visit });
  });

  it("is each refused field's message, under `errors` or the lead endpoints' `fields`", () => {
    const refused = { zip: "We don't serve 52240 yet.", other: "ignored" };
    const expected = { kind: "invalid", message: "Fix these", errors: { zip: "We don't serve 52240 yet." } };
    expect(readAnswer(422, { success: false, message: "Fix these", errors: refused })).toEqual(expected);
    expect(readAnswer(422, { success: false, message: "Fix these", fields: refused })).toEqual(expected);
  });

  it("is the nearest open windows when the window was just taken", () => {
    const nearest = [
      { start: visit.end, end: "x", timeZone: visit.timeZone, available: 1, label: "10 AM–12 PM" },
    ];
    expect(readAnswer(409, { success: false, message: "Just taken", nearest })).toEqual({
      kind: "taken",
      message: "Just taken",
      nearest: [{ start: visit.end, label: "10 AM–12 PM" }],
    });
  });

  it("is a failure with the server's words, or ours when it has none", () => {
    expect(readAnswer(429, { success: false, message: "Too many tries" })).toEqual({
      kind: "failed",
      message: "Too many tries",
    });
    expect(readAnswer(500, null)).toMatchObject({
      kind: "failed",
      message: expect.stringContaining("call us"),
    });
  });
});

describe("a booking kept while the site's database was away", () => {
  it("is a request the business will call to confirm, with the server's words", () => {
    const message = "We have your request for Mon Nov 30, 8–10 AM. We will call you to confirm the time.";
    expect(readAnswer(202, { success: true, requested: true, message, id: "x" })).toEqual({
      kind: "requested",
      message,
    });
  });
});
