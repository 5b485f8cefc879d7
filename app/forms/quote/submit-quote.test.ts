import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { QuoteValues } from "@shared/forms/quote/schema.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { submitQuoteRequest } from "./submit-quote.ts";

interface ReceivedRequest {
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

/** How the test server answers each path; unlisted paths answer a JSON success. */
let answers: Record<string, { status: number; body: string }> = {};
let received: ReceivedRequest[] = [];
let server: Server;
let origin: string;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = request.url ?? "";
    received.push({
      path,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      body: JSON.parse(await readBody(request)),
    });
    const answer = answers[path] ?? { status: 201, body: JSON.stringify({ success: true, message: "ok" }) };
    response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  answers = {};
  received = [];
  vi.restoreAllMocks();
});

const values: QuoteValues = {
  name: "Mary Ann Smith",
  email: "mary@example.com",
  phone: "515-555-0199",
  address: "12 Elm St",
  city: "Ankeny",
  zip: "50023",
  serviceType: "patios",
  projectDescription: "A 14 by 20 stamped patio behind the house.",
  projectSize: "small",
  timeline: "1month",
  budget: "5k-10k",
  hearAboutUs: "referral",
  privacyPolicy: true,
};

function submit(overrides: Partial<Parameters<typeof submitQuoteRequest>[1]> = {}) {
  return submitQuoteRequest(values, {
    actionKey: "action-key-1",
    spam: { _hp: "", _started: "1700000000000", _elapsed: "41250" },
    location: { hostname: "127.0.0.1", origin, href: `${origin}/quote` },
    campaign: { utm_source: "google", utm_medium: "cpc" },
    now: new Date("2026-11-21T15:00:00.000Z"),
    ...overrides,
  });
}

describe("submitQuoteRequest", () => {
  it("sends the primary submission, then the lead call, with one Idempotency-Key", async () => {
    expect(await submit()).toBe("submitted");
    expect(received.map((r) => r.path)).toEqual(["/api/wp/forms/quote", "/api/quote"]);
    expect(received.map((r) => r.idempotencyKey)).toEqual(["action-key-1", "action-key-1"]);
  });

  it("sends back the primary's link token with the lead call, so the server links only this visitor's call", async () => {
    answers["/api/wp/forms/quote"] = {
      status: 201,
      body: JSON.stringify({ success: true, message: "ok", id: "p-1", link_token: "p-1.signature" }),
    };
    await submit();
    expect(received[1].body._link).toBe("p-1.signature");
    // An answer without a token (an older server) sends the lead call unlinked, and nothing breaks.
    received = [];
    answers = {};
    expect(await submit()).toBe("submitted");
    expect(received[1].body).not.toHaveProperty("_link");
  });

  it("posts the form values with the campaign, the page address and the spam fields as the primary body", async () => {
    await submit();
    expect(received[0].body).toEqual({
      ...values,
      utm_params: { utm_source: "google", utm_medium: "cpc" },
      page_url: `${origin}/quote`,
      _hp: "",
      _started: "1700000000000",
      _elapsed: "41250",
    });
  });

  it("sends the lead service the quote page's lead: split name, additionalContext and the default label", async () => {
    await submit();
    const lead = received[1].body;
    expect(lead).toMatchObject({
      firstName: "Mary",
      lastName: "Ann Smith",
      form_name: "Website Quote Form",
      form_type: "quote",
      page_source: "Quote Page",
      lead_type: "Prospect",
      lead_label: "Quote Request",
      utm_params: { utm_source: "google", utm_medium: "cpc" },
      page_url: `${origin}/quote`,
      submitted_at: "2026-11-21T15:00:00.000Z",
    });
    expect(JSON.parse(lead.additionalContext as string)).toEqual({
      address: "12 Elm St",
      city: "Ankeny",
      zip: "50023",
      projectSize: "small",
      timeline: "1month",
      budget: "5k-10k",
      hearAboutUs: "referral",
      projectDescription: "A 14 by 20 stamped patio behind the house.",
    });
  });

  it("reports the primary's failure and skips the lead call when the primary answers 500", async () => {
    answers["/api/wp/forms/quote"] = { status: 500, body: "boom" };
    expect(await submit()).toBe("primary-failed");
    expect(received.map((r) => r.path)).toEqual(["/api/wp/forms/quote"]);
  });

  it("reports the primary's failure when the server cannot be reached", async () => {
    const closed = "http://127.0.0.1:1";
    const outcome = await submit({
      location: { hostname: "127.0.0.1", origin: closed, href: `${closed}/quote` },
    });
    expect(outcome).toBe("primary-failed");
  });

  it("still reports success when the lead service call fails after the primary, and logs why", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answers["/api/quote"] = { status: 500, body: "lead service down" };
    expect(await submit()).toBe("submitted");
    expect(warn).toHaveBeenCalledWith("Quote lead submission failed:", "HTTP 500: lead service down");
  });

  it("logs the fallback message when the lead call answers success false without a message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answers["/api/quote"] = { status: 200, body: JSON.stringify({ success: false }) };
    expect(await submit()).toBe("submitted");
    expect(warn).toHaveBeenCalledWith("Quote lead submission failed:", "Form submission failed");
  });

  it("reports a setup failure when the page address cannot be read", async () => {
    const outcome = await submit({ location: { hostname: "x", origin: "not a url", href: "not a url" } });
    expect(outcome).toBe("setup-failed");
    expect(received).toEqual([]);
  });
});
