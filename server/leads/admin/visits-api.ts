import { windowLabel } from "@shared/booking/windows.ts";
import { dateText, isoWithOffset, zonedDate, zonedToUtc } from "@shared/booking/zone.ts";
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { calendarAddress, feedUrl, signFeedToken } from "../../calendar/index.ts";
import type { Logger } from "../../core/log.ts";
import {
  type BookingService,
  type ChosenCalendar,
  FEED_KEY_NAME,
  OWNER_CALENDAR_SETTING,
  windowOfVisit,
} from "../booking/index.ts";
import { BUSINESS_TIME_ZONE } from "../present/index.ts";
import type { LeadStore, Visit } from "../store/index.ts";
import { callParam, onlyCall, parsed } from "./query.ts";

/**
 * `/api/admin/leads/visits…`: the free on-site estimates on WordPress's Leads screen and dashboard
 * (issue 41, docs/decisions/050), behind the leads API's signature, limits and body bound (api.ts).
 * The owner sees the coming visits and the free windows, and moves or cancels a visit through the
 * booking service, as the owner: the service stores the change as a linked lead and e-mails the
 * visitor. `GET /visits/feed-url` is the calendar feed's signed address (`npm run leads -- calendar-url`).
 */

/** Days the list looks ahead by default, and at most. */
export const VISITS_DAYS = { default: 14, max: 60 } as const;
/** Free windows offered for a move, at most. */
export const MOVE_WINDOWS_MAX = 40;
const VISIT_ID = /^[A-Za-z0-9_-]{1,100}$/;

const listQuery = z.object({
  days: z
    .string({ message: "days must be given once" })
    .regex(/^\d{1,3}$/, `days must be a whole number from 1 to ${VISITS_DAYS.max}`)
    .transform(Number)
    .refine(
      (days) => days >= 1 && days <= VISITS_DAYS.max,
      `days must be a whole number from 1 to ${VISITS_DAYS.max}`,
    )
    .optional(),
  call: callParam,
});

export interface VisitsAdminOptions {
  store: LeadStore;
  bookings: BookingService;
  /** The owner's calendar the booking reads (calendar-choice.ts); absent in tests of the visits alone. */
  calendar?: Pick<ChosenCalendar, "source" | "health" | "forget">;
  /** SITE_URL: the feed's address starts with it. */
  siteUrl: string;
  log: Logger;
  now?: () => number;
}

/** A visit as the Leads screen shows it: its window in the business's words and the visitor's details. */
export function visitView(visit: Visit) {
  const window = windowOfVisit(visit);
  return {
    id: visit.id,
    leadId: visit.leadId,
    start: isoWithOffset(visit.windowStart.getTime(), visit.timeZone),
    end: isoWithOffset(visit.windowEnd.getTime(), visit.timeZone),
    label: windowLabel(window),
    status: visit.status,
    name: visit.name,
    phone: visit.phone ?? "",
    email: visit.email ?? "",
    address: visit.address,
    city: visit.city,
    zip: visit.zip,
    flagged: visit.flagged,
    cancelledBy: visit.cancelledBy,
  };
}

/** Midnight of today in the business's zone: today's visits are listed all day. */
function startOfToday(now: number): number {
  const today = zonedDate(now, BUSINESS_TIME_ZONE);
  return zonedToUtc({ ...today, hour: 0, minute: 0 }, BUSINESS_TIME_ZONE);
}

/** The JSON body's `url` ("" for none), or null; at most 2,000 characters. */
function calendarUrlOf(body: unknown): string | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  try {
    const url = (JSON.parse(body.toString("utf8")) as { url?: unknown } | null)?.url;
    return typeof url === "string" && url.length <= 2000 ? url.trim() : null;
  } catch {
    return null;
  }
}

/** The JSON body's `start`, or null. The body is the raw bytes api.ts read (at most its limit). */
function startOf(body: unknown): string | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  try {
    const read: unknown = JSON.parse(body.toString("utf8"));
    const start = (read as { start?: unknown } | null)?.start;
    return typeof start === "string" && start.length <= 40 ? start : null;
  } catch {
    return null;
  }
}

const STATUS_OF = { "not-found": 404, full: 409, past: 422, "not-offered": 422, cancelled: 422 } as const;

export function createVisitsAdminRouter({
  store,
  bookings,
  calendar,
  siteUrl,
  log,
  now = Date.now,
}: VisitsAdminOptions): Router {
  const router = Router();

  // GET /api/admin/leads/visits?days=N – today's and the coming visits, and the free windows
  router.get("/", async (req, res) => {
    const query = parsed(listQuery, req.query);
    const at = now();
    const days = query.days ?? VISITS_DAYS.default;
    const [visits, offered] = await Promise.all([
      store.visitsBetween(new Date(startOfToday(at)), new Date(at + days * 86_400_000), {
        includeCancelled: true,
      }),
      bookings.windows(),
    ]);
    res.json({
      days,
      today: dateText(zonedDate(at, BUSINESS_TIME_ZONE)),
      visits: visits.map(visitView),
      windows: offered.windows
        .filter((window) => window.available > 0)
        .slice(0, MOVE_WINDOWS_MAX)
        .map((window) => ({ start: window.start, label: windowLabel(window), available: window.available })),
    });
  });

  // GET /api/admin/leads/visits/feed-url – the owner's calendar subscribes to it
  router.get("/feed-url", async (req, res) => {
    parsed(onlyCall, req.query);
    res.json({ feedUrl: feedUrl(siteUrl, signFeedToken(await store.storeKey(FEED_KEY_NAME))) });
  });

  // GET /api/admin/leads/visits/calendar – where the owner's calendar is read from, and how it reads
  router.get("/calendar", async (req, res) => {
    parsed(onlyCall, req.query);
    const health = calendar?.health();
    res.json({
      ...((await calendar?.source()) ?? { source: "none", host: null }),
      lastReadOk: health?.lastReadOk ? new Date(health.lastReadOk).toISOString() : null,
      failingSince: health?.failingSince ? new Date(health.failingSince).toISOString() : null,
    });
  });

  // POST /api/admin/leads/visits/calendar {url} – the owner's private calendar address, or "" for none
  router.post("/calendar", async (req, res) => {
    parsed(onlyCall, req.query);
    const url = calendarUrlOf(req.body);
    if (url === null) {
      res
        .status(400)
        .json({ error: 'The body must be JSON such as {"url": "https://calendar.google.com/…/basic.ics"}.' });
      return;
    }
    if ((await calendar?.source())?.source === "server") {
      res.status(409).json({
        error: "The website's OWNER_CALENDAR_URL setting names the calendar; it wins over this one.",
      });
      return;
    }
    const address = url === "" ? null : calendarAddress(url);
    if (address !== null && !(address instanceof URL)) {
      res.status(422).json({
        error: "That is not a calendar's address: copy the one that starts with https:// or webcal://.",
      });
      return;
    }
    await store.writeSetting(OWNER_CALENDAR_SETTING, address ? address.href : "");
    calendar?.forget();
    log({ event: "admin_leads.owner_calendar", host: address?.host ?? null });
    res.json({ host: address?.host ?? null });
  });

  /** The visit of the path, or a 404 or 422 answered. */
  async function visitOf(req: Request, res: Response): Promise<Visit | null> {
    parsed(onlyCall, req.query);
    const id = String(req.params.id);
    const visit = VISIT_ID.test(id) ? await store.getVisit(id) : undefined;
    if (!visit) {
      res.status(404).json({ error: "There is no such visit." });
      return null;
    }
    if (visit.status === "cancelled") {
      res.status(422).json({ error: "This visit is cancelled already." });
      return null;
    }
    return visit;
  }

  // POST /api/admin/leads/visits/{id}/cancel – the owner calls the visit off; the visitor is e-mailed
  router.post("/:id/cancel", async (req, res) => {
    const visit = await visitOf(req, res);
    if (!visit) return;
    const answer = await bookings.cancel(visit.id, "owner");
    log({ event: "admin_leads.visit_cancel", visitId: visit.id, ok: answer.ok });
    if (!answer.ok) {
      res.status(STATUS_OF[answer.reason]).json({ error: answer.message });
      return;
    }
    res.json({ visit: visitView(answer.visit) });
  });

  // POST /api/admin/leads/visits/{id}/move {start} – the owner moves the visit to a free window
  router.post("/:id/move", async (req, res) => {
    const visit = await visitOf(req, res);
    if (!visit) return;
    const start = startOf(req.body);
    if (!start) {
      res
        .status(400)
        .json({ error: 'The body must be JSON such as {"start": "2026-12-08T08:00:00-06:00"}.' });
      return;
    }
    const answer = await bookings.reschedule(visit.id, start, "owner");
    log({ event: "admin_leads.visit_move", visitId: visit.id, ok: answer.ok });
    if (!answer.ok) {
      res.status(STATUS_OF[answer.reason]).json({ error: answer.message });
      return;
    }
    res.json({ visit: visitView(answer.visit) });
  });

  return router;
}
