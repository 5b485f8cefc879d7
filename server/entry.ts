// The server bundle's entry (vite.config.ts): the Express app with the
// React Router build of this same bundle, so pages and API share services.
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";
import { openCluster } from "./cluster";
import { createContentService } from "./content";
import { startWordPressCron } from "./content/wordpress-cron";
import type { Env } from "./core/env";
import type { Logger } from "./core/log";
import { siteFromEnv } from "./core/site";
import { startDeliveryWorker, startHeldDigest } from "./leads/delivery";
import { ownerLinksFor } from "./leads/owner/links";
import { QUOTE_LINK_KEY_NAME } from "./leads/quote-link";
import { leadDestinations } from "./leads/router";
import { openLeadSpool } from "./leads/spool";
import { startSpoolDrainer } from "./leads/spool-drainer";
import { openLeadStore } from "./leads/store";

export { EnvError, parseEnv } from "./core/env";
export { jsonLogger } from "./core/log";
export { runLeadsCli } from "./leads/cli";

/**
 * The app with its lead store open and the delivery worker running in this
 * process. `app.locals.onShutdown` (SIGTERM) lets the attempts under way
 * finish, then closes the store.
 */
export async function createServerApp(env: Env, clientDir: string | undefined, log: Logger) {
  const content = createContentService(env, log);
  const store = await openLeadStore(env.DATABASE_URL).catch((error: Error) => {
    throw new Error(`the lead store named by DATABASE_URL could not be opened: ${error.message}`);
  });
  // With PostgreSQL every instance shares limits, signatures seen and content changes (decision 015).
  const cluster = await openCluster(env.DATABASE_URL, log).catch(async (error: Error) => {
    await store.close();
    throw new Error(
      `the shared state in the database named by DATABASE_URL could not be opened: ${error.message}`,
    );
  });
  // The keys that hash addresses and sign the quote page's link, read now and kept, so a lead that
  // arrives while the store is away is still hashed and answered as usual (decision 018).
  await Promise.all([store.ipHashKey(), store.storeKey(QUOTE_LINK_KEY_NAME)]).catch(() => {});
  // A folder it cannot write (an upgrade whose unit does not allow it yet) must not keep the site
  // down: it runs as before, answering 503 while the store is away, and says so loudly.
  const spool =
    env.LEAD_SPOOL_MAX_MB > 0
      ? await openLeadSpool({ dir: env.LEAD_SPOOL_DIR, maxBytes: env.LEAD_SPOOL_MAX_MB * 1024 * 1024 }).catch(
          (error: Error) => {
            log({
              event: "lead.spool_unavailable",
              dir: env.LEAD_SPOOL_DIR,
              error: error.message,
              advice:
                "Leads sent while the database is away will be refused. Let the site's user write LEAD_SPOOL_DIR (deploy/CHECKLIST.md).",
            });
            return undefined;
          },
        )
      : undefined;
  const app = createApp({ env, content, build, clientDir, log, store, cluster, spool });
  // The owner's e-mail links (decision 017): signed with OWNER_LINK_SECRET or the store's own key.
  const links = ownerLinksFor(env, store, { recordSigner: true });
  const worker = startDeliveryWorker({ store, env, log });
  // The owner's daily e-mail of held submissions (decision 006); it needs SMTP like lead e-mails.
  const heldDigest =
    env.SMTP_URL && env.NOTIFY_EMAIL
      ? startHeldDigest({
          store,
          smtpUrl: env.SMTP_URL,
          to: env.NOTIFY_EMAIL,
          log,
          siteName: siteFromEnv(env).name,
          links,
        })
      : null;
  app.locals.notifyDeliveries = () => worker.notify();
  const drainer = spool
    ? startSpoolDrainer({
        spool,
        store,
        destinations: leadDestinations(env),
        log,
        notify: () => worker.notify(),
        alert:
          env.SMTP_URL && env.NOTIFY_EMAIL
            ? { smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, siteName: siteFromEnv(env).name }
            : undefined,
      })
    : null;
  // Scheduled posts go live on time on a WordPress nobody opens.
  const wordpressCron =
    env.WORDPRESS_URL && env.WORDPRESS_CRON_SECONDS > 0
      ? startWordPressCron({
          wordpressUrl: env.WORDPRESS_URL,
          intervalSeconds: env.WORDPRESS_CRON_SECONDS,
          log,
        })
      : null;
  app.locals.onShutdown = async () => {
    await Promise.all([worker.stop(), heldDigest?.stop(), drainer?.stop(), wordpressCron?.stop()]);
    await Promise.all([store.close(), cluster.close()]);
  };
  return app;
}
