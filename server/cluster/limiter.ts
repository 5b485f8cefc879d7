import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { RateDecision, SharedLimiter } from "./types.ts";

/** Wraps a rate-limiter-flexible limiter: over the limit is a 429, and a store fault never is. */
export function sharedLimiter(limiter: RateLimiterAbstract, onFault: (error: Error) => void): SharedLimiter {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        }
        // The insurance limiter answers while the database is away; if even that failed, a visitor
        // is not refused for our fault: the submission is let through and the fault logged.
        onFault(outcome as Error);
        return { allowed: true } satisfies RateDecision;
      }
    },
  };
}

export function memoryLimiter(name: string, limit: number, windowSeconds: number) {
  return new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds });
}
