import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import { type AppServices, servicesContext } from "@shared/app-services";
import type { ContentSource } from "@shared/content/source";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import {
  createRequestHandler as createDocumentHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { trustProxies } from "./client-address";
import { type Cluster, createMemoryCluster } from "./cluster";
import { createRevalidateRouter, createWpApiRouter, onContentChange, recordingReads } from "./content";
import { developerPagesOn, type Env, RATE_WINDOW_SECONDS } from "./core/env";
import { createIdentity } from "./core/identity";
import { type Logger, logRequest, silentLogger } from "./core/log";
import { siteFromEnv } from "./core/site";
import { createHealthRouter } from "./health";
import { createImageService } from "./images";
import { identityWarnings, launchWarnings } from "./launch-warnings";
import {
  createEstimatesShownRouter,
  createLeadAdminRouter,
  createLeadRouter,
  createOwnerLinkRouter,
  createVisitorEstimateMailer,
  type EstimatesShownCounter,
  estimatePageGuard,
  estimateRefusalPage,
  isEstimateAddress,
  type LeadSpool,
  type LeadStore,
  ownerLinksFor,
  shownSightings,
  startEstimatesShownCounter,
} from "./leads";
import { type Metrics, noMetrics } from "./metrics";
import {
  canonicalRedirect,
  createPageCache,
  createPreviewRouter,
  createStaticFiles,
  PERMISSIONS_POLICY,
  PREVIEWS_PER_MINUTE,
  pageQueryOf,
  webManifestRewrite,
} from "./pages";
import { analyticsSources, mergeSources } from "./third-parties";

/**
 * Pages may be kept by a CDN for CDN_MAX_AGE_SECONDS (a minute by default) and served stale for five
 * more while it refreshes; browsers revalidate every time (their ETag makes that cheap).
 */
export const pageCacheControl = (cdnMaxAgeSeconds: number) =>
  `public, max-age=0, s-maxage=${cdnMaxAgeSeconds}, stale-while-revalidate=300`;
/** A page with this response's script nonce in it: for this visitor only, never a shared cache. */
const NONCED_PAGE_CACHE_CONTROL = "private, no-cache";

export interface AppOptions {
  env: Env;
  /** The content service; its `invalidate()` (when it has one) is what a WordPress revalidation calls. */
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
  deliveries?: DeliveryNotifier;
  /** The owner's e-mail links (decision 017); made from the environment and the store by default. */
  ownerLinks?: ReturnType<typeof ownerLinksFor>;
  /** What happened, counted for Prometheus (server/metrics); nothing is counted by default. */
  metrics?: Metrics;
  /** How often the estimates shown are added to the store (server/leads/estimate-counts.ts). */
  estimateFlushMs?: number;
}

/** What is told that deliveries wait: the delivery worker of this process. */
export interface DeliveryNotifier {
  notify(): void;
}

/** The site as the process serves it (server/entry.ts, bin/start.mjs). */
export interface SiteApp {
  /** Every request the page cache does not answer. */
  app: express.Express;
  /**
   * Answers a fresh page-cache hit before Express (logged like any request) and says so; false for
   * anything else, which then goes to `app`.
   */
  serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean;
  identity: ReturnType<typeof createIdentity>;
  images: ReturnType<typeof createImageService>;
  /** Absent without a build or with PAGE_CACHE=off. */
  pageCache?: ReturnType<typeof createPageCache>;
  /**
   * The instant estimates: the ones shown, counted in memory, and the visitors' e-mails under way;
   * stop() (after the HTTP server has stopped) adds the last counts to the store and lets the e-mails finish.
   */
  estimates: { shown: EstimatesShownCounter; stop(): Promise<void> };
}

export function createApp({
  env,
  content,
  build,
  clientDir,
  log = silentLogger,
  store,
  cluster = createMemoryCluster(log),
  spool,
  deliveries,
  ownerLinks,
  metrics = noMetrics,
  estimateFlushMs,
}: AppOptions): SiteApp {
  const app = express();
  const notifyDeliveries = () => deliveries?.notify();
  const isProduction = env.NODE_ENV === "production";
  const developerPages = developerPagesOn(env);
  const thirdParties = mergeSources(env.CSP_ALLOW, env.ANALYTICS ? analyticsSources(env.ANALYTICS) : {});
  const PAGE_CACHE_CONTROL = pageCacheControl(env.CDN_MAX_AGE_SECONDS);
  const baseSite = siteFromEnv(env);
  // The environment's site, overridden by the CMS's contact details: what every page, API answer and e-mail shows.
  const identity = createIdentity(content, baseSite, log);
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
  if (clientDir) app.use(createStaticFiles(clientDir, webManifestRewrite(baseSite)).middleware);

  // The site's pictures at the width and in the format each browser needs (docs/decisions/019).
  const images = createImageService({ env, store, clientDir, log, metrics });
  // The built-in pictures' placeholders are read (or made, on a first start) before the first page.
  images.pictures().catch(() => {});
  app.use(images.middleware);

  // On every answer a browser may show as a document (the static files that can be one set it
  // themselves); not on scripts and styles, where it means nothing and costs each file's bytes.
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`,
            ...(thirdParties["script-src"] ?? []),
          ],
          // Every picture comes from the image service on this origin (docs/decisions/019); placeholders
          // are data: addresses. Other hosts only as CSP_ALLOW and ANALYTICS name them (third-parties.ts).
          "img-src": ["'self'", "data:", ...(thirdParties["img-src"] ?? [])],
          "connect-src": ["'self'", ...(isProduction ? [] : ["ws:"]), ...(thirdParties["connect-src"] ?? [])],
          // Frames and media fall back to default-src 'self' unless a host is allowed.
          ...Object.fromEntries(
            (["frame-src", "media-src"] as const)
              .filter((directive) => thirdParties[directive])
              .map((directive) => [directive, ["'self'", ...(thirdParties[directive] ?? [])]]),
          ),
          "upgrade-insecure-requests": null,
        },
      },
      // Same-site, but for the hosts the owner allowed.
      crossOriginEmbedderPolicy: false,
      // A year, for this host only unless HSTS_INCLUDE_SUBDOMAINS says so (docs/configuration.md).
      strictTransportSecurity: env.SITE_URL.startsWith("https://")
        ? { maxAge: 31_536_000, includeSubDomains: env.HSTS_INCLUDE_SUBDOMAINS === "on" }
        : false,
    }),
  );
  app.use(
    createHealthRouter({
      store,
      spool,
      warnings: async () => [...launchWarnings(env), ...identityWarnings(env, await identity.resolve())],
      trust: env.TRUST_PROXY,
      secret: env.WORDPRESS_WEBHOOK_SECRET,
      cluster,
    }),
  );

  // One URL per page (server/pages/canonical-path.ts).
  app.use(canonicalRedirect(env.SITE_URL));

  // The instant estimates shown, once per visitor and service an hour: an estimate address is limited
  // and counted before any cache answers it (the fast path below leaves it here); without a store,
  // they are only counted in the metrics.
  const estimatesShown: EstimatesShownCounter = startEstimatesShownCounter({
    store,
    log,
    metrics,
    flushMs: estimateFlushMs,
    firstSighting: shownSightings({ cluster, keys: store }),
  });
  app.use(
    estimatePageGuard({
      counter: estimatesShown,
      limiter: cluster.limiter("estimate-pages", env.ESTIMATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS),
      refusalPage: async () => estimateRefusalPage(await identity.resolve()),
    }),
  );
  // The visitor's copy of an estimate they sent, when SMTP is configured (from the business's
  // address), capped in the store so that every instance keeps one count.
  const visitorEmails =
    env.SMTP_URL && env.NOTIFY_EMAIL && store
      ? createVisitorEstimateMailer({ smtpUrl: env.SMTP_URL, from: env.NOTIFY_EMAIL, caps: store, log })
      : undefined;

  // The pages behind the owner's e-mail links (docs/decisions/017): before the page cache, which
  // must never keep one, and before the router, which would answer them 404.
  app.use(
    createOwnerLinkRouter({
      store,
      links: ownerLinks ?? ownerLinksFor(env, store, { recordSigner: true }),
      identity,
      log,
      notifyDeliveries,
      metrics,
    }),
  );

  // What every render of a page is given (servicesContext): the content, pictures and site of now.
  const pageServices = async (
    nonce: string | undefined,
    document: Pick<AppServices, "wholeDocument" | "staticHtml" | "mainPicture">,
  ): Promise<AppServices> => ({
    content,
    pictures: await images.pictures(),
    site: await identity.resolve(),
    siteUrl: env.SITE_URL,
    nonce,
    isProduction,
    developerPages,
    analytics: env.ANALYTICS,
    ...document,
  });
  const wholeDocument = () => ({
    wholeDocument: true,
    staticHtml: new Map(),
    mainPicture: { picture: null },
  });

  // WordPress's Preview (includes/preview.php): the draft on its page, for the editor only; before the
  // page cache, which must never keep one.
  if (build) {
    app.use(
      createPreviewRouter({
        env,
        build,
        services: (content) => pageServices(undefined, wholeDocument()).then((s) => ({ ...s, content })),
        limiter: cluster.limiter("previews", PREVIEWS_PER_MINUTE, RATE_WINDOW_SECONDS),
        log,
      }),
    );
  }

  // Pages rendered once per content version, served to every visitor (docs/decisions/011).
  let pageCache: ReturnType<typeof createPageCache> | undefined;
  let serveCachedPage: SiteApp["serveCachedPage"] = () => false;
  if (build && env.PAGE_CACHE === "on") {
    const renderDocument = createDocumentHandler(build, env.NODE_ENV);
    pageCache = createPageCache({
      async render(pathAndQuery, nonce) {
        const context = new RouterContextProvider();
        // The render's own nonce marks the app's scripts; the cache takes it out and allows them by
        // hash, since the same bytes go to every visitor. What the page reads tags it, so a change
        // drops only the pages that show it; it is made again once the new pictures it shows are.
        const reads = recordingReads(content);
        const warmUps: Promise<void>[] = [];
        context.set(servicesContext, {
          ...(await pageServices(nonce, wholeDocument())),
          content: reads.content,
          pictures: await images.pictures((warmUp) => warmUps.push(warmUp)),
        });
        const response = await renderDocument(new Request(new URL(pathAndQuery, env.SITE_URL)), context);
        return {
          status: response.status,
          headers: response.headers,
          body: Buffer.from(await response.arrayBuffer()),
          tags: reads.tags(),
          picturesMade: warmUps.length > 0 ? Promise.all(warmUps) : undefined,
        };
      },
      // Built-in content changes only with a new build; a CMS's answers are kept CONTENT_TTL_SECONDS.
      freshMs: env.WORDPRESS_URL ? env.CONTENT_TTL_SECONDS * 1000 : null,
      cacheControl: PAGE_CACHE_CONTROL,
      // Each route declares the query its page reads (shared/page-query.ts); the key keeps only that.
      pageQuery: pageQueryOf(build.routes),
      log,
      metrics,
    });
    const cache = pageCache;
    // A fresh hit answered before Express (bin/start.mjs asks this first), logged like any request.
    serveCachedPage = (req: IncomingMessage, res: ServerResponse): boolean => {
      // An estimate address is limited and counted by the app first (estimatePageGuard).
      if (isEstimateAddress(req)) return false;
      const started = process.hrtime.bigint();
      if (!cache.serveFresh(req, res)) return false;
      answered({ method: req.method, path: req.url?.split("?")[0], status: res.statusCode, started });
      return true;
    };
    app.use(pageCache.middleware);
  }

  app.use(compression());

  // Content changed (a revalidation received here or by another instance): drop the pages that show
  // it and make them again (docs/decisions/XXX).
  let pagesDropped = 0;
  const dropChangedPages = onContentChange({ content, pages: pageCache, log });
  cluster.onContentChanged(async (change) => {
    pagesDropped = await dropChangedPages(change);
  });

  // WordPress's signed "content changed" call (docs/decisions/012): fresh content on the next view.
  app.use(
    "/api/revalidate",
    createRevalidateRouter({
      secret: env.WORDPRESS_WEBHOOK_SECRET,
      invalidate: async (change) => {
        await cluster.announceContentChanged(change);
        return pagesDropped;
      },
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
    }),
  );

  // The estimate page's beacon: one estimate shown (shared/estimate/beacon.ts).
  app.use(
    createEstimatesShownRouter(
      estimatesShown,
      cluster.limiter("estimate-beacons", env.ESTIMATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS),
    ),
  );

  // Before the content API: the quote page's primary submission is POST /api/wp/forms/quote.
  app.use(
    createLeadRouter({ store, env, identity, log, cluster, spool, notifyDeliveries, metrics, visitorEmails }),
  );
  app.use("/api/wp", createWpApiRouter(content, identity));

  if (clientDir) app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  if (build) {
    app.use((req, res, next) => {
      // A page rendered here (PAGE_CACHE=off, or one the page cache does not answer) carries this
      // response's script nonce, so no CDN may keep it; a client navigation's data carries none and
      // may be kept like a cached page. Files such as /sitemap.xml and /robots.txt set their own
      // (the adapter appends, not replaces).
      if (req.method === "GET" && !/\.(xml|txt)$/.test(req.path))
        res.setHeader(
          "Cache-Control",
          req.path.endsWith(".data") ? PAGE_CACHE_CONTROL : NONCED_PAGE_CACHE_CONTROL,
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
            await pageServices(
              res.locals.nonce,
              data ? {} : { staticHtml: new Map(), mainPicture: { picture: null } },
            ),
          );
          return context;
        },
      }),
    );
  }

  const estimates = {
    shown: estimatesShown,
    stop: async () => {
      await Promise.all([estimatesShown.stop(), visitorEmails?.stop()]);
    },
  };
  return { app, serveCachedPage, identity, images, pageCache, estimates };
}
