/**
 * At most `concurrency` pieces of work at once; the rest wait their turn in arrival order, holding
 * nothing meanwhile.
 */
export function createTurns(concurrency: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) await new Promise<void>((resolve) => queue.push(resolve));
      running++;
      try {
        return await work();
      } finally {
        running--;
        queue.shift()?.();
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
