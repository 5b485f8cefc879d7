import { describe, expect, it } from "vitest";
import { createRateLimiter, networkOf, RATE_LIMIT_PER_MINUTE } from "./rate-limit";

const t0 = 1_000_000;

describe("the submission rate limit", () => {
  it("lets 10 submissions a minute through from one network and refuses the 11th, saying when to retry", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < RATE_LIMIT_PER_MINUTE; i += 1) {
      expect(limiter.hit("203.0.113.5", t0 + i * 1_000)).toEqual({ allowed: true });
    }
    expect(limiter.hit("203.0.113.5", t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit("198.51.100.7", t0 + 10_000)).toEqual({ allowed: true });
  });

  it("slides: as soon as the oldest submission is a minute old, one more is allowed", () => {
    const limiter = createRateLimiter(2, 60_000);
    limiter.hit("a", t0);
    limiter.hit("a", t0 + 30_000);
    expect(limiter.hit("a", t0 + 59_999).allowed).toBe(false);
    expect(limiter.hit("a", t0 + 60_000).allowed).toBe(true);
    expect(limiter.hit("a", t0 + 60_001).allowed).toBe(false);
  });

  it("forgets quiet networks when many have been seen, and still limits the busy one", () => {
    const limiter = createRateLimiter(1, 60_000);
    limiter.hit("busy", t0 + 119_000);
    for (let i = 0; i < 10_000; i += 1) limiter.hit(`10.0.${i >> 8}.${i & 255}`, t0);
    expect(limiter.hit("quiet-then-back", t0 + 120_000).allowed).toBe(true);
    expect(limiter.hit("busy", t0 + 120_000).allowed).toBe(false);
  });

  it("counts an IPv4 client by its address and an IPv6 client by its /64", () => {
    expect(networkOf("203.0.113.5")).toBe("203.0.113.5");
    expect(networkOf("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(networkOf("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(networkOf("2001:db8:abcd:0012::9")).toBe("2001:db8:abcd:12::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf(undefined)).toBe("unknown");
  });
});
