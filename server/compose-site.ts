import type { ContentSource } from "@shared/content/source.ts";
import type { ServerBuild } from "react-router";
import { createApp, pageCacheControl, type SiteApp, type SiteServices } from "./app.ts";
import { type Cluster, createMemoryCluster } from "./cluster/index.ts";
import { onContentChange } from "./content/index.ts";
import type { Env } from "./core/env.ts";
import { createIdentity, type Identity } from "./core/live-identity.ts";
import { type Logger, silentLogger } from "./core/log.ts";
import { siteFromEnv } from "./core/site-from-env.ts";
import { createImageService, type ImageService } from "./images/index.ts";
import {
  type BookingService,
  bookingPageSource,
  type ChosenCalendar,
  chooseOwnerCalendar,
  createBookingService,
  createOwnerCalendar,
  createVisitMailer,
  createVisitorEstimateMailer,
  type DeliveryWorker,
  deliveryPlan,
  type EstimatesShownCounter,
  type LeadSpool,
  type LeadStore,
  type OwnerLinks,
  ownerLinksFor,
  shownSightings,
  startEstimatesShownCounter,
} from "./leads/index.ts";
import { type Metrics, noMetrics } from "./metrics/index.ts";
import { createPageCache, type PageCache, pageQueryOf } from "./pages/index.ts";
import { pageRenderer, renderServicesOf } from "./render-services.ts";

/**
 * The part of the composition root a request uses (server/compose.ts builds the rest): the identity,
 * the pictures, the page cache, the estimates shown and the visitors' e-mails, on the store, shared
 * state and spool it is given. What the process builds on its own, and what a test builds with only
 * the parts it needs.
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
  /** The booking of the on-site estimate; absent without a store. */
  bookings?: BookingService;
  /** The owner's calendar as the booking reads it (OWNER_CALENDAR_URL). */
  ownerCalendar: ChosenCalendar;
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
  // With the share picture of the identity (drawn from its name, line, phone and town) at start.
  const images = createImageService({ env, store, clientDir, log, metrics, identity });
  // The built-in pictures' placeholders are read (or made, on a first start) before the first page.
  images.pictures().catch(() => {});
  // The free on-site estimate's booking (issue 41): the owner's calendar read (OWNER_CALENDAR_URL),
  // the visitor e-mailed when SMTP is configured.
  // OWNER_CALENDAR_URL, else the address the owner gave on WordPress's settings screen (in the store).
  const ownerCalendar = chooseOwnerCalendar({
    serverUrl: env.OWNER_CALENDAR_URL,
    store,
    make: (url) => createOwnerCalendar({ url, log }),
  });
  const visitMailer =
    env.SMTP_URL && env.NOTIFY_EMAIL
      ? createVisitMailer({ smtpUrl: env.SMTP_URL, from: env.NOTIFY_EMAIL, log })
      : undefined;
  const bookings = store
    ? createBookingService({
        store,
        site: () => identity.resolve(),
        calendar: ownerCalendar,
        visitsPerWindow: env.BOOKING_VISITS_PER_WINDOW,
        destinations: deliveryPlan(env).recorded,
        siteUrl: env.SITE_URL,
        notifyDeliveries: () => options.deliveries?.notify(),
        mailer: visitMailer,
        spool,
        businessEmail: env.NOTIFY_EMAIL,
        log,
        metrics,
      })
    : undefined;
  const render = renderServicesOf({
    env,
    content,
    images,
    identity,
    bookings: bookings && bookingPageSource(bookings, () => identity.resolve()),
  });
  // Pages rendered once per content version, served to every visitor (docs/decisions/011).
  const pageCache =
    build && env.PAGE_CACHE === "on"
      ? createPageCache({
          render: pageRenderer(build, env, render, { content, images }),
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
    bookings,
    ownerCalendar,
    render,
    contentChanges: contentChanges({ cluster, content, pageCache, log }),
  };
  let stopping: Promise<void> | undefined;
  return {
    ...createApp(services),
    identity,
    images,
    pageCache,
    estimatesShown,
    bookings,
    ownerCalendar,
    stop() {
      ownerCalendar.stop();
      stopping ??= Promise.all([estimatesShown.stop(), visitorEmails?.stop(), visitMailer?.stop()]).then(
        async () => {
          // Its own shared state only (one process's memory); a cluster it was given is its giver's.
          if (!options.cluster) await cluster.close();
        },
      );
      return stopping;
    },
  };
}

/**
 * Content changed: WordPress's signed call received here, or announced by another instance with what
 * changed. Every instance drops what was built from it (its content cache, the pages that show it) and
 * makes those pages again (docs/decisions/036). The one place this is wired: the cluster's
 * announcement in, the caches emptied, and what POST /api/revalidate calls.
 */
function contentChanges({
  cluster,
  content,
  pageCache,
  log,
}: {
  cluster: Cluster;
  content: ContentSource & { invalidate?: () => void };
  pageCache: PageCache | undefined;
  log: Logger;
}): SiteServices["contentChanges"] {
  let pagesDropped = 0;
  const dropChangedPages = onContentChange({ content, pages: pageCache, log });
  cluster.onContentChanged(async (change) => {
    pagesDropped = await dropChangedPages(change);
  });
  return {
    invalidate: async (change) => {
      await cluster.announceContentChanged(change);
      return pagesDropped;
    },
  };
}
