import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_PRICES, priceListVersion } from "@shared/content/prices.ts";
import { ESTIMATE_SHOWN_PATH } from "@shared/estimate/beacon.ts";
import { estimateCopy } from "@shared/estimate/copy.ts";
import { estimateMessages } from "@shared/estimate/form.ts";
import { estimateLead } from "@shared/forms/estimate/lead.ts";
import { leadRequestBody } from "@shared/forms/lead.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signCall } from "../../server/cluster/signed-call.ts";
import { type ComposedSite, composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { type DeliveryWorker, startDeliveryWorker } from "../../server/leads/delivery/index.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { openPostgresLeadStore } from "../../server/leads/store/postgres.ts";
import { createSiteMetrics, type SiteMetrics } from "../../server/metrics/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * "Send me this estimate" (issue 30) through the real app, the delivery worker, a fake lead service
 * and a fake SMTP server, on each store: the lead the business gets is priced by the server, the
 * visitor gets their estimate by e-mail, and the owner's summary counts estimates shown and sent.
 */

const SECRET = "the-secret-the-plugin-shares-with-the-site";
const SITE_URL = "https://www.example.com";
const VERSION = priceListVersion(DEFAULT_PRICES);

interface Site {
  origin: string;
  store: LeadStore;
  events: Record<string, unknown>[];
  metrics: SiteMetrics;
  estimatesShown: ComposedSite["estimatesShown"];
  close(): Promise<void>;
}

async function startSite(store: LeadStore, service: FakeLeadService, smtp: FakeSmtp): Promise<Site> {
  const events: Record<string, unknown>[] = [];
  const env = parseEnv({
    SITE_URL,
    RATE_LIMIT_PER_MINUTE: "100000",
    WORDPRESS_WEBHOOK_SECRET: SECRET,
    LEAD_WEBHOOK_URL: service.url,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "office@example.com",
  });
  const log = (event: Record<string, unknown>) => events.push(event);
  const metrics = createSiteMetrics({ processMetrics: false });
  const worker: DeliveryWorker = startDeliveryWorker({ store, env, log, pollMs: 20 });
  const { app, estimatesShown, stop } = composeSite({
    env,
    content: new EmbeddedSource(),
    store,
    log,
    deliveries: worker,
    metrics,
    estimateFlushMs: 60_000,
  });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    store,
    events,
    metrics,
    estimatesShown,
    close: async () => {
      await listening.close();
      await stop();
      await worker.stop();
    },
  };
}

/** The lead helper's body, as the estimate page sends it. */
function helperBody(values: Record<string, string>, extra: Record<string, unknown> = {}) {
  const submission = estimateLead(
    { name: "Mary Ann Smith", email: "mary.smith@example.com", phone: "515-555-0177", ...values },
    { pageUrl: `${SITE_URL}/estimate`, now: new Date(), prices: DEFAULT_PRICES },
  );
  return {
    ...leadRequestBody(submission, { utm_source: "google" }),
    _hp: "",
    _started: Date.now() - 20_000,
    ...extra,
  };
}

/** A visitor's address, as nginx on the same box passes it on (TRUST_PROXY's default believes loopback). */
const visitor = (n: number) => ({ "X-Forwarded-For": `203.0.113.${n}` });

async function postJson(
  site: Site,
  path: string,
  body: unknown,
  type = "application/json",
  headers: Record<string, string> = {},
) {
  const res = await fetch(site.origin + path, {
    method: "POST",
    headers: { "Content-Type": type, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text };
}

async function summary(site: Site) {
  const target = `/api/admin/leads/summary?call=${randomBytes(16).toString("hex")}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(site.origin + target, {
    headers: {
      "X-Timestamp": timestamp,
      "X-Signature": signCall(SECRET, "leads-api", `${timestamp}.GET.${target}.`),
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    week: { estimates: { service: string; label: string; shown: number; sent: number }[] };
    month: { estimates: { service: string; shown: number; sent: number }[] };
  };
}

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A message's quoted-printable text, read back as UTF-8. */
const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

function estimateSuite(name: string, openStore: () => Promise<LeadStore>, cleanup: () => Promise<void>) {
  describe(`the instant estimate's lead and counts (${name})`, () => {
    let site: Site;
    let service: FakeLeadService;
    let smtp: FakeSmtp;

    beforeAll(async () => {
      service = await startFakeLeadService();
      smtp = await startFakeSmtp();
      site = await startSite(await openStore(), service, smtp);
    });
    afterAll(async () => {
      await site.close();
      await site.store.close();
      await service.close();
      await smtp.close();
      await cleanup();
    });

    /** The lead service's request for the lead `id`, once it arrives. */
    async function delivered(id: string) {
      for (let i = 0; i < 500; i += 1) {
        const found = service.requests.find((request) => JSON.stringify(request.json).includes(id));
        if (found) return found.json as Record<string, unknown>;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`the lead ${id} never reached the lead service`);
    }

    it("delivers a Website Quote Form lead with the server's estimate, and e-mails the visitor their estimate", async () => {
      const mailsBefore = smtp.messages.length;
      const sent = await postJson(site, "/api/quote", helperBody({ service: "driveways", area: "600" }));
      expect(sent.status, sent.text).toBe(201);
      const lead = await delivered(String(sent.json?.id));
      expect(lead).toMatchObject({
        form_name: "Website Quote Form",
        form_type: "quote",
        lead_label: "Instant Estimate",
        serviceType: "driveways",
        estimate: {
          service: "driveways",
          size: 600,
          finish: "broom",
          low: 4800,
          high: 8400,
          currency: "USD",
          priceListVersion: VERSION,
        },
      });
      expect(lead.projectDescription).toContain(
        "$4,800 – $8,400 for about 600 sq ft of broom-finished driveway",
      );
      expect(lead.estimate).not.toHaveProperty("shownLow");

      // The owner's e-mail and the visitor's: one to the office, one to the visitor.
      const mails = await smtp.waitForMessages(mailsBefore + 2);
      const toVisitor = mails.slice(mailsBefore).find((mail) => mail.to.includes("mary.smith@example.com"));
      const toOffice = mails.slice(mailsBefore).find((mail) => mail.to.includes("office@example.com"));
      expect(toVisitor).toBeDefined();
      const text = decoded(toVisitor!.raw);
      expect(text).toContain("$4,800 – $8,400 for about 600 sq ft of broom-finished driveway.");
      expect(text).toContain(estimateCopy.terms);
      expect(text).toContain(estimateCopy.versionLine(VERSION));
      expect(text).toContain(`${SITE_URL}/estimate?service=driveways&area=600&finish=broom`);
      expect(text).toContain("Included: grading, a compacted crushed-rock base");
      // Nothing the visitor typed: not even their name.
      expect(text).not.toContain("Mary");
      // The owner reads the estimate as a flat list, like the campaign's.
      const office = decoded(toOffice!.raw);
      expect(office).toMatch(/low: 4800/i);
      expect(office).toContain(VERSION);
    });

    it("replaces a forged range with the server's and notes what the visitor was shown", async () => {
      const body = helperBody({ service: "patios", length: "20", width: "15", finish: "stamped" });
      const forged = {
        ...body,
        estimate: { ...((body as Record<string, unknown>).estimate as object), low: 1, high: 2 },
        projectDescription: "Instant estimate: $1 – $2",
        serviceType: "sidewalks",
      };
      const sent = await postJson(site, "/api/quote", forged);
      expect(sent.status, sent.text).toBe(201);
      const lead = await delivered(String(sent.json?.id));
      // Stamped patio: $12–$18 per sq ft over 300 sq ft.
      expect(lead.estimate).toMatchObject({
        service: "patios",
        size: 300,
        length: 20,
        width: 15,
        finish: "stamped",
        low: 3600,
        high: 5400,
        shownLow: 1,
        shownHigh: 2,
      });
      expect(lead.serviceType).toBe("patios");
      expect(lead.projectDescription).toContain("$3,600 – $5,400");
      expect(lead.projectDescription).not.toContain("$1 – $2");
    });

    it("prices an estimate posted with any other form or at any other address again, or drops it, and keeps every lead", async () => {
      const forged = { low: 100, high: 200, currency: "USD", priceListVersion: "pl-00000000" };
      // The server's ranges (the list's defaults): patio $10–$18, driveway $8–$14 and floor $6–$12 a
      // square foot, a sidewalk section $350–$1,500.
      const posts: { path: string; body: Record<string, unknown>; range: [number, number] | null }[] = [
        // The review's post: another form name at the estimate's own address, a patio of 600 sq ft.
        {
          path: "/api/quote",
          body: {
            form_name: "Instant Estimate",
            name: "X",
            email: "x.forged@example.com",
            phone: "515-555-0199",
            estimate: { service: "patios", size: 600, ...forged },
          },
          range: [6000, 10800],
        },
        {
          path: "/api/contact",
          body: generalLeadPayload("contact", {
            form_name: "Partner Contact Form",
            lead_label: "Instant Estimate",
            estimate: { service: "driveways", length: 30, width: 20, ...forged },
          }),
          range: [4800, 8400],
        },
        {
          path: "/.netlify/functions/lead",
          body: generalLeadPayload("lead", {
            estimate: { service: "sidewalk-repair", kind: "section", ...forged },
          }),
          range: [350, 1500],
        },
        // The site's own quick quote, with an estimate it never sends.
        {
          path: "/api/contact",
          body: {
            form_name: "Quick Quote Form",
            name: "Quinn Quick",
            phone: "515-555-0123",
            email: "quinn@example.com",
            estimate: { service: "floors", size: 500, ...forged },
          },
          range: [3000, 6000],
        },
        // Nothing the server can price: the estimate goes, and so does a label that vouches for it.
        {
          path: "/api/quote",
          body: generalLeadPayload("quote", {
            form_name: "instant  ESTIMATE",
            lead_label: "Instant Estimate",
            estimate: { service: "hot-tubs", size: 600, ...forged },
          }),
          range: null,
        },
        {
          path: "/api/lead",
          body: generalLeadPayload("lead", { lead_label: "Instant Estimate", estimate: "Low 100, High 200" }),
          range: null,
        },
        {
          path: "/api/contact",
          body: generalLeadPayload("contact", { form_name: "Instant Estimate" }),
          range: null,
        },
      ];
      const mailsBefore = smtp.messages.length;
      for (const { path, body, range } of posts) {
        const sent = await postJson(site, path, body);
        expect(sent.status, `${path} ${sent.text}`).toBe(201);
        const id = String(sent.json?.id);
        const lead = await delivered(id);
        const stored = (await site.store.get(id))?.lead;
        expect(stored?.payload).toMatchObject({ name: body.name, email: body.email });
        const mail = await until(() =>
          smtp.messages
            .slice(mailsBefore)
            .find((m) => m.to.includes("office@example.com") && decoded(m.raw).includes(id)),
        );
        const office = decoded(mail.raw);
        if (range === null) {
          expect(lead, path).not.toHaveProperty("estimate");
          expect(lead.lead_label ?? "", path).not.toMatch(/instant estimate/i);
          expect(String(lead.form_name), path).not.toMatch(/instant\s+estimate/i);
          expect(stored?.formName).toBe(lead.form_name);
          expect(office, path).not.toMatch(/instant\s+estimate/i);
          expect(site.events).toContainEqual(
            expect.objectContaining({ event: "lead.estimate_settled", leadId: id, repriced: false }),
          );
        } else {
          // The server's range, and none of the body's numbers: the site showed this visitor nothing.
          expect(lead.estimate, path).toMatchObject({
            low: range[0],
            high: range[1],
            priceListVersion: VERSION,
          });
          expect(lead.estimate, path).not.toHaveProperty("shownLow");
          expect(site.events).toContainEqual(
            expect.objectContaining({
              event: "lead.estimate_settled",
              leadId: id,
              repriced: true,
              dropped: [],
            }),
          );
          expect(office, path).toMatch(new RegExp(`low: ${range[0]}\\b`, "i"));
        }
        expect(office, path).not.toMatch(/\b(low|high): (100|200)\b|pl-00000000/i);
        expect(JSON.stringify(lead), path).not.toMatch(/\b(100|200)\b|pl-00000000/);
      }
      // None of them is the estimate's own form: no visitor was e-mailed an estimate.
      expect(smtp.messages.slice(mailsBefore).every((m) => m.to.includes("office@example.com"))).toBe(true);
    });

    it("takes a plain post without JavaScript (_form=estimate) and answers with a page", async () => {
      const form = new URLSearchParams({
        _form: "estimate",
        name: "Pat Jones",
        email: "pat.jones@example.com",
        phone: "(515) 555-0100",
        service: "sidewalk-repair",
        kind: "section",
        page_url: `${SITE_URL}/estimate`,
        _hp: "",
        _started: String(Date.now() - 20_000),
      });
      const res = await fetch(`${site.origin}/api/quote`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
      expect(res.status).toBe(201);
      expect(await res.text()).toContain(estimateCopy.send.success.title);
      const stored = (await site.store.list({ limit: 1 }))[0].lead;
      expect(stored.payload.estimate).toMatchObject({
        service: "sidewalk-repair",
        kind: "section",
        low: 350,
        high: 1500,
        priceListVersion: VERSION,
      });
    });

    it("answers wrong estimate fields with 422 and the sentence for each field, never a 5xx", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ service: "garages", size: 600 }, "service", estimateMessages.service],
        [{ service: "driveways", size: -5 }, "area", estimateMessages.areaTooSmall],
        [{ service: "driveways", size: 250_000 }, "area", estimateMessages.areaTooLarge],
        [{ service: "driveways", size: "lots" }, "area", estimateMessages.areaNotNumber],
        [{ service: "driveways", size: 600, finish: "gold" }, "finish", estimateMessages.finish],
        [{ service: "driveways", length: 30 }, "width", estimateMessages.widthMissing],
        [{ service: "sidewalk-repair", kind: "bridge" }, "kind", estimateMessages.kind],
      ];
      for (const [estimate, field, message] of cases) {
        const body = { ...helperBody({ service: "driveways", area: "600" }), estimate };
        const sent = await postJson(site, "/api/quote", body);
        expect(sent.status, JSON.stringify(estimate)).toBe(422);
        expect((sent.json?.fields as Record<string, string> | undefined)?.[field]).toBe(message);
      }
      const notAnObject = await postJson(site, "/api/quote", {
        ...helperBody({ service: "driveways", area: "600" }),
        estimate: "cheap",
      });
      expect(notAnObject.status).toBe(422);
      // A Website Quote Form lead without an estimate is still the quote page's, with its rules.
      const quote = await postJson(site, "/api/quote", {
        ...helperBody({ service: "driveways", area: "600" }),
        estimate: undefined,
      });
      expect(quote.status).toBe(422);
      expect(Object.keys((quote.json?.fields as object) ?? {})).toContain("address");
      expect(site.events.map((event) => event.event)).not.toContain("lead.error");
    });

    it("holds a honeypot's estimate as spam: no visitor e-mail, and not counted as sent", async () => {
      const before = await summary(site);
      const sent = await postJson(
        site,
        "/api/quote",
        helperBody(
          { service: "floors", area: "400", email: "bot@example.com" },
          { _hp: "http://spam.example" },
        ),
      );
      expect(sent.status).toBe(201);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.messages.filter((mail) => mail.to.includes("bot@example.com"))).toEqual([]);
      const after = await summary(site);
      expect(after.week.estimates.find((row) => row.service === "floors")?.sent).toBe(
        before.week.estimates.find((row) => row.service === "floors")?.sent,
      );
    });

    it("counts estimates shown (the beacon and an estimate address) and sent, per service, in the summary and the metrics", async () => {
      for (let i = 1; i <= 3; i += 1) {
        const beacon = await postJson(
          site,
          ESTIMATE_SHOWN_PATH,
          { service: "overlays" },
          undefined,
          visitor(i),
        );
        expect(beacon.status).toBe(204);
      }
      // sendBeacon with a string sends text/plain.
      expect(
        (await postJson(site, ESTIMATE_SHOWN_PATH, '{"service":"overlays"}', "text/plain", visitor(4)))
          .status,
      ).toBe(204);
      // Counted by the server: a GET of an address that describes an estimate; not a HEAD, not a wrong one.
      await fetch(`${site.origin}/estimate?service=overlays&area=300`, { headers: visitor(5) });
      await fetch(`${site.origin}/estimate?service=overlays&area=300`, {
        method: "HEAD",
        headers: visitor(6),
      });
      await fetch(`${site.origin}/estimate?service=overlays&area=-3`, { headers: visitor(7) });
      await fetch(`${site.origin}/estimate`, { headers: visitor(8) });
      // A visitor already counted for the service this hour is not counted again.
      expect(
        (await postJson(site, ESTIMATE_SHOWN_PATH, { service: "overlays" }, undefined, visitor(1))).status,
      ).toBe(204);
      await fetch(`${site.origin}/estimate?service=overlays&area=310`, { headers: visitor(5) });
      const sentOverlay = await postJson(
        site,
        "/api/quote",
        helperBody({ service: "overlays", area: "300" }),
      );
      expect(sentOverlay.status).toBe(201);
      await site.estimatesShown.flush();

      const { week, month } = await summary(site);
      expect(week.estimates.find((row) => row.service === "overlays")).toEqual({
        service: "overlays",
        label: "Concrete overlay (resurfacing)",
        shown: 5,
        sent: 1,
      });
      expect(week.estimates.find((row) => row.service === "driveways")?.sent).toBe(1);
      expect(week.estimates.find((row) => row.service === "patios")?.sent).toBe(1);
      expect(week.estimates.find((row) => row.service === "sidewalk-repair")?.sent).toBe(1);
      expect(month.estimates.find((row) => row.service === "overlays")?.shown).toBe(5);

      const scraped = (await site.metrics.scrape()).body;
      expect(scraped).toContain('gdm_estimates_shown_total{service="overlays"} 5');
      expect(scraped).toContain('gdm_estimates_sent_total{service="overlays"} 1');
    });

    it("refuses a junk beacon with a 4xx and a sentence, and counts nothing", async () => {
      const junk: [unknown, string, number][] = [
        [{ service: "garages" }, "application/json", 422],
        [{ service: ["driveways"] }, "application/json", 422],
        [[], "application/json", 422],
        ["not json", "application/json", 400],
        ['{"service":', "text/plain", 400],
        [`{"service":"${"x".repeat(2_000)}"}`, "application/json", 413],
        ["service=driveways", "application/x-www-form-urlencoded", 415],
      ];
      for (const [body, type, status] of junk) {
        const answer = await postJson(site, ESTIMATE_SHOWN_PATH, body, type);
        expect(answer.status, String(body).slice(0, 40)).toBe(status);
        expect(typeof answer.json?.message).toBe("string");
      }
      expect((await fetch(site.origin + ESTIMATE_SHOWN_PATH)).status).toBe(405);
      await site.estimatesShown.flush();
      const { week } = await summary(site);
      expect(week.estimates.reduce((sum, row) => sum + row.shown, 0)).toBe(5);
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), "estimate-leads-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

estimateSuite(
  "SQLite",
  () => openLeadStore(`file:${join(folder, "site.db")}`),
  async () => {},
);

const schema = `estimate_${randomBytes(4).toString("hex")}`;
estimateSuite(
  "PostgreSQL",
  () => openPostgresLeadStore(testPostgresUrl, { schema }),
  () => dropSchema(schema),
);
