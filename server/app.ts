import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import { servicesContext } from "@shared/app-services.ts";
import type { ContentSource } from "@shared/content/source.ts";
import { isLivePage } from "@shared/pages.ts";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Cluster } from "./cluster/index.ts";
import {
  createBuiltInBundleRouter,
  createRevalidateRouter,
  createWpApiRouter,
  type RevalidateOptions,
} from "./content/index.ts";
import { trustProxies } from "./core/client-address.ts";
import { type Env, RATE_WINDOW_SECONDS } from "./core/env.ts";
import type { Identity } from "./core/live-identity.ts";
import { type Logger, logRequest } from "./core/log.ts";
import { siteFromEnv } from "./core/site-from-env.ts";
import { createHealthRouter } from "./health.ts";
import type { ImageService } from "./images/index.ts";
import { launchCheckEvery } from "./launch-check-run.ts";
import {
  type BookingService,
  type ChosenCalendar,
  createBookingRouter,
  createEstimatesShownRouter,
  createLeadAdminRouter,
  createLeadRouter,
  createOwnerLinkRouter,
  createTwilioStatusRouter,
  type EstimatesShownCounter,
  estimatePageGuard,
  estimateRefusalPage,
  isEstimateAddress,
  type LeadSpool,
  type LeadStore,
  type OwnerLinks,
  type VisitorEstimateMailer,
} from "./leads/index.ts";
import type { Metrics } from "./metrics/index.ts";
import {
  canonicalRedirect,
  createPreviewRouter,
  createStaticFiles,
  type PageCache,
  PERMISSIONS_POLICY,
  PREVIEWS_PER_MINUTE,
  webManifestRewrite,
} from "./pages/index.ts";
import { type RenderServices, wholeDocument } from "./render-services.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * Pages may be kept by a CDN for CDN_MAX_AGE_SECONDS (a minute by default) and served stale for five
 * more while it refreshes; browsers revalidate every time (their ETag makes that cheap).
 */
export const pageCacheControl = (cdnMaxAgeSeconds: number) =>
  `public, max-age=0, s-maxage=${cdnMaxAgeSeconds}, stale-while-revalidate=300`;
/** A page with this response's script nonce in it: for this visitor only, never a shared cache. */
const NONCED_PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * What the app answers with, every one built (and stopped) by server/compose.ts: the app itself only
 * mounts routes and middleware on them.
 */
export interface SiteServices {
  env: Env;
  content: ContentSource;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild;
  /** Folder of the client build (assets, public files). */
  clientDir?: string;
  log: Logger;
  /** The lead store; without it submissions and /readyz answer 503. */
  store?: LeadStore;
  /** What instances share (limits, signatures seen, content changes). */
  cluster: Cluster;
  /** Where leads wait while the store is away (decision 018); without it they are answered 503. */
  spool?: LeadSpool;
  /** Tells the delivery worker that deliveries wait, so they go out at once. */
  notifyDeliveries: () => void;
  /** The owner's e-mail links (decision 017). */
  ownerLinks: OwnerLinks;
  /** What happened, counted for Prometheus (server/metrics). */
  metrics: Metrics;
  /** The environment's site, overridden by the CMS's contact details. */
  identity: Identity;
  images: ImageService;
  /** Absent without a build or with PAGE_CACHE=off. */
  pageCache?: PageCache;
  /** The instant estimates shown, counted in memory and added to the store now and then. */
  estimatesShown: EstimatesShownCounter;
  /** The visitor's copy of an estimate they sent; absent without SMTP or a store. */
  visitorEmails?: VisitorEstimateMailer;
  /** The free on-site estimate's booking (issue 41); absent without a store. */
  bookings?: BookingService;
  /** The owner's calendar the booking reads: its source and health, for WordPress's settings screen. */
  ownerCalendar?: ChosenCalendar;
  /** What every render of a page is given (server/render-services.ts). */
  render: RenderServices;
  /** What WordPress's "content changed" call drops and makes again (compose.ts, "content changed"). */
  contentChanges: Pick<RevalidateOptions, "invalidate">;
}

/** The site as the process serves it (server/compose.ts, bin/start.mjs). */
export interface SiteApp {
  /** Every request the page cache does not answer. */
  app: express.Express;
  /**
   * Answers a fresh page-cache hit before Express (logged like any request) and says so; false for
   * anything else, which then goes to `app`.
   */
  serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createApp({
  env,
  content,
  build,
  clientDir,
  log,
  store,
  cluster,
  spool,
  notifyDeliveries,
  ownerLinks,
  metrics,
  identity,
  images,
  pageCache,
  estimatesShown,
  visitorEmails,
  bookings,
  ownerCalendar,
  render,
  contentChanges,
}: SiteServices): SiteApp {
  const app = express();
  const PAGE_CACHE_CONTROL = pageCacheControl(env.CDN_MAX_AGE_SECONDS);
  // The one line and the count every answered request leaves, by the app or by the page cache before it.
  const answered = (request: Parameters<typeof logRequest>[1]) => {
    logRequest(log, request);
    metrics.httpResponse(request.status, request.started);
  };
  app.disable("x-powered-by");
  // The visitor's address behind the proxies TRUST_PROXY names (decision 014).
  app.use(trustProxies(app, env.TRUST_PROXY, log));
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.locals.nonce = randomBytes(16).toString("base64");
    res.on("finish", () => {
      answered({
        method: req.method,
        path: req.path,
        status: res.statusCode,
        started,
        leadId: res.locals.leadId,
      });
    });
    next();
  });

  // The client build from memory, compressed once, with the headers that apply to files
  // (docs/decisions/011); pages get helmet's below.
  if (clientDir) app.use(createStaticFiles(clientDir, webManifestRewrite(siteFromEnv(env))).middleware);

  // The site's pictures at the width and in the format each browser needs (docs/decisions/019).
  app.use(images.middleware);

  // On every answer a browser may show as a document (the static files that can be one set it
  // themselves); not on scripts and styles, where it means nothing and costs each file's bytes.
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  app.use(securityHeaders(env));
  app.use(
    createHealthRouter({
      store,
      spool,
      warnings: launchCheckEvery({ env, content, identity }),
      trust: env.TRUST_PROXY,
      secret: env.WORDPRESS_WEBHOOK_SECRET,
      cluster,
    }),
  );

  // One URL per page (server/pages/canonical-path.ts).
  app.use(canonicalRedirect(env.SITE_URL));

  // The instant estimates shown, once per visitor and service an hour: an estimate address is limited
  // and counted before any cache answers it (the fast path below leaves it here).
  app.use(
    estimatePageGuard({
      counter: estimatesShown,
      limiter: cluster.limiter("estimate-pages", env.ESTIMATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS),
      refusalPage: async () => estimateRefusalPage(await identity.resolve()),
    }),
  );

  // The pages behind the owner's e-mail links (docs/decisions/017): before the page cache, which
  // must never keep one, and before the router, which would answer them 404.
  app.use(
    createOwnerLinkRouter({
      store,
      links: ownerLinks,
      identity,
      log,
      notifyDeliveries,
      metrics,
      leadsCommand: env.LEADS_COMMAND,
    }),
  );

  // One count of submissions per network for the lead forms and the bookings alike.
  const leadLimiter = cluster.limiter("leads", env.RATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS);
  // The booking's API, the visitor's page of their visit and the owner's feed of visits (issue 41):
  // before the page cache, which must never keep one.
  app.use(
    createBookingRouter({
      service: bookings,
      store,
      site: () => identity.resolve(),
      limiter: leadLimiter,
      visitsPerWindow: env.BOOKING_VISITS_PER_WINDOW,
      siteUrl: env.SITE_URL,
      mailsVisitors: Boolean(bookings && env.SMTP_URL && env.NOTIFY_EMAIL),
      businessEmail: env.NOTIFY_EMAIL,
      log,
    }),
  );

  // WordPress's Preview (includes/preview.php): the draft on its page, for the editor only; before the
  // page cache, which must never keep one.
  if (build) {
    app.use(
      createPreviewRouter({
        env,
        build,
        services: (content) => render(undefined, wholeDocument()).then((s) => ({ ...s, content })),
        limiter: cluster.limiter("previews", PREVIEWS_PER_MINUTE, RATE_WINDOW_SECONDS),
        log,
      }),
    );
  }

  // Pages rendered once per content version, served to every visitor (docs/decisions/011).
  let serveCachedPage: SiteApp["serveCachedPage"] = () => false;
  if (pageCache) {
    // A fresh hit answered before Express (bin/start.mjs asks this first), logged like any request.
    serveCachedPage = (req: IncomingMessage, res: ServerResponse): boolean => {
      // An estimate address is limited and counted by the app first (estimatePageGuard).
      if (isEstimateAddress(req)) return false;
      const started = process.hrtime.bigint();
      if (!pageCache.serveFresh(req, res)) return false;
      answered({ method: req.method, path: req.url?.split("?")[0], status: res.statusCode, started });
      return true;
    };
    app.use(pageCache.middleware);
  }

  app.use(compression());

  // WordPress's signed "content changed" call (docs/decisions/012): fresh content on the next view.
  app.use(
    "/api/revalidate",
    createRevalidateRouter({
      secret: env.WORDPRESS_WEBHOOK_SECRET,
      ...contentChanges,
      cluster,
      log,
      metrics,
    }),
  );

  // The WordPress Leads screen's signed calls (docs/decisions/017): the leads stay in this store.
  app.use(
    "/api/admin/leads",
    createLeadAdminRouter({
      secret: env.WORDPRESS_WEBHOOK_SECRET,
      store,
      cluster,
      log,
      notifyDeliveries,
      metrics,
      sms: { env, siteName: siteFromEnv(env).name },
      visits: bookings ? { bookings, siteUrl: env.SITE_URL, calendar: ownerCalendar } : undefined,
    }),
  );

  // Twilio's signed word on each owner's text (docs/decisions/049-sms-destination.md).
  app.use(createTwilioStatusRouter({ env, store, cluster, log }));

  // The estimate page's beacon: one estimate shown (shared/estimate/beacon.ts).
  app.use(
    createEstimatesShownRouter(
      estimatesShown,
      cluster.limiter("estimate-beacons", env.ESTIMATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS),
    ),
  );

  // Before the content API: the quote page's primary submission is POST /api/wp/forms/quote.
  app.use(
    createLeadRouter({
      store,
      env,
      identity,
      log,
      cluster,
      spool,
      notifyDeliveries,
      metrics,
      visitorEmails,
      limiter: leadLimiter,
    }),
  );
  app.use("/api/wp", createWpApiRouter(content, identity));
  // The built-in content as WordPress stores it, for the plugin's import (docs/wordpress-import.md).
  app.use(
    "/api/content",
    createBuiltInBundleRouter({
      site: siteFromEnv(env),
      priceList: env.WORDPRESS_URL ? () => content.getPriceList() : undefined,
    }),
  );

  if (clientDir) app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  if (build) {
    app.use((req, res, next) => {
      // A page rendered here (PAGE_CACHE=off, or one the page cache does not answer) carries this
      // response's script nonce, so no CDN may keep it; a client navigation's data carries none and
      // may be kept like a cached page. Files such as /sitemap.xml and /robots.txt set their own
      // (the adapter appends, not replaces). A live page's data is never kept (shared/pages.ts).
      if (req.method === "GET" && !/\.(xml|txt)$/.test(req.path))
        res.setHeader(
          "Cache-Control",
          req.path.endsWith(".data") && !isLivePage(req.path)
            ? PAGE_CACHE_CONTROL
            : NONCED_PAGE_CACHE_CONTROL,
        );
      next();
    });
    app.all(
      "/{*splat}",
      createRequestHandler({
        build,
        mode: env.NODE_ENV,
        async getLoadContext(req, res) {
          const context = new RouterContextProvider();
          // A client navigation's data request carries its sections' HTML in the loaders' answer.
          const data = req.path.endsWith(".data");
          context.set(
            servicesContext,
            await render(
              res.locals.nonce,
              data ? {} : { staticHtml: new Map(), mainPicture: { picture: null } },
            ),
          );
          return context;
        },
      }),
    );
  }

  return { app, serveCachedPage };
}
