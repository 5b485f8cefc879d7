import type { Logger } from "../core/log.ts";

/**
 * WordPress publishes a scheduled post only when its scheduler (wp-cron.php) runs, and WordPress runs
 * it only when someone opens a page of its own. A headless WordPress that few people open may leave a
 * post scheduled for 7:00 unpublished for hours. The site asks for wp-cron.php every
 * WORDPRESS_CRON_SECONDS instead; when WordPress publishes the post, the plugin's revalidation call
 * puts it on the site (docs/decisions/012). Several instances each asking is harmless: WordPress
 * runs one scheduler at a time and each event once.
 */

export interface WordPressCron {
  stop(): Promise<void>;
}

export function startWordPressCron({
  wordpressUrl,
  intervalSeconds,
  log,
  timeoutMs = 10_000,
}: {
  wordpressUrl: string;
  intervalSeconds: number;
  log: Logger;
  timeoutMs?: number;
}): WordPressCron {
  const address = `${wordpressUrl.replace(/\/+$/, "")}/wp-cron.php`;
  let running: Promise<void> | null = null;
  let failing = false;

  async function tick() {
    try {
      const response = await fetch(address, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
      if (failing) log({ event: "wordpress.cron_ok" });
      failing = false;
    } catch (error) {
      // Once per outage, not once a minute.
      if (!failing)
        log({
          event: "wordpress.cron_failed",
          error: String(error).slice(0, 200),
          advice: "Scheduled posts wait until WordPress answers /wp-cron.php again.",
        });
      failing = true;
    }
  }

  const timer = setInterval(() => {
    if (running) return;
    running = tick().finally(() => {
      running = null;
    });
  }, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
