import type { ContentSource } from "@shared/content/source";
import type { ServerBuild } from "react-router";
import { createApp, pageCacheControl, type SiteApp, type SiteServices } from "./app";
import { type Cluster, createMemoryCluster, openCluster } from "./cluster";
import { createContentService, startWordPressCron } from "./content";
import { type Env, metricsPortOf } from "./core/env";
import { createIdentity, type Identity } from "./core/live-identity";
import { type Logger, silentLogger } from "./core/log";
import { siteFromEnv } from "./core/site-from-env";
import { createImageService, type ImageService } from "./images";
import { identityWarnings, launchWarnings, logLaunchWarnings } from "./launch-warnings";
import {
  createVisitorEstimateMailer,
  type DeliveryWorker,
  deliveryPlan,
  type EstimatesShownCounter,
  keepSqliteStorePrivate,
  type LeadSpool,
  type LeadStore,
  type OwnerLinks,
  openLeadSpool,
  openLeadStore,
  ownerLinksFor,
  QUOTE_LINK_KEY_NAME,
  shownSightings,
  sqlitePathFromUrl,
  startDeliveryWorker,
  startEstimatesShownCounter,
  startHeldDigest,
  startOwnerAlerts,
  startSpoolDrainer,
} from "./leads";
import {
  createSiteMetrics,
  listenForMetrics,
  type Metrics,
  type MetricsListener,
  noMetrics,
  type SiteMetrics,
} from "./metrics";
import { createPageCache, type PageCache, pageQueryOf } from "./pages";
import { pageRenderer, renderServicesOf } from "./render-services";

/**
 * The composition root: every service the site runs on is built here, and stopped here, in one
 * order. `composeServer` is the whole process (server/entry.ts, bin/start.mjs): the store, the shared
 * state, the spool, the workers, the metrics and their listener, and the site on them.
 * `composeSite` is the part a request uses (the identity, the pictures, the page cache, the
 * estimates shown, the visitors' e-mails) on the store, shared state and spool it is given: what the
 * process builds on its own, and what a test builds with only the parts it needs.
 */

export interface SiteOptions {
  env: Env;
  /** The content service; its `invalidate()` (when it has one) is what a content change calls. */
  content: ContentSource & { invalidate?: () => void };
  /** The React Router server build; omitted in API-only tests. */
  build?: ServerBuild;
  /** Folder of the client build (assets, public files). */
  clientDir?: string;
  log?: Logger;
  /** The lead store; without it submissions and /readyz answer 503. */
  store?: LeadStore;
  /** What instances share (limits, signatures seen, content changes); one process's memory by default. */
  cluster?: Cluster;
  /** Where leads wait while the store is away (decision 018); without it they are answered 503. */
  spool?: LeadSpool;
  /** Told when a lead's deliveries are stored, so they go out at once (the delivery worker). */
  deliveries?: Pick<DeliveryWorker, "notify">;
  /** The owner's e-mail links (decision 017); made from the environment and the store by default. */
  ownerLinks?: OwnerLinks;
  /** What happened, counted for Prometheus (server/metrics); nothing is counted by default. */
  metrics?: Metrics;
  /** How often the estimates shown are added to the store (server/leads/estimate-counts.ts). */
  estimateFlushMs?: number;
}

/** The site on what it was given, with the services it built for itself. */
export interface ComposedSite extends SiteApp {
  identity: Identity;
  images: ImageService;
  /** Absent without a build or with PAGE_CACHE=off. */
  pageCache?: PageCache;
  /** The instant estimates shown, counted in memory and added to the store every few seconds. */
  estimatesShown: EstimatesShownCounter;
  /**
   * Once no request is being answered: the last estimates shown are added to the store and the
   * visitors' e-mails under way finish, both before the store closes. What the site was given (the
   * store, the shared state, the spool, the worker) stays open: that is its giver's to close.
   */
  stop(): Promise<void>;
}

export function composeSite(options: SiteOptions): ComposedSite {
  const { env, content, build, clientDir, log = silentLogger, store, spool, metrics = noMetrics } = options;
  const cluster = options.cluster ?? createMemoryCluster(log);
  // The environment's site, overridden by the CMS's contact details: what every page, API answer and e-mail shows.
  const identity = createIdentity(content, siteFromEnv(env), log);
  // The site's pictures at the width and in the format each browser needs (docs/decisions/019).
  const images = createImageService({ env, store, clientDir, log, metrics });
  // The built-in pictures' placeholders are read (or made, on a first start) before the first page.
  images.pictures().catch(() => {});
  const render = renderServicesOf({ env, content, images, identity });
  // Pages rendered once per content version, served to every visitor (docs/decisions/011).
  const pageCache =
    build && env.PAGE_CACHE === "on"
      ? createPageCache({
          render: pageRenderer(build, env, render),
          // Built-in content changes only with a new build; a CMS's answers are kept CONTENT_TTL_SECONDS.
          freshMs: env.WORDPRESS_URL ? env.CONTENT_TTL_SECONDS * 1000 : null,
          cacheControl: pageCacheControl(env.CDN_MAX_AGE_SECONDS),
          // Each route declares the query its page reads (shared/page-query.ts); the key keeps only that.
          pageQuery: pageQueryOf(build.routes),
          log,
          metrics,
        })
      : undefined;
  // The instant estimates shown, once per visitor and service an hour; without a store, they are
  // only counted in the metrics.
  const estimatesShown = startEstimatesShownCounter({
    store,
    log,
    metrics,
    flushMs: options.estimateFlushMs,
    firstSighting: shownSightings({ cluster, keys: store }),
  });
  // The visitor's copy of an estimate they sent, when SMTP is configured (from the business's
  // address), capped in the store so that every instance keeps one count.
  const visitorEmails =
    env.SMTP_URL && env.NOTIFY_EMAIL && store
      ? createVisitorEstimateMailer({ smtpUrl: env.SMTP_URL, from: env.NOTIFY_EMAIL, caps: store, log })
      : undefined;
  const services: SiteServices = {
    env,
    content,
    build,
    clientDir,
    log,
    store,
    cluster,
    spool,
    notifyDeliveries: () => options.deliveries?.notify(),
    ownerLinks: options.ownerLinks ?? ownerLinksFor(env, store, { recordSigner: true }),
    metrics,
    identity,
    images,
    pageCache,
    estimatesShown,
    visitorEmails,
    render,
    contentChanges: contentChanges({ cluster, content, pageCache, images }),
  };
  let stopping: Promise<void> | undefined;
  return {
    ...createApp(services),
    identity,
    images,
    pageCache,
    estimatesShown,
    stop() {
      stopping ??= Promise.all([estimatesShown.stop(), visitorEmails?.stop()]).then(async () => {
        // Its own shared state only (one process's memory); a cluster it was given is its giver's.
        if (!options.cluster) await cluster.close();
      });
      return stopping;
    },
  };
}

/**
 * Content changed: WordPress's signed call received here, or announced by another instance. Every
 * instance drops what was built from the content (its cache, its pages); the instance that received
 * the call makes the changed pages again at once. The one place this is wired: the cluster's
 * announcement in, the content and page caches emptied, and what POST /api/revalidate calls.
 */
function contentChanges({
  cluster,
  content,
  pageCache,
  images,
}: {
  cluster: Cluster;
  content: { invalidate?: () => void };
  pageCache: PageCache | undefined;
  images: Pick<ImageService, "settled">;
}): SiteServices["contentChanges"] {
  let pagesDropped = 0;
  cluster.onContentChanged(() => {
    content.invalidate?.();
    pagesDropped = pageCache?.invalidate() ?? 0;
  });
  return {
    invalidate: async () => {
      await cluster.announceContentChanged();
      return pagesDropped;
    },
    // The changed pages are made again at once, and with them their new pictures; once those are
    // made, once more, so the pages carry the pictures' placeholders (docs/decisions/019).
    warm(paths) {
      if (!pageCache || paths.length === 0) return;
      pageCache
        .warm(paths)
        .then(() => images.settled())
        .then(() => pageCache.warm(paths))
        .catch(() => {});
    },
  };
}

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
  // The identity as WordPress (if any) fills it: said once it has answered, without holding the start.
  void site.identity.resolve().then((resolved) => logLaunchWarnings(identityWarnings(env, resolved), log));
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
