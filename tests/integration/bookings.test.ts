import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, createMemoryCluster, openCluster } from "../../server/cluster/index.ts";
import { composeSite } from "../../server/compose.ts";
import { createContentService } from "../../server/content/index.ts";
import { parseEnv } from "../../server/core/env.ts";
import { signVisitToken, VISIT_LINK_KEY_NAME } from "../../server/leads/booking/visit-link.ts";
import { type LeadSpool, openLeadSpool } from "../../server/leads/spool.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { busyCalendar, type FakeOwnerCalendar, startFakeOwnerCalendar } from "../fakes/owner-calendar.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * Booking the free on-site estimate over HTTP (issue 41): two instances on one PostgreSQL give the
 * last place of a window once, the owner's calendar takes its busy times out of what is offered,
 * and every bad request is a worded 4xx that leaves what is stored as it was.
 */

const schema = `bookings_test_${randomBytes(6).toString("hex")}`;
const databaseUrl = `${testPostgresUrl}?schema=${schema}`;

interface Instance {
  origin: string;
  store: LeadStore;
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

interface Window {
  start: string;
  end: string;
  timeZone: string;
  available: number;
}

async function startInstance(
  settings: Record<string, string>,
  shared = true,
  spool?: LeadSpool,
): Promise<Instance> {
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://www.example.com",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...settings,
  });
  const store = await openLeadStore(env.DATABASE_URL);
  const cluster: Cluster = shared ? await openCluster(env.DATABASE_URL, () => {}) : createMemoryCluster();
  const events: Record<string, unknown>[] = [];
  const site = composeSite({
    env,
    content: createContentService(env),
    store,
    cluster,
    spool,
    log: (event) => events.push(event),
  });
  const listening = await listen(site.app);
  return {
    origin: listening.origin,
    store,
    events,
    async close() {
      await listening.close();
      await site.stop();
      await Promise.all([store.close(), cluster.close()]);
    },
  };
}

const visitor = (n: number, start: string) => ({
  start,
  name: `Visitor ${n}`,
  phone: `(515) 555-${String(1000 + n).slice(-4)}`,
  email: `visitor${n}@example.com`,
  address: `${100 + n} NW Park St`,
  city: "Ankeny",
  zip: "50023",
});

const post = (instance: Instance, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${instance.origin}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function windowsOf(instance: Instance): Promise<Window[]> {
  const answer = await fetch(`${instance.origin}/api/bookings/windows`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { windows: Window[] }).windows;
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  const settings = { DATABASE_URL: databaseUrl, BOOKING_VISITS_PER_WINDOW: "2" };
  a = await startInstance(settings);
  b = await startInstance(settings);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await dropSchema(schema);
});

describe("booking on two instances of one PostgreSQL", () => {
  it("gives the last place of a window to exactly one of 50 visitors at once; the others get the nearest free windows", async () => {
    const windows = await windowsOf(a);
    const window = windows[4];
    expect(window.available).toBe(2);
    expect((await post(a, visitor(0, window.start))).status).toBe(201);
    expect((await windowsOf(b)).find((w) => w.start === window.start)?.available).toBe(1);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i % 2 === 0 ? a : b, visitor(i + 1, window.start))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refusal = await answers[statuses.indexOf(409)].json();
    expect(refusal.message).toBe("That time was just taken. Please choose one of the nearest free times.");
    expect(refusal.nearest.length).toBeGreaterThan(0);
    for (const near of refusal.nearest) expect(near.available).toBeGreaterThan(0);

    const visits = await a.store.visitsBetween(new Date(window.start), new Date(window.end));
    expect(visits).toHaveLength(2);
    expect((await windowsOf(a)).find((w) => w.start === window.start)?.available).toBe(0);
  });

  it("answers a key sent again for the last place it took with that booking, not as a taken window", async () => {
    const window = (await windowsOf(a))[12];
    const headers = { "Idempotency-Key": `last-place-${randomBytes(6).toString("hex")}` };
    expect((await post(b, visitor(700, window.start))).status).toBe(201);
    const first = await post(a, visitor(701, window.start), headers);
    expect(first.status).toBe(201);
    const again = await post(b, visitor(701, window.start), headers);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(
      (
        await post(a, visitor(702, window.start), {
          "Idempotency-Key": `${headers["Idempotency-Key"]}-other`,
        })
      ).status,
    ).toBe(409);
  });

  it("answers a repeated Idempotency-Key with the first booking, and another body under it with 422", async () => {
    const window = (await windowsOf(a))[6];
    const headers = { "Idempotency-Key": `booking-${randomBytes(6).toString("hex")}` };
    const first = await post(a, visitor(100, window.start), headers);
    const again = await post(b, visitor(100, window.start), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    const other = await post(a, visitor(101, window.start), headers);
    expect(other.status).toBe(422);
    expect((await a.store.visitsBetween(new Date(window.start), new Date(window.end))).length).toBe(1);
  });
});

describe("bad bookings are worded 4xx answers and store nothing", () => {
  it("refuses a window in the past, one not offered, an address outside the counties and missing fields", async () => {
    const windows = await windowsOf(a);
    const before = (await a.store.visitsBetween(new Date(0), new Date(Date.now() + 400 * 86_400_000))).length;
    const cases: [unknown, string, string][] = [
      [visitor(200, "2020-03-03T08:00:00-06:00"), "start", "That time has passed. Please choose another."],
      [
        visitor(201, windows[0].start.replace(/T\d\d:/, "T03:")),
        "start",
        "We do not offer that time. Please choose one of the times shown.",
      ],
      [{ ...visitor(202, windows[1].start), zip: "52240" }, "zip", "52240 is outside the area we serve"],
      [{ ...visitor(203, windows[1].start), zip: "5002" }, "zip", "Please enter a 5-digit ZIP code"],
      [{ start: windows[1].start }, "name", "Please enter your name"],
      [{ ...visitor(204, "next tuesday") }, "start", "Please choose a time for the visit"],
    ];
    for (const [body, field, words] of cases) {
      const answer = await post(a, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect((await answer.json()).fields[field]).toContain(words);
    }
    expect((await a.store.visitsBetween(new Date(0), new Date(Date.now() + 400 * 86_400_000))).length).toBe(
      before,
    );
  });

  it("answers a body it cannot read, too large or of another type with a 4xx", async () => {
    const start = (await windowsOf(a))[2].start;
    expect((await post(a, "{not json")).status).toBe(400);
    expect((await post(a, { ...visitor(300, start), message: "x".repeat(40_000) })).status).toBe(413);
    const xml = await fetch(`${a.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/xml" },
      body: "<booking/>",
    });
    expect(xml.status).toBe(415);
    expect((await post(a, visitor(301, start), { "Idempotency-Key": "\u00ff".repeat(3) })).status).toBe(400);
  });

  it("shows a visit only behind its own signed link, and says so for a forged or expired one", async () => {
    const start = (await windowsOf(a))[8].start;
    const booked = await (await post(a, visitor(400, start))).json();
    const page = await fetch(booked.visit.manageUrl.replace("https://www.example.com", a.origin));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(booked.visit.label);

    const forged = await fetch(`${a.origin}/book/visit?token=${booked.visit.manageUrl.split("token=")[1]}x`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("This link does not work");

    const visit = await a.store.visitOfLead(booked.id);
    const key = await a.store.storeKey(VISIT_LINK_KEY_NAME);
    const expired = await fetch(
      `${a.origin}/book/visit?token=${signVisitToken(key, visit!.id, new Date(Date.now() - 1000))}`,
    );
    expect(expired.status).toBe(410);

    const cancelled = await fetch(`${a.origin}/book/visit/cancel`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `token=${forged.url.split("token=")[1]}`,
    });
    expect(cancelled.status).toBe(403);
    expect((await a.store.getVisit(visit!.id))?.status).toBe("booked");
  });
});

describe("the owner's calendar", () => {
  let calendar: FakeOwnerCalendar;
  let c: Instance;
  let blocked: Window;

  beforeAll(async () => {
    blocked = (await windowsOf(a))[10];
    calendar = await startFakeOwnerCalendar(
      busyCalendar([
        {
          start: Date.parse(blocked.start),
          end: Date.parse(blocked.start) + 30 * 60_000,
          summary: "Dentist",
        },
      ]),
    );
    c = await startInstance(
      { DATABASE_URL: databaseUrl, BOOKING_VISITS_PER_WINDOW: "2", OWNER_CALENDAR_URL: calendar.url },
      false,
    );
  });
  afterAll(async () => {
    await c?.close();
    await calendar?.close();
  });

  it("takes a window its busy event overlaps out of what is offered, and refuses a booking of it", async () => {
    const offered = await windowsOf(c);
    expect(offered.map((w) => w.start)).not.toContain(blocked.start);
    expect((await windowsOf(a)).map((w) => w.start)).toContain(blocked.start);
    const answer = await post(c, visitor(500, blocked.start));
    expect(answer.status).toBe(422);
    expect((await answer.json()).fields.start).toBe(
      "We do not offer that time. Please choose one of the times shown.",
    );
    expect(calendar.requests.length).toBe(1);
  });
});

describe("while the store is away", () => {
  it("answers the windows, the visit's page and the feed 503, and keeps a booking in the spool as a request", async () => {
    const folder = mkdtempSync(join(tmpdir(), "bookings-away-"));
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 1024 * 1024 });
    const instance = await startInstance({ DATABASE_URL: `file:${join(folder, "site.db")}` }, false, spool);
    try {
      const start = (await windowsOf(instance))[3].start;
      await instance.store.close();
      const windows = await fetch(`${instance.origin}/api/bookings/windows`);
      expect(windows.status).toBe(503);
      expect((await windows.json()).message).toContain("call us at");
      expect((await fetch(`${instance.origin}/book/visit?token=a.b`)).status).toBe(503);
      expect((await fetch(`${instance.origin}/calendar/visits.ics?token=v1.x`)).status).toBe(503);
      const answer = await post(instance, visitor(600, start));
      expect([answer.status, (await answer.json()).requested]).toEqual([202, true]);
      expect(readdirSync(join(folder, "spool")).filter((name) => name.endsWith(".lead.json"))).toHaveLength(
        1,
      );
    } finally {
      await instance.close().catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the submissions limit", () => {
  it("counts bookings and lead forms together, per network", async () => {
    const folder = mkdtempSync(join(tmpdir(), "bookings-limit-"));
    const instance = await startInstance(
      { DATABASE_URL: `file:${join(folder, "site.db")}`, RATE_LIMIT_PER_MINUTE: "3" },
      false,
    );
    try {
      const windows = await windowsOf(instance);
      const contact = () =>
        fetch(`${instance.origin}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name: "Jo Smith",
            email: "jo@example.com",
            phone: "515-555-0100",
            subject: "Patio",
            message: "A 12 by 16 patio behind the house, please.",
            form_type: "contact",
            source: "Contact Page",
            page_url: "https://www.example.com/contact",
            submitted_at: new Date().toISOString(),
          }),
        });
      expect((await contact()).status).toBe(201);
      expect((await post(instance, visitor(800, windows[0].start))).status).toBe(201);
      expect((await contact()).status).toBe(201);
      const fourth = await post(instance, visitor(801, windows[1].start));
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await fourth.json()).message).toContain("Too many submissions from your network");
      expect(
        (await instance.store.visitsBetween(new Date(0), new Date(Date.now() + 400 * 86_400_000))).length,
      ).toBe(1);
    } finally {
      await instance.close().catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
