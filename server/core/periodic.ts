/**
 * A check that runs now, then every `everyMs`, never twice at once (a slow run makes the next tick
 * wait for it, not overlap it), and stops cleanly: no run starts after stop(), and stop() waits for
 * the one under way. The held digest and the owner's notices are such checks.
 */
export interface Periodic {
  /** Runs the check now, or joins the run under way; nothing once stopped. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startPeriodic(check: () => Promise<void>, everyMs: number): Periodic {
  let running: Promise<void> | null = null;
  let stopped = false;
  function runOnce(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  }
  const timer = setInterval(() => void runOnce(), everyMs);
  timer.unref?.();
  // A process started after the hour it waits for does its work now rather than at its first tick.
  const first = setTimeout(() => void runOnce(), 0);
  first.unref?.();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
