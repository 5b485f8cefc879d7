import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOwnerCalendar, type OwnerCalendarOptions } from "../../server/calendar/owner-calendar.ts";
import { type FakeOwnerCalendar, startFakeOwnerCalendar } from "../fakes/owner-calendar.ts";

// The owner's calendar read from a real HTTP server (issue 41): busy times when it answers, and
// when it does not (too large, too slow, silent, failing, redirecting forever) nothing blocked,
// quickly, with one warning per streak and never the secret address in the log.

const at = (iso: string) => Date.parse(iso);
const FROM = at("2026-10-19T00:00:00Z");
const TO = at("2026-11-10T00:00:00Z");
/** What the reader's clock says: inside the range, so the read's own expansion covers it. */
const NOW = at("2026-10-18T12:00:00Z");

const CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "BEGIN:VEVENT",
  "UID:crew@example.com",
  "DTSTART;TZID=America/Chicago:20261005T080000",
  "DTEND;TZID=America/Chicago:20261005T093000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "EXDATE;TZID=America/Chicago:20261026T080000",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:dentist@example.com",
  "DTSTART;TZID=America/Chicago:20261102T090000",
  "DTEND;TZID=America/Chicago:20261102T100000",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

/** Room for a busy machine (other suites run beside this one); every slow mode here takes seconds more. */
const MARGIN_MS = 1_500;

let server: FakeOwnerCalendar;
let events: Record<string, unknown>[];
let clock: number;

beforeAll(async () => {
  server = await startFakeOwnerCalendar(CALENDAR);
});
afterAll(() => server?.close());
beforeEach(() => {
  server.mode = "ok";
  server.body = CALENDAR;
  server.requests.length = 0;
  events = [];
  clock = NOW;
});

function open(options: Partial<OwnerCalendarOptions> = {}) {
  return createOwnerCalendar({
    url: server.url,
    log: (event) => events.push(event),
    now: () => clock,
    ...options,
  });
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe("the owner's calendar, read from its address", () => {
  it("blocks the weekly event's instances (less the one removed) and the one-off event", async () => {
    const calendar = open();
    const { busy, state } = await calendar.busyBetween(FROM, TO);
    expect(state).toBe("ok");
    expect(
      busy.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]),
    ).toEqual([
      ["2026-10-19T13:00:00.000Z", "2026-10-19T14:30:00.000Z"],
      ["2026-11-02T14:00:00.000Z", "2026-11-02T16:00:00.000Z"],
      ["2026-11-09T14:00:00.000Z", "2026-11-09T15:30:00.000Z"],
    ]);
    expect(calendar.health()).toEqual({
      configured: true,
      lastReadOk: NOW,
      failingSince: null,
      lastError: null,
    });
    // A range past the read's own expansion is expanded when asked.
    const later = await calendar.busyBetween(at("2027-06-07T00:00:00Z"), at("2027-06-08T00:00:00Z"));
    expect(later).toEqual({
      state: "ok",
      busy: [{ start: at("2027-06-07T13:00:00Z"), end: at("2027-06-07T14:30:00Z") }],
    });
    expect(server.requests).toHaveLength(1);
  });

  it("reads once for two calls within cacheMs, once for calls at the same time, and again after", async () => {
    const calendar = open({ cacheMs: 60_000 });
    await calendar.busyBetween(FROM, TO);
    clock += 59_000;
    await calendar.busyBetween(FROM, TO);
    expect(server.requests).toHaveLength(1);
    clock += 2_000;
    const answers = await Promise.all(Array.from({ length: 5 }, () => calendar.busyBetween(FROM, TO)));
    expect(server.requests).toHaveLength(2);
    expect(answers.every((answer) => answer.state === "ok" && answer.busy.length === 3)).toBe(true);
  });

  it("is off, and asks nothing, when no address is set", async () => {
    for (const url of [undefined, "", "  "]) {
      const calendar = open({ url });
      expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "off" });
      expect(calendar.health().configured).toBe(false);
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe("a calendar that cannot be read", () => {
  it("stops a huge answer at maxBytes, counting what arrives", async () => {
    server.mode = "huge";
    const calendar = open({ maxBytes: 512 * 1024 });
    const { value, ms } = await timed(calendar.busyBetween(FROM, TO));
    expect(value).toEqual({ busy: [], state: "unread" });
    expect(calendar.health().lastError).toBe(`larger than ${512 * 1024} bytes`);
    expect(ms).toBeLessThan(3_000);
  });

  it("gives up on a server that never answers within timeoutMs", async () => {
    server.mode = "silent";
    const calendar = open({ timeoutMs: 300 });
    const { value, ms } = await timed(calendar.busyBetween(FROM, TO));
    expect(value).toEqual({ busy: [], state: "unread" });
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(300 + MARGIN_MS);
    expect(calendar.health().lastError).toBe("no complete answer within 300 ms");
  });

  it("gives up on a server that sends its headers, then trickles the body", async () => {
    server.mode = "trickle";
    server.trickleMs = 100;
    const calendar = open({ timeoutMs: 300 });
    const { value, ms } = await timed(calendar.busyBetween(FROM, TO));
    expect(value).toEqual({ busy: [], state: "unread" });
    expect(ms).toBeLessThan(300 + MARGIN_MS);
  });

  it("follows at most 3 redirects", async () => {
    server.mode = "redirect-loop";
    const calendar = open();
    expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
    expect(server.requests).toHaveLength(4);
    expect(calendar.health().lastError).toBe("more than 3 redirects");
  });

  it("takes a page that is not a calendar (a sign-in page) as unread", async () => {
    server.body = "<!doctype html><title>Sign in</title>";
    const calendar = open();
    expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
    expect(calendar.health().lastError).toBe("not an iCalendar file");
  });

  it("warns once per streak of failures, says since when, and notes the calendar read again", async () => {
    server.mode = "error";
    const calendar = open({ cacheMs: 60_000, retryMs: 10_000 });
    for (let n = 0; n < 3; n++) {
      expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
      clock += 10_000;
    }
    expect(server.requests).toHaveLength(3);
    expect(events).toEqual([{ event: "owner_calendar.unread", host: server.host, reason: "HTTP 500" }]);
    expect(calendar.health()).toMatchObject({ failingSince: NOW, lastError: "HTTP 500", lastReadOk: null });

    server.mode = "ok";
    expect((await calendar.busyBetween(FROM, TO)).state).toBe("ok");
    expect(events.at(-1)).toEqual({
      event: "owner_calendar.read_again",
      host: server.host,
      failedForMs: 30_000,
    });
    expect(calendar.health()).toMatchObject({
      failingSince: null,
      lastError: null,
      lastReadOk: NOW + 30_000,
    });

    server.mode = "error";
    clock += 60_000;
    await calendar.busyBetween(FROM, TO);
    expect(events.filter((event) => event.event === "owner_calendar.unread")).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain("5ecret");
  });

  it("waits retryMs before asking a failing calendar again", async () => {
    server.mode = "error";
    const calendar = open({ retryMs: 10_000 });
    await calendar.busyBetween(FROM, TO);
    clock += 5_000;
    await calendar.busyBetween(FROM, TO);
    expect(server.requests).toHaveLength(1);
  });

  it("ends a read under way when stopped", async () => {
    server.mode = "silent";
    const calendar = open({ timeoutMs: 10_000 });
    const pending = timed(calendar.busyBetween(FROM, TO));
    await new Promise((resolve) => setTimeout(resolve, 50));
    calendar.stop();
    const { value, ms } = await pending;
    expect(value).toEqual({ busy: [], state: "unread" });
    expect(ms).toBeLessThan(50 + MARGIN_MS);
    expect(await calendar.busyBetween(FROM, TO)).toEqual({ busy: [], state: "unread" });
  });
});

describe("a hostile calendar", () => {
  it("expands FREQ=SECONDLY;COUNT=100000000 only to its share, fast, and still blocks the rest", async () => {
    server.body = CALENDAR.replace(
      "END:VCALENDAR",
      [
        "BEGIN:VEVENT",
        "UID:hostile@example.com",
        "DTSTART:20261001T000000Z",
        "DURATION:PT1S",
        "RRULE:FREQ=SECONDLY;COUNT=100000000",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
    );
    const calendar = open();
    const { value, ms } = await timed(calendar.busyBetween(FROM, TO));
    expect(value.state).toBe("ok");
    expect(value.busy).toHaveLength(3);
    expect(ms).toBeLessThan(2_000);
    expect(events).toEqual([{ event: "owner_calendar.events_skipped", host: server.host, skipped: 1 }]);
    // Read again, the same calendar is not warned of again.
    clock += 10 * 60_000;
    await calendar.busyBetween(FROM + 10 * 60_000, TO);
    expect(server.requests).toHaveLength(2);
    expect(events).toHaveLength(1);
  });
});
