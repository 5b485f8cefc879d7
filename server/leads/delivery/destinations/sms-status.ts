import express, { type Request, type Response, Router } from "express";
import type { Cluster } from "../../../cluster/index.ts";
import type { Env } from "../../../core/env.ts";
import type { Logger } from "../../../core/log.ts";
import type { DeliveryReceipts, LeadReader, ReceiptStatus } from "../../store/index.ts";
import { createMailTransport, leadEmail } from "../email.ts";
import { TWILIO_SIGNATURE_HEADER, TWILIO_STATUS_PATH, validTwilioSignature } from "./sms.ts";

/**
 * Twilio's status callbacks for the owner's texts (docs/decisions/049-sms-destination.md): each
 * is checked against X-Twilio-Signature (a forged one gets 403); a final one is recorded against its
 * delivery in the store (its status, error code and time: the owner's pages show it) and logged
 * (`lead_sms.status`), and a text Twilio could not hand over (`failed`, `undelivered`) sends the lead
 * to the owner by e-mail instead, once per delivery across the instances. Never a 5xx: Twilio would
 * only call again.
 */

/** A callback's form is a few hundred bytes; more is not Twilio's. */
export const STATUS_BODY_LIMIT = "16kb";
/** How long a delivery's fallback e-mail is remembered as sent (Twilio calls back within hours). */
const FALLBACK_ONCE_SECONDS = 7 * 24 * 3_600;
/** The statuses a callback reports that are final: the text reached the phone, or never will. */
const FINAL = new Set<string>(["delivered", "failed", "undelivered"] satisfies ReceiptStatus[]);
const ID = /^[A-Za-z0-9_-]{1,100}$/;

export interface TwilioStatusOptions {
  env: Pick<
    Env,
    "SITE_URL" | "TWILIO_AUTH_TOKEN" | "SMTP_URL" | "NOTIFY_EMAIL" | "WORDPRESS_URL" | "LEADS_COMMAND"
  >;
  /** Absent when the store could not be opened: the callback is still checked and logged. */
  store?: LeadReader & Pick<DeliveryReceipts, "recordReceipt">;
  cluster: Pick<Cluster, "firstSighting">;
  log: Logger;
}

export function createTwilioStatusRouter({ env, store, cluster, log }: TwilioStatusOptions): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: STATUS_BODY_LIMIT, parameterLimit: 100 });

  const fallbackEmail = async (leadId: string, deliveryId: string, status: string) => {
    if (!env.SMTP_URL || !env.NOTIFY_EMAIL) return "no-email";
    if (!(await cluster.firstSighting(`sms-fallback:${deliveryId}`, FALLBACK_ONCE_SECONDS)))
      return "sent-before";
    const detail = await store?.get(leadId);
    if (!detail) return "no-lead";
    const message = leadEmail(detail.lead, detail.linked, env.WORDPRESS_URL, env.LEADS_COMMAND);
    const transport = createMailTransport(env.SMTP_URL);
    try {
      await transport.sendMail({
        from: env.NOTIFY_EMAIL,
        to: env.NOTIFY_EMAIL,
        ...message,
        subject: `Text not delivered (${status}): ${message.subject}`,
      });
    } finally {
      transport.close();
    }
    return "sent";
  };

  router.post(TWILIO_STATUS_PATH, (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    if (!env.TWILIO_AUTH_TOKEN) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    form(req, res, (error?: unknown) => {
      if (error) {
        res.status(400).type("text/plain").send("Bad request");
        return;
      }
      void answer(req, res).catch((failure: Error) => {
        log({ event: "lead_sms.status_error", error: failure.message });
        if (!res.headersSent) res.status(204).end();
      });
    });
  });

  async function answer(req: Request, res: Response) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const params = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const url = `${env.SITE_URL}${req.originalUrl}`;
    if (!validTwilioSignature(env.TWILIO_AUTH_TOKEN!, url, params, req.get(TWILIO_SIGNATURE_HEADER))) {
      log({ event: "lead_sms.status_refused", reason: "signature" });
      res.status(403).type("text/plain").send("Forbidden");
      return;
    }
    const deliveryId = typeof req.query.delivery === "string" ? req.query.delivery : "";
    const leadId = typeof req.query.lead === "string" ? req.query.lead : "";
    const status = (params.MessageStatus ?? params.SmsStatus ?? "").slice(0, 40);
    if (!ID.test(deliveryId) || !ID.test(leadId) || !status) {
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    if (!FINAL.has(status)) {
      res.status(204).end();
      return;
    }
    const errorCode = params.ErrorCode ? params.ErrorCode.slice(0, 10) : undefined;
    const failed = status === "failed" || status === "undelivered";
    const fallback = failed
      ? await fallbackEmail(leadId, deliveryId, status).catch(
          (error: Error) => `email-failed: ${error.message.slice(0, 200)}`,
        )
      : undefined;
    // Recorded after the fallback e-mail, so the owner's page says whether the lead went by e-mail.
    const emailed = fallback === "sent" || fallback === "sent-before";
    const recorded = store
      ? await store
          .recordReceipt({ deliveryId, leadId, status: status as ReceiptStatus, errorCode, emailed })
          .then((found) => (found ? "yes" : "no-delivery"))
          .catch((error: Error) => `failed: ${error.message.slice(0, 200)}`)
      : "no-store";
    log({
      event: "lead_sms.status",
      deliveryId,
      leadId,
      status,
      messageSid: (params.MessageSid ?? "").slice(0, 64),
      errorCode: errorCode ? Number(errorCode) || errorCode : undefined,
      recorded,
      ...(fallback ? { fallback } : {}),
    });
    res.status(204).end();
  }

  return router;
}
