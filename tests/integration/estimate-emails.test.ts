import { randomBytes } from "node:crypto";
import { DEFAULT_PRICES } from "@shared/content/prices.ts";
import { estimateLead } from "@shared/forms/estimate/lead.ts";
import { leadRequestBody } from "@shared/forms/lead.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { type DeliveryWorker, startDeliveryWorker } from "../../server/leads/delivery/index.ts";
import { type LeadStore, openLeadStore, VISITOR_EMAILS_PER_HOUR } from "../../server/leads/store/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * The visitor's copy of an instant estimate goes from the business's own address to the address the
 * form was given. Two instances of the site on one PostgreSQL schema, a fake lead service and a fake
 * SMTP server: a stranger's address gets one copy however often and wherever it is posted, the whole
 * site sends at most VISITOR_EMAILS_PER_HOUR an hour, and a post that is not the site's own form, or
 * looks like spam, gets none. Every one of those leads is still stored and delivered to the business.
 */

const SITE_URL = "https://www.example.com";
const OFFICE = "office@example.com";
const schema = `estimate_emails_${randomBytes(4).toString("hex")}`;

interface Instance {
  origin: string;
  store: LeadStore;
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

let service: FakeLeadService;
let smtp: FakeSmtp;
let a: Instance;
let b: Instance;

async function startInstance(): Promise<Instance> {
  const env = parseEnv({
    SITE_URL,
    DATABASE_URL: `${testPostgresUrl}?schema=${schema}`,
    RATE_LIMIT_PER_MINUTE: "100000",
    LEAD_WEBHOOK_URL: service.url,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OFFICE,
  });
  const events: Record<string, unknown>[] = [];
  const log = (event: Record<string, unknown>) => events.push(event);
  const store = await openLeadStore(env.DATABASE_URL);
  const worker: DeliveryWorker = startDeliveryWorker({ store, env, log, pollMs: 20 });
  const { app, stop } = composeSite({
    env,
    content: new EmbeddedSource(),
    store,
    log,
    deliveries: worker,
    estimateFlushMs: 60_000,
  });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    store,
    events,
    async close() {
      await listening.close();
      await stop();
      await worker.stop();
      await store.close();
    },
  };
}

beforeAll(async () => {
  service = await startFakeLeadService();
  smtp = await startFakeSmtp();
  a = await startInstance();
  b = await startInstance();
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await Promise.all([service?.close(), smtp?.close()]);
  await dropSchema(schema);
});

/** The lead helper's body as the estimate page's send form posts it, spam guard fields and all. */
function formBody(email: string, extra: Record<string, unknown> = {}) {
  const submission = estimateLead(
    { name: "Riley Visitor", email, phone: "515-555-0199", service: "patios", area: "400" },
    { pageUrl: `${SITE_URL}/estimate`, now: new Date(), prices: DEFAULT_PRICES },
  );
  return {
    ...leadRequestBody(submission, {}),
    _hp: "",
    _started: String(Date.now() - 60_000),
    _elapsed: "45000",
    ...extra,
  };
}

/** The review's post: the estimate's lead body by hand, without the form's spam guard fields. */
function scriptBody(email: string) {
  return {
    form_name: "Website Quote Form",
    name: "X",
    email,
    phone: "515-555-0199",
    estimate: { service: "patios", size: 400 },
  };
}

async function post(instance: Instance, body: unknown) {
  const res = await fetch(`${instance.origin}/api/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { id?: string };
  expect(res.status, JSON.stringify(json)).toBe(201);
  return String(json.id);
}

async function postForm(instance: Instance, fields: Record<string, string>) {
  const res = await fetch(`${instance.origin}/api/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  expect(res.status).toBe(201);
  // A plain post is answered with a page: its lead is the newest one with this address.
  const found = await a.store.findLeads({ q: fields.email, limit: 1 });
  return found.rows[0].lead.id;
}

async function until<T>(what: string, read: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What the site did about each lead's visitor e-mail: `sent`, or the reason it skipped it. */
async function visitorEmailOutcomes(leadIds: readonly string[]): Promise<Map<string, string>> {
  const outcomes = () => {
    const found = new Map<string, string>();
    for (const event of [...a.events, ...b.events]) {
      const id = String(event.leadId);
      if (!leadIds.includes(id)) continue;
      if (event.event === "estimate.visitor_email_sent") found.set(id, "sent");
      if (event.event === "estimate.visitor_email_skipped") found.set(id, String(event.reason));
    }
    return found;
  };
  return until("a visitor e-mail decision for every lead", () => {
    const found = outcomes();
    return found.size === leadIds.length && found;
  });
}

/** Every lead reached the lead service, and the owner's e-mail of each reached the office. */
async function deliveredToTheBusiness(leadIds: readonly string[]) {
  await until("every lead at the lead service", () =>
    leadIds.every((id) => service.requests.some((request) => JSON.stringify(request.json).includes(id))),
  );
  await until("every lead's e-mail at the office", () =>
    leadIds.every((id) =>
      smtp.messages.some((mail) => mail.to.includes(OFFICE) && decoded(mail.raw).includes(id)),
    ),
  );
  // The worker records a delivery once the lead service or SMTP has answered, a moment after they got it.
  // The owner's text is not set up here: its delivery is parked (decision 046).
  const waiting = (delivery: { status: string }) =>
    delivery.status !== "delivered" && delivery.status !== "parked";
  for (const id of leadIds) {
    const deadline = Date.now() + 15_000;
    let detail = await a.store.get(id);
    while (detail?.deliveries.some(waiting) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      detail = await a.store.get(id);
    }
    expect(detail?.lead.spam, id).toBe(false);
    expect(detail?.deliveries.map((delivery) => delivery.status).sort(), id).toEqual([
      "delivered",
      "delivered",
      "parked",
    ]);
  }
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

/** A message's quoted-printable text, unfolded. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

async function queryStore(statement: string) {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

describe("the visitor's copy of an estimate, from two instances on one PostgreSQL", () => {
  it("e-mails a stranger's address once, however many estimates both instances take for it, and delivers every lead", async () => {
    const stranger = "stranger@example.net";
    const spellings = [stranger, "Stranger@Example.NET", " stranger+again@example.net"];
    const leadIds = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(i % 2 ? a : b, i % 4 === 0 ? formBody(spellings[i % 3]) : formBody(stranger)),
      ),
    );

    const outcomes = await visitorEmailOutcomes(leadIds);
    expect([...outcomes.values()].filter((outcome) => outcome === "sent")).toHaveLength(1);
    expect([...outcomes.values()].filter((outcome) => outcome === "recipient-had-one")).toHaveLength(15);
    await deliveredToTheBusiness(leadIds);
    const toStranger = smtp.messages.filter((mail) => mail.to.some((to) => /stranger/i.test(to)));
    expect(toStranger).toHaveLength(1);
    expect(toStranger[0].from).toBe(OFFICE);

    // The store keeps a keyed hash per recipient, never the address; nothing names it in the log.
    const recipients = await queryStore(`SELECT recipient FROM ${schema}.visitor_email_recipients`);
    expect(recipients.length).toBeGreaterThan(0);
    for (const row of recipients) expect(String(row.recipient)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([...a.events, ...b.events])).not.toMatch(/stranger/i);
  });

  it("sends no copy for a post that is not the site's own form, or looks like spam, and still delivers each lead", async () => {
    const cases: [string, (email: string) => unknown][] = [
      ["not-from-the-site-form", scriptBody],
      ["not-from-the-site-form", (email) => ({ ...formBody(email), _hp: undefined })],
      [
        "not-from-the-site-form",
        (email) => ({ ...formBody(email), _started: undefined, _elapsed: undefined }),
      ],
      ["not-from-the-site-form", (email) => ({ ...formBody(email), _started: "soon", _elapsed: undefined })],
      ["possible-spam", (email) => ({ ...formBody(email), _elapsed: "800" })],
      [
        "possible-spam",
        (email) => ({ ...formBody(email), _started: String(Date.now() - 500), _elapsed: "" }),
      ],
      ["held", (email) => formBody(email, { _hp: "https://spam.example" })],
    ];
    const sent = await Promise.all(
      cases.map(async ([reason, body], i) => {
        const email = `gate${i}@example.org`;
        return { reason, email, id: await post(i % 2 ? a : b, body(email)) };
      }),
    );
    // The site's own send form, with JavaScript (above) and without (a plain post): its visitor gets the copy.
    const real = await post(a, formBody("real.visitor@example.org"));
    const plain = await postForm(b, {
      _form: "estimate",
      name: "Pat Plain",
      email: "plain.visitor@example.org",
      phone: "(515) 555-0100",
      service: "sidewalk-repair",
      kind: "section",
      page_url: `${SITE_URL}/estimate`,
      _hp: "",
      _started: String(Date.now() - 60_000),
    });

    const outcomes = await visitorEmailOutcomes([...sent.map((lead) => lead.id), real, plain]);
    expect(sent.map((lead) => outcomes.get(lead.id))).toEqual(cases.map(([reason]) => reason));
    expect(outcomes.get(real)).toBe("sent");
    expect(outcomes.get(plain)).toBe("sent");
    await until("the real visitors' copies", () => mailsTo("plain.visitor@example.org").length === 1);
    expect(mailsTo("real.visitor@example.org")).toHaveLength(1);
    for (const { email } of sent) expect(mailsTo(email), email).toEqual([]);
    // Held as spam: stored and listed for the owner, not delivered; every other lead reaches the business.
    await deliveredToTheBusiness(sent.filter((lead) => lead.reason !== "held").map((lead) => lead.id));
    expect((await a.store.get(sent[sent.length - 1].id))?.lead.spam).toBe(true);
  });

  it(`sends at most ${VISITOR_EMAILS_PER_HOUR} copies an hour from both instances together, and delivers every lead`, async () => {
    // The cap counts by clock hour: start well inside one, so the burst cannot straddle two.
    const intoHour = Date.now() % 3_600_000;
    if (intoHour > 3_600_000 - 10_000) await new Promise((r) => setTimeout(r, 3_600_000 - intoHour + 100));
    const hour = new Date().toISOString().slice(0, 13);
    const [row] = await queryStore(`SELECT sent FROM ${schema}.visitor_email_hours WHERE hour = '${hour}'`);
    const left = VISITOR_EMAILS_PER_HOUR - Number(row?.sent ?? 0);
    expect(left).toBeGreaterThan(0);

    const addresses = Array.from({ length: VISITOR_EMAILS_PER_HOUR + 6 }, (_, i) => `burst${i}@example.com`);
    const leadIds = await Promise.all(addresses.map((email, i) => post(i % 2 ? a : b, formBody(email))));
    const outcomes = [...(await visitorEmailOutcomes(leadIds)).values()];
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(left);
    expect(outcomes.filter((outcome) => outcome === "hourly-cap")).toHaveLength(addresses.length - left);
    expect(addresses.flatMap(mailsTo)).toHaveLength(left);
    await deliveredToTheBusiness(leadIds);
    expect(a.events.concat(b.events).some((event) => event.reason === "hourly-cap")).toBe(true);
  });
});
