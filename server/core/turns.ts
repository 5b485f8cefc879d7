/** A piece of work refused because too many already wait for a turn. */
export class QueueFullError extends Error {}

export interface TurnOptions {
  /** The caller is gone: leave the queue (rejecting with its reason) instead of taking a turn. */
  signal?: AbortSignal;
  /** Refuse (QueueFullError) rather than wait behind this many; no bound unless given. */
  queueLimit?: number;
}

/**
 * At most `concurrency` pieces of work at once; the rest wait their turn in arrival order, holding
 * nothing meanwhile. A caller that gives up while waiting takes no turn.
 */
export function createTurns(concurrency: number) {
  let running = 0;
  const queue: { start: () => void }[] = [];

  function waitForTurn({ signal, queueLimit = Number.POSITIVE_INFINITY }: TurnOptions): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    if (queue.length >= queueLimit)
      return Promise.reject(new QueueFullError(`${queue.length} already wait for a turn`));
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        start() {
          signal?.removeEventListener("abort", leave);
          resolve();
        },
      };
      function leave() {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        reject(signal?.reason);
      }
      signal?.addEventListener("abort", leave, { once: true });
      queue.push(waiter);
    });
  }

  return {
    async run<T>(work: () => Promise<T>, options: TurnOptions = {}): Promise<T> {
      await waitForTurn(options);
      try {
        return await work();
      } finally {
        // The turn passes straight to the next in line, so no newcomer slips in between.
        const next = queue.shift();
        if (next) next.start();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
