import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Identity } from "../../core/live-identity.ts";
import type { Logger } from "../../core/log.ts";
import { type Metrics, noMetrics } from "../../metrics/index.ts";
import type { OwnerDesk } from "../store/index.ts";
import type { OwnerLinkPurpose } from "./link-token.ts";
import { OWNER_LINK_PATHS, type OwnerLinks, RETIRED_SPAM_LINK_PATH } from "./links.ts";
import {
  expiredLinkPage,
  goneLeadPage,
  invalidLinkPage,
  notDeadPage,
  notHeldPage,
  type OwnerPage,
  releaseConfirmPage,
  releasedPage,
  retiredSpamLinkPage,
  retriedPage,
  retryConfirmPage,
  unavailablePage,
  unmarkedPage,
} from "./pages.tsx";

/**
 * `/leads/release` and `/leads/retry` (and the retired `/leads/spam`): the pages behind the owner's e-mail links
 * (decisions 017 and 020).
 * GET shows the lead and a button; only the button's POST acts, with the token as its capability
 * (no cookie, no session: a forged form from another site would need the token it is meant to
 * guess). Pages are noindex and never stored by a cache.
 */

export interface OwnerLinkRouterOptions {
  store?: OwnerDesk;
  links: OwnerLinks;
  identity: Identity;
  log: Logger;
  /** Wakes the delivery worker after a release or a retry. */
  notifyDeliveries?: () => void;
  /** Counts each action (a POST), by outcome. */
  metrics?: Pick<Metrics, "ownerAction">;
  /** LEADS_COMMAND: the command line the pages name, as the owner runs it where the site runs. */
  leadsCommand?: string;
}

/** A form with one token: anything larger is not the page's. */
const BODY_LIMIT = "2kb";

export function createOwnerLinkRouter({
  store,
  links,
  identity,
  log,
  notifyDeliveries = () => {},
  metrics = noMetrics,
  leadsCommand,
}: OwnerLinkRouterOptions): Router {
  const router = Router();
  const parseForm = express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 5 });

  async function send(res: Response, page: OwnerPage) {
    res.status(page.status).type("html").send(page.html);
  }

  /** The lead a link names, or the page that says why there is none; null when the page was sent. */
  async function leadOf(req: Request, res: Response, token: unknown, purpose: OwnerLinkPurpose) {
    const site = await identity.resolve();
    if (!store) {
      await send(res, unavailablePage(site));
      return null;
    }
    const check = await links.verify(token, purpose);
    if (!check.ok) {
      log({ event: "owner_link.refused", purpose, reason: check.reason, method: req.method });
      if (req.method === "POST") metrics.ownerAction("email_link", purpose, `${check.reason}-link`);
      await send(
        res,
        check.reason === "expired"
          ? expiredLinkPage(site, check.leadId, purpose, leadsCommand)
          : invalidLinkPage(site, leadsCommand),
      );
      return null;
    }
    const detail = await store.get(check.leadId);
    if (!detail) {
      await send(res, goneLeadPage(site));
      return null;
    }
    return { site, store, detail, lead: detail.lead, token: token as string, expiresAt: check.expiresAt };
  }

  router.use([...Object.values(OWNER_LINK_PATHS), RETIRED_SPAM_LINK_PATH], (_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    next();
  });

  // GET /leads/release – show a held lead and a "Deliver this lead" button; changes nothing
  router.get(OWNER_LINK_PATHS.release, async (req, res) => {
    const found = await leadOf(req, res, req.query.token, "release");
    if (!found) return;
    const { site, lead, token } = found;
    await send(res, lead.spam ? releaseConfirmPage(site, lead, token) : notHeldPage(site, lead, token));
  });

  // POST /leads/release – deliver the held lead once (as `npm run leads -- release ID`)
  router.post(OWNER_LINK_PATHS.release, parseForm, async (req, res) => {
    const found = await leadOf(req, res, req.body?.token, "release");
    if (!found) return;
    const { site, store, lead } = found;
    const result = await store.release(lead.id);
    log({ event: "owner_link.release", leadId: lead.id, status: result.status });
    metrics.ownerAction("email_link", "release", result.status);
    if (result.status === "released") {
      notifyDeliveries();
      await send(res, releasedPage(site, lead, result.leadIds.length));
    } else if (result.status === "unmarked") {
      await send(res, unmarkedPage(site, lead));
    } else if (result.status === "not-found") {
      await send(res, goneLeadPage(site));
    } else {
      const now = (await store.get(lead.id))?.lead ?? lead;
      await send(res, notHeldPage(site, now, null));
    }
  });

  // GET /leads/retry – show a lead whose delivery died, what went wrong, and a "Send it again" button
  router.get(OWNER_LINK_PATHS.retry, async (req, res) => {
    const found = await leadOf(req, res, req.query.token, "retry");
    if (!found) return;
    const { site, detail, token } = found;
    const dead = detail.deliveries.some((delivery) => delivery.status === "dead");
    await send(res, dead ? retryConfirmPage(site, detail, token) : notDeadPage(site, detail));
  });

  // POST /leads/retry – its dead deliveries back in line once (as `npm run leads -- retry ID`)
  router.post(OWNER_LINK_PATHS.retry, parseForm, async (req, res) => {
    const found = await leadOf(req, res, req.body?.token, "retry");
    if (!found) return;
    const { site, store, lead } = found;
    const deliveries = await store.retry(lead.id);
    log({ event: "owner_link.retry", leadId: lead.id, deliveries });
    metrics.ownerAction("email_link", "retry", deliveries > 0 ? "retrying" : "nothing-to-retry");
    if (deliveries > 0) {
      notifyDeliveries();
      await send(res, retriedPage(site, lead));
      return;
    }
    const now = await store.get(lead.id);
    await send(res, now ? notDeadPage(site, now) : goneLeadPage(site));
  });

  // GET or POST /leads/spam – the retired "This is spam" link: says where to mark spam; reads no token
  router.all(RETIRED_SPAM_LINK_PATH, async (req, res) => {
    log({ event: "owner_link.retired", path: RETIRED_SPAM_LINK_PATH, method: req.method });
    await send(res, retiredSpamLinkPage(await identity.resolve(), leadsCommand));
  });

  router.all(Object.values(OWNER_LINK_PATHS), (_req, res) => {
    res.set("Allow", "GET, POST").status(405).type("text").send("Open the link from the e-mail.");
  });

  // A body too large or unreadable is the sender's: the link's own "not valid" page, never a 5xx.
  router.use(async (error: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent || !(error.status && error.status < 500)) return next(error);
    await send(res, invalidLinkPage(await identity.resolve()));
  });
  return router;
}
