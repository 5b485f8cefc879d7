import { describe, expect, it } from "vitest";
import { deliveryRecord, leadRecord } from "../../../tests/support/lead-records.ts";
import type { Delivery, Lead } from "../store/index.ts";
import { isTestLead, leadDetailView, leadListItem, leadStatus } from "./views.ts";

const lead = (overrides: Partial<Lead> = {}): Lead =>
  leadRecord({
    id: "lead-1",
    createdAt: new Date("2026-11-23T15:00:00.000Z"),
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "wp-forms-quote",
    payload: {
      name: "Jo Smith",
      email: "Jo@Example.com",
      phone: 5155550100,
      page_url: "https://www.example.com/quote?utm_source=google",
      utm_params: { utm_source: "google", utm_campaign: " " },
      utm_campaign: "fall",
    },
    email: "jo@example.com",
    name: "Jo Smith",
    ...overrides,
  });

const delivery = (status: Delivery["status"]): Delivery =>
  deliveryRecord({
    id: `d-${status}`,
    leadId: "lead-1",
    destination: "webhook",
    status,
    attempts: 0,
    nextAttemptAt: new Date(0),
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });

describe("a lead's status on the Leads screen", () => {
  it("is held before anything else, then marked, failed, pending, delivered", () => {
    const marked = new Date();
    expect(leadStatus(lead({ spam: true, markedSpamAt: marked }), [delivery("skipped")])).toBe("held");
    expect(leadStatus(lead({ markedSpamAt: marked }), [delivery("dead")])).toBe("spam-marked");
    expect(leadStatus(lead(), [delivery("delivered"), delivery("dead")])).toBe("failed");
    expect(leadStatus(lead(), [delivery("delivered"), delivery("pending")])).toBe("pending");
    expect(leadStatus(lead(), [delivery("delivered")])).toBe("delivered");
  });

  it("is its primary's for a follow-up without deliveries of its own", () => {
    const followUp = lead({ linkedLeadId: "primary" });
    expect(leadStatus(followUp, [], [delivery("dead")])).toBe("failed");
    expect(leadStatus(followUp, [], [delivery("delivered")])).toBe("delivered");
  });
});

describe("a lead's row on the Leads screen", () => {
  it("shows the page's path, the phone as text and the campaign as the CSV reads it", () => {
    expect(leadListItem(lead(), "pending")).toEqual({
      id: "lead-1",
      receivedAt: "2026-11-23T15:00:00.000Z",
      name: "Jo Smith",
      email: "Jo@Example.com",
      phone: "5155550100",
      form: "Website Quote Form",
      page: "/quote",
      utmSource: "google",
      utmCampaign: "fall",
      status: "pending",
      test: false,
    });
  });

  it("calls a lead from a developer page, or marked is_test, a test", () => {
    expect(isTestLead(lead({ payload: { page_url: "http://127.0.0.1:4173/test-webhook" } }))).toBe(true);
    expect(isTestLead(lead({ payload: { is_test: true } }))).toBe(true);
    expect(
      isTestLead(lead({ payload: { is_test: "true", page_url: "https://x.test/test-forms-guide" } })),
    ).toBe(false);
  });
});

describe("a lead's detail on the Leads screen", () => {
  it("gives each delivery's receipt, with the owner's words for it, and null for one without", () => {
    const at = new Date("2026-11-23T15:02:00.000Z");
    const text: Delivery = {
      ...delivery("delivered"),
      id: "d-sms",
      destination: "sms",
      receipt: { status: "undelivered", errorCode: "30003", at, emailedAt: at },
    };
    const view = leadDetailView(
      { lead: lead(), deliveries: [text, delivery("delivered")], attempts: [], linked: [] },
      "delivered",
      null,
    );
    expect(view.deliveries.map((one) => one.receipt)).toEqual([
      {
        status: "undelivered",
        errorCode: "30003",
        at: at.toISOString(),
        emailedAt: at.toISOString(),
        text: "Your phone's carrier did not take the text (Twilio error 30003); the lead was e-mailed to you instead.",
      },
      null,
    ]);
    const delivered = {
      ...text,
      receipt: { status: "delivered", errorCode: null, at, emailedAt: null },
    } as const;
    const shown = leadDetailView(
      { lead: lead(), deliveries: [delivered], attempts: [], linked: [] },
      "delivered",
      null,
    );
    expect(shown.deliveries[0].receipt).toMatchObject({
      text: "Text delivered to your phone.",
      emailedAt: null,
    });
  });
});
