import { BOOKING_FORM_FIELDS } from "@shared/booking/form.ts";
import { windowLabel } from "@shared/booking/windows.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { verifyFeedToken, visitInvitation, visitsFeed } from "../../calendar/index.ts";
import { networkOf } from "../../core/client-address.ts";
import type { Logger } from "../../core/log.ts";
import type { EstimateVisits, StoreKeys, Visit } from "../store/index.ts";
import { bookingAnswers, settingsFor } from "./book.ts";
import { calendarVisitOf, FEED_KEY_NAME } from "./calendar-visit.ts";
import { windowOfVisit } from "./lead-payload.ts";
import { bookingAgainPage, receivedPage, visitLinkPage, visitPage, type WindowChoice } from "./pages.tsx";
import type { BookingService } from "./service.ts";
import { VISIT_LINK_KEY_NAME, verifyVisitToken } from "./visit-link.ts";

/**
 * The booking's addresses (issue 41, docs/leads.md "Booking the on-site estimate"):
 * - `GET /api/bookings/windows` and `POST /api/bookings` (JSON or a plain form post);
 * - `/book/visit`, the visitor's page of their visit behind the signed link, and its two buttons;
 * - `/calendar/visits.ics`, the owner's signed feed of visits.
 * Whatever a client sends is answered with a 4xx, never a 5xx; a store that fails is a 503.
 */

export const BOOKING_BODY_LIMIT = "16kb";
const MAX_IDEMPOTENCY_KEY = 200;
const idempotencyKeyPattern = new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY}}$`);
/** How many visits the owner's feed carries: the coming ones and those of the last 60 days. */
const FEED_PAST_DAYS = 60;
const FEED_AHEAD_DAYS = 180;

export interface BookingRouterOptions {
  /** Absent when the store could not be opened: answered 503. */
  service?: BookingService;
  store?: EstimateVisits & Pick<StoreKeys, "storeKey">;
  site: () => Promise<SiteConfig>;
  /** The lead endpoints' limiter: a booking counts as a submission (router.ts). */
  limiter: { hit(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> };
  visitsPerWindow?: number;
  siteUrl: string;
  /** Whether visitors are e-mailed (SMTP configured): the visit's page says so only then. */
  mailsVisitors?: boolean;
  /** NOTIFY_EMAIL, the invitation's organiser; the site's e-mail otherwise. */
  businessEmail?: string;
  log: Logger;
  now?: () => number;
}

const jsonTypes = (type: string) => type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
const formType = "application/x-www-form-urlencoded";
const mediaType = (req: { headers: { "content-type"?: string } }) =>
  (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

export function createBookingRouter(options: BookingRouterOptions): Router {
  const { service, store, log } = options;
  const now = options.now ?? Date.now;
  const router = Router();
  const parseJson = express.json({ limit: BOOKING_BODY_LIMIT, type: (req) => jsonTypes(mediaType(req)) });
  const parseForm = express.urlencoded({
    limit: BOOKING_BODY_LIMIT,
    extended: false,
    parameterLimit: 40,
    type: (req) => mediaType(req) === formType,
  });
  const parseToken = express.urlencoded({ limit: "2kb", extended: false, parameterLimit: 5 });
  const isForm = (req: Request) => mediaType(req) === formType;

  router.use(["/api/bookings", "/book/visit", "/calendar"], (_req, res, next) => {
    res.set({ "Cache-Control": "no-store" });
    next();
  });
  router.use(["/book/visit", "/calendar"], (_req, res, next) => {
    res.set({ "X-Robots-Tag": "noindex, nofollow" });
    next();
  });

  // GET /api/bookings/windows – the windows offered for the coming days, with the places left
  router.get("/api/bookings/windows", async (_req, res) => {
    if (!service)
      return void res.status(503).json({ success: false, message: "Booking is not available right now." });
    const offered = await service.windows();
    res.json({
      timeZone: offered.settings.timeZone,
      visitMinutes: offered.settings.visitMinutes,
      windows: offered.windows.map(({ start, end, timeZone, available }) => ({
        start,
        end,
        timeZone,
        available,
      })),
    });
  });

  // POST /api/bookings – book a window: 201, 409 with the nearest free windows, or 422 per field
  router.post(
    "/api/bookings",
    (req, res, next) => {
      const type = mediaType(req);
      if (jsonTypes(type) || type === formType) return next();
      res.status(415).json({
        success: false,
        message:
          "Send the booking as JSON (application/json) or as a form post (application/x-www-form-urlencoded).",
      });
    },
    parseJson,
    parseForm,
    async (req, res, next) => {
      const key = req.get("Idempotency-Key")?.trim();
      if (key !== undefined && !idempotencyKeyPattern.test(key)) {
        res.status(400).json({
          success: false,
          message: `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY} visible characters.`,
        });
        return;
      }
      const decision = await options.limiter.hit(networkOf(req.ip));
      if (decision.allowed) return next();
      res.set("Retry-After", String(decision.retryAfterSeconds));
      const message = "Too many submissions from your network. Please wait a minute, or call us.";
      if (isForm(req))
        return void res
          .status(429)
          .type("html")
          .send(await pageAgain(req, "Please wait a minute", message));
      res.status(429).json({ success: false, message });
    },
    async (req, res) => {
      const site = await options.site();
      if (!service) return void unavailable(req, res, site);
      const key = req.get("Idempotency-Key")?.trim();
      const answer = await service
        .book({
          body: req.body,
          format: isForm(req) ? "form" : "json",
          idempotencyKey: key || undefined,
          ip: req.ip,
          userAgent: req.get("User-Agent"),
          referer: req.get("Referer"),
        })
        .catch((error: unknown) => {
          log({
            event: "booking.store_failed",
            error: error instanceof Error ? error.message : String(error),
          });
          return null;
        });
      if (!answer) return void unavailable(req, res, site);
      if (answer.status === 202) {
        res.locals.leadId = answer.leadId;
        if (!isForm(req)) return void res.status(202).json(answer.body);
        return void res.status(202).type("html").send(receivedPage(site, answer.body.message));
      }
      if (answer.status === 200 || answer.status === 201) {
        res.locals.leadId = answer.leadId;
        if (!isForm(req)) return void res.status(answer.status).json(answer.body);
        // The visit's own page, behind its signed link: a reload or a back button books nothing again.
        const manage = new URL(answer.body.visit.manageUrl);
        if (!manage.searchParams.has("token"))
          return void res.status(200).type("html").send(receivedPage(site));
        manage.searchParams.set("booked", "1");
        return void res.redirect(303, `${manage.pathname}${manage.search}`);
      }
      if (!isForm(req)) return void res.status(answer.status).json(answer.body);
      let html = "";
      if (answer.status === 409)
        html = bookingAgainPage(site, {
          title: "That time was just taken",
          message: answer.body.message,
          values: answer.values,
          windows: answer.body.nearest.map(({ start, label }) => ({ start, label })),
        });
      else if (answer.status === 422)
        html = bookingAgainPage(site, {
          title: "Please check the form",
          message: answer.body.message,
          values: answer.values,
          fields: answer.body.fields,
          windows: await choicesNear(answer.values.start),
        });
      res.status(answer.status).type("html").send(html);
    },
  );

  /** The windows of the day asked (or the first free ones), as choices. */
  async function choicesNear(start: string | undefined): Promise<WindowChoice[]> {
    if (!service) return [];
    const { windows } = await service.windows();
    const free = windows.filter((w) => w.available > 0);
    const day = start ? /^\d{4}-\d{2}-\d{2}/.exec(start)?.[0] : undefined;
    const sameDay = day ? free.filter((w) => w.start.startsWith(day)) : [];
    return (sameDay.length > 0 ? sameDay : free.slice(0, 6)).map((w) => ({
      start: w.start,
      label: windowLabel(w),
    }));
  }

  async function pageAgain(req: Request, title: string, message: string) {
    const values = typeof req.body === "object" && req.body ? (req.body as Record<string, string>) : {};
    return bookingAgainPage(await options.site(), { title, message, values: pick(values) });
  }

  async function unavailable(req: Request, res: Response, site: SiteConfig) {
    const message = bookingAnswers.unavailable(site.phone);
    if (isForm(req))
      return void res
        .status(503)
        .type("html")
        .send(await pageAgain(req, "Please try again in a minute", message));
    res.status(503).json({ success: false, message });
  }

  /** The visit a link names, or the page that says why there is none (then sent); null when sent. */
  async function visitOf(
    res: Response,
    token: unknown,
  ): Promise<{ visit: Visit; site: SiteConfig; token: string } | null> {
    const site = await options.site();
    if (!store) {
      res.status(503).type("html").send(visitLinkPage(site, "unavailable"));
      return null;
    }
    const check = verifyVisitToken(await store.storeKey(VISIT_LINK_KEY_NAME), token, now());
    if (!check.ok) {
      log({ event: "booking.link_refused", reason: check.reason });
      res
        .status(check.reason === "expired" ? 410 : 403)
        .type("html")
        .send(visitLinkPage(site, check.reason));
      return null;
    }
    const visit = await store.getVisit(check.visitId);
    if (!visit) {
      res.status(404).type("html").send(visitLinkPage(site, "gone"));
      return null;
    }
    return { visit, site, token: token as string };
  }

  async function showVisit(
    res: Response,
    found: { visit: Visit; site: SiteConfig; token: string },
    extra: { justBooked?: boolean; notice?: string; status?: number },
  ) {
    const { visit, site, token } = found;
    const settings = settingsFor(site, options.visitsPerWindow);
    const past = visit.windowStart.getTime() <= now();
    const windows =
      visit.status === "booked" && !past && service
        ? (await service.windows()).windows
            .filter((w) => w.available > 0)
            .slice(0, 12)
            .map((w) => ({ start: w.start, label: windowLabel(w) }))
        : [];
    const facts = {
      label: windowLabel(windowOfVisit(visit)),
      address: `${visit.address}, ${visit.city}, ${site.address.region} ${visit.zip}`,
      visitMinutes: settings.visitMinutes,
      status: visit.status,
      past,
    };
    res
      .status(extra.status ?? 200)
      .type("html")
      .send(visitPage(site, { visit: facts, token, windows, ...extra }));
  }

  // GET /book/visit – the visitor's visit and its buttons; changes nothing
  router.get("/book/visit", async (req, res) => {
    const found = await visitOf(res, req.query.token);
    if (found) await showVisit(res, found, { justBooked: req.query.booked === "1" });
  });

  // GET /book/visit/calendar.ics – the visit as an invitation the visitor's calendar takes
  router.get("/book/visit/calendar.ics", async (req, res) => {
    const found = await visitOf(res, req.query.token);
    if (!found) return;
    const { visit, site } = found;
    res
      .status(200)
      .type("text/calendar; charset=utf-8")
      .set("Content-Disposition", 'attachment; filename="estimate-visit.ics"')
      .send(
        visitInvitation(calendarVisitOf(visit), {
          audience: "visitor",
          businessName: site.name,
          businessEmail: options.businessEmail ?? site.email,
          businessPhone: site.phone,
          siteUrl: options.siteUrl,
        }),
      );
  });

  // POST /book/visit/reschedule – move the visit to the chosen window, if it is still free
  router.post("/book/visit/reschedule", parseToken, async (req, res) => {
    const found = await visitOf(res, req.body?.token);
    if (!found || !service) return;
    const start = typeof req.body?.start === "string" ? req.body.start : "";
    const result = await service.reschedule(found.visit.id, start, "visitor");
    if (result.ok)
      return void (await showVisit(res, { ...found, visit: result.visit }, { notice: result.notice }));
    await showVisit(res, found, { notice: result.message, status: result.reason === "full" ? 409 : 422 });
  });

  // POST /book/visit/cancel – cancel the visit (once; pressing again changes nothing)
  router.post("/book/visit/cancel", parseToken, async (req, res) => {
    const found = await visitOf(res, req.body?.token);
    if (!found || !service) return;
    const result = await service.cancel(found.visit.id, "visitor");
    if (result.ok)
      return void (await showVisit(res, { ...found, visit: result.visit }, { notice: result.notice }));
    await showVisit(res, found, { notice: result.message, status: 422 });
  });

  // GET /calendar/visits.ics – the owner's private feed of visits, for their calendar to subscribe to
  router.get("/calendar/visits.ics", async (req, res) => {
    if (!store) return void res.status(503).type("text/plain").send("The visits cannot be read just now.");
    if (!verifyFeedToken(await store.storeKey(FEED_KEY_NAME), req.query.token)) {
      log({ event: "booking.feed_refused" });
      return void res.status(403).type("text/plain").send("This calendar address is not valid.");
    }
    const site = await options.site();
    const at = now();
    const visits = await store.visitsBetween(
      new Date(at - FEED_PAST_DAYS * 86_400_000),
      new Date(at + FEED_AHEAD_DAYS * 86_400_000),
      { includeCancelled: true },
    );
    res
      .status(200)
      .type("text/calendar; charset=utf-8")
      .send(
        visitsFeed(
          visits.map((visit) => calendarVisitOf(visit)),
          {
            businessName: site.name,
            siteUrl: options.siteUrl,
            now: new Date(at),
          },
        ),
      );
  });

  // Body-parser errors carry the status to answer; anything else is the store failing (a 503).
  router.use(async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    // Only this router's addresses: an error from a step before it passes on to its own handler.
    const ours =
      req.path.startsWith("/api/bookings") ||
      req.path.startsWith("/book/visit") ||
      req.path.startsWith("/calendar/");
    if (res.headersSent || !ours) return next(error);
    const { type, status } = (error ?? {}) as { type?: string; status?: number };
    const json = !req.path.startsWith("/book/") || req.path.endsWith(".ics");
    if (type === "entity.too.large" || type === "parameters.too.many")
      return void res
        .status(413)
        .json({ success: false, message: "Your booking is too large. Please shorten it, or call us." });
    if (type === "entity.parse.failed")
      return void res.status(400).json({ success: false, message: "The request body is not valid JSON." });
    if (typeof status === "number" && status >= 400 && status < 500)
      return void res
        .status(status)
        .json({ success: false, message: "The request could not be read. Please try again." });
    log({ event: "booking.store_failed", path: req.path, error: String((error as Error)?.message ?? error) });
    const site = await options.site();
    if (json)
      return void res.status(503).json({ success: false, message: bookingAnswers.unavailable(site.phone) });
    res.status(503).type("html").send(visitLinkPage(site, "unavailable"));
  });

  return router;
}

function pick(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    BOOKING_FORM_FIELDS.flatMap((key) =>
      typeof values[key] === "string" ? [[key, (values[key] as string).slice(0, 2000)]] : [],
    ),
  );
}
