import type { ServerResponse } from "node:http";
import { type Listening, listen } from "../support/listen.ts";

/**
 * A stand-in for the owner's calendar host (Google's, iCloud's, Outlook's published iCalendar
 * address) on 127.0.0.1. It serves `body` at any path, in the mode set:
 *
 * - `ok`: the body, as text/calendar;
 * - `trickle`: headers at once, then the body a few bytes every `trickleMs`;
 * - `silent`: the request accepted and never answered (until `close()`);
 * - `huge`: `hugeBytes` of calendar-looking lines, streamed without Content-Length;
 * - `error`: 500;
 * - `redirect-loop`: a 302 to itself, forever.
 *
 * `requests` lists every path asked for, in order.
 */
export type FakeCalendarMode = "ok" | "trickle" | "silent" | "huge" | "error" | "redirect-loop";

export interface FakeOwnerCalendar {
  /** The calendar's address, e.g. http://127.0.0.1:41234/calendar/ical/secret/basic.ics */
  url: string;
  origin: string;
  host: string;
  requests: string[];
  body: string;
  mode: FakeCalendarMode;
  trickleMs: number;
  hugeBytes: number;
  close(): Promise<void>;
}

export const CALENDAR_PATH = "/calendar/ical/owner%40example.com/private-5ecret/basic.ics";

export async function startFakeOwnerCalendar(body = ""): Promise<FakeOwnerCalendar> {
  const held = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const listening: Listening = await listen((req, res) => {
    fake.requests.push(req.url ?? "");
    res.on("close", () => held.delete(res));
    switch (fake.mode) {
      case "silent":
        held.add(res);
        return;
      case "error":
        return void res.writeHead(500, { "content-type": "text/plain" }).end("Internal error");
      case "redirect-loop":
        return void res.writeHead(302, { location: req.url ?? "/" }).end();
      case "huge": {
        res.writeHead(200, { "content-type": "text/calendar" });
        const line = "X-FILLER:0123456789012345678901234567890123456789012345678901234567890\r\n";
        const chunk = `BEGIN:VCALENDAR\r\n${line.repeat(Math.ceil(65_536 / line.length))}`;
        let sent = 0;
        const more = () => {
          while (sent < fake.hugeBytes && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", more);
          }
          res.end();
        };
        return more();
      }
      case "trickle": {
        res.writeHead(200, { "content-type": "text/calendar" });
        let at = 0;
        const timer = setInterval(() => {
          if (res.destroyed || at >= fake.body.length) {
            clearInterval(timer);
            timers.delete(timer);
            if (!res.destroyed) res.end();
            return;
          }
          res.write(fake.body.slice(at, at + 8));
          at += 8;
        }, fake.trickleMs);
        timers.add(timer);
        return;
      }
      default:
        res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(fake.body);
    }
  });
  const fake: FakeOwnerCalendar = {
    url: `${listening.origin}${CALENDAR_PATH}`,
    origin: listening.origin,
    host: new URL(listening.origin).host,
    requests: [],
    body,
    mode: "ok",
    trickleMs: 50,
    hugeBytes: 4 * 1024 * 1024,
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const res of held) res.destroy();
      await listening.close();
    },
  };
  return fake;
}

/** An iCalendar file as a calendar host publishes it, with one busy event per time given. */
export function busyCalendar(events: readonly { start: number; end: number; summary?: string }[]): string {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    ...events.flatMap((event, i) => [
      "BEGIN:VEVENT",
      `UID:busy-${i}-${event.start}@google.com`,
      `DTSTAMP:${stamp(Date.now())}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(event.end)}`,
      `SUMMARY:${event.summary ?? "Busy"}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
