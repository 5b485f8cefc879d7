import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESTIMATE_SERVICES, SERVICE_IDS } from "@shared/estimate/model.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_MAX_AGE_SECONDS, signCall } from "../../server/cluster/signed-call.ts";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { REFUSED_ADMIN_CALLS_PER_MINUTE } from "../../server/leads/admin/api.ts";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

// The WordPress plugin's view of the site's leads: signed calls over real HTTP to the real app, on
// each store. The leads are put in through the site's own submission endpoint, as visitors do.

const SECRET = "the-secret-the-plugin-shares-with-the-site";

interface Site {
  origin: string;
  store: LeadStore;
  databaseUrl: string;
  events: Record<string, unknown>[];
  notified: number;
  close(): Promise<void>;
}

async function startSite(databaseUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const store = await openLeadStore(databaseUrl);
  const events: Record<string, unknown>[] = [];
  const site: Site = { origin: "", store, databaseUrl, events, notified: 0, close: async () => {} };
  const { app } = composeSite({
    env: parseEnv({
      SITE_URL: "https://www.example.com",
      RATE_LIMIT_PER_MINUTE: "100000",
      WORDPRESS_WEBHOOK_SECRET: SECRET,
      // A lead service is set (no worker runs here): a lead's webhook delivery waits, pending.
      LEAD_WEBHOOK_URL: "http://127.0.0.1:9/leads",
      ...env,
    }),
    content: new EmbeddedSource(),
    store,
    log: (event) => events.push(event),
    deliveries: {
      notify: () => {
        site.notified += 1;
      },
    },
  });
  const listening = await listen(app);
  site.origin = listening.origin;
  site.close = async () => {
    await listening.close();
    await store.close();
  };
  return site;
}

const newCall = () => randomBytes(16).toString("hex");

/** The plugin's call: `call=` added to the query, signed over time, method, path with query and body. */
function signedHeaders(method: string, target: string, { at = Date.now(), secret = SECRET, body = "" } = {}) {
  const timestamp = String(Math.floor(at / 1000));
  return {
    "X-Timestamp": timestamp,
    "X-Signature": signCall(secret, "leads-api", `${timestamp}.${method}.${target}.${body}`),
  };
}

function withCall(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}call=${newCall()}`;
}

async function call(site: Site, method: "GET" | "POST", path: string) {
  const target = withCall(path);
  const response = await fetch(site.origin + target, { method, headers: signedHeaders(method, target) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields freely
  return { status: response.status, headers: response.headers, text, json: json as any };
}

/** A lead sent to the site's contact endpoint as a visitor's browser sends it; its stored id. */
async function submitContact(
  site: Site,
  values: { name: string; email: string; phone: string; page?: string; utm?: Record<string, string> },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      form_name: "Website Contact Form",
      form_type: "contact",
      page_source: "Contact Page",
      lead_type: "Prospect",
      name: values.name,
      email: values.email,
      phone: values.phone,
      subject: "Driveway estimate",
      message: "We need a new driveway before winter.",
      page_url: values.page ?? "https://www.example.com/contact",
      utm_params: values.utm ?? {},
      tags: ["Website Lead"],
      _hp: "",
      _started: Date.now() - 20_000,
      ...extra,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Makes a lead's webhook delivery dead, as the worker does when the lead service refuses it for good. */
async function killWebhook(store: LeadStore, leadId: string) {
  const claimed = await store.claimDue({
    workerId: "test-worker",
    now: new Date(Date.now() + 60_000),
    limit: 100,
  });
  const mine = claimed.find((c) => c.lead.id === leadId && c.delivery.destination === "webhook");
  if (!mine) throw new Error(`no webhook delivery to claim for ${leadId}`);
  await store.recordAttempt({
    deliveryId: mine.delivery.id,
    workerId: "test-worker",
    startedAt: new Date(),
    durationMs: 12,
    statusCode: 410,
    error: "HTTP 410: gone",
    outcome: "dead",
  });
  await store.releaseLeases("test-worker");
}

async function cliCsv(databaseUrl: string): Promise<string> {
  let out = "";
  const code = await runLeadsCli(["export", "--csv"], {
    env: { DATABASE_URL: databaseUrl },
    stdout: { write: (chunk: string) => (out += chunk) },
    stderr: { write: () => true },
  });
  expect(code).toBe(0);
  return out;
}

function adminApiSuite(name: string, databaseUrl: () => string, cleanup: () => Promise<void>) {
  describe(`the leads API for the WordPress Leads screen (${name})`, () => {
    let site: Site;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      site = await startSite(databaseUrl());
      ids.pat = await submitContact(site, {
        name: "Pat Jones",
        email: "pat.jones@example.com",
        phone: "(515) 555-0100",
        utm: { utm_source: "google", utm_campaign: "spring-driveways" },
      });
      ids.mary = await submitContact(site, {
        name: "Mary Ann Smith",
        email: "mary@example.com",
        phone: "515-555-0177",
        page: "https://www.example.com/services/patios?ref=nav",
        utm: { utm_source: "google", utm_campaign: "spring-driveways" },
      });
      // Held: the honeypot was filled.
      ids.bot = await submitContact(
        site,
        { name: "Cheap Pills", email: "bot@example.net", phone: "000-000-0000" },
        { _hp: "http://spam.example" },
      );
      ids.tester = await submitContact(site, {
        name: "Tess Tester",
        email: "tess@example.com",
        phone: "515-555-0199",
        page: "https://www.example.com/test-forms",
      });
      ids.failing = await submitContact(site, {
        name: "Fay Failing",
        email: "fay@example.com",
        phone: "515-555-0111",
        page: "https://www.example.com/services/patios",
      });
      await killWebhook(site.store, ids.failing);
    });
    afterAll(async () => {
      await site.close();
      await cleanup();
    });

    it("lists the leads newest first with what the screen shows, the total and the page", async () => {
      const { status, json, headers } = await call(site, "GET", "/api/admin/leads");
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(json).toMatchObject({ total: 5, page: 1, perPage: 25 });
      expect(json.leads.map((lead: { id: string }) => lead.id)).toEqual([
        ids.failing,
        ids.tester,
        ids.bot,
        ids.mary,
        ids.pat,
      ]);
      const mary = json.leads.find((lead: { id: string }) => lead.id === ids.mary);
      expect(mary).toEqual({
        id: ids.mary,
        receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        name: "Mary Ann Smith",
        email: "mary@example.com",
        phone: "515-555-0177",
        form: "Website Contact Form",
        page: "/services/patios",
        utmSource: "google",
        utmCampaign: "spring-driveways",
        status: "pending",
        test: false,
      });
      const byId = Object.fromEntries(
        json.leads.map((lead: { id: string; status: string; test: boolean }) => [
          lead.id,
          [lead.status, lead.test],
        ]),
      );
      expect(byId[ids.bot]).toEqual(["held", false]);
      expect(byId[ids.failing]).toEqual(["failed", false]);
      expect(byId[ids.tester]).toEqual(["pending", true]);
    });

    it("sums up this week and this month: totals, held and failed, by page and by campaign", async () => {
      const { status, json } = await call(site, "GET", "/api/admin/leads/summary");
      expect(status).toBe(200);
      const now = Date.now();
      expect(Date.parse(json.week.since)).toBeCloseTo(now - 7 * 86_400_000, -5);
      expect(Date.parse(json.month.since)).toBeCloseTo(now - 30 * 86_400_000, -5);
      // The held lead is counted, and held, but in neither breakdown.
      const expected = {
        total: 5,
        held: 1,
        failed: 1,
        byPage: [
          { page: "/services/patios", count: 2 },
          { page: "/contact", count: 1 },
          { page: "/test-forms", count: 1 },
        ],
        byCampaign: [
          { source: "google", campaign: "spring-driveways", count: 2 },
          { source: null, campaign: null, count: 2 },
        ],
        estimates: SERVICE_IDS.map((service) => ({
          service,
          label: ESTIMATE_SERVICES[service].label,
          shown: 0,
          sent: 0,
        })),
      };
      expect(json.week).toEqual({ since: json.week.since, ...expected });
      expect(json.month).toEqual({ since: json.month.since, ...expected });
    });
    it("searches name, e-mail and phone and filters held, failed and test leads", async () => {
      const idsOf = async (query: string) =>
        (await call(site, "GET", `/api/admin/leads?${query}`)).json.leads.map(
          (lead: { id: string }) => lead.id,
        );
      expect(await idsOf("q=MARY")).toEqual([ids.mary]);
      expect(await idsOf("q=pat.jones%40example")).toEqual([ids.pat]);
      expect(await idsOf("q=5155550100")).toEqual([ids.pat]);
      expect(await idsOf("status=held")).toEqual([ids.bot]);
      expect(await idsOf("status=failed")).toEqual([ids.failing]);
      expect(await idsOf("status=test")).toEqual([ids.tester]);
      expect(await idsOf("status=&q=")).toHaveLength(5);
      const none = await call(site, "GET", "/api/admin/leads?q=nobody&page=1");
      expect(none.json).toEqual({ leads: [], total: 0, page: 1, perPage: 25 });
      const past = await call(site, "GET", "/api/admin/leads?page=2");
      expect(past.json).toEqual({ leads: [], total: 5, page: 2, perPage: 25 });
    });

    it("answers a bad query value with 400 and what is wrong, never 5xx", async () => {
      for (const [query, message] of [
        ["status=spam", /status must be one of all, held, failed, test/],
        ["page=0", /page must be from 1/],
        ["page=two", /page must be a whole number/],
        ["page=99999999", /page must be a whole number/],
        [`q=${"a".repeat(201)}`, /q is at most 200 characters/],
        ["q=a&q=b", /q must be given once/],
      ] as const) {
        const { status, json } = await call(site, "GET", `/api/admin/leads?${query}`);
        expect(status, query).toBe(400);
        expect(json.error).toMatch(message);
      }
      expect((await call(site, "GET", "/api/admin/leads/summary?call=x&call=y")).status).toBe(400);
    });

    it("shows one lead with every field labelled, its deliveries and their attempts; 404 for another id", async () => {
      const { status, json } = await call(site, "GET", `/api/admin/leads/${ids.failing}`);
      expect(status).toBe(200);
      expect(json.lead).toMatchObject({
        id: ids.failing,
        name: "Fay Failing",
        status: "failed",
        spamReason: null,
        spamReasonText: null,
        releasedAt: null,
        markedSpamAt: null,
        tags: ["Website Lead"],
      });
      expect(json.lead.fields).toEqual(
        expect.arrayContaining([
          { label: "Name", value: "Fay Failing" },
          { label: "Phone", value: "515-555-0111" },
          { label: "Message", value: "We need a new driveway before winter." },
          { label: "Page URL", value: "https://www.example.com/services/patios" },
        ]),
      );
      const webhook = json.deliveries.find((d: { destination: string }) => d.destination === "webhook");
      expect(webhook).toMatchObject({
        status: "dead",
        attempts: 1,
        lastStatus: 410,
        lastError: "HTTP 410: gone",
        receipt: null,
      });
      expect(webhook.attemptLog).toEqual([
        {
          startedAt: expect.any(String),
          durationMs: 12,
          statusCode: 410,
          error: "HTTP 410: gone",
          outcome: "dead",
        },
      ]);
      expect(json.linked).toEqual([]);

      const held = await call(site, "GET", `/api/admin/leads/${ids.bot}`);
      expect(held.json.lead).toMatchObject({
        status: "held",
        spamReason: "honeypot",
        spamReasonText: "honeypot (the hidden field that only programs fill in was filled)",
      });
      const pat = await call(site, "GET", `/api/admin/leads/${ids.pat}`);
      expect(pat.json.lead.utm).toEqual({ utm_source: "google", utm_campaign: "spring-driveways" });

      expect((await call(site, "GET", "/api/admin/leads/00000000-0000-0000-0000-000000000000")).status).toBe(
        404,
      );
      expect((await call(site, "GET", "/api/admin/leads/not%20an%20id")).status).toBe(404);
    });

    it("releases a held lead once, as the command line does, and wakes the worker", async () => {
      const notified = site.notified;
      const first = await call(site, "POST", `/api/admin/leads/${ids.bot}/release`);
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ status: "released", leadIds: [ids.bot], deliveries: 1 });
      expect(site.notified).toBe(notified + 1);
      const again = await call(site, "POST", `/api/admin/leads/${ids.bot}/release`);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ status: "not-held" });
      const unknown = await call(
        site,
        "POST",
        "/api/admin/leads/00000000-0000-0000-0000-000000000000/release",
      );
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ status: "not-found" });
      const detail = await call(site, "GET", `/api/admin/leads/${ids.bot}`);
      expect(detail.json.lead).toMatchObject({ status: "pending", spamReason: "honeypot" });
      expect(detail.json.lead.releasedAt).toEqual(expect.any(String));
    });

    it("shows a lead the owner marked as spam from WordPress, and a release removes the mark without sending it again", async () => {
      const marked = await call(site, "POST", `/api/admin/leads/${ids.pat}/spam`);
      expect(marked.status).toBe(200);
      expect(marked.json).toEqual({ status: "marked", markedAt: expect.any(String) });
      const again = await call(site, "POST", `/api/admin/leads/${ids.pat}/spam`);
      expect(again.json).toEqual({ status: "already-marked", markedAt: marked.json.markedAt });
      expect(
        (await call(site, "POST", "/api/admin/leads/00000000-0000-0000-0000-000000000000/spam")).status,
      ).toBe(404);
      expect((await call(site, "POST", "/api/admin/leads/..%2F..%2Fx/spam")).status).toBe(404);
      const listed = await call(site, "GET", "/api/admin/leads?q=pat.jones");
      expect(listed.json.leads[0]).toMatchObject({ id: ids.pat, status: "spam-marked" });
      const detail = await call(site, "GET", `/api/admin/leads/${ids.pat}`);
      expect(detail.json.lead.markedSpamAt).toEqual(expect.any(String));
      const released = await call(site, "POST", `/api/admin/leads/${ids.pat}/release`);
      expect(released.status).toBe(200);
      expect(released.json).toEqual({ status: "released", leadIds: [ids.pat], deliveries: 0 });
      expect((await call(site, "GET", `/api/admin/leads/${ids.pat}`)).json.lead).toMatchObject({
        status: "pending",
        markedSpamAt: null,
      });
    });

    it("sends a failed lead again once, then has nothing to retry", async () => {
      const first = await call(site, "POST", `/api/admin/leads/${ids.failing}/retry`);
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ status: "retrying", deliveries: 1 });
      const again = await call(site, "POST", `/api/admin/leads/${ids.failing}/retry`);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ status: "nothing-to-retry" });
      expect(
        (await call(site, "POST", "/api/admin/leads/00000000-0000-0000-0000-000000000000/retry")).status,
      ).toBe(404);
      await killWebhook(site.store, ids.failing);
    });

    it("exports the same CSV as `npm run leads -- export --csv`, and the filter's rows of it", async () => {
      const all = await call(site, "GET", "/api/admin/leads/export.csv");
      expect(all.status).toBe(200);
      expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(all.headers.get("content-disposition")).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(all.text).toBe(await cliCsv(site.databaseUrl));

      const lines = all.text.split("\r\n");
      const test = await call(site, "GET", "/api/admin/leads/export.csv?status=test&q=");
      expect(test.text).toBe(`${lines[0]}\r\n${lines.find((line) => line.startsWith(ids.tester))}\r\n`);
    });
  });
}

const sqliteFolder = mkdtempSync(join(tmpdir(), "admin-api-"));
afterAll(() => rmSync(sqliteFolder, { recursive: true, force: true }));
adminApiSuite(
  "SQLite",
  () => `file:${join(sqliteFolder, "site.db")}`,
  async () => {},
);

const schema = `admin_api_${randomBytes(6).toString("hex")}`;
adminApiSuite(
  "PostgreSQL",
  () => `${testPostgresUrl}?schema=${schema}`,
  () => dropSchema(schema),
);

describe("the leads API's signature", () => {
  let site: Site;
  const folder = mkdtempSync(join(tmpdir(), "admin-api-signature-"));

  beforeAll(async () => {
    site = await startSite(`file:${join(folder, "site.db")}`);
  });
  afterAll(async () => {
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const refusals = () => site.events.filter((e) => e.event === "admin_leads.refused").map((e) => e.reason);

  it("refuses with 401 a call unsigned, forged, or signed for another method, path, query or time", async () => {
    const before = refusals().length;
    const target = withCall("/api/admin/leads?status=held");
    const good = signedHeaders("GET", target);
    const attempts: [string, string, Record<string, string>][] = [
      ["GET", target, {}],
      ["GET", target, { "X-Timestamp": good["X-Timestamp"] }],
      ["GET", target, signedHeaders("GET", target, { secret: "not-the-shared-secret-at-all" })],
      ["GET", target, { ...good, "X-Signature": `sha256=${"0".repeat(64)}` }],
      ["POST", target, signedHeaders("GET", target)],
      ["GET", target.replace("status=held", "status=all"), signedHeaders("GET", target)],
      ["GET", target.replace("/api/admin/leads", "/api/admin/leads/summary"), signedHeaders("GET", target)],
      [
        "GET",
        target,
        signedHeaders("GET", target, { at: Date.now() - (SIGNATURE_MAX_AGE_SECONDS + 10) * 1000 }),
      ],
      [
        "GET",
        target,
        signedHeaders("GET", target, { at: Date.now() + (SIGNATURE_MAX_AGE_SECONDS + 10) * 1000 }),
      ],
      ["GET", target, { ...good, "X-Timestamp": "yesterday" }],
    ];
    for (const [method, path, headers] of attempts) {
      const response = await fetch(site.origin + path, { method, headers });
      expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: "Invalid signature" });
    }
    expect(refusals().slice(before)).toEqual([
      "missing signature",
      "missing signature",
      "bad signature",
      "bad signature",
      "bad signature",
      "bad signature",
      "bad signature",
      "timestamp too old",
      "timestamp too old",
      "malformed timestamp",
    ]);
  });

  it("is never taken for a revalidation's, nor a revalidation's for it, though both use the one secret", async () => {
    // A leads-API signature over `{ts}.GET.{target}.`, sent to /api/revalidate with the rest of what
    // it signed as the body: the same bytes after the timestamp, so only the purpose tells them apart.
    const target = withCall("/api/admin/leads");
    const leadsCall = signedHeaders("GET", target);
    const asRevalidation = await fetch(`${site.origin}/api/revalidate`, {
      method: "POST",
      headers: leadsCall,
      body: `GET.${target}.`,
    });
    expect(asRevalidation.status).toBe(401);
    expect(site.events.filter((e) => e.event === "revalidate.refused").at(-1)).toMatchObject({
      reason: "bad signature",
    });

    // And a revalidation's signature over a leads-API call's bytes is refused by the leads API.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const asLeadsCall = await fetch(site.origin + target, {
      headers: {
        "X-Timestamp": timestamp,
        "X-Signature": signCall(SECRET, "revalidate", `${timestamp}.GET.${target}.`),
      },
    });
    expect(asLeadsCall.status).toBe(401);
    expect(refusals().at(-1)).toBe("bad signature");
    // The call itself, signed for its purpose, still goes through.
    expect((await fetch(site.origin + target, { headers: signedHeaders("GET", target) })).status).toBe(200);
  });

  it("accepts a signed call once: the same call sent again is refused as a replay", async () => {
    const target = withCall("/api/admin/leads");
    const headers = signedHeaders("GET", target);
    expect((await fetch(site.origin + target, { headers })).status).toBe(200);
    const replay = await fetch(site.origin + target, { headers });
    expect(replay.status).toBe(401);
    expect(refusals().at(-1)).toBe("replayed");
  });

  it("signs a body too: a POST with a body other than the signed one is refused", async () => {
    const target = withCall("/api/admin/leads/some-lead/release");
    const headers = signedHeaders("POST", target);
    const response = await fetch(site.origin + target, { method: "POST", headers, body: "release=all" });
    expect(response.status).toBe(401);
  });

  it("answers 429 once a network's refused calls are spent, and a signed call still gets through", async () => {
    const other = await startSite(`file:${join(folder, "limits.db")}`);
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= REFUSED_ADMIN_CALLS_PER_MINUTE; i += 1)
        statuses.push((await fetch(`${other.origin}/api/admin/leads`)).status);
      expect(statuses.slice(0, REFUSED_ADMIN_CALLS_PER_MINUTE).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await call(other, "GET", "/api/admin/leads")).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("is not there at all on a site without the shared secret", async () => {
    const bare = await startSite(`file:${join(folder, "bare.db")}`, { WORDPRESS_WEBHOOK_SECRET: "" });
    try {
      for (const path of ["/api/admin/leads", "/api/admin/leads/summary", "/api/admin/leads/export.csv"]) {
        const target = withCall(path);
        const response = await fetch(bare.origin + target, { headers: signedHeaders("GET", target) });
        expect(response.status).toBe(404);
      }
      const target = withCall("/api/admin/leads/x/release");
      expect(
        (await fetch(bare.origin + target, { method: "POST", headers: signedHeaders("POST", target) }))
          .status,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
