import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import type { Cluster } from "../../cluster/index.ts";
import { createSignedCallGuard } from "../../cluster/index.ts";
import { networkOf } from "../../core/client-address.ts";
import type { Logger } from "../../core/log.ts";
import { type Metrics, noMetrics } from "../../metrics/index.ts";
import type { BookingService, ChosenCalendar } from "../booking/index.ts";
import type { DeliveryEnv } from "../delivery/index.ts";
import { leadCsvHeader, leadCsvRecord } from "../lead-csv.ts";
import { BUSINESS_TIME_ZONE, localDayAndHour } from "../present/index.ts";
import {
  type Delivery,
  LEAD_FILTER_STATUSES,
  type LeadFilter,
  type LeadStore,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
} from "../store/index.ts";
import { BadQuery, callParam, onlyCall, parsed } from "./query.ts";
import { createSmsAdminRouter } from "./sms-api.ts";
import { leadDetailView, leadListItem, leadStatus, summaryView } from "./views.ts";
import { createVisitsAdminRouter } from "./visits-api.ts";

/**
 * `/api/admin/leads…`: the site's leads, read and acted on by the WordPress plugin's Leads screen
 * (decision 017). The leads stay in the site's store; WordPress only shows what these answer. Every
 * call is signed with WORDPRESS_WEBHOOK_SECRET over
 * `gdm-leads-api.v1.${timestamp}.${METHOD}.${path and query}.${body}`,
 * under the rules of POST /api/revalidate (server/cluster/signed-call.ts). Without the secret: 404.
 */

/** Good calls one network may make a minute: a Leads screen asks a few per page it shows. */
export const ADMIN_CALLS_PER_MINUTE = 300;
/** Refused calls one network may make a minute before 429. */
export const REFUSED_ADMIN_CALLS_PER_MINUTE = 30;
/** The actions send no body but a visit's move ({"start": …}); anything larger is not the plugin's. */
const BODY_LIMIT = "1kb";
/** Week and month of the dashboard, in days back from now. */
export const SUMMARY_DAYS = { week: 7, month: 30 } as const;
const LEAD_ID = /^[A-Za-z0-9_-]{1,100}$/;

const statusParam = z
  .enum(["", ...LEAD_FILTER_STATUSES], {
    message: `status must be one of ${LEAD_FILTER_STATUSES.join(", ")}`,
  })
  .transform((value) => (value === "" ? "all" : value));
const filterQuery = z.object({
  q: z
    .string({ message: "q must be given once" })
    .max(SEARCH_TEXT_MAX, `q is at most ${SEARCH_TEXT_MAX} characters`)
    .optional(),
  status: statusParam.optional(),
  call: callParam,
});
const listQuery = filterQuery.extend({
  page: z
    .string({ message: "page must be given once" })
    .regex(/^\d{0,6}$/, "page must be a whole number from 1")
    .transform((value) => (value === "" ? 1 : Number(value)))
    .refine((page) => page >= 1 && page <= SEARCH_PAGE_MAX, `page must be from 1 to ${SEARCH_PAGE_MAX}`)
    .optional(),
});

export interface LeadAdminOptions {
  /** WORDPRESS_WEBHOOK_SECRET; without one every path answers 404. */
  secret: string | undefined;
  /** Absent when the store could not be opened: 503. */
  store?: LeadStore;
  cluster: Cluster;
  log: Logger;
  /** Wakes the delivery worker after a release or a retry. */
  notifyDeliveries?: () => void;
  /** Counts each action (release, spam, retry), by outcome. */
  metrics?: Pick<Metrics, "ownerAction">;
  now?: () => number;
  /** The owner's texts (sms-api.ts): the site's settings and the business's name. Without: 404. */
  sms?: { env: DeliveryEnv; siteName: string };
  /** The estimate visits (visits-api.ts): the booking service and SITE_URL. Without: 404. */
  visits?: {
    bookings: BookingService;
    siteUrl: string;
    calendar?: Pick<ChosenCalendar, "source" | "health" | "forget">;
  };
}

export function createLeadAdminRouter({
  secret,
  store,
  cluster,
  log,
  notifyDeliveries = () => {},
  metrics = noMetrics,
  now = Date.now,
  sms,
  visits,
}: LeadAdminOptions): Router {
  const router = Router();
  const limiter = cluster.limiter("admin-leads", ADMIN_CALLS_PER_MINUTE, 60);
  const guard = createSignedCallGuard({
    name: "admin_leads",
    purpose: "leads-api",
    secret: secret ?? "",
    cluster,
    log,
    refusedPerMinute: REFUSED_ADMIN_CALLS_PER_MINUTE,
    tooManyRefused: "Too many refused calls",
    now,
  });

  router.use(
    (_req, res, next) => {
      res.set("Cache-Control", "no-store");
      // No secret, no API: nobody can read the leads.
      if (!secret) {
        res.status(404).json({ error: "The leads API is not configured on this site" });
        return;
      }
      next();
    },
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    async (req, res, next) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signed = (timestamp: string) =>
        Buffer.concat([Buffer.from(`${timestamp}.${req.method.toUpperCase()}.${req.originalUrl}.`), body]);
      if (!(await guard.admit(req, res, signed))) return;
      const decision = await limiter.hit(networkOf(req.ip));
      if (!decision.allowed) {
        res.set("Retry-After", String(decision.retryAfterSeconds));
        res.status(429).json({ error: "Too many calls" });
        return;
      }
      next();
    },
  );
  // The owner's texts need no lead store.
  if (sms) router.use("/sms", createSmsAdminRouter({ ...sms, cluster, log }));
  router.use((_req, res, next) => {
    if (!store) {
      res.status(503).json({ error: "The lead store is not available" });
      return;
    }
    next();
  });
  // Without a store every call is answered 503 above: the routes below are given the store itself.
  if (!store) return router;
  // Before GET /{id}: "visits" is no lead's id.
  if (visits) router.use("/visits", createVisitsAdminRouter({ ...visits, store, log, now }));

  /** Deliveries of the leads some rows are linked to (their own go out with those), by lead id. */
  async function primaryDeliveries(
    store: LeadStore,
    leads: { linkedLeadId: string | null; hasOwn: boolean }[],
  ): Promise<Map<string, Delivery[]>> {
    const ids = new Set(
      leads.filter((l) => !l.hasOwn && l.linkedLeadId).map((l) => l.linkedLeadId as string),
    );
    const found = new Map<string, Delivery[]>();
    for (const id of ids) found.set(id, (await store.get(id))?.deliveries ?? []);
    return found;
  }

  // GET /api/admin/leads – one page of leads, newest first, filtered and searched
  router.get("/", async (req, res) => {
    const query = parsed(listQuery, req.query);
    const page = query.page ?? 1;
    const filter: LeadFilter = { q: query.q, status: query.status };
    const found = await store.findLeads({
      ...filter,
      offset: (page - 1) * SEARCH_PAGE_SIZE,
      limit: SEARCH_PAGE_SIZE,
    });
    const primaries = await primaryDeliveries(
      store,
      found.rows.map((row) => ({ linkedLeadId: row.lead.linkedLeadId, hasOwn: row.deliveries.length > 0 })),
    );
    res.json({
      leads: found.rows.map(({ lead, deliveries }) =>
        leadListItem(lead, leadStatus(lead, deliveries, primaries.get(lead.linkedLeadId ?? "") ?? [])),
      ),
      total: found.total,
      page,
      perPage: SEARCH_PAGE_SIZE,
    });
  });

  // GET /api/admin/leads/summary – leads this week and this month, by page and by campaign
  router.get("/summary", async (req, res) => {
    parsed(onlyCall, req.query);
    const at = now();
    const since = (days: number) => new Date(at - days * 24 * 60 * 60_000);
    const [week, month] = [since(SUMMARY_DAYS.week), since(SUMMARY_DAYS.month)];
    res.json({
      week: summaryView(week, await store.summary(week)),
      month: summaryView(month, await store.summary(month)),
    });
  });

  // GET /api/admin/leads/export.csv – the CSV of `npm run leads -- export --csv`, for the filter
  router.get("/export.csv", async (req, res) => {
    const query = parsed(filterQuery, req.query);
    const { day } = localDayAndHour(new Date(now()), BUSINESS_TIME_ZONE);
    res
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="leads-${day}.csv"`)
      .write(leadCsvHeader());
    for await (const row of store.exportRows({ q: query.q, status: query.status })) {
      if (!res.write(leadCsvRecord(row))) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  });

  // GET /api/admin/leads/{id} – one lead: its fields, deliveries and their attempts, linked leads
  router.get("/:id", async (req, res) => {
    parsed(onlyCall, req.query);
    const id = String(req.params.id);
    const detail = LEAD_ID.test(id) ? await store.get(id) : null;
    if (!detail) {
      res.status(404).json({ error: "No lead with this id" });
      return;
    }
    const primary = detail.lead.linkedLeadId ? await store.get(detail.lead.linkedLeadId) : null;
    const status = leadStatus(detail.lead, detail.deliveries, primary?.deliveries ?? []);
    res.json(leadDetailView(detail, status, primary?.lead ?? null));
  });

  // POST /api/admin/leads/{id}/release – deliver a held lead, once (as `npm run leads -- release ID`)
  router.post("/:id/release", async (req, res) => {
    parsed(onlyCall, req.query);
    const id = String(req.params.id);
    const result = LEAD_ID.test(id) ? await store.release(id) : ({ status: "not-found" } as const);
    log({ event: "admin_leads.release", leadId: id, status: result.status });
    metrics.ownerAction("leads_screen", "release", result.status);
    if (result.status === "released") {
      notifyDeliveries();
      res.json(result);
    } else if (result.status === "unmarked") {
      // Marked as spam by the owner and released: a lead again; it had been delivered already.
      res.json({ status: "released", leadIds: result.leadIds, deliveries: 0 });
    } else {
      res.status(result.status === "not-found" ? 404 : 409).json({ status: result.status });
    }
  });

  // POST /api/admin/leads/{id}/spam – note that a lead was spam (as `npm run leads -- spam ID`): a
  // record only; nothing is deleted, and a delivery under way goes on (decision 017)
  router.post("/:id/spam", async (req, res) => {
    parsed(onlyCall, req.query);
    const id = String(req.params.id);
    const result = LEAD_ID.test(id) ? await store.markSpam(id) : ({ status: "not-found" } as const);
    log({ event: "admin_leads.spam", leadId: id, status: result.status });
    metrics.ownerAction("leads_screen", "spam", result.status);
    if (result.status === "not-found") {
      res.status(404).json({ status: "not-found" });
      return;
    }
    res.json({ status: result.status, markedAt: result.markedAt.toISOString() });
  });

  // POST /api/admin/leads/{id}/retry – send a lead's dead deliveries again (as `npm run leads -- retry ID`)
  router.post("/:id/retry", async (req, res) => {
    parsed(onlyCall, req.query);
    const id = String(req.params.id);
    const lead = LEAD_ID.test(id) ? await store.get(id) : null;
    if (!lead) {
      metrics.ownerAction("leads_screen", "retry", "not-found");
      res.status(404).json({ status: "not-found" });
      return;
    }
    const deliveries = await store.retry(id);
    log({ event: "admin_leads.retry", leadId: id, deliveries });
    metrics.ownerAction("leads_screen", "retry", deliveries === 0 ? "nothing-to-retry" : "retrying");
    if (deliveries === 0) {
      res.status(409).json({ status: "nothing-to-retry" });
      return;
    }
    notifyDeliveries();
    res.json({ status: "retrying", deliveries });
  });

  router.all("/{*rest}", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  // A bad query is the caller's: 400 with what is wrong. A body too large: the parser's status.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof BadQuery) {
      res.status(400).json({ error: error.message });
      return;
    }
    const status = (error as { status?: number }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.status(status).json({ error: "Unreadable request" });
      return;
    }
    log({ event: "admin_leads.error", error: String((error as Error)?.message ?? error) });
    res.status(500).json({ error: "The leads API failed" });
  });
  return router;
}
