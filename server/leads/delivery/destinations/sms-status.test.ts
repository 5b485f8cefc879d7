import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../../tests/fakes/smtp.ts";
import { FAKE_AUTH_TOKEN, postStatusCallback } from "../../../../tests/fakes/twilio.ts";
import { createMemoryCluster } from "../../../cluster/index.ts";
import { openLeadStore } from "../../store/index.ts";
import type { LeadStore } from "../../store/types.ts";
import { receiptWords } from "../owner-wording.ts";
import { createTwilioStatusRouter } from "./sms-status.ts";

const folder = mkdtempSync(join(tmpdir(), "lead-sms-status-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let store: LeadStore;
let smtp: FakeSmtp;
let server: Server;
let base: string;
let run = 0;
const logs: Record<string, unknown>[] = [];

beforeEach(async () => {
  run += 1;
  logs.length = 0;
  smtp = await startFakeSmtp();
  store = await openLeadStore(`file:${join(folder, `run-${run}`, "site.db")}`);
  const app = express();
  // The site's address as Twilio was given it: the port is the test's, so it is set once listening.
  const env = {
    SITE_URL: "",
    TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "office@example.com",
    LEADS_COMMAND: "npm run leads --",
  };
  app.use(createTwilioStatusRouter({ env, store, cluster: createMemoryCluster(), log: (e) => logs.push(e) }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.SITE_URL = base;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await store.close();
  await smtp.close();
});

async function storedLead() {
  const { lead } = await store.submit({
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "quote",
    payload: { name: "Tina Texted", phone: "515-555-0177", serviceType: "patios" },
    email: null,
    name: "Tina Texted",
    response: { success: true },
    destinations: ["sms"],
  });
  return { lead, delivery: (await store.get(lead.id))!.deliveries[0] };
}

const callbackUrl = (deliveryId: string, leadId: string) =>
  `${base}/api/twilio/status?${new URLSearchParams({ delivery: deliveryId, lead: leadId })}`;
const params = (status: string) => ({
  MessageSid: "SM0123456789abcdef0123456789abcdef",
  MessageStatus: status,
  SmsStatus: status,
  To: "+15155550142",
  AccountSid: `AC${"a1".repeat(16)}`,
  ApiVersion: "2010-04-01",
});

describe("Twilio's status callbacks", () => {
  it("refuses a forged callback with 403 and records nothing", async () => {
    const { lead, delivery } = await storedLead();
    const url = callbackUrl(delivery.id, lead.id);
    const forged = await postStatusCallback(url, params("failed"), { authToken: "not-the-token" });
    expect(forged.status).toBe(403);
    const unsigned = await fetch(url, { method: "POST", body: new URLSearchParams(params("failed")) });
    expect(unsigned.status).toBe(403);
    // Signed for another delivery, posted for this one.
    const moved = await postStatusCallback(url, params("failed"), {
      signature: (await import("../../../../tests/fakes/twilio.ts")).signTwilio(
        FAKE_AUTH_TOKEN,
        callbackUrl("other", lead.id),
        params("failed"),
      ),
    });
    expect(moved.status).toBe(403);
    expect(logs.filter((event) => event.event === "lead_sms.status")).toEqual([]);
    expect(smtp.messages).toHaveLength(0);
    expect((await store.get(lead.id))!.deliveries[0].receipt).toBeNull();
  });

  it("records a genuine 'delivered' against its delivery", async () => {
    const { lead, delivery } = await storedLead();
    const before = Date.now();
    // A status on the way (queued, sent) is not Twilio's last word: nothing is recorded or logged.
    expect((await postStatusCallback(callbackUrl(delivery.id, lead.id), params("sent"))).status).toBe(204);
    expect((await store.get(lead.id))!.deliveries[0].receipt).toBeNull();
    const answer = await postStatusCallback(callbackUrl(delivery.id, lead.id), params("delivered"));
    expect(answer.status).toBe(204);
    const { receipt } = (await store.get(lead.id))!.deliveries[0];
    expect(receipt).toMatchObject({ status: "delivered", errorCode: null, emailedAt: null });
    expect(receipt!.at.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(receipt!.at.getTime()).toBeLessThanOrEqual(Date.now() + 1);
    expect(logs).toEqual([
      {
        event: "lead_sms.status",
        deliveryId: delivery.id,
        leadId: lead.id,
        status: "delivered",
        messageSid: "SM0123456789abcdef0123456789abcdef",
        errorCode: undefined,
        recorded: "yes",
      },
    ]);
  });

  it("e-mails the lead to the owner once when the text was not delivered", async () => {
    const { lead, delivery } = await storedLead();
    const url = callbackUrl(delivery.id, lead.id);
    const failed = { ...params("undelivered"), ErrorCode: "30003" };
    expect((await postStatusCallback(url, failed)).status).toBe(204);
    expect((await postStatusCallback(url, { ...failed, MessageStatus: "failed" })).status).toBe(204);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.raw).toContain("Subject: Text not delivered (undelivered): New quote request: Tina Texted");
    expect(mail.raw).toContain("515-555-0177");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(1);
    expect(logs.map((event) => [event.status, event.fallback, event.errorCode, event.recorded])).toEqual([
      ["undelivered", "sent", 30003, "yes"],
      ["failed", "sent-before", 30003, "yes"],
    ]);
    // Twilio's last word is kept: the later 'failed', with its code.
    const { receipt } = (await store.get(lead.id))!.deliveries[0];
    expect(receipt).toMatchObject({ status: "failed", errorCode: "30003" });
    expect(receipt!.emailedAt).toEqual(receipt!.at);
  });

  it("records nothing for a delivery that is not the lead's, and says so in its log", async () => {
    const { lead } = await storedLead();
    const other = await storedLead();
    const answer = await postStatusCallback(callbackUrl(other.delivery.id, lead.id), params("delivered"));
    expect(answer.status).toBe(204);
    expect((await store.get(other.lead.id))!.deliveries[0].receipt).toBeNull();
    expect(logs.map((event) => event.recorded)).toEqual(["no-delivery"]);
  });

  it("records a failed text as not e-mailed when the e-mail could not go, and says so in the owner's words", async () => {
    const { lead, delivery } = await storedLead();
    // The e-mail's server is gone: the fallback fails, and the record says the lead was not e-mailed.
    await smtp.close();
    const url = callbackUrl(delivery.id, lead.id);
    const answer = await postStatusCallback(url, { ...params("undelivered"), ErrorCode: "30005" });
    expect(answer.status).toBe(204);
    expect(logs.map((event) => [event.recorded, String(event.fallback).slice(0, 13)])).toEqual([
      ["yes", "email-failed:"],
    ]);
    const [text] = (await store.get(lead.id))!.deliveries;
    expect(text.receipt).toMatchObject({ status: "undelivered", errorCode: "30005", emailedAt: null });
    expect(receiptWords(text)).toBe("Your phone's carrier did not take the text (Twilio error 30005).");
    smtp = await startFakeSmtp();
  });

  it("says a delivered text and a failed one, e-mailed instead, in the owner's words", () => {
    const at = new Date();
    const text = { destination: "sms" as const };
    expect(
      receiptWords({ ...text, receipt: { status: "delivered", errorCode: null, at, emailedAt: null } }),
    ).toBe("Text delivered to your phone.");
    expect(
      receiptWords({ ...text, receipt: { status: "undelivered", errorCode: "30003", at, emailedAt: at } }),
    ).toBe(
      "Your phone's carrier did not take the text (Twilio error 30003); the lead was e-mailed to you instead.",
    );
    expect(receiptWords({ destination: "webhook", receipt: null })).toBeNull();
  });

  it("answers bad input with a 4xx, never a 5xx", async () => {
    const { lead, delivery } = await storedLead();
    const url = callbackUrl(delivery.id, lead.id);
    const huge = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": "x" },
      body: `Body=${"a".repeat(100_000)}`,
    });
    expect(huge.status).toBe(400);
    const noStatus = await postStatusCallback(url, { MessageSid: "SM1" });
    expect(noStatus.status).toBe(400);
    const badIds = await postStatusCallback(`${base}/api/twilio/status?delivery=%00`, params("failed"));
    expect(badIds.status).toBe(400);
  });
});
