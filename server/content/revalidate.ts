import express, { type Request, type Response, Router } from "express";
import { z } from "zod";
import sitePages from "../../wordpress/gdm-concrete-content/site-pages.json" with { type: "json" };
import {
  boundedChange,
  type Cluster,
  type ContentChange,
  createSignedCallGuard,
  SIGNATURE_HEADER,
  signCall,
  TIMESTAMP_HEADER,
} from "../cluster/index.ts";
import { networkOf } from "../core/client-address.ts";
import type { Logger } from "../core/log.ts";
import { type Metrics, noMetrics, type RevalidationOutcome } from "../metrics/index.ts";
import { contentChangeOf } from "./page-tags.ts";

export { SIGNATURE_HEADER, SIGNATURE_MAX_AGE_SECONDS, TIMESTAMP_HEADER } from "../cluster/index.ts";

/**
 * POST /api/revalidate: WordPress (the companion plugin in wordpress/) says its content changed, and
 * the site drops what it built from it, so an edit is live on the next view instead of after
 * CONTENT_TTL_SECONDS (docs/decisions/012).
 */

/** Calls one network may make a minute; the plugin sends one call per WordPress request that saved content. */
export const REVALIDATE_PER_MINUTE = 30;
/**
 * Refused calls one network may make a minute before it is answered 429 without a log line each.
 * Counted apart from the good calls' allowance, so a caller with a wrong or no signature, even on
 * WordPress's own address, spends only its own budget and never delays a real change.
 */
export const REFUSED_REVALIDATIONS_PER_MINUTE = 30;
/** The largest body accepted: the plugin sends a few changes per call. */
const BODY_LIMIT = "32kb";

/** The signature of a call: hex HMAC-SHA256 of `gdm-revalidate.v1.${timestamp}.${body}`, prefixed "sha256=". */
export function signRevalidation(secret: string, timestamp: string, body: string | Buffer): string {
  return signCall(secret, "revalidate", `${timestamp}.`, body);
}

/** The headers of a revalidation call signed as the plugin signs it, at `at` (Unix seconds, now by default). */
export function revalidationHeaders(
  secret: string,
  body: string,
  at: number = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(at);
  return {
    "Content-Type": "application/json",
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signRevalidation(secret, timestamp, body),
  };
}

const changeSchema = z.object({
  type: z.string().regex(/^[a-z0-9_-]{1,40}$/, "must be a post type name"),
  slug: z
    .string()
    .regex(/^[a-z0-9_%-]{0,200}$/, "must be a slug")
    .optional(),
  id: z.number().int().nonnegative().optional(),
  action: z.enum(["publish", "update", "unpublish", "trash", "delete", "settings"]),
});
const bodySchema = z.object({
  /** The plugin's id of this call, so two identical saves in one second are not signed alike. */
  call: z.string().max(64).optional(),
  changes: z.array(changeSchema).min(1).max(200),
});
export type RevalidationBody = z.infer<typeof bodySchema>;

export interface RevalidateOptions {
  /** WORDPRESS_WEBHOOK_SECRET; without one the endpoint answers 404. */
  secret: string | undefined;
  /**
   * Drops the cached content and the pages that show `change`, on this instance and every other one,
   * and makes those pages again at once; answers how many pages this instance dropped.
   */
  invalidate: (change: ContentChange) => Promise<number>;
  /** Where the allowances and the signatures already seen are kept: shared by every instance. */
  cluster: Cluster;
  log: Logger;
  /** Counts each call by its answer. */
  metrics?: Pick<Metrics, "revalidation">;
  limit?: number;
  now?: () => number;
}

function refuse(res: Response, status: number, error: string) {
  res.status(status).json({ error });
}

/** A slug as it may stand in a page's address: WordPress's own, without escapes. */
const PLAIN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where each kind of WordPress record shows on the site: the plugin's own list
 * (wordpress/gdm-concrete-content/site-pages.json), which its View links and permalinks follow too.
 */
export const SITE_PAGES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(sitePages).filter(([type]) => !type.startsWith("_")),
) as Record<string, string[]>;

/**
 * The pages a change shows on (SITE_PAGES), to be rendered again at once. A record put in the trash
 * or deleted shows nowhere; a setting shows on every page, which are left for their visitors.
 */
export function changedPages(changes: RevalidationBody["changes"]): string[] {
  const paths = new Set<string>();
  for (const { type, slug, action } of changes) {
    if (action === "trash" || action === "delete") continue;
    for (const pattern of SITE_PAGES[type] ?? []) {
      if (!pattern.includes("{slug}")) paths.add(pattern);
      else if (slug && PLAIN_SLUG.test(slug)) paths.add(pattern.replace("{slug}", slug));
    }
  }
  return [...paths];
}

/** The outcome a revalidation's answer stands for. */
const OUTCOME_BY_STATUS: Readonly<Record<number, RevalidationOutcome>> = {
  200: "done",
  401: "bad_signature",
  404: "not_configured",
  405: "wrong_method",
  429: "rate_limited",
};
const revalidationOutcomeOf = (status: number): RevalidationOutcome =>
  OUTCOME_BY_STATUS[status] ?? "bad_request";

export function createRevalidateRouter({
  secret,
  invalidate,
  cluster,
  log,
  metrics = noMetrics,
  limit = REVALIDATE_PER_MINUTE,
  now = Date.now,
}: RevalidateOptions): Router {
  const router = Router();
  // Every call by its answer, wherever it is given (the signature's guard, the limit, the parser…).
  router.all("/", (_req, res, next) => {
    res.once("finish", () => metrics.revalidation(revalidationOutcomeOf(res.statusCode)));
    next();
  });
  const limiter = cluster.limiter("revalidate", limit, 60);
  const guard = createSignedCallGuard({
    name: "revalidate",
    purpose: "revalidate",
    secret: secret ?? "",
    cluster,
    log,
    refusedPerMinute: REFUSED_REVALIDATIONS_PER_MINUTE,
    tooManyRefused: "Too many refused revalidation calls",
    now,
  });

  // POST /api/revalidate – drop cached content and pages after a signed WordPress change
  router.post(
    "/",
    (_req, res, next) => {
      res.set("Cache-Control", "no-store");
      if (!secret) {
        // No secret, no endpoint: nobody can make this site drop its caches.
        refuse(res, 404, "Revalidation is not configured on this site");
        return;
      }
      next();
    },
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    async (req, res) => {
      const network = networkOf(req.ip);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // The signature is judged first (an HMAC of at most 32 KB): only a good call spends the allowance.
      if (!(await guard.admit(req, res, (timestamp) => Buffer.concat([Buffer.from(`${timestamp}.`), body]))))
        return;
      const decision = await limiter.hit(network);
      if (!decision.allowed) {
        log({ event: "revalidate.rate_limited", ip: network });
        res.set("Retry-After", String(decision.retryAfterSeconds));
        refuse(res, 429, "Too many revalidation calls");
        return;
      }
      let parsed: RevalidationBody;
      try {
        parsed = bodySchema.parse(JSON.parse(body.toString("utf8")));
      } catch {
        log({ event: "revalidate.bad_body" });
        refuse(res, 400, 'The body must be JSON: {"changes":[{"type","slug","action"}]}');
        return;
      }
      // Past what may be carried to every instance, everything changed.
      const change = boundedChange(contentChangeOf(parsed.changes, changedPages(parsed.changes)));
      const pagesDropped = await invalidate(change);
      log({ event: "revalidate.done", changes: parsed.changes, everything: change.everything, pagesDropped });
      res.json({ revalidated: true, changes: parsed.changes.length, pagesDropped });
    },
  );
  router.all("/", (_req, res) => {
    res.set("Allow", "POST").set("Cache-Control", "no-store");
    refuse(res, 405, "Use POST");
  });
  // A body too large or unreadable: the parser's status, never a stack trace.
  router.use((error: { status?: number }, _req: Request, res: Response, _next: express.NextFunction) => {
    refuse(res, error.status && error.status < 500 ? error.status : 400, "Unreadable body");
  });
  return router;
}
