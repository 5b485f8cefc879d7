import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { contactLead } from "@shared/forms/contact/lead.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadEndpoint, newActionKey, submitLead } from "./lead-client.ts";

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

type Answer = { status: number; body: string; contentType?: string } | "hang-up";

/** A stand-in lead endpoint on 127.0.0.1 that records requests and answers from a queue. */
let server: Server;
let origin: string;
let received: ReceivedRequest[] = [];
let answers: Answer[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(raw),
      });
      const answer = answers.shift() ?? { status: 200, body: '{"success":true}' };
      if (answer === "hang-up") return void request.socket.destroy();
      response.writeHead(answer.status, { "Content-Type": answer.contentType ?? "application/json" });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answers = [];
});

const values = {
  name: "Mary Ann Smith",
  email: "mary@example.com",
  phone: "515-555-0143",
  subject: "Cracked driveway",
  message: "Long crack near the garage.",
};

function send(options: { actionKey?: string; functionsPrefix?: string } = {}) {
  const lead = contactLead(values, {
    pageUrl: `${origin}/contact`,
    now: new Date("2026-05-04T15:30:00.000Z"),
  });
  return submitLead(
    { ...lead, actionKey: options.actionKey ?? newActionKey() },
    {
      location: { hostname: "127.0.0.1", origin },
      functionsPrefix: options.functionsPrefix ?? "",
      campaign: { utm_source: "google", utm_campaign: "spring" },
    },
  );
}

describe("submitLead", () => {
  it("posts the lead as JSON to /api/{type} and reports the server's success", async () => {
    answers.push({ status: 200, body: '{"success":true,"message":"Thanks, we got it"}' });
    expect(await send({ actionKey: "action-1" })).toEqual({ success: true, message: "Thanks, we got it" });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/contact");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["idempotency-key"]).toBe("action-1");
    expect(request.body).toMatchObject({
      name: "Mary Ann Smith",
      firstName: "Mary",
      lastName: "Ann Smith",
      email: "mary@example.com",
      phone: "515-555-0143",
      message: "Long crack near the garage.",
      form_name: "Website Contact Form",
      form_type: "contact",
      source: "Contact Page",
      page_source: "Contact Page",
      lead_type: "Prospect",
      page_url: `${origin}/contact`,
      submitted_at: "2026-05-04T15:30:00.000Z",
      utm_params: { utm_source: "google", utm_campaign: "spring" },
    });
    expect(request.body.tags).toContain("intent:general-inquiry");
  });

  it("says 'Form submitted successfully' when the server confirms without a message", async () => {
    answers.push({ status: 201, body: '{"success":true}' });
    expect(await send()).toEqual({ success: true, message: "Form submitted successfully" });
  });

  it("passes on the server's message when it reports failure", async () => {
    answers.push({ status: 200, body: '{"success":false,"message":"Lead service unavailable"}' });
    expect(await send()).toEqual({ success: false, message: "Lead service unavailable" });
  });

  it("says 'Form submission failed' when the server reports failure without a message", async () => {
    answers.push({ status: 200, body: '{"success":false}' });
    expect(await send()).toEqual({ success: false, message: "Form submission failed" });
  });

  it("reports a non-OK answer as 'HTTP {status}: {body}'", async () => {
    answers.push({ status: 500, body: "Internal Server Error: store offline", contentType: "text/plain" });
    expect(await send()).toEqual({
      success: false,
      message: "HTTP 500: Internal Server Error: store offline",
    });

    answers.push({ status: 422, body: '{"errors":{"email":["Please enter a valid email"]}}' });
    expect(await send()).toEqual({
      success: false,
      message: 'HTTP 422: {"errors":{"email":["Please enter a valid email"]}}',
    });
  });

  it("reports a dropped connection, an unreachable server and a non-JSON answer as 'Unknown error'", async () => {
    answers.push("hang-up");
    expect(await send()).toEqual({ success: false, message: "Unknown error" });

    answers.push({ status: 200, body: "<html>ok</html>", contentType: "text/html" });
    expect(await send()).toEqual({ success: false, message: "Unknown error" });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const lead = contactLead(values, { pageUrl: `${deadOrigin}/contact`, now: new Date() });
    const result = await submitLead(
      { ...lead, actionKey: newActionKey() },
      {
        location: { hostname: "127.0.0.1", origin: deadOrigin },
        campaign: {},
      },
    );
    expect(result).toEqual({ success: false, message: "Unknown error" });
  });

  it("gives up on a server that never answers", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const lead = contactLead(values, { pageUrl: `${silentOrigin}/contact`, now: new Date() });
    const started = Date.now();
    const result = await submitLead(
      { ...lead, actionKey: newActionKey() },
      { location: { hostname: "127.0.0.1", origin: silentOrigin }, campaign: {}, timeoutMs: 300 },
    );
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(result).toEqual({ success: false, message: "Unknown error" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("sends the same Idempotency-Key when the visitor retries the same action, a new one for a new action", async () => {
    const firstAction = newActionKey();
    answers.push({ status: 503, body: "busy" }, { status: 200, body: '{"success":true}' });
    expect((await send({ actionKey: firstAction })).success).toBe(false);
    expect((await send({ actionKey: firstAction })).success).toBe(true);
    await send({ actionKey: newActionKey() });

    const keys = received.map((request) => request.headers["idempotency-key"]);
    expect(keys[0]).toBe(firstAction);
    expect(keys[1]).toBe(firstAction);
    expect(keys[2]).not.toBe(firstAction);
  });

  it("posts to the functions prefix when the build names one and the page is not local", async () => {
    const lead = contactLead(values, { pageUrl: `${origin}/contact`, now: new Date() });
    const seen: RequestInit[] = [];
    const result = await submitLead(
      { ...lead, actionKey: newActionKey() },
      {
        // The hostname is what decides the endpoint; the request still goes to the local stand-in.
        location: { hostname: "gdmconcrete.example", origin },
        functionsPrefix: "/.netlify/functions/",
        campaign: {},
        fetch: (input, init) => {
          seen.push(init ?? {});
          return fetch(input, init);
        },
      },
    );
    expect(result.success).toBe(true);
    expect(received[0].url).toBe("/.netlify/functions/contact");
    expect(seen[0].credentials).toBe("include");
  });
});

describe("lead endpoint", () => {
  it("is /api/{type} without a functions prefix", () => {
    expect(leadEndpoint("quote", "gdmconcrete.example", undefined)).toBe("/api/quote");
    expect(leadEndpoint("lead", "gdmconcrete.example", "")).toBe("/api/lead");
  });

  it("is {prefix}/{type} on a hosted domain, /api/{type} on localhost and 127.0.0.1", () => {
    expect(leadEndpoint("contact", "gdmconcrete.example", "/.netlify/functions")).toBe(
      "/.netlify/functions/contact",
    );
    expect(leadEndpoint("contact", "localhost", "/.netlify/functions")).toBe("/api/contact");
    expect(leadEndpoint("contact", "127.0.0.1", "/.netlify/functions")).toBe("/api/contact");
  });
});

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("action keys", () => {
  it("are UUIDs, different for each action", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newActionKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it("are still UUIDs on a page without crypto.randomUUID (plain http)", () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), "randomUUID");
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = [newActionKey(), newActionKey()];
      expect(keys[0]).toMatch(uuidV4);
      expect(keys[1]).not.toBe(keys[0]);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      if (randomUUID && typeof crypto.randomUUID !== "function")
        Object.defineProperty(crypto, "randomUUID", randomUUID);
    }
    expect(typeof crypto.randomUUID).toBe("function");
  });
});
