import { describe, expect, it } from "vitest";
import { LOADING_INDICATOR_MS, REVEAL_STEP_MS, revealSchedule, staggerDelay } from "./reveal.ts";

describe("revealSchedule", () => {
  it("reveals the first section when the loading indicator ends, then one every 300 ms", () => {
    const at = revealSchedule(["hero", "whyChoose", "services", "process"]);
    expect(LOADING_INDICATOR_MS).toBe(1500);
    expect(REVEAL_STEP_MS).toBe(300);
    expect(at).toEqual({ hero: 1500, whyChoose: 1800, services: 2100, process: 2400 });
  });

  it("accepts another start and step", () => {
    expect(revealSchedule(["a", "b"], { startMs: 0, stepMs: 100 })).toEqual({ a: 0, b: 100 });
  });
});

describe("staggerDelay", () => {
  it("staggers cards by 0, 150 and 300 ms, then starts again", () => {
    expect([0, 1, 2, 3].map(staggerDelay)).toEqual([0, 150, 300, 0]);
  });
});
