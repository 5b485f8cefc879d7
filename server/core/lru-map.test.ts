import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map.ts";

describe("LruMap", () => {
  it("never holds more than its limit, dropping the least recently used first", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect([map.has("a"), map.has("b"), map.has("c"), map.size]).toEqual([true, false, true, 2]);
  });

  it("does not count a peek as a use", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    expect(map.peek("a")).toBe(1);
    map.set("c", 3);
    expect(map.has("a")).toBe(false);
  });

  it("refuses a limit that holds nothing", () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
