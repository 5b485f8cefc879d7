/**
 * What a stand-in server has received, and a wait for the n-th: the lead service's requests, Twilio's
 * texts. `add` records one and wakes the waits; `waitFor` resolves with a copy once there are `count`,
 * or rejects with `missing(have, count)` after `timeoutMs`.
 */
export function arrivals<T>(missing: (have: number, count: number) => string) {
  const received: T[] = [];
  const waiters = new Set<() => void>();
  return {
    received,
    add(item: T) {
      received.push(item);
      for (const wake of waiters) wake();
    },
    waitFor(count: number, timeoutMs = 10_000): Promise<T[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(missing(received.length, count)));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
