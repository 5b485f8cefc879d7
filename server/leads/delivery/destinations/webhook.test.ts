import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeLeadService, startFakeLeadService } from "../../../../tests/fakes/lead-service.ts";
import { leadRecord } from "../../../../tests/support/lead-records.ts";
import type { Lead } from "../../store/index.ts";
import { sendWebhook, webhookBody, webhookSignature } from "./webhook.ts";

let service: FakeLeadService;
beforeEach(async () => {
  service = await startFakeLeadService();
});
afterEach(() => service.close());

const lead = (id: string, payload: Record<string, unknown>): Lead =>
  leadRecord({
    id,
    createdAt: new Date("2026-11-21T15:00:00.000Z"),
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "wp-forms-quote",
    payload,
    email: "jo@example.com",
    name: "Jo",
  });

const send = (timeoutMs?: number) =>
  sendWebhook({
    url: service.url,
    secret: "s3cret",
    deliveryId: "d-1",
    leadId: "l-1",
    body: webhookBody(lead("l-1", { name: "Jo" })),
    timeoutMs,
  });

describe("webhook delivery", () => {
  it("posts the lead as signed JSON that the lead service can verify", async () => {
    expect(await send()).toEqual({ outcome: "delivered", statusCode: 200, error: null });
    const [request] = service.requests;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["idempotency-key"]).toBe("d-1");
    expect(request.headers["x-lead-id"]).toBe("l-1");
    const timestamp = String(request.headers["x-signature-timestamp"]);
    expect(request.headers["x-signature-256"]).toBe(webhookSignature("s3cret", timestamp, request.body));
    expect(request.json).toEqual({ name: "Jo", lead_id: "l-1", received_at: "2026-11-21T15:00:00.000Z" });
  });

  it("retries 408, 429, 5xx and a dropped connection, and gives up at once on another 4xx", async () => {
    for (const status of [408, 429, 500, 503]) {
      service.queue({ kind: "status", status });
      expect(await send()).toMatchObject({ outcome: "retry", statusCode: status });
    }
    service.queue({ kind: "drop" });
    expect(await send()).toMatchObject({ outcome: "retry", statusCode: null });
    service.queue({ kind: "status", status: 400 });
    expect(await send()).toMatchObject({ outcome: "dead", statusCode: 400 });
  });

  it("counts a lead service slower than the timeout as a failure to retry", async () => {
    service.queue({ kind: "slow", delayMs: 1_000 });
    expect(await send(100)).toEqual({
      outcome: "retry",
      statusCode: null,
      error: "request failed: timed out",
    });
  });

  it("sends a quote follow-up's payload over the primary's, under the primary's lead id", () => {
    const primary = lead("p", { name: "Jo", message: "patio" });
    const followUp = lead("f", { message: "patio 20x30", tags: ["Website Lead"] });
    expect(JSON.parse(webhookBody(primary, [followUp]))).toEqual({
      name: "Jo",
      message: "patio 20x30",
      tags: ["Website Lead"],
      lead_id: "p",
      received_at: "2026-11-21T15:00:00.000Z",
    });
  });
});
