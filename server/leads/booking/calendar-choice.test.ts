import { describe, expect, it } from "vitest";
import type { OwnerCalendar } from "../../calendar/index.ts";
import { chooseOwnerCalendar, OWNER_CALENDAR_SETTING, SETTING_TTL_MS } from "./calendar-choice.ts";

/** A calendar that says which address it reads, and whether it was stopped. */
function calendarOf(url: string) {
  const calendar = {
    url,
    stopped: false,
    busyBetween: async () => ({ busy: [{ start: 1, end: 2 }], state: "ok" as const }),
    health: () => ({ configured: true, lastReadOk: 1, failingSince: null, lastError: null }),
    stop() {
      calendar.stopped = true;
    },
  };
  return calendar;
}

function setup(serverUrl?: string) {
  const settings = new Map<string, string>();
  const made: ReturnType<typeof calendarOf>[] = [];
  let clock = 0;
  const chosen = chooseOwnerCalendar({
    serverUrl,
    store: { readSetting: async (name) => settings.get(name) ?? null },
    make: (url) => {
      const calendar = calendarOf(url);
      made.push(calendar);
      return calendar as OwnerCalendar;
    },
    now: () => clock,
  });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { chosen, settings, made, tick };
}

describe("the owner's calendar the booking reads", () => {
  it("is OWNER_CALENDAR_URL when the server sets it, whatever WordPress gave", async () => {
    const { chosen, settings, made } = setup("https://calendar.google.com/private/basic.ics");
    settings.set(OWNER_CALENDAR_SETTING, "https://p01-caldav.icloud.com/published/2/x");
    expect((await chosen.busyBetween(0, 10)).state).toBe("ok");
    expect(made.map((c) => c.url)).toEqual(["https://calendar.google.com/private/basic.ics"]);
    expect(await chosen.source()).toEqual({ source: "server", host: "calendar.google.com" });
  });

  it("follows the address WordPress gave: read at once here after forget(), elsewhere within the TTL", async () => {
    const { chosen, settings, made, tick } = setup();
    expect((await chosen.busyBetween(0, 10)).state).toBe("off");
    settings.set(OWNER_CALENDAR_SETTING, "https://p01-caldav.icloud.com/published/2/x");
    expect((await chosen.busyBetween(0, 10)).state).toBe("off"); // still the read of a moment ago
    tick(SETTING_TTL_MS);
    expect((await chosen.busyBetween(0, 10)).state).toBe("ok");
    expect(await chosen.source()).toEqual({ source: "wordpress", host: "p01-caldav.icloud.com" });

    settings.set(OWNER_CALENDAR_SETTING, "https://outlook.office365.com/owa/calendar/x/reachcalendar.ics");
    chosen.forget();
    // The settings screen asks where it reads from first; the booking page then reads the new one.
    expect(await chosen.source()).toEqual({ source: "wordpress", host: "outlook.office365.com" });
    await chosen.busyBetween(0, 10);
    expect(made.map((c) => [c.url, c.stopped])).toEqual([
      ["https://p01-caldav.icloud.com/published/2/x", true],
      ["https://outlook.office365.com/owa/calendar/x/reachcalendar.ics", false],
    ]);

    settings.set(OWNER_CALENDAR_SETTING, "");
    chosen.forget();
    expect((await chosen.busyBetween(0, 10)).state).toBe("off");
    expect(made[1].stopped).toBe(true);
    expect(chosen.health().configured).toBe(false);
  });

  it("reads nothing from a setting that is not a calendar's address", async () => {
    const { chosen, settings, made } = setup();
    settings.set(OWNER_CALENDAR_SETTING, "file:///etc/passwd");
    expect((await chosen.busyBetween(0, 10)).state).toBe("off");
    expect(made).toEqual([]);
  });
});
