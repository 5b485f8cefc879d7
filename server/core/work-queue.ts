/** A piece of work refused because too many already wait for a turn. */
export class QueueFullError extends Error {}

export interface WorkQueueOptions {
  /** The caller is gone: leave the queue (rejecting with its reason) instead of taking a turn. */
  signal?: AbortSignal;
  /** Refuse (QueueFullError) rather than wait behind this many; no bound unless given. */
  queueLimit?: number;
  /**
   * True while the work may wait for any other: a warm-up nobody is waiting for yet. Asked each
   * time a turn passes on, so work that somebody came to wait for meanwhile goes ahead again.
   */
  background?: () => boolean;
}

interface Waiter {
  start(): void;
  background?: () => boolean;
}

/**
 * At most `concurrency` pieces of work at once; the rest wait their turn in arrival order, holding
 * nothing meanwhile, but for background work, which lets anyone else waiting go first. A caller that
 * gives up while waiting takes no turn.
 */
export function createWorkQueue(concurrency: number) {
  let running = 0;
  const queue: Waiter[] = [];

  /** The next to start: the first in line that somebody waits for, else the first in line. */
  function takeNext(): Waiter | undefined {
    const first = queue.findIndex((waiter) => !waiter.background?.());
    return queue.splice(Math.max(first, 0), 1)[0];
  }

  function waitForTurn({
    signal,
    queueLimit = Number.POSITIVE_INFINITY,
    background,
  }: WorkQueueOptions): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    if (queue.length >= queueLimit)
      return Promise.reject(new QueueFullError(`${queue.length} already wait for a turn`));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start() {
          signal?.removeEventListener("abort", leave);
          resolve();
        },
        background,
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
    async run<T>(work: () => Promise<T>, options: WorkQueueOptions = {}): Promise<T> {
      await waitForTurn(options);
      try {
        return await work();
      } finally {
        // The turn passes straight to the next in line, so no newcomer slips in between.
        const next = takeNext();
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
