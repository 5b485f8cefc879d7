import { describe, expect, it } from "vitest";
import {
  CALENDAR_ALERT_AFTER_MS,
  calendarAddress,
  calendarAlertDue,
  createOwnerCalendar,
} from "./owner-calendar.ts";

const CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:a@example.com",
  "DTSTART:20261020T150000Z",
  "DTEND:20261020T160000Z",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");
const FROM = Date.parse("2026-10-19T00:00:00Z");
const TO = Date.parse("2026-10-25T00:00:00Z");
const NOW = Date.parse("2026-10-18T12:00:00Z");

describe("calendarAddress", () => {
  it("reads webcal:// as https://, and refuses what is not http(s)", () => {
    expect(String(calendarAddress("webcal://p12-caldav.icloud.com/published/2/abc"))).toBe(
      "https://p12-caldav.icloud.com/published/2/abc",
    );
    expect(String(calendarAddress(" WEBCALS://example.com/a.ics "))).toBe("https://example.com/a.ics");
    expect(calendarAddress(undefined)).toBeNull();
    expect(calendarAddress("")).toBeNull();
    expect(calendarAddress("file:///etc/passwd")).toEqual({
      error: "the calendar address is not http or https (file:)",
    });
    expect(calendarAddress("not a url")).toEqual({ error: "the calendar address is not a URL" });
  });
});

describe("calendarAlertDue", () => {
  it("is due once the calendar has failed for an hour, and never when none is set", () => {
    const failing = { configured: true, lastReadOk: null, failingSince: NOW, lastError: "HTTP 500" };
    expect(calendarAlertDue(failing, NOW + CALENDAR_ALERT_AFTER_MS - 1)).toBe(false);
    expect(calendarAlertDue(failing, NOW + CALENDAR_ALERT_AFTER_MS)).toBe(true);
    expect(calendarAlertDue({ ...failing, failingSince: null }, NOW + 2 * CALENDAR_ALERT_AFTER_MS)).toBe(
      false,
    );
    expect(calendarAlertDue({ ...failing, configured: false }, NOW + 2 * CALENDAR_ALERT_AFTER_MS)).toBe(
      false,
    );
  });
});

describe("createOwnerCalendar", () => {
  it("fetches webcal addresses over https and hands back the busy times", async () => {
    const asked: string[] = [];
    const calendar = createOwnerCalendar({
      url: "webcal://calendar.example.com/private-abc/basic.ics",
      log: () => {},
      now: () => NOW,
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(CALENDAR, { headers: { "content-type": "text/calendar" } });
      },
    });
    expect(await calendar.busyBetween(FROM, TO)).toEqual({
      state: "ok",
      busy: [{ start: Date.parse("2026-10-20T15:00:00Z"), end: Date.parse("2026-10-20T16:00:00Z") }],
    });
    expect(asked).toEqual(["https://calendar.example.com/private-abc/basic.ics"]);
    expect(await calendar.busyBetween(TO, FROM)).toEqual({ busy: [], state: "ok" });
    expect(await calendar.busyBetween(Number.NaN, TO)).toEqual({ busy: [], state: "ok" });
  });

  it("is unread, with one warning naming the host only, for an address it cannot use", async () => {
    const events: Record<string, unknown>[] = [];
    const calendar = createOwnerCalendar({
      url: "ftp://calendar.example.com/secret.ics",
      log: (e) => events.push(e),
    });
    expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
    expect(calendar.health()).toMatchObject({
      configured: true,
      lastError: expect.stringContaining("not http"),
    });
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain("secret");
  });

  it("stops waiting at timeoutMs even for a fetch that ignores its signal, and never throws", async () => {
    const calendar = createOwnerCalendar({
      url: "https://calendar.example.com/a.ics",
      log: () => {},
      timeoutMs: 100,
      fetch: () => new Promise<Response>(() => {}),
    });
    const started = performance.now();
    expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
    expect(performance.now() - started).toBeLessThan(100 + 1_500);

    const throwing = createOwnerCalendar({
      url: "https://calendar.example.com/a.ics",
      log: () => {},
      fetch: () => {
        throw new Error("boom");
      },
    });
    expect(await throwing.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
  });

  it("stops reading a body that ignores its signal once the time is up", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("BEGIN:VCALENDAR\r\n"));
      },
    });
    const calendar = createOwnerCalendar({
      url: "https://calendar.example.com/a.ics",
      log: () => {},
      timeoutMs: 100,
      fetch: async () => new Response(body),
    });
    const started = performance.now();
    expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
    expect(performance.now() - started).toBeLessThan(100 + 1_500);
    expect(calendar.health().lastError).toBe("no complete answer within 100 ms");
  });

  it("refuses a body whose Content-Length is past maxBytes without reading it", async () => {
    const calendar = createOwnerCalendar({
      url: "https://calendar.example.com/a.ics",
      log: () => {},
      maxBytes: 10,
      fetch: async () => new Response(CALENDAR, { headers: { "content-length": String(CALENDAR.length) } }),
    });
    expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
    expect(calendar.health().lastError).toBe("larger than 10 bytes");
  });
});
