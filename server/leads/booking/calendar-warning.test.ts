import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import type { CalendarHealth } from "../../calendar/index.ts";
import { type LeadStore, openLeadStore } from "../store/index.ts";
import { startCalendarWarnings, WARN_AFTER_MS, WARN_AGAIN_AFTER_MS } from "./calendar-warning.ts";

// The owner's e-mail when their calendar cannot be read, on a real store and a real SMTP server:
// not for a blip, once for a long failure whatever the number of instances, again a day later.

const folder = mkdtempSync(join(tmpdir(), "calendar-warning-"));
let store: LeadStore;
let smtp: FakeSmtp;
let run = 0;
let clock = Date.parse("2026-12-01T15:00:00Z");
const failingSince = clock;
let health: CalendarHealth;

beforeEach(async () => {
  run += 1;
  store = await openLeadStore(`file:${join(folder, `run-${run}`, "site.db")}`);
  smtp = await startFakeSmtp();
  health = { configured: true, lastReadOk: failingSince - 60_000, failingSince, lastError: "HTTP 404" };
});
afterEach(async () => {
  await store.close();
  await smtp.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const instance = () =>
  startCalendarWarnings({
    calendar: {
      health: () => health,
      source: async () => ({ source: "wordpress", host: "calendar.google.com" }),
    },
    store,
    smtpUrl: smtp.url,
    to: "owner@example.com",
    siteName: "Greater Des Moines Concrete",
    log: () => {},
    everyMs: 3_600_000,
    now: () => clock,
  });

async function check(...instances: ReturnType<typeof instance>[]) {
  await Promise.all(instances.map((one) => one.runOnce()));
}

describe("the owner's e-mail when their calendar cannot be read", () => {
  it("waits out a blip, then goes once from two instances, and again a day later", async () => {
    const [a, b] = [instance(), instance()];
    try {
      clock = failingSince + WARN_AFTER_MS - 1_000;
      await check(a, b);
      expect(smtp.messages).toHaveLength(0);
      clock = failingSince + WARN_AFTER_MS;
      await check(a);
      await check(b);
      clock += 60 * 60_000;
      await check(a, b);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].to).toEqual(["owner@example.com"]);
      expect(smtp.messages[0].raw).toContain("Your calendar cannot be read");
      expect(smtp.messages[0].raw).toContain("calendar.google.com");
      clock = failingSince + WARN_AFTER_MS + WARN_AGAIN_AFTER_MS;
      await check(b);
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("says nothing while the calendar reads, or when none is set", async () => {
    const a = instance();
    try {
      clock = failingSince + 2 * WARN_AFTER_MS;
      health = { configured: true, lastReadOk: clock, failingSince: null, lastError: null };
      await check(a);
      health = { configured: false, lastReadOk: null, failingSince: null, lastError: null };
      await check(a);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await a.stop();
    }
  });
});
