import { createHmac } from "node:crypto";
import type { Lead } from "../store/index.ts";
import type { AttemptResult } from "./outcome.ts";

/** One attempt may take this long before it counts as a timeout (retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const SIGNATURE_HEADER = "X-Signature-256";
export const TIMESTAMP_HEADER = "X-Signature-Timestamp";

/**
 * What the business is sent for a lead. A quote primary with a linked follow-up sends the newest
 * follow-up's payload (tags, labels, utm_params…) over its own, so the business is told once.
 */
export function leadDeliveryPayload(lead: Lead, linked: readonly Lead[] = []): Record<string, unknown> {
  // Only the quote page's follow-up is sent through its primary; a two-step form's step 2 has its own delivery.
  const followUp = lead.endpoint === "wp-forms-quote" ? linked[0] : undefined;
  return followUp ? { ...lead.payload, ...followUp.payload } : { ...lead.payload };
}

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
