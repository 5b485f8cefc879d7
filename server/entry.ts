// The server bundle's entry (vite.config.ts): the Express app with the
// React Router build of this same bundle, so pages and API share services.
import * as build from "virtual:react-router/server-build";
import { createApp, type SiteApp } from "./app";
import { openCluster } from "./cluster";
import { createContentService, startWordPressCron } from "./content";
import { type Env, metricsPortOf } from "./core/env";
import type { Logger } from "./core/log";
import { siteFromEnv } from "./core/site";
import { identityWarnings, launchWarnings, logLaunchWarnings } from "./launch-warnings";
import {
  deliveryPlan,
  keepSqliteStorePrivate,
  openLeadSpool,
  openLeadStore,
  ownerLinksFor,
  QUOTE_LINK_KEY_NAME,
  sqlitePathFromUrl,
  startDeliveryWorker,
  startHeldDigest,
  startOwnerAlerts,
  startSpoolDrainer,
} from "./leads";
import { createSiteMetrics, listenForMetrics, type MetricsListener, type SiteMetrics } from "./metrics";

export { EnvError, parseEnv } from "./core/env";
export { jsonLogger } from "./core/log";
export {
  gracefulStop,
  HTTP_STOP_DEADLINE_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  STOP_DEADLINE_MS,
} from "./graceful-stop";
export { runLeadsCli } from "./leads";

/** The whole site of one process: its app, the page cache's fast path, its metrics, and how it stops. */
export interface SiteServer extends Pick<SiteApp, "app" | "serveCachedPage"> {
  /** What happened in this process, and the backlog read from the store, for Prometheus. */
  metrics: SiteMetrics;
  /**
   * As the process begins to stop: no delivery attempt, digest or spool drain starts from now on;
   * the attempts under way finish and the leases not used are given back, so another instance (or
   * this one, restarted) sends the rest, once. The store stays open for the requests still being
   * answered: a lead they bring is stored, and waits for that other worker.
   */
  drain(): Promise<void>;
  /** After the HTTP server has stopped: drains, then closes the store. */
  shutdown(): Promise<void>;
}

/**
 * The lead store DATABASE_URL names. A SQLite file is its user's alone (folder 0700, files 0600)
 * whatever the umask; one an earlier version left readable to others is tightened, and the log says
 * which modes changed.
 */
async function openPrivateLeadStore(databaseUrl: string, log: Logger) {
  if (databaseUrl.startsWith("file:")) {
    for (const change of keepSqliteStorePrivate(sqlitePathFromUrl(databaseUrl)))
      log({ event: "lead.store_tightened", ...change });
  }
  return openLeadStore(databaseUrl);
}

/**
 * The composition root: opens the lead store and the shared state, starts the delivery worker, the
 * held digest, the owner's alerts, the spool's drainer and WordPress's scheduler, and builds the app
 * on them.
 */
export async function createServer(
  env: Env,
  clientDir: string | undefined,
  log: Logger,
): Promise<SiteServer> {
  logLaunchWarnings(launchWarnings(env), log);
  const metrics = createSiteMetrics();
  const content = createContentService(env, log, metrics);
  const store = await openPrivateLeadStore(env.DATABASE_URL, log).catch((error: Error) => {
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
  const worker = startDeliveryWorker({ store, env, log, metrics });
  // The backlog as the store has it, read at each scrape: the same numbers on every instance.
  metrics.readBacklogFrom({ store, spool });
  // The owner's e-mail links (decision 017): signed with OWNER_LINK_SECRET or the store's own key.
  const ownerLinks = ownerLinksFor(env, store, { recordSigner: true });
  const { app, serveCachedPage, identity, estimates } = createApp({
    env,
    content,
    build,
    clientDir,
    log,
    store,
    cluster,
    spool,
    deliveries: worker,
    ownerLinks,
    metrics,
  });
  // The identity as WordPress (if any) fills it: said once it has answered, without holding the start.
  void identity.resolve().then((site) => logLaunchWarnings(identityWarnings(env, site), log));
  const alert =
    env.SMTP_URL && env.NOTIFY_EMAIL
      ? { smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, siteName: siteFromEnv(env).name }
      : undefined;
  // The owner's daily e-mail of held submissions (decision 006); it needs SMTP like lead e-mails.
  const heldDigest = alert
    ? startHeldDigest({
        store,
        smtpUrl: alert.smtpUrl,
        to: alert.to,
        log,
        siteName: alert.siteName,
        links: ownerLinks,
      })
    : null;
  // The owner is told when leads stop: dead deliveries, an old backlog, a quiet spell (decision 020).
  const ownerAlerts = alert
    ? startOwnerAlerts({
        store,
        smtpUrl: alert.smtpUrl,
        to: alert.to,
        log,
        siteName: alert.siteName,
        siteUrl: env.SITE_URL,
        links: ownerLinks,
        deliverable: deliveryPlan(env).deliverable,
        backlogAfterMs: env.LEADS_BACKLOG_MINUTES * 60_000,
        quietAfterMs: env.LEADS_QUIET_HOURS * 3_600_000,
      })
    : null;
  const drainer = spool
    ? startSpoolDrainer({
        spool,
        store,
        destinations: deliveryPlan(env).recorded,
        log,
        notify: () => worker.notify(),
        alert,
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
  let draining: Promise<void> | undefined;
  const drain = () => {
    draining ??= Promise.all([
      worker.stop(),
      heldDigest?.stop(),
      ownerAlerts?.stop(),
      drainer?.stop(),
      wordpressCron?.stop(),
    ]).then(() => {});
    return draining;
  };
  return {
    app,
    serveCachedPage,
    metrics,
    drain,
    async shutdown() {
      await drain();
      // The estimates shown since the last flush, counted while the last requests were answered, and
      // the visitors' estimate e-mails under way.
      await estimates.stop();
      await Promise.all([store.close(), cluster.close()]);
    },
  };
}

/**
 * GET /metrics on its own listener (METRICS_PORT on METRICS_HOST; bin/start.mjs), or null when
 * METRICS_PORT is off. A port it cannot take is logged and the site runs on without it: visitors
 * and leads come first, and Prometheus, finding nothing there, reports the instance down.
 */
export async function startMetricsListener(
  site: Pick<SiteServer, "metrics">,
  env: Pick<Env, "PORT" | "METRICS_PORT" | "METRICS_HOST">,
  log: Logger,
): Promise<MetricsListener | null> {
  const port = metricsPortOf(env);
  if (port === null) return null;
  try {
    const listener = await listenForMetrics(site.metrics, { port, host: env.METRICS_HOST });
    log({ event: "metrics.listening", host: env.METRICS_HOST, port: listener.port });
    return listener;
  } catch (error) {
    log({
      event: "metrics.listen_failed",
      host: env.METRICS_HOST,
      port,
      error: (error as Error).message,
      advice: "Another process has this port: give each instance its own METRICS_PORT (+N does).",
    });
    return null;
  }
}
