import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signCall } from "../../server/cluster/signed-call.ts";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { busyCalendar, startFakeOwnerCalendar } from "../fakes/owner-calendar.ts";
import { listen } from "../support/listen.ts";

// The visits on WordPress's Leads screen (issue 41 §4): the plugin's signed calls over real HTTP to
// the composed site list the coming visits and the free windows, move a visit, cancel it as the
// owner, and answer each wrong call with a worded 4xx.

const SECRET = "the-secret-the-plugin-shares-with-the-site";
const folder = mkdtempSync(join(tmpdir(), "visits-admin-api-"));

let store: LeadStore;
let origin: string;
let stop: () => Promise<void>;
const events: Record<string, unknown>[] = [];

beforeAll(async () => {
  store = await openLeadStore(`file:${join(folder, "leads.db")}`);
  const site = composeSite({
    env: parseEnv({
      SITE_URL: "https://www.example.com",
      RATE_LIMIT_PER_MINUTE: "100000",
      WORDPRESS_WEBHOOK_SECRET: SECRET,
    }),
    content: new EmbeddedSource(),
    store,
    log: (event) => events.push(event),
  });
  const listening = await listen(site.app);
  origin = listening.origin;
  stop = async () => {
    await listening.close();
    await site.stop();
    await store.close();
  };
});
afterAll(async () => {
  await stop?.();
  rmSync(folder, { recursive: true, force: true });
});

/** The plugin's call: `call=` added, signed over time, method, path with query and body. */
async function call(method: "GET" | "POST", path: string, { body = "", signed = true, query = "" } = {}) {
  const target = `${path}?${query}${query ? "&" : ""}call=${randomBytes(16).toString("hex")}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = signed
    ? {
        "X-Timestamp": timestamp,
        "X-Signature": signCall(SECRET, "leads-api", `${timestamp}.${method}.${target}.${body}`),
      }
    : {};
  if (body) headers["Content-Type"] = "application/json";
  const response = await fetch(origin + target, { method, headers, body: body || undefined });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields freely
  return { status: response.status, json: (await response.json()) as any };
}

interface Window {
  start: string;
  available: number;
}

async function windows(): Promise<Window[]> {
  return ((await (await fetch(`${origin}/api/bookings/windows`)).json()) as { windows: Window[] }).windows;
}

async function book(n: number, start: string): Promise<string> {
  const answer = await fetch(`${origin}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      start,
      name: `Visitor ${n}`,
      phone: `(515) 555-${String(1000 + n).slice(-4)}`,
      email: `visitor${n}@example.com`,
      address: `${100 + n} NW Park St`,
      city: "Ankeny",
      zip: "50023",
    }),
  });
  expect(answer.status).toBe(201);
  const visit = await store.visitOfLead(((await answer.json()) as { id: string }).id);
  return visit?.id as string;
}

describe("the Leads screen's visits", () => {
  it("lists the coming visits with their words and the free windows a visit may move to", async () => {
    const offered = await windows();
    const id = await book(1, offered[2].start);
    const list = await call("GET", "/api/admin/leads/visits", { query: "days=30" });
    expect(list.status).toBe(200);
    const visit = list.json.visits.find((v: { id: string }) => v.id === id);
    expect(visit).toMatchObject({
      status: "booked",
      name: "Visitor 1",
      phone: "(515) 555-1001",
      city: "Ankeny",
      zip: "50023",
      flagged: false,
      cancelledBy: null,
    });
    expect(new Date(visit.start).getTime()).toBe(new Date(offered[2].start).getTime());
    expect(visit.start).toMatch(/T\d{2}:\d{2}:\d{2}-0[56]:00$/);
    expect(visit.label).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2}, /);
    expect(list.json.windows.length).toBeGreaterThan(0);
    expect(list.json.windows.length).toBeLessThanOrEqual(40);
    for (const window of list.json.windows) expect(window.available).toBeGreaterThan(0);
    // The booked window is full (one visit a window): not offered for a move.
    expect(list.json.windows.map((w: Window) => w.start)).not.toContain(offered[2].start);
  });

  it("moves a visit to a free window: the store has it there, with an update linked to the booking", async () => {
    const offered = await windows();
    const id = await book(2, offered[5].start);
    const to = offered[7].start;
    const moved = await call("POST", `/api/admin/leads/visits/${id}/move`, {
      body: JSON.stringify({ start: to }),
    });
    expect(moved.status).toBe(200);
    const visit = await store.getVisit(id);
    expect(visit?.windowStart.getTime()).toBe(new Date(to).getTime());
    const updates = await store.findLeads({ q: "Visitor 2", offset: 0, limit: 10 });
    const booking = updates.rows.find((row) => row.lead.id === visit?.leadId);
    expect(booking).toBeDefined();
    expect(updates.rows.some((row) => row.lead.linkedLeadId === visit?.leadId)).toBe(true);
    expect(events.some((e) => e.event === "booking.rescheduled" && e.by === "owner")).toBe(true);
  });

  it("cancels a visit as the owner; a second cancel or a move of it is 422", async () => {
    const offered = await windows();
    const id = await book(3, offered[9].start);
    const cancelled = await call("POST", `/api/admin/leads/visits/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.visit).toMatchObject({ status: "cancelled", cancelledBy: "owner" });
    const visit = await store.getVisit(id);
    expect(visit?.status).toBe("cancelled");
    expect(visit?.cancelledBy).toBe("owner");
    expect((await call("POST", `/api/admin/leads/visits/${id}/cancel`)).status).toBe(422);
    const move = await call("POST", `/api/admin/leads/visits/${id}/move`, {
      body: JSON.stringify({ start: offered[10].start }),
    });
    expect(move.status).toBe(422);
    expect(move.json.error).toBe("This visit is cancelled already.");
  });

  it("answers an unknown visit 404, a full window 409, a window not offered 422, a bad body 400", async () => {
    const offered = await windows();
    const first = await book(4, offered[11].start);
    const second = await book(5, offered[12].start);
    expect((await call("POST", "/api/admin/leads/visits/no-such-visit/cancel")).status).toBe(404);
    const full = await call("POST", `/api/admin/leads/visits/${second}/move`, {
      body: JSON.stringify({ start: offered[11].start }),
    });
    expect(full.status).toBe(409);
    expect(full.json.error).toMatch(/taken/);
    const notOffered = await call("POST", `/api/admin/leads/visits/${first}/move`, {
      body: JSON.stringify({ start: "2020-01-06T08:00:00-06:00" }),
    });
    expect(notOffered.status).toBe(422);
    expect(notOffered.json.error).toMatch(/passed|do not offer/);
    expect((await call("POST", `/api/admin/leads/visits/${first}/move`, { body: "{}" })).status).toBe(400);
    const big = await call("POST", `/api/admin/leads/visits/${first}/move`, { body: "x".repeat(4096) });
    expect(big.status).toBe(413);
    expect((await call("GET", "/api/admin/leads/visits", { query: "days=61" })).status).toBe(400);
    expect((await store.getVisit(first))?.windowStart.getTime()).toBe(new Date(offered[11].start).getTime());
  });

  it("gives the calendar feed's signed address", async () => {
    const answer = await call("GET", "/api/admin/leads/visits/feed-url");
    expect(answer.status).toBe(200);
    expect(answer.json.feedUrl).toMatch(/^https:\/\/www\.example\.com\/calendar\/visits\.ics\?token=/);
  });

  it("takes the owner's calendar address from WordPress: its busy window leaves the booking page at once", async () => {
    const free = (await windows()).filter((w) => w.available > 0);
    const busy = free[7];
    const calendar = await startFakeOwnerCalendar(
      busyCalendar([{ start: Date.parse(busy.start), end: Date.parse(busy.start) + 1_800_000 }]),
    );
    try {
      expect((await call("GET", "/api/admin/leads/visits/calendar")).json).toMatchObject({
        source: "none",
        host: null,
      });
      const refused = await call("POST", "/api/admin/leads/visits/calendar", {
        body: JSON.stringify({ url: "ftp://x.example/a.ics" }),
      });
      expect(refused.status).toBe(422);
      const saved = await call("POST", "/api/admin/leads/visits/calendar", {
        body: JSON.stringify({ url: calendar.url }),
      });
      expect(saved).toMatchObject({ status: 200, json: { host: calendar.host } });
      // The settings screen asks first, as WordPress does when it shows the saved screen.
      expect((await call("GET", "/api/admin/leads/visits/calendar")).json.source).toBe("wordpress");
      expect((await windows()).map((w) => w.start)).not.toContain(busy.start);
      const state = (await call("GET", "/api/admin/leads/visits/calendar")).json;
      expect(state).toMatchObject({ source: "wordpress", host: calendar.host, failingSince: null });
      expect(JSON.stringify(state)).not.toContain(calendar.url);
      // The address is kept in the store, never written to the log.
      expect(JSON.stringify(events)).not.toContain(calendar.url);

      expect(
        (await call("POST", "/api/admin/leads/visits/calendar", { body: JSON.stringify({ url: "" }) }))
          .status,
      ).toBe(200);
      expect((await windows()).map((w) => w.start)).toContain(busy.start);
    } finally {
      await calendar.close();
    }
  });

  it("refuses an unsigned call", async () => {
    // The signed calls' rule (server/cluster/signed-call.ts): no signature, 401, and nothing done.
    expect((await call("GET", "/api/admin/leads/visits", { signed: false })).status).toBe(401);
    expect((await call("POST", "/api/admin/leads/visits/x/cancel", { signed: false })).status).toBe(401);
  });
});
