import { Router } from "express";
import type { Cluster } from "../../cluster/index.ts";
import type { Logger } from "../../core/log.ts";
import { type DeliveryEnv, sendTestTexts, smsState } from "../delivery/index.ts";
import { onlyCall, parsed } from "./query.ts";

/**
 * `/api/admin/leads/sms…`: the owner's texts on WordPress's settings screen (issue 42,
 * docs/decisions/049-sms-destination.md), behind the leads API's signature and limits (api.ts).
 * `GET /sms` is where they stand; `POST /sms/test` texts each number, as `npm run leads -- test-sms`.
 * Neither needs the lead store: they answer while it is away.
 */

/** One test text per this many seconds for the whole site: each costs money, and an editor may press twice. */
export const SMS_TEST_EVERY_SECONDS = 30;

export interface SmsAdminOptions {
  /** The site's settings, of which the sms module reads its own. */
  env: DeliveryEnv;
  /** The business's name, which the test text starts with. */
  siteName: string;
  cluster: Cluster;
  log: Logger;
}

export function createSmsAdminRouter({ env, siteName, cluster, log }: SmsAdminOptions): Router {
  const router = Router();
  // Keyed by nothing but the site: the instances count together, whoever presses.
  const tests = cluster.limiter("admin-sms-test", 1, SMS_TEST_EVERY_SECONDS);

  // GET /api/admin/leads/sms – on or off, the numbers texted, the sender, the quiet hours
  router.get("/", (req, res) => {
    parsed(onlyCall, req.query);
    res.json({ ...smsState(env), testEverySeconds: SMS_TEST_EVERY_SECONDS });
  });

  // POST /api/admin/leads/sms/test – a test text to each number, each one's answer
  router.post("/test", async (req, res) => {
    parsed(onlyCall, req.query);
    const state = smsState(env);
    if (!state.on) {
      res.status(409).json({
        error: `Texts are off: set ${state.settings} on the website to have each lead texted to you.`,
      });
      return;
    }
    const decision = await tests.hit("site");
    if (!decision.allowed) {
      log({ event: "admin_leads.sms_test_refused", retryAfterSeconds: decision.retryAfterSeconds });
      res.set("Retry-After", String(decision.retryAfterSeconds));
      res.status(429).json({
        error: `A test text was sent less than ${SMS_TEST_EVERY_SECONDS} seconds ago: try again in ${decision.retryAfterSeconds} seconds.`,
      });
      return;
    }
    const results = (await sendTestTexts(env, siteName)) ?? [];
    const sent = results.filter((result) => result.sent).length;
    log({ event: "admin_leads.sms_test", sent, notSent: results.length - sent });
    res.json({ sent: sent === results.length, results });
  });

  return router;
}
