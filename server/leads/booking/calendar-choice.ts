import { type CalendarHealth, calendarAddress, type OwnerCalendar } from "../../calendar/index.ts";
import type { StoreKeys } from "../store/index.ts";

/**
 * Which of the owner's calendars the booking reads (issue 41): OWNER_CALENDAR_URL when the server
 * sets it, else the address the owner gave on WordPress's settings screen, kept in the lead store
 * (OWNER_CALENDAR_SETTING) so every instance reads the same one. The store's value is asked again
 * at most every SETTING_TTL_MS; a new address replaces the reader, and none turns it off.
 */

/** The store's setting that holds the address the owner gave in WordPress. */
export const OWNER_CALENDAR_SETTING = "owner-calendar-url";
/** How long the setting read is used before it is asked again. */
export const SETTING_TTL_MS = 30_000;

export type CalendarSource = "server" | "wordpress" | "none";

export interface ChosenCalendar extends OwnerCalendar {
  /** Where the address read now comes from, and its host (never the whole address: it is a secret). */
  source(): Promise<{ source: CalendarSource; host: string | null }>;
  /** The setting was just written here: read it again at once (other instances do within SETTING_TTL_MS). */
  forget(): void;
}

const NOT_CONFIGURED: CalendarHealth = {
  configured: false,
  lastReadOk: null,
  failingSince: null,
  lastError: null,
};

export function chooseOwnerCalendar(options: {
  /** OWNER_CALENDAR_URL: when set, it is the one. */
  serverUrl: string | undefined;
  store?: Pick<StoreKeys, "readSetting">;
  make(url: string): OwnerCalendar;
  now?: () => number;
}): ChosenCalendar {
  const now = options.now ?? Date.now;
  let current: { url: string; calendar: OwnerCalendar } | null = null;
  let askedAt = Number.NEGATIVE_INFINITY;
  /** The address the setting held when last read. */
  let saved: string | null = null;
  let stopped = false;
  // The server's own address is read from the start, so its health counts before the first booking.
  if (options.serverUrl) current = { url: options.serverUrl, calendar: options.make(options.serverUrl) };

  /** The address in force now; a store that does not answer keeps the one read before. */
  async function address(): Promise<{ url: string | null; source: CalendarSource }> {
    if (options.serverUrl) return { url: options.serverUrl, source: "server" };
    if (!options.store) return { url: null, source: "none" };
    if (now() - askedAt >= SETTING_TTL_MS) {
      const value = await options.store.readSetting(OWNER_CALENDAR_SETTING).then(
        (read) => read,
        () => saved,
      );
      askedAt = now();
      saved = value && calendarAddress(value) instanceof URL ? value : null;
    }
    return { url: saved, source: saved ? "wordpress" : "none" };
  }

  async function calendarNow(): Promise<OwnerCalendar | null> {
    const { url } = await address();
    if (stopped) return null;
    if (current?.url !== url) {
      current?.calendar.stop();
      current = url ? { url, calendar: options.make(url) } : null;
    }
    return current?.calendar ?? null;
  }

  return {
    async busyBetween(from, to) {
      const calendar = await calendarNow();
      return calendar ? calendar.busyBetween(from, to) : { busy: [], state: "off" };
    },
    health: () => current?.calendar.health() ?? NOT_CONFIGURED,
    async source() {
      const { url, source } = await address();
      const parsed = url ? calendarAddress(url) : null;
      return { source, host: parsed instanceof URL ? parsed.host : null };
    },
    forget() {
      askedAt = Number.NEGATIVE_INFINITY;
    },
    stop() {
      stopped = true;
      current?.calendar.stop();
    },
  };
}
