import type { ServerBuild } from "react-router";
import type { SiteApp } from "./app.ts";
import { openCluster } from "./cluster/index.ts";
import { composeSite } from "./compose-site.ts";
import { createContentService, startWordPressCron } from "./content/index.ts";
import { type Env, metricsPortOf } from "./core/env.ts";
import { createIdentity } from "./core/live-identity.ts";
import type { Logger } from "./core/log.ts";
import { siteFromEnv } from "./core/site-from-env.ts";
import { startRefusal } from "./launch-check.ts";
import { exampleBusinessFile, type LaunchSources, logLaunchCheck } from "./launch-check-run.ts";
import {
  deliveryPlan,
  keepSqliteStorePrivate,
  openLeadSpool,
  openLeadStore,
  ownerLinksFor,
  QUOTE_LINK_KEY_NAME,
  sqlitePathFromUrl,
  startCalendarWarnings,
  startDeliveryWorker,
  startHeldDigest,
  startOwnerAlerts,
  startSpoolDrainer,
  startVisitReminders,
} from "./leads/index.ts";
import {
  createSiteMetrics,
  listenForMetrics,
  type MetricsListener,
  type SiteMetrics,
} from "./metrics/index.ts";

export { type ComposedSite, composeSite, type SiteOptions } from "./compose-site.ts";

/**
 * The composition root: every service the site runs on is built here, and stopped here, in one
 * order. `composeServer` is the whole process (server/entry.ts, bin/start.mjs): the store, the shared
 * state, the spool, the workers, the metrics and their listener, and the site on them.
 * `composeSite` is the part a request uses (the identity, the pictures, the page cache, the
 * estimates shown, the visitors' e-mails) on the store, shared state and spool it is given: what the
 * process builds on its own, and what a test builds with only the parts it needs.
 */

/** The whole site of one process: its app, the page cache's fast path, its metrics, and how it stops. */
export interface SiteServer extends SiteApp {
  /** What happened in this process, and the backlog read from the store, for Prometheus. */
  metrics: SiteMetrics;
  /** GET /metrics on a port of its own; null with METRICS_PORT off, or its port taken. */
  metricsListener: MetricsListener | null;
  /**
   * Stops everything in one order (SIGTERM: bin/start.mjs), `stopHttp` being the HTTP server's own
   * graceful stop (server/graceful-stop.ts), whose answer it returns:
   *
   * 1. At once, together: the HTTP server stops taking connections and answers the requests under
   *    way (a lead they bring is stored: the store is open), and the background work starts nothing
   *    new. No delivery attempt, digest, alert, spool drain or WordPress call begins; the attempts
   *    under way finish and the leases not used are given back, so another instance (or this one,
   *    restarted) sends the rest, once.
   * 2. Once no request is answered: the estimates shown since the last flush are added to the
   *    store, and the visitors' estimate e-mails under way finish.
   * 3. The metrics listener closes (a scrape reads the backlog from the store).
   * 4. The store and the shared state close.
   */
  stop<T>(stopHttp?: () => Promise<T>): Promise<T | undefined>;
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
 * The whole process: opens the lead store and the shared state, starts the delivery worker, the
 * held digest, the owner's alerts, the spool's drainer, WordPress's scheduler and the metrics'
 * listener, and builds the site on them.
 */
export async function composeServer({
  env,
  build,
  clientDir,
  log,
}: {
  env: Env;
  build?: ServerBuild;
  clientDir?: string;
  log: Logger;
}): Promise<SiteServer> {
  // A production business file still holding the example's placeholders would put a fictional phone
  // and licence on every page: the start stops, naming the fields, as a bad setting stops it.
  const refusal = startRefusal(env, exampleBusinessFile());
  if (refusal) throw new Error(refusal);
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
  // The owner's e-mail links (decision 017): signed with OWNER_LINK_SECRET or the store's own key.
  const ownerLinks = ownerLinksFor(env, store, { recordSigner: true });
  const worker = startDeliveryWorker({ store, env, log, metrics, links: ownerLinks });
  // The backlog as the store has it, read at each scrape: the same numbers on every instance.
  metrics.readBacklogFrom({ store, spool });
  const site = composeSite({
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
  // The owner's calendar as the booking last read it, at each scrape (the alert of an unreadable one).
  metrics.readOwnerCalendarFrom(site.ownerCalendar);
  // The launch check on the identity and content as WordPress (if any) gives them: said once it has
  // answered, without holding the start.
  void logLaunchCheck({ env, content, identity: site.identity }, log);
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
        leadsCommand: env.LEADS_COMMAND,
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
        leadsCommand: env.LEADS_COMMAND,
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
  // The day-before reminders of the visits booked at /book (issue 41), sent once across instances.
  const reminders = site.bookings
    ? startVisitReminders({
        store,
        service: site.bookings,
        site: () => site.identity.resolve(),
        visitsPerWindow: env.BOOKING_VISITS_PER_WINDOW,
        log,
      })
    : null;
  if (reminders) site.bookings?.onVisitChanged(() => void reminders.runOnce());
  // The owner is e-mailed once a day at most while their calendar cannot be read (issue 41).
  const calendarWarnings =
    alert && site.bookings
      ? startCalendarWarnings({
          calendar: site.ownerCalendar,
          store,
          smtpUrl: alert.smtpUrl,
          to: alert.to,
          siteName: alert.siteName,
          log,
        })
      : null;
  // Prometheus's GET /metrics on a listener of its own (METRICS_PORT, METRICS_HOST), never the visitors' port.
  const metricsListener = await startMetricsListener({ metrics }, env, log);

  async function stopInOrder<T>(stopHttp?: () => Promise<T>): Promise<T | undefined> {
    // 1. New work stops everywhere at once; the requests and attempts under way finish.
    const [http] = await Promise.all([
      stopHttp?.(),
      worker.stop(),
      heldDigest?.stop(),
      ownerAlerts?.stop(),
      drainer?.stop(),
      wordpressCron?.stop(),
      reminders?.stop(),
      calendarWarnings?.stop(),
    ]);
    // 2. What the last requests left: the estimates shown since the last flush, the visitors' e-mails.
    await site.stop();
    // 3. Nothing reads the store from now on.
    await metricsListener?.close();
    // 4. The store and the shared state.
    await Promise.all([store.close(), cluster.close()]);
    return http;
  }
  let stopping: Promise<unknown> | undefined;
  return {
    app: site.app,
    serveCachedPage: site.serveCachedPage,
    metrics,
    metricsListener,
    stop<T>(stopHttp?: () => Promise<T>) {
      stopping ??= stopInOrder(stopHttp);
      return stopping as Promise<T | undefined>;
    },
  };
}

/**
 * What the launch check reads, for a process that runs only the check (npm run doctor): the content
 * service and the identity the site would serve, built as composeServer builds them, quietly.
 */
export function composeLaunchCheck(env: Env): LaunchSources {
  const content = createContentService(env);
  return { env, content, identity: createIdentity(content, siteFromEnv(env)) };
}

/**
 * GET /metrics on its own listener (METRICS_PORT on METRICS_HOST), or null when METRICS_PORT is off.
 * A port it cannot take is logged and the site runs on without it: visitors and leads come first,
 * and Prometheus, finding nothing there, reports the instance down.
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
