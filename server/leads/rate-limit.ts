/**
 * A per-network limit on submissions: an in-memory sliding window (each process counts its own;
 * with several processes the effective limit is that many times higher, which is still far above
 * what a person sends and far below what a flood does).
 */

/**
 * One network's submissions a minute before 429. An office, a school or a phone carrier's shared
 * address sends several customers' leads from one IP, and a person with autofill can send a few in a
 * minute: the limit sits far above that (one a second, sustained) and far below a flood.
 */
export const RATE_LIMIT_PER_MINUTE = 60;
export const RATE_WINDOW_MS = 60_000;
/** Networks tracked before old windows are swept, so a flood of addresses cannot grow memory forever. */
const SWEEP_AT = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string, now?: number): RateDecision;
}

export function createRateLimiter(limit = RATE_LIMIT_PER_MINUTE, windowMs = RATE_WINDOW_MS): RateLimiter {
  // Per network, its accepted submissions' times in order; `start` skips the ones older than the
  // window, so a hit costs O(1) however high the limit (the benchmark raises it to a million).
  const hits = new Map<string, { times: number[]; start: number }>();

  function sweep(now: number) {
    for (const [key, { times }] of hits) {
      if (times[times.length - 1] <= now - windowMs) hits.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (hits.size >= SWEEP_AT) sweep(now);
      let log = hits.get(key);
      if (!log) {
        log = { times: [], start: 0 };
        hits.set(key, log);
      }
      const { times } = log;
      while (log.start < times.length && times[log.start] <= now - windowMs) log.start++;
      if (log.start > 1024 && log.start * 2 > times.length) {
        times.splice(0, log.start);
        log.start = 0;
      }
      if (times.length - log.start >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((times[log.start] + windowMs - now) / 1000)),
        };
      }
      times.push(now);
      return { allowed: true };
    },
  };
}

/**
 * The network a client is counted by: its IPv4 address, or the /64 of an IPv6 one (one home or
 * phone gets a whole /64, so counting single IPv6 addresses would let it rotate past the limit).
 */
export function networkOf(ip: string | undefined): string {
  if (!ip) return "unknown";
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  const [head] = ip.toLowerCase().split("%");
  const [left, right = ""] = head.split("::");
  const leftGroups = left ? left.split(":") : [];
  const rightGroups = head.includes("::") ? (right ? right.split(":") : []) : [];
  const zeros = Array(Math.max(0, 8 - leftGroups.length - rightGroups.length)).fill("0");
  const groups = head.includes("::") ? [...leftGroups, ...zeros, ...rightGroups] : leftGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
