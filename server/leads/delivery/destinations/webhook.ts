import { createHmac } from "node:crypto";
import type { Lead } from "../../store/index.ts";
import { leadDeliveryPayload } from "../lead-payload.ts";
import type { AttemptResult } from "../outcome.ts";
import type { DestinationModule } from "./types.ts";

/** One attempt may take this long before it counts as a timeout (retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const SIGNATURE_HEADER = "X-Signature-256";
export const TIMESTAMP_HEADER = "X-Signature-Timestamp";

export function webhookBody(lead: Lead, linked: readonly Lead[] = []): string {
  return JSON.stringify({
    ...leadDeliveryPayload(lead, linked),
    lead_id: lead.id,
    received_at: lead.createdAt.toISOString(),
  });
}

/** `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>`: the timestamp is signed so a replay can be refused. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export interface WebhookRequest {
  url: string;
  secret?: string;
  deliveryId: string;
  leadId: string;
  body: string;
  timeoutMs?: number;
  now?: Date;
}

export function classifyWebhookStatus(status: number): AttemptResult["outcome"] {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 408 || status === 429 || status >= 500) return "retry";
  return "dead";
}

export async function sendWebhook(request: WebhookRequest): Promise<AttemptResult> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    // The same on every attempt, so the lead service can drop a repeat of one it already has.
    "Idempotency-Key": request.deliveryId,
    "X-Lead-Id": request.leadId,
  };
  if (request.secret) {
    const timestamp = String(Math.floor((request.now ?? new Date()).getTime() / 1000));
    headers[TIMESTAMP_HEADER] = timestamp;
    headers[SIGNATURE_HEADER] = webhookSignature(request.secret, timestamp, request.body);
  }
  try {
    const response = await fetch(request.url, {
      method: "POST",
      headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      redirect: "error",
    });
    const outcome = classifyWebhookStatus(response.status);
    const text = outcome === "delivered" ? "" : await response.text().catch(() => "");
    return {
      outcome,
      statusCode: response.status,
      error: outcome === "delivered" ? null : `HTTP ${response.status}${text ? `: ${text}` : ""}`,
    };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string } };
    const reason =
      err.name === "TimeoutError" ? "timed out" : (err.cause?.code ?? err.message ?? "network error");
    return { outcome: "retry", statusCode: null, error: `request failed: ${reason}` };
  }
}

/** The lead service: a signed POST of each lead to LEAD_WEBHOOK_URL (decision 005). */
export const webhook: DestinationModule<"webhook"> = {
  id: "webhook",
  words: {
    label: "Lead service",
    inSentence: "the lead service",
    settledTo: "the lead service",
    setting: "LEAD_WEBHOOK_URL",
    settingIsPlural: false,
    missing: "lead service address (LEAD_WEBHOOK_URL)",
    notSetNotice:
      "The website has no address for the lead service (LEAD_WEBHOOK_URL is empty in its settings): leads wait, kept, until it is set.",
    notConfigured: "LEAD_WEBHOOK_URL is not set",
    csvColumn: "webhook_status",
    deadReason({ refused, unanswered, lasted, answer }) {
      if (refused) return `The lead service refused it (${answer}).`;
      if (unanswered) return `The lead service did not answer for ${lasted} (the last try: ${answer}).`;
      return `The lead service answered with an error for ${lasted} (the last: ${answer}).`;
    },
  },
  waitsForFollowUp: true,
  configured: (env) => Boolean(env.LEAD_WEBHOOK_URL),
  open(env, { timeoutMs }) {
    const url = env.LEAD_WEBHOOK_URL;
    return {
      send({ delivery, lead, linked }) {
        if (!url)
          return Promise.resolve({ outcome: "retry", statusCode: null, error: webhook.words.notConfigured });
        return sendWebhook({
          url,
          secret: env.LEAD_WEBHOOK_SECRET,
          deliveryId: delivery.id,
          leadId: lead.id,
          body: webhookBody(lead, linked),
          timeoutMs: timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        });
      },
      close() {},
    };
  },
  classify: classifyWebhookStatus,
};
