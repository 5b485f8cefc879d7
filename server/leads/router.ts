import type { SiteConfig } from "@shared/content/site.ts";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Cluster } from "../cluster/index.ts";
import { networkOf } from "../core/client-address.ts";
import type { Env } from "../core/env.ts";
import { RATE_WINDOW_SECONDS } from "../core/env.ts";
import type { Identity } from "../core/live-identity.ts";
import type { Logger } from "../core/log.ts";
import { leadFormLabel, type Metrics, noMetrics } from "../metrics/index.ts";
import {
  deliveryPlan,
  estimateOfPayload,
  type VisitorEstimateMailer,
  visitorEmailSkipOf,
  visitorEstimateEmail,
} from "./delivery/index.ts";
import { endpointRoutes, type LeadEndpoint } from "./endpoints.ts";
import { ESTIMATE_FORM_ID, valuesFormOf } from "./forms.ts";
import { channelOf, outcomeOf, refusalOf } from "./lead-metrics.ts";
import { backLink, correctionsPage, noticePage, thankYouPage } from "./plain-form-page.tsx";
import type { LeadSpool } from "./spool.ts";
import { messages, type SubmissionStore, type SubmitAnswer, submitLead } from "./submit.ts";

/**
 * The submission endpoints: `/api/{quote,lead,contact}` (also at `/.netlify/functions/…`) and
 * the quote page's primary `/api/wp/forms/quote`. JSON in, JSON out; a plain form post gets a
 * real page. Whatever a client sends is answered with a 4xx, never a 5xx.
 */

/** Larger than any honest form (the longest allows a few 5,000-character fields). */
export const BODY_LIMIT = "32kb";
const MAX_IDEMPOTENCY_KEY = 200;
const idempotencyKeyPattern = new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY}}$`);

const refusals = {
  tooMany: "Too many submissions from your network. Please wait a minute, or call us.",
  tooLarge: "Your submission is too large. Please shorten it, or call us.",
  badJson: "The request body is not valid JSON.",
  unsupportedType:
    "Send the form as JSON (application/json) or as a form post (application/x-www-form-urlencoded).",
  badKey: `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY} visible characters.`,
  badRequest: "The request could not be read. Please try again.",
  onlyPost: "This address accepts form submissions (POST) only.",
  notReady: "Form submissions are not available right now. Please call us.",
};

const titles = {
  tooMany: "Please wait a minute",
  tooLarge: "Submission too large",
  keyReused: "Submission key already used",
  error: "Something went wrong",
};

const jsonTypes = (type: string) => type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
const formType = "application/x-www-form-urlencoded";

export interface LeadRouterOptions {
  /** Absent when the store could not be opened: submissions are answered 503. */
  store?: SubmissionStore;
  env: Pick<Env, "RATE_LIMIT_PER_MINUTE" | "SMTP_URL" | "NOTIFY_EMAIL" | "LEAD_WEBHOOK_URL" | "SITE_URL">;
  /** The business identity the answers name (the phone to call), as the pages show it. */
  identity: Identity;
  log: Logger;
  /** Where the submission limit is counted: with PostgreSQL, across every instance. */
  cluster: Cluster;
  /** Where a lead waits while the store cannot take it (decision 018); none: answered 503. */
  spool?: LeadSpool;
  /** Told when a lead's deliveries are stored, so they go out at once. */
  notifyDeliveries?: () => void;
  /** Counts each submission: the leads taken by form and outcome, the others by reason. */
  metrics?: Pick<Metrics, "leadReceived" | "leadRefused" | "estimateSent">;
  /** Sends the visitor their estimate (SMTP configured); none: no visitor e-mail. */
  visitorEmails?: Pick<VisitorEstimateMailer, "send">;
  /** The submissions' count per network, shared with the bookings; made here when not given. */
  limiter?: ReturnType<Cluster["limiter"]>;
}

export function createLeadRouter({
  store,
  env,
  identity,
  log,
  cluster,
  spool,
  notifyDeliveries = () => {},
  metrics = noMetrics,
  visitorEmails,
  limiter = cluster.limiter("leads", env.RATE_LIMIT_PER_MINUTE, RATE_WINDOW_SECONDS),
}: LeadRouterOptions): Router {
  const router = Router();
  const destinations = deliveryPlan(env).recorded;
  const parseJson = express.json({ limit: BODY_LIMIT, type: (req) => jsonTypes(mediaType(req)) });
  const parseForm = express.urlencoded({
    limit: BODY_LIMIT,
    extended: false,
    parameterLimit: 100,
    type: (req) => mediaType(req) === formType,
  });

  for (const [path, endpoint] of endpointRoutes) {
    // Every refusal, wherever it is answered (the body's parser, the limit, the store…), by its status.
    router.all(path, (_req, res, next) => {
      res.once("finish", () => {
        if (res.statusCode >= 400) metrics.leadRefused(endpoint, refusalOf(res.statusCode));
      });
      next();
    });
    router.post(
      path,
      async (_req, res, next) => {
        res.locals.leadEndpoint = endpoint;
        res.locals.site = await identity.resolve();
        res.set("Cache-Control", "no-store");
        next();
      },
      (req, res, next) => {
        const type = mediaType(req);
        if (jsonTypes(type) || type === formType) return next();
        res.status(415).json({ success: false, message: refusals.unsupportedType });
      },
      parseJson,
      parseForm,
      async (req, res, next) => {
        const key = req.get("Idempotency-Key")?.trim();
        if (key !== undefined && !idempotencyKeyPattern.test(key)) {
          res.status(400).json({ success: false, message: refusals.badKey });
          return;
        }
        // Counted only once the request is one the site would store: a refusal for its type, its
        // size, its JSON or its key costs the sender nothing, and nobody else anything.
        const decision = await limiter.hit(networkOf(req.ip));
        if (decision.allowed) return next();
        res.set("Retry-After", String(decision.retryAfterSeconds));
        refuse(req, res, 429, titles.tooMany, refusals.tooMany);
      },
      async (req, res) => {
        const key = req.get("Idempotency-Key")?.trim();
        const site = res.locals.site ?? (await identity.resolve());
        if (!store) {
          refuse(req, res, 503, titles.error, refusals.notReady);
          return;
        }
        const answer = await submitLead(
          {
            endpoint,
            body: req.body,
            format: isFormPost(req) ? "form" : "json",
            idempotencyKey: key || undefined,
            ip: req.ip,
            userAgent: req.get("User-Agent"),
            referer: req.get("Referer"),
          },
          { store, destinations, site, siteUrl: env.SITE_URL, spool },
        );
        if ("leadId" in answer) {
          res.locals.leadId = answer.leadId;
          if (answer.status === 201 && answer.lead.estimateMarks) {
            log({
              event: "lead.estimate_settled",
              endpoint,
              leadId: answer.leadId,
              ...answer.lead.estimateMarks,
            });
          }
          metrics.leadReceived(
            leadFormLabel(answer.lead.form?.id),
            channelOf(answer.lead.payload),
            outcomeOf(answer),
          );
        }
        if (answer.status === 201) {
          notifyDeliveries();
          if (answer.lead.form?.id === ESTIMATE_FORM_ID) {
            sentEstimate(answer, req.body, site);
          }
        }
        if (answer.status === 503) {
          log({ event: "lead.store_unavailable", endpoint, error: answer.storeError });
        } else if ("keyReused" in answer) {
          // A client whose keys collide loses leads until it is fixed: the operator sees it here.
          log({ event: "lead.key_reused", endpoint, firstLeadId: answer.keyReused.firstLeadId });
        } else if ("spooled" in answer && answer.spooled) {
          log({ event: "lead.spooled", endpoint, leadId: answer.leadId, error: answer.spooled.storeError });
        }
        send(req, res, endpoint, answer, site, env.SITE_URL);
      },
    );
    router.all(path, (_req, res) => {
      res.set("Allow", "POST").status(405).json({ success: false, message: refusals.onlyPost });
    });
  }

  /**
   * An estimate lead stored: counted as sent unless held as spam, and the visitor's copy e-mailed,
   * made from the server's own estimate (the payload's, which parse.ts priced) and fixed texts only,
   * when the post came from the site's own form and nothing looked like spam (the mailer then claims
   * it against the caps). Whatever is decided here, the lead is stored and goes to the business.
   */
  function sentEstimate(answer: Extract<SubmitAnswer, { leadId: string }>, body: unknown, site: SiteConfig) {
    const { leadId, held, signals } = answer;
    const payload = answer.lead.payload;
    const result = estimateOfPayload(payload, site.prices);
    if (!result) return;
    if (!held) metrics.estimateSent(result.input.service);
    const to = typeof payload.email === "string" ? payload.email : "";
    if (!visitorEmails || !to) return;
    const skipped = visitorEmailSkipOf({ held, signals, body });
    if (skipped) {
      log({ event: "estimate.visitor_email_skipped", leadId, reason: skipped });
      return;
    }
    void visitorEmails.send(to, visitorEstimateEmail(result, site, env.SITE_URL), leadId);
  }

  // Body-parser errors carry the status to answer; anything else is our fault, logged, and a 500.
  router.use(async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const { type, status } = (error ?? {}) as { type?: string; status?: number };
    if (type === "entity.too.large" || type === "parameters.too.many") {
      return refuse(req, res, 413, titles.tooLarge, refusals.tooLarge);
    }
    if (type === "entity.parse.failed") return refuse(req, res, 400, titles.error, refusals.badJson);
    if (type === "encoding.unsupported" || type === "charset.unsupported") {
      return res.status(415).json({ success: false, message: refusals.unsupportedType });
    }
    if (typeof status === "number" && status >= 400 && status < 500) {
      return refuse(req, res, status, titles.error, refusals.badRequest);
    }
    log({
      event: "lead.error",
      endpoint: res.locals.leadEndpoint,
      error: String((error as Error)?.message ?? error),
    });
    const site: SiteConfig = res.locals.site ?? (await identity.resolve());
    res.status(500).json({ success: false, message: messages.unavailable(site.phone) });
  });

  function refuse(req: Request, res: Response, status: number, title: string, message: string) {
    // Both are set by the route's first step; should that step have failed, the answer is JSON.
    const { leadEndpoint, site } = res.locals;
    if (isFormPost(req) && leadEndpoint && site) {
      res
        .status(status)
        .type("html")
        .send(noticePage(title, message, backLink(leadEndpoint, req.body, env.SITE_URL), site));
    } else {
      res.status(status).json({ success: false, message });
    }
  }

  return router;
}

function send(
  req: Request,
  res: Response,
  endpoint: LeadEndpoint,
  answer: SubmitAnswer,
  site: SiteConfig,
  siteUrl: string,
) {
  res.status(answer.status);
  if (!isFormPost(req)) {
    res.json(answer.body);
    return;
  }
  res.type("html");
  const back = backLink(endpoint, req.body, siteUrl);
  if ("keyReused" in answer) res.send(noticePage(titles.keyReused, answer.body.message, back, site));
  else if (answer.status === 422) {
    const form = valuesFormOf(endpoint, (req.body as Record<string, unknown> | undefined)?._form);
    res.send(correctionsPage(answer.body.fields, back, site, form?.labels));
  } else if (answer.status === 503) res.send(noticePage(titles.error, answer.body.message, back, site));
  else res.send(thankYouPage(answer.lead.form?.thanks, back, site));
}

function mediaType(req: Pick<Request, "headers">): string {
  return (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
}

function isFormPost(req: Request): boolean {
  return mediaType(req) === formType;
}
