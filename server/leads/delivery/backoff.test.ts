import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, MAX_BACKOFF_MS, nextAttemptAt, RETRY_BUDGET_MS, retryDelayMs } from "./backoff.ts";

const lowest = () => 0;
const highest = () => 0.999_999;

describe("retry backoff", () => {
  it("tries again within 10 seconds of the first failure, whatever the jitter", () => {
    expect(retryDelayMs(1, lowest)).toBeGreaterThan(0);
    expect(retryDelayMs(1, highest)).toBeLessThanOrEqual(10_000);
    expect(FIRST_RETRY_MS).toBe(5_000);
  });

  it("has three failures in a row behind us (the fourth attempt made) within two minutes", () => {
    const worst = [1, 2, 3].reduce((total, n) => total + retryDelayMs(n, highest), 0);
    expect(worst).toBeLessThanOrEqual(120_000);
  });

  it("doubles the wait after each failure", () => {
    expect(retryDelayMs(2, lowest)).toBe(2 * retryDelayMs(1, lowest));
    expect(retryDelayMs(3, highest)).toBe(2 * retryDelayMs(2, highest));
  });

  it("never waits more than an hour between attempts", () => {
    expect(MAX_BACKOFF_MS).toBe(3_600_000);
    expect(retryDelayMs(40, highest)).toBeLessThanOrEqual(MAX_BACKOFF_MS);
    expect(retryDelayMs(1_000, highest)).toBeLessThanOrEqual(MAX_BACKOFF_MS);
  });

  it("spreads retries of workers that failed together", () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelayMs(5, () => r)));
    expect(delays.size).toBe(4);
  });

  it("keeps trying for at least a day, then gives up (the row is kept as dead)", () => {
    expect(RETRY_BUDGET_MS).toBeGreaterThanOrEqual(24 * 3_600_000);
    const createdAt = new Date("2026-11-21T15:00:00Z");
    const inADay = new Date(createdAt.getTime() + 24 * 3_600_000);
    expect(nextAttemptAt({ createdAt, failures: 30, now: inADay }, highest)).not.toBeNull();
    const almostSpent = new Date(createdAt.getTime() + RETRY_BUDGET_MS - 1_000);
    expect(nextAttemptAt({ createdAt, failures: 30, now: almostSpent }, lowest)).toBeNull();
  });

  it("counts the budget from the delivery's creation, not from the last failure", () => {
    const createdAt = new Date("2026-11-21T15:00:00Z");
    const now = new Date(createdAt.getTime() + 10_000);
    const next = nextAttemptAt({ createdAt, failures: 1, now }, lowest);
    expect(next!.getTime() - now.getTime()).toBe(retryDelayMs(1, lowest));
  });
});
