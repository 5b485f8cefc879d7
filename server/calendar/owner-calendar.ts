import { unlessAborted } from "../core/abort.ts";
import type { Logger } from "../core/log.ts";
import {
  type BusyTime,
  busyIn,
  type CalendarDigest,
  type CalendarLimits,
  CalendarRefused,
  DEFAULT_LIMITS,
  digestCalendar,
} from "./owner-calendar-busy.ts";

export { type BusyTime, busyTimesOf, type CalendarLimits, CalendarRefused } from "./owner-calendar-busy.ts";

/**
 * The owner's own calendar, read (issue 41): the private iCalendar address the owner gives (Google
 * Calendar's "secret address in iCal format", iCloud's or Outlook's published calendar; `webcal://`
 * is https). Its busy events block the visit windows they overlap. No OAuth: the address is the
 * credential, so it is a secret and only its host is ever logged.
 *
 * A read is bounded in time (headers, redirects and body together), in bytes (counted as they
 * arrive), in redirects and, by the reader, in events and instances. It is kept `cacheMs`, and
 * callers at once share one read. When the calendar cannot be read, nothing is blocked by it
 * (`state: "unread"`: the windows the store alone allows are offered), one warning is logged per
 * streak of failures, and `health().failingSince` says since when, for the owner's alert.
 */

export type CalendarState = "ok" | "unread" | "off";

export interface CalendarHealth {
  configured: boolean;
  lastReadOk: number | null;
  failingSince: number | null;
  lastError: string | null;
}

export interface OwnerCalendar {
  /** Never throws: `off` when no address is set, `unread` (nothing busy) when it cannot be read. */
  busyBetween(from: number, to: number): Promise<{ busy: BusyTime[]; state: CalendarState }>;
  health(): CalendarHealth;
  /** Ends a read under way; later calls answer `unread` without reading. */
  stop(): void;
}

export interface OwnerCalendarOptions {
  url: string | undefined;
  log: Logger;
  fetch?: typeof fetch;
  /** How long a read is used (5 minutes). */
  cacheMs?: number;
  /** How long after a failed read the next is tried (1 minute, at most cacheMs). */
  retryMs?: number;
  /** A whole read: redirects, headers and body (5 s). */
  timeoutMs?: number;
  /** The largest file read (2 MB). */
  maxBytes?: number;
  maxEvents?: number;
  /** Instances of recurring events expanded, in all (50,000) and per event (20,000). */
  maxInstances?: number;
  maxInstancesPerEvent?: number;
  /** How far ahead a read is expanded at once (120 days); a range past it is expanded when asked. */
  horizonMs?: number;
  timeZone?: string;
  now?: () => number;
}

export const MAX_REDIRECTS = 3;
/** How long the owner's calendar may go unread before the owner is told (issue 41's alert). */
export const CALENDAR_ALERT_AFTER_MS = 60 * 60_000;

/** Whether the calendar has been failing long enough to tell the owner (`failingSince` an hour ago). */
export function calendarAlertDue(
  health: CalendarHealth,
  now: number,
  afterMs = CALENDAR_ALERT_AFTER_MS,
): boolean {
  return health.configured && health.failingSince !== null && now - health.failingSince >= afterMs;
}
const DAY = 24 * 3_600_000;

/** The address as fetched (webcal is https), or why it cannot be; null when none is set. */
export function calendarAddress(raw: string | undefined): URL | { error: string } | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text.replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return { error: "the calendar address is not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { error: `the calendar address is not http or https (${url.protocol})` };
  }
  return url;
}

class ReadFailed extends Error {}

/** The body as text, refusing it past `maxBytes` counted as they arrive, or once `signal` aborts. */
async function readBody(response: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  if (Number(response.headers.get("content-length")) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new ReadFailed(`larger than ${maxBytes} bytes`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const stopReading = () => void reader.cancel().catch(() => {});
  signal.addEventListener("abort", stopReading, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        stopReading();
        throw new ReadFailed(`larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener("abort", stopReading);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/** GET the calendar, following at most MAX_REDIRECTS redirects to http(s) addresses. */
async function download(
  address: URL,
  doFetch: typeof fetch,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  let next = address;
  for (let hops = 0; ; hops++) {
    const response = await unlessAborted(
      doFetch(next, {
        redirect: "manual",
        signal,
        headers: { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" },
      }),
      signal,
    );
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status <= 399 && location !== null) {
      await response.body?.cancel().catch(() => {});
      if (hops === MAX_REDIRECTS) throw new ReadFailed(`more than ${MAX_REDIRECTS} redirects`);
      const target = calendarAddress(new URL(location, next).href);
      if (!(target instanceof URL))
        throw new ReadFailed("a redirect to an address that is not http or https");
      next = target;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ReadFailed(`HTTP ${response.status}`);
    }
    return await unlessAborted(readBody(response, maxBytes, signal), signal);
  }
}

/** Why a read failed, in words that hold neither the address nor the file. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof ReadFailed || error instanceof CalendarRefused) {
    return error.message;
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no complete answer within ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  if (typeof cause?.code === "string") return `network: ${cause.code}`;
  return "network error";
}

interface Read {
  digest: CalendarDigest;
  /** The busy times of [from, to), expanded when read. */
  from: number;
  to: number;
  busy: BusyTime[];
  /** Ranges past [from, to) asked for since, expanded once each (a few at most). */
  further: Map<string, BusyTime[]>;
}

/** Ranges outside a read's own expansion kept with it. */
const FURTHER_RANGES = 8;

export function createOwnerCalendar(options: OwnerCalendarOptions): OwnerCalendar {
  const address = calendarAddress(options.url);
  const now = options.now ?? Date.now;
  const log = options.log;
  const doFetch = options.fetch ?? fetch;
  const cacheMs = options.cacheMs ?? 5 * 60_000;
  const retryMs = Math.min(options.retryMs ?? 60_000, cacheMs);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const horizonMs = options.horizonMs ?? 120 * DAY;
  const limits: CalendarLimits = {
    maxEvents: options.maxEvents ?? DEFAULT_LIMITS.maxEvents,
    maxInstances: options.maxInstances ?? DEFAULT_LIMITS.maxInstances,
    maxInstancesPerEvent: options.maxInstancesPerEvent ?? DEFAULT_LIMITS.maxInstancesPerEvent,
    maxDepth: DEFAULT_LIMITS.maxDepth,
    timeZone: options.timeZone ?? DEFAULT_LIMITS.timeZone,
    maxExpandMs: DEFAULT_LIMITS.maxExpandMs,
  };
  const host = address instanceof URL ? address.host : "";

  let current: Read | null = null;
  let lastAttempt: number | null = null;
  let lastOk = false;
  let reading: Promise<void> | null = null;
  let stopped = false;
  /** Recurring events the last read could not expand: warned of when the number changes. */
  let lastSkipped = 0;
  const stopAll = new AbortController();
  const health: CalendarHealth = {
    configured: address !== null,
    lastReadOk: null,
    failingSince: null,
    lastError: null,
  };

  function failed(reason: string): void {
    current = null;
    lastOk = false;
    health.lastError = reason;
    if (health.failingSince !== null) return;
    health.failingSince = now();
    log({ event: "owner_calendar.unread", host, reason });
  }

  async function readNow(): Promise<void> {
    lastAttempt = now();
    if (!(address instanceof URL)) return failed(address?.error ?? "no calendar address");
    const signal = AbortSignal.any([stopAll.signal, AbortSignal.timeout(timeoutMs)]);
    try {
      const text = await download(address, doFetch, maxBytes, signal);
      const digest = digestCalendar(text, limits);
      const from = now() - DAY;
      const to = from + horizonMs;
      const { busy, skipped } = busyIn(digest, from, to);
      if (skipped > 0 && skipped !== lastSkipped) {
        log({ event: "owner_calendar.events_skipped", host, skipped });
      }
      lastSkipped = skipped;
      current = { digest, from, to, busy, further: new Map() };
      lastOk = true;
      if (health.failingSince !== null) {
        log({ event: "owner_calendar.read_again", host, failedForMs: now() - health.failingSince });
      }
      health.lastReadOk = now();
      health.failingSince = null;
      health.lastError = null;
    } catch (error) {
      failed(reasonOf(error, timeoutMs));
    }
  }

  function refresh(): Promise<void> {
    if (reading) return reading;
    const age = lastAttempt === null ? Number.POSITIVE_INFINITY : now() - lastAttempt;
    if (age < (lastOk ? cacheMs : retryMs)) return Promise.resolve();
    reading = readNow().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    async busyBetween(from, to) {
      if (address === null) return { busy: [], state: "off" };
      if (stopped) return { busy: [], state: "unread" };
      try {
        await refresh();
        const read = current;
        if (!read) return { busy: [], state: "unread" };
        if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return { busy: [], state: "ok" };
        if (from >= read.from && to <= read.to) {
          return {
            busy: read.busy
              .filter((busy) => busy.start < to && (busy.end > from || busy.start >= from))
              .map((busy) => ({ ...busy })),
            state: "ok",
          };
        }
        const key = `${from}:${to}`;
        let busy = read.further.get(key);
        if (!busy) {
          busy = busyIn(read.digest, from, to).busy;
          if (read.further.size >= FURTHER_RANGES) read.further.clear();
          read.further.set(key, busy);
        }
        return { busy: busy.map((time) => ({ ...time })), state: "ok" };
      } catch {
        return { busy: [], state: "unread" };
      }
    },
    health: () => ({ ...health }),
    stop() {
      stopped = true;
      stopAll.abort();
    },
  };
}
