import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { FormType } from "@shared/forms/lead.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { signQuoteLink } from "../../server/leads/quote-link.ts";
import { MIN_FILL_MS } from "../../server/leads/spam.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { openPostgresLeadStore } from "../../server/leads/store/postgres.ts";
import { QUOTE_LINK_HOLD_MS, UNCOMPARED_REPEAT_MS } from "../../server/leads/submit.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/** A running site with its own store; `events` are its log lines, `notified` counts worker wake-ups. */
interface Site {
  origin: string;
  store: LeadStore;
  events: Record<string, unknown>[];
  notified: number;
  close(): Promise<void>;
}

async function startSite(store: LeadStore, env: Record<string, string> = {}): Promise<Site> {
  const events: Record<string, unknown>[] = [];
  const site = { origin: "", store, events, notified: 0, close: async () => {} };
  const { app } = composeSite({
    env: parseEnv({ SITE_URL: "https://www.example.com", RATE_LIMIT_PER_MINUTE: "100000", ...env }),
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
  site.close = listening.close;
  return site;
}

const fillTime = () => Date.now() - 20_000;

/** The /readyz warnings about where leads go. */
const destinationWarnings = (body: { warnings?: { code: string }[] }) =>
  (body.warnings ?? []).filter((warning) => warning.code === "leads-have-no-destination");

const leadBody = (type: FormType, extra: Record<string, unknown> = {}) => ({
  form_name: type === "quote" ? "Two-Step Form - Complete Form" : "Website Contact Form",
  form_type: type,
  page_source: "Contact Page",
  lead_type: "Prospect",
  name: "Pat Jones",
  firstName: "Pat",
  lastName: "Jones",
  email: "pat.jones@example.com",
  phone: "(515) 555-0100",
  subject: "Driveway estimate",
  message: "We need a new driveway before winter.",
  serviceType: "driveway",
  timeline: "asap",
  tags: ["Website Lead", "Contact Form"],
  utm_params: { utm_source: "google", utm_medium: "cpc" },
  _hp: "",
  _started: fillTime(),
  ...extra,
});

const quoteValues = (extra: Record<string, unknown> = {}) => ({
  name: "Mary Ann Smith",
  email: "mary.smith@example.com",
  phone: "515-555-0177",
  address: "1200 Grand Ave",
  city: "West Des Moines",
  zip: "50265",
  serviceType: "driveways",
  projectDescription: "Replace a cracked 20x40 driveway",
  projectSize: "",
  timeline: "1month",
  budget: "",
  hearAboutUs: "",
  privacyPolicy: true,
  utm_params: { utm_source: "facebook" },
  page_url: "https://www.example.com/quote",
  _hp: "",
  _started: fillTime(),
  ...extra,
});

interface Sent {
  status: number;
  headers: Headers;
  /** The JSON answer (null for a page). */
  body: {
    success: boolean;
    message: string;
    id: string;
    link_token?: string;
    fields?: Record<string, string>;
  };
  text: string;
}

async function post(
  site: Site,
  path: string,
  body: unknown,
  { headers = {}, raw }: { headers?: Record<string, string>; raw?: BodyInit } = {},
): Promise<Sent> {
  const res = await fetch(site.origin + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: raw ?? JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Sent["body"] = null as unknown as Sent["body"];
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, body: parsed, text };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
const leadCount = async (store: LeadStore) => (await store.stats()).leads;

function leadsApiSuite(name: string, openStore: () => Promise<LeadStore>, cleanup: () => Promise<void>) {
  describe(`lead submission endpoints (${name})`, () => {
    let site: Site;

    beforeAll(async () => {
      // Every destination set (and no worker here): each lead's three deliveries wait, pending.
      site = await startSite(await openStore(), {
        LEAD_WEBHOOK_URL: "http://127.0.0.1:9/leads",
        SMTP_URL: "smtp://127.0.0.1:2525",
        NOTIFY_EMAIL: "office@example.com",
        TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_FROM: "+15155550100",
        TWILIO_API_BASE: "http://127.0.0.1:9",
        OWNER_SMS_TO: "+15155550142",
      });
    });
    afterAll(async () => {
      await site.close();
      await site.store.close();
      await cleanup();
    });

    it.each([
      ["/api/quote", "quote"],
      ["/api/lead", "lead"],
      ["/api/contact", "contact"],
      ["/.netlify/functions/quote", "quote"],
      ["/.netlify/functions/lead", "lead"],
      ["/.netlify/functions/contact", "contact"],
    ] as const)("stores a lead posted to %s with its deliveries before answering 201", async (path, type) => {
      const notifiedBefore = site.notified;
      const res = await post(site, path, leadBody(type));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: "Thank you! We received your request.",
        id: expect.any(String),
      });

      const stored = await site.store.get(res.body.id);
      expect(stored?.lead).toMatchObject({
        endpoint: type,
        formType: type,
        email: "pat.jones@example.com",
        spam: false,
      });
      expect(stored?.lead.payload).toMatchObject({ firstName: "Pat", utm_params: { utm_source: "google" } });
      expect(stored?.lead.payload).not.toHaveProperty("_hp");
      expect(stored?.deliveries.map((d) => [d.destination, d.status])).toEqual([
        ["email", "pending"],
        ["sms", "pending"],
        ["webhook", "pending"],
      ]);
      expect(site.notified).toBe(notifiedBefore + 1);
      expect(res.headers.get("cache-control")).toBe("no-store");
    });

    it("stores the quote page's primary submission as a lead-service-shaped quote, its webhook held back 10 s", async () => {
      const res = await post(site, "/api/wp/forms/quote", quoteValues());
      expect(res.status).toBe(201);
      const stored = await site.store.get(res.body.id);
      expect(stored?.lead).toMatchObject({
        endpoint: "wp-forms-quote",
        formType: "quote",
        formName: "Website Quote Form",
      });
      expect(stored?.lead.payload).toMatchObject({
        firstName: "Mary",
        lastName: "Ann Smith",
        form_type: "quote",
        page_source: "Quote Page",
        page_url: "https://www.example.com/quote",
        utm_params: { utm_source: "facebook" },
        tags: expect.arrayContaining(["Website Lead", "Page: Quote Page"]),
      });
      expect(JSON.parse(String(stored?.lead.payload.additionalContext))).toMatchObject({
        city: "West Des Moines",
      });
      const due = Object.fromEntries(
        stored!.deliveries.map((d) => [
          d.destination,
          d.nextAttemptAt.getTime() - stored!.lead.createdAt.getTime(),
        ]),
      );
      expect(due).toEqual({ email: 0, sms: 0, webhook: QUOTE_LINK_HOLD_MS });
    });

    it("links the quote page's follow-up to its primary by the token the primary's answer gave: the business is told once", async () => {
      const key = `action-${Date.now()}`;
      const primary = await post(site, "/api/wp/forms/quote", quoteValues(), {
        headers: { "Idempotency-Key": key },
      });
      expect(primary.body).toMatchObject({ link_token: expect.stringMatching(/^[0-9a-f-]{36}\./) });
      const followUp = await post(
        site,
        "/api/quote",
        leadBody("quote", {
          ...quoteValues(),
          form_name: "Website Quote Form",
          email: "someone.else@example.com",
          _link: primary.body.link_token,
        }),
        { headers: { "Idempotency-Key": key } },
      );
      expect([primary.status, followUp.status]).toEqual([201, 201]);
      expect(followUp.body.id).not.toBe(primary.body.id);
      const stored = await site.store.get(followUp.body.id);
      expect(stored?.lead.linkedLeadId).toBe(primary.body.id);
      // The token is the site's bookkeeping, not something the visitor wrote.
      expect(stored?.lead.payload).not.toHaveProperty("_link");
      expect(stored?.deliveries).toEqual([]);
      expect((await site.store.get(primary.body.id))?.deliveries).toHaveLength(3);
      // A repeat of the primary (the same key) answers the same token again.
      const repeat = await post(site, "/api/wp/forms/quote", quoteValues(), {
        headers: { "Idempotency-Key": key },
      });
      expect(repeat.body).toEqual(primary.body);
    });

    it("never lets someone who knows the visitor's e-mail or key rewrite their quote: without the token it is a lead of its own", async () => {
      const email = `victim-${Date.now()}@example.com`;
      const key = `victim-key-${Date.now()}`;
      const primary = await post(site, "/api/wp/forms/quote", quoteValues({ email }), {
        headers: { "Idempotency-Key": key },
      });
      const attempts = [
        // The same e-mail, from anywhere (the finding).
        {},
        // The visitor's key, guessed or seen.
        { key },
        // The primary's id signed with another key, and the primary's signature on another id.
        { _link: signQuoteLink("a key that is not this store's", primary.body.id) },
        { _link: `${crypto.randomUUID()}.${String(primary.body.link_token).split(".")[1]}` },
        // Not a token at all.
        { _link: "x".repeat(5_000) },
        { _link: { id: primary.body.id } },
      ];
      for (const { key: attemptKey, ...extra } of attempts) {
        const attack = await post(
          site,
          "/api/quote",
          leadBody("quote", {
            ...quoteValues({ email }),
            form_name: "Website Quote Form",
            phone: "(515) 555-0666",
            message: "Cancel my quote, call this number instead.",
            ...extra,
          }),
          attemptKey ? { headers: { "Idempotency-Key": attemptKey } } : {},
        );
        expect(attack.status).toBe(201);
        const stored = await site.store.get(attack.body.id);
        // Its own lead, delivered on its own: the business sees both, and the visitor's is intact.
        expect(stored?.lead.linkedLeadId).toBeNull();
        expect(stored?.deliveries).toHaveLength(3);
      }
      const detail = await site.store.get(primary.body.id);
      expect(detail?.linked).toEqual([]);
      expect(detail?.lead.payload.phone).toBe("515-555-0177");
    });

    it("answers a browser's retry of the same body under its Idempotency-Key with the first answer, storing nothing new", async () => {
      const headers = { "Idempotency-Key": `repeat-${Date.now()}` };
      const sent = leadBody("contact", { submitted_at: "2026-11-22T15:00:00.000Z", _elapsed: "21000" });
      const first = await post(site, "/api/contact", sent, { headers });
      const before = await leadCount(site.store);
      // The lead helper stamps the time sent and the time on screen anew for each attempt.
      const retry = { ...sent, submitted_at: "2026-11-22T15:00:40.000Z", _elapsed: "61000" };
      const repeat = await post(site, "/api/contact", retry, { headers });
      expect(first.status).toBe(201);
      expect(repeat.status).toBe(200);
      expect(repeat.body).toEqual(first.body);
      expect(await leadCount(site.store)).toBe(before);
    });

    it("refuses another body under a key already used (422), keeping the first lead and its e-mail as they were", async () => {
      // A form builder numbering its posts: Alice's is 42, and so is Bob's, from another form.
      const headers = { "Idempotency-Key": `42-${Date.now()}` };
      const alice = leadBody("contact", {
        name: "Alice Moore",
        firstName: "Alice",
        lastName: "Moore",
        email: "alice.moore@example.com",
      });
      const first = await post(site, "/api/contact", alice, { headers });
      expect(first.status).toBe(201);
      const before = await leadCount(site.store);

      const bob = await post(
        site,
        "/api/contact",
        leadBody("contact", {
          name: "Bob Young",
          firstName: "Bob",
          lastName: "Young",
          email: "bob.young@example.com",
          message: "A stamped patio behind the house.",
        }),
        { headers },
      );
      expect(bob.status).toBe(422);
      expect(bob.body).toEqual({
        success: false,
        message: expect.stringMatching(/^This Idempotency-Key was already used for an earlier submission/),
      });
      // The same refusal for a plain form post, as a page.
      const plain = await post(site, "/api/contact", null, {
        headers: { ...formHeaders, ...headers },
        raw: form({
          name: "Bob Young",
          email: "bob.young@example.com",
          phone: "(515) 555-0101",
          message: "A stamped patio behind the house.",
          _started: String(fillTime()),
        }),
      });
      expect(plain.status).toBe(422);
      expect(plain.headers.get("content-type")).toMatch(/^text\/html/);
      expect(plain.text).toContain("This Idempotency-Key was already used for an earlier submission");
      expect(plain.text).not.toContain(first.body.id);

      expect(await leadCount(site.store)).toBe(before);
      const stored = await site.store.get(first.body.id);
      expect(stored?.lead).toMatchObject({ email: "alice.moore@example.com", name: "Alice Moore" });
      expect(stored?.lead.payload.message).toBe(alice.message);
      expect(site.events).toContainEqual({
        event: "lead.key_reused",
        endpoint: "contact",
        firstLeadId: first.body.id,
      });
    });

    it("never gives a quote's link token to another body under the visitor's key: it cannot rewrite the quote", async () => {
      const key = `quote-action-${Date.now()}`;
      const email = `quote-visitor-${Date.now()}@example.com`;
      const visitor = quoteValues({ email, _elapsed: "30000" });
      const primary = await post(site, "/api/wp/forms/quote", visitor, {
        headers: { "Idempotency-Key": key },
      });
      expect(primary.status).toBe(201);

      // Someone who saw or guessed the key replays it with their own quote.
      const attacker = { name: "Mallory Quinn", email: "mallory@example.com", phone: "515-555-0666" };
      const replay = await post(site, "/api/wp/forms/quote", quoteValues(attacker), {
        headers: { "Idempotency-Key": key },
      });
      expect(replay.status).toBe(422);
      expect(replay.body).toEqual({ success: false, message: expect.any(String) });

      // The visitor's browser, whose answer was lost, sends the same form again: the first answer.
      const retry = await post(
        site,
        "/api/wp/forms/quote",
        { ...visitor, _started: fillTime(), _elapsed: "75000" },
        { headers: { "Idempotency-Key": key } },
      );
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(primary.body);
      const followUp = await post(
        site,
        "/api/quote",
        leadBody("quote", { ...visitor, form_name: "Website Quote Form", _link: retry.body.link_token }),
        { headers: { "Idempotency-Key": key } },
      );
      expect(followUp.status).toBe(201);

      // The attacker's follow-up, with the key and whatever token its replay gave (none).
      const attack = await post(
        site,
        "/api/quote",
        leadBody("quote", {
          ...quoteValues(attacker),
          form_name: "Website Quote Form",
          _link: replay.body.link_token,
        }),
        { headers: { "Idempotency-Key": key } },
      );
      expect(attack.status).toBe(422);
      const detail = await site.store.get(primary.body.id);
      expect(detail?.linked.map((lead) => lead.id)).toEqual([followUp.body.id]);
      expect(detail?.linked[0].email).toBe(email);
      expect(detail?.lead.email).toBe(email);
      expect(detail?.lead.payload.phone).toBe("515-555-0177");
    });

    it("answers a key whose lead was stored before bodies were hashed as before, without a link token, for a day", async () => {
      const stored = async (key: string, receivedAt: Date) => {
        const id = crypto.randomUUID();
        // As the version before stored it: no body hash.
        await site.store.submit({
          id,
          receivedAt,
          formType: "quote",
          formName: "Website Quote Form",
          endpoint: "wp-forms-quote",
          payload: { name: "Mary Ann Smith", email: "mary.smith@example.com" },
          idempotencyKey: key,
          response: { success: true, message: "Thank you! We received your request.", id },
          destinations: [],
        });
        return id;
      };
      const recentKey = `before-hashes-${Date.now()}`;
      const recent = await stored(recentKey, new Date(Date.now() - 60_000));
      const again = await post(site, "/api/wp/forms/quote", quoteValues(), {
        headers: { "Idempotency-Key": recentKey },
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({
        success: true,
        message: "Thank you! We received your request.",
        id: recent,
      });

      const oldKey = `long-before-hashes-${Date.now()}`;
      await stored(oldKey, new Date(Date.now() - UNCOMPARED_REPEAT_MS - 60_000));
      const late = await post(site, "/api/wp/forms/quote", quoteValues(), {
        headers: { "Idempotency-Key": oldKey },
      });
      expect(late.status).toBe(422);
      expect(late.body).not.toHaveProperty("link_token");
    });

    it("stores one lead when the same submission arrives 10 times at once", async () => {
      const headers = { "Idempotency-Key": `burst-${Date.now()}` };
      const before = await leadCount(site.store);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post(site, "/api/lead", leadBody("lead"), { headers })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await leadCount(site.store)).toBe(before + 1);
      expect((await site.store.get(answers[0].body.id))?.deliveries).toHaveLength(3);
    });

    it("holds a filled honeypot: stored with skipped deliveries, answered like a success", async () => {
      const notifiedBefore = site.notified;
      const res = await post(site, "/api/contact", leadBody("contact", { _hp: "http://spam.example" }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: "Thank you! We received your request.",
        id: expect.any(String),
      });
      const stored = await site.store.get(res.body.id);
      expect(stored?.lead).toMatchObject({ spam: true, spamReason: "honeypot" });
      expect(stored?.deliveries.map((d) => d.status)).toEqual(["skipped", "skipped", "skipped"]);
      expect(site.notified).toBe(notifiedBefore + 1);
    });

    it("links a held quote page's follow-up to its held primary, so one release tells the business once", async () => {
      const key = `held-pair-${Date.now()}`;
      const bot = { _hp: "filled by a bot" };
      const primary = await post(site, "/api/wp/forms/quote", quoteValues(bot), {
        headers: { "Idempotency-Key": key },
      });
      const followUp = await post(
        site,
        "/api/quote",
        leadBody("quote", {
          ...quoteValues(bot),
          form_name: "Website Quote Form",
          _link: primary.body.link_token,
        }),
        { headers: { "Idempotency-Key": key } },
      );
      const stored = await site.store.get(followUp.body.id);
      expect(stored?.lead).toMatchObject({ spam: true, linkedLeadId: primary.body.id });
      expect(stored?.deliveries).toEqual([]);
      const released = await site.store.release(followUp.body.id);
      expect(released).toMatchObject({ status: "released", deliveries: 3 });
      expect((await site.store.get(primary.body.id))?.deliveries.map((d) => d.status)).toEqual([
        "pending",
        "pending",
        "pending",
      ]);
    });

    it("holds a message of link markup, which no customer types", async () => {
      const res = await post(
        site,
        "/api/contact",
        leadBody("contact", { message: "Best prices [url=http://pills.example]here[/url]" }),
      );
      const stored = await site.store.get(res.body.id);
      expect(stored?.lead).toMatchObject({ spam: true, spamReason: "link-markup" });
      expect(stored?.deliveries.map((d) => d.status)).toEqual(["skipped", "skipped", "skipped"]);
    });

    it.each([
      ["sent 0.5 s after the page was rendered", () => Date.now() - 500],
      ["sent the moment the page was rendered", () => Date.now()],
    ])(
      "delivers a form %s, tagged possible-spam:fast-fill for the business to judge",
      async (_label, started) => {
        const res = await post(site, "/api/contact", leadBody("contact", { _started: started() }));
        expect(res.status).toBe(201);
        const stored = await site.store.get(res.body.id);
        expect(stored?.lead).toMatchObject({ spam: false, spamReason: null });
        expect(stored?.lead.payload.tags).toEqual([
          "Website Lead",
          "Contact Form",
          "possible-spam:fast-fill",
        ]);
        expect(stored?.deliveries.map((d) => d.status)).toEqual(["pending", "pending", "pending"]);
      },
    );

    it.each([
      ["without a start time", { _started: undefined }],
      ["with a start time a day old", { _started: Date.now() - 86_400_000 }],
      ["with a start time in the future", { _started: Date.now() + 60_000 }],
      ["with a start time that is not a time", { _started: "soon" }],
    ])("delivers a form %s untagged: the time trap makes nothing of it", async (_label, extra) => {
      const res = await post(site, "/api/contact", leadBody("contact", extra));
      const stored = await site.store.get(res.body.id);
      expect(stored?.lead.spam).toBe(false);
      expect(stored?.lead.payload.tags).toEqual(["Website Lead", "Contact Form"]);
      expect(stored?.deliveries.map((d) => d.status)).toEqual(["pending", "pending", "pending"]);
    });

    it.each(["quote", "lead", "contact"] as const)(
      "stores the spec's general lead payload posted to /api/%s, with a form name from its source",
      async (type) => {
        const res = await post(site, `/api/${type}`, generalLeadPayload(type, { crmId: "PD-4471" }));
        expect(res.status, res.text).toBe(201);
        const stored = await site.store.get(res.body.id);
        expect(stored?.lead).toMatchObject({
          formType: type,
          formName: `Partner Directory - ${{ quote: "Quote Request", lead: "Lead", contact: "Contact" }[type]}`,
          spam: false,
        });
        expect(stored?.lead.payload).toMatchObject({
          crmId: "PD-4471",
          lead_type: "Prospect",
          budget: "5k-10k",
        });
        expect(stored?.deliveries.map((d) => d.status)).toEqual(["pending", "pending", "pending"]);
      },
    );

    it("takes the form type from the address when the body has none", async () => {
      const { form_type: _, ...payload } = generalLeadPayload("quote");
      const res = await post(site, "/.netlify/functions/quote", payload);
      expect(res.status, res.text).toBe(201);
      const stored = await site.store.get(res.body.id);
      expect(stored?.lead).toMatchObject({ formType: "quote", endpoint: "quote" });
      expect(stored?.lead.payload.form_type).toBe("quote");
    });

    it.each([
      ["a phone", { phone: "515-555-0143" }],
      ["an e-mail", { email: "step.one@example.com" }],
    ])("accepts a step-1 lead with only %s and empty names", async (_label, contact) => {
      const res = await post(site, "/api/lead", {
        firstName: "",
        lastName: "",
        source: "Homepage Hero",
        ...contact,
      });
      expect(res.status, res.text).toBe(201);
      const stored = await site.store.get(res.body.id);
      expect(stored?.lead).toMatchObject({ formType: "lead", formName: "Homepage Hero - Lead" });
      expect(stored?.lead.payload).toMatchObject({ ...contact, lead_type: "Prospect" });
    });

    it.each([
      ["an e-mail without @", { email: "jordan.example.com" }, { email: "Please enter a valid email" }],
      ["a 3-digit phone", { phone: "555" }, { phone: "Please enter a valid phone number" }],
    ])(
      "answers another client's lead with %s with 422 and the field's message",
      async (_label, bad, fields) => {
        const before = await leadCount(site.store);
        const res = await post(site, "/api/contact", generalLeadPayload("contact", bad));
        expect(res.status).toBe(422);
        expect(res.body.fields).toEqual(fields);
        expect(await leadCount(site.store)).toBe(before);
      },
    );

    it.each([
      [
        "a contact lead with no message",
        "/api/contact",
        leadBody("contact", { message: undefined }),
        { message: "Please provide more details about your inquiry" },
      ],
      [
        "a contact lead with no subject",
        "/api/contact",
        leadBody("contact", { subject: "  " }),
        { subject: "Subject is required" },
      ],
      [
        "a quick quote with a short phone",
        "/api/contact",
        leadBody("contact", { form_name: "Quick Quote Form", phone: "555-0143" }),
        { phone: "Please enter a valid phone number" },
      ],
      [
        "a quote lead without the privacy agreement",
        "/api/quote",
        leadBody("quote", { ...quoteValues(), form_name: "Website Quote Form", privacyPolicy: false }),
        { privacyPolicy: "You must agree to the privacy policy" },
      ],
      [
        "a two-step step 1 with a contact that is neither phone nor e-mail",
        "/api/lead",
        leadBody("lead", { form_name: "Homepage Hero - Step 1", email: "", phone: "call me" }),
        { contact: "Please enter a valid phone number or email address" },
      ],
      [
        "a two-step step 2 without a timeline",
        "/api/quote",
        leadBody("quote", { form_name: "Homepage Hero - Complete Form", timeline: "" }),
        { timeline: "Please select a timeline" },
      ],
      [
        "a product step 2 without a budget",
        "/api/quote",
        leadBody("quote", {
          form_name: "Homepage Product Form - Product Specific Complete",
          projectSize: "small",
          propertyType: "residential",
          projectDescription: "Replace the front walk and steps.",
        }),
        { budget: "Please select budget range" },
      ],
      [
        "a webhook test without a name",
        "/api/contact",
        leadBody("contact", { form_name: "Webhook Test Form", name: "" }),
        { name: "Name is required" },
      ],
    ])(
      "checks %s with that form's own rules: 422 with the message its page shows",
      async (_label, path, body, fields) => {
        const before = await leadCount(site.store);
        const res = await post(site, path, body);
        expect(res.status).toBe(422);
        expect(res.body.fields).toEqual(fields);
        expect(await leadCount(site.store)).toBe(before);
      },
    );

    it("links a two-step form's step 2 to its step 1 by the id step 1's answer gave, and delivers both", async () => {
      const step1 = await post(
        site,
        "/api/lead",
        leadBody("lead", { form_name: "Homepage Hero - Step 1", email: "", phone: "515-555-0160" }),
      );
      expect(step1.status).toBe(201);
      const step2 = await post(
        site,
        "/api/quote",
        leadBody("quote", { form_name: "Homepage Hero - Complete Form", contact_lead_id: step1.body.id }),
      );
      expect(step2.status).toBe(201);
      const stored = await site.store.get(step2.body.id);
      expect(stored?.lead.linkedLeadId).toBe(step1.body.id);
      expect(stored?.deliveries.map((d) => d.status)).toEqual(["pending", "pending", "pending"]);
      const first = await site.store.get(step1.body.id);
      expect(first?.deliveries.map((d) => d.status)).toEqual(["pending", "pending", "pending"]);
      expect(first?.linked.map((lead) => lead.id)).toEqual([step2.body.id]);
    });

    it.each([
      ["no step 1", {}],
      ["a step 1 that does not exist", { contact_lead_id: "00000000-0000-4000-8000-000000000000" }],
      ["a step 1 id that is not an id", { contact_lead_id: "'; DROP TABLE leads; --" }],
    ])("accepts a step 2 with %s as a lead of its own", async (_label, extra) => {
      const res = await post(
        site,
        "/api/quote",
        leadBody("quote", { form_name: "Homepage Hero - Complete Form", ...extra }),
      );
      expect(res.status, res.text).toBe(201);
      const stored = await site.store.get(res.body.id);
      expect(stored?.lead.linkedLeadId).toBeNull();
      expect(stored?.deliveries).toHaveLength(3);
    });

    it("accepts a step-1 lead the two-step form's pattern allows, though shorter than the general phone rule", async () => {
      const res = await post(
        site,
        "/api/lead",
        leadBody("lead", { form_name: "Homepage Hero - Step 1", email: "", phone: "+1 515 555" }),
      );
      expect(res.status, res.text).toBe(201);
    });

    it("answers 422 with the spec's message under each field of a bad quote request, storing nothing", async () => {
      const before = await leadCount(site.store);
      const res = await post(site, "/api/wp/forms/quote", { utm_params: "google" });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        success: false,
        message: "Please correct the highlighted fields.",
        fields: {
          name: "Name must be at least 2 characters",
          email: "Please enter a valid email address",
          phone: "Please enter a valid phone number",
          address: "Please enter a valid address",
          city: "Please enter a valid city",
          zip: "Please enter a valid ZIP code",
          serviceType: "Please select a service type",
          projectDescription: "Please provide more details about your project",
          privacyPolicy: "You must agree to the privacy policy",
          utm_params: expect.any(String),
        },
      });
      expect(await leadCount(site.store)).toBe(before);
    });

    it.each([
      [
        "no phone and no e-mail",
        leadBody("contact", { phone: undefined, email: undefined }),
        { contact: "Phone number or email is required" },
      ],
      [
        "a bad e-mail",
        leadBody("contact", { email: "pat@nowhere" }),
        { email: "Please enter a valid email" },
      ],
      [
        "an unknown form type",
        leadBody("contact", { form_type: "spam" }),
        { form_type: "Form type must be quote, lead or contact" },
      ],
      [
        "another endpoint's form type",
        leadBody("quote"),
        { form_type: "Form type must be contact at this address" },
      ],
      [
        "a message over 5,000 characters",
        leadBody("contact", { message: "x".repeat(5001) }),
        { message: "Message must be at most 5000 characters" },
      ],
      [
        "a list instead of an object",
        [leadBody("contact")],
        { form: "Send the form's fields as a JSON object." },
      ],
    ])("answers 422 for %s", async (_label, body, fields) => {
      const res = await post(site, "/api/contact", body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ success: false, message: "Please correct the highlighted fields.", fields });
    });

    it("refuses an oversized body (413), another content type (415) and broken JSON (400), as JSON", async () => {
      const huge = await post(site, "/api/contact", leadBody("contact", { message: "x".repeat(33 * 1024) }));
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ success: false, message: expect.stringMatching(/too large/) });

      for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml"]) {
        const res = await post(site, "/api/contact", null, {
          headers: { "Content-Type": type },
          raw: "name=x",
        });
        expect(res.status).toBe(415);
        expect(res.body.success).toBe(false);
      }
      const noType = await fetch(`${site.origin}/api/contact`, { method: "POST", body: new Uint8Array([1]) });
      expect(noType.status).toBe(415);

      const broken = await post(site, "/api/contact", null, { raw: '{"name": "Pat", ' });
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ success: false, message: "The request body is not valid JSON." });

      const get = await fetch(`${site.origin}/api/contact`);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
    });

    it("never answers a 5xx to a hostile body, and nothing it sends pollutes the server's objects", async () => {
      const deep = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
      const raws: [string, BodyInit, Record<string, string>?][] = [
        ["null", "null"],
        ["a number", "42"],
        ["a string", '"hello"'],
        ["deep nesting", deep],
        [
          "prototype keys",
          '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "form_type": "contact"}',
        ],
        ["a NUL-filled name", JSON.stringify(leadBody("contact", { name: "\u0000".repeat(500) }))],
        ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
        [
          "UTF-16",
          JSON.stringify(leadBody("contact")),
          { "Content-Type": "application/json; charset=utf-16" },
        ],
        ["garbage claiming gzip", "not gzip at all", { "Content-Encoding": "gzip" }],
        ["a gzip bomb", gzipSync(Buffer.alloc(5_000_000, 32)), { "Content-Encoding": "gzip" }],
        ["an unknown encoding", "{}", { "Content-Encoding": "br2" }],
        [
          "a bad idempotency key",
          JSON.stringify(leadBody("contact")),
          { "Idempotency-Key": "x".repeat(500) },
        ],
        [
          "form prototype keys",
          "__proto__[polluted]=1&constructor[prototype][polluted]=1&name=x",
          formHeaders,
        ],
        ["too many form fields", Array.from({ length: 500 }, (_, i) => `f${i}=1`).join("&"), formHeaders],
        [
          "a form of repeated fields",
          "name=a&name=b&email=x&email=y&privacyPolicy=on&privacyPolicy=off&tags=a&tags=b",
          formHeaders,
        ],
      ];
      const bodies: unknown[] = [
        [],
        {},
        { form_name: null, form_type: null, email: null },
        { form_name: ["a"], form_type: ["contact"], email: { $gt: "" }, phone: 5155550100 },
        leadBody("contact", { tags: "not a list" }),
        leadBody("contact", { tags: [1, 2, { a: 1 }] }),
        leadBody("contact", { tags: Array.from({ length: 60 }, () => "t") }),
        leadBody("contact", { utm_params: [] }),
        leadBody("contact", { utm_params: { utm_source: { nested: true } } }),
        leadBody("contact", { privacyPolicy: "yes" }),
        leadBody("contact", { name: "x".repeat(25_000) }),
        leadBody("contact", { _started: "NaN", _hp: { toString: "x" } }),
        leadBody("contact", { _started: -1e308 }),
        quoteValues({ privacyPolicy: "true", serviceType: "__proto__" }),
      ];
      const paths = ["/api/contact", "/api/quote", "/api/wp/forms/quote"];
      const statuses: number[] = [];
      for (const path of paths) {
        for (const [, raw, headers] of raws)
          statuses.push((await post(site, path, null, { raw, headers })).status);
        for (const body of bodies) statuses.push((await post(site, path, body)).status);
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.every((status) => status >= 200)).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("answers a plain form post to /api/contact with a thank-you page and stores the lead", async () => {
      const before = await leadCount(site.store);
      const res = await post(site, "/api/contact", null, {
        headers: { ...formHeaders, Referer: "https://www.example.com/contact" },
        // What the contact page's form sends without JavaScript: its values, named by `_form`.
        raw: form({
          _form: "contact",
          name: "Pat <b>Jones</b>",
          email: "pat.form@example.com",
          phone: "(515) 555-0100",
          subject: "Driveway",
          message: "Please call me about a new driveway.",
          _hp: "",
          _started: String(fillTime()),
          utm_source: "newsletter",
        }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.text).toContain("<h1>Message Sent!</h1>");
      expect(res.text).toMatch(
        /Thank you for contacting us\. We(&#39;|&#x27;)ll get back to you within 24 hours\./,
      );
      expect(res.text).toContain('href="tel:');
      expect(await leadCount(site.store)).toBe(before + 1);
      const [latest] = await site.store.list({ limit: 1 });
      expect(latest.lead).toMatchObject({
        endpoint: "contact",
        formName: "Website Contact Form",
        email: "pat.form@example.com",
      });
      expect(latest.lead.payload).toMatchObject({
        firstName: "Pat",
        subject: "Driveway",
        page_url: "https://www.example.com/contact",
        utm_params: { utm_source: "newsletter" },
        tags: expect.arrayContaining(["Contact Form"]),
      });
      expect(latest.deliveries).toHaveLength(3);
    });

    it("takes a client's general lead payload as a plain form post, as it takes the same fields in JSON", async () => {
      // docs/leads.md's curl example: a form builder or a landing page posting to the site.
      const fields = {
        name: "Robin Client",
        email: "robin.client@example.com",
        phone: "(515) 555-0188",
        message: "Cracked garage slab, 24x24.",
        source: "Landing Page",
        tags: "Spring",
        utm_source: "mailchimp",
      };
      const plain = await post(site, "/api/contact", null, { headers: formHeaders, raw: form(fields) });
      expect(plain.status).toBe(201);
      expect(plain.headers.get("content-type")).toMatch(/^text\/html/);
      const [stored] = await site.store.list({ limit: 1 });
      const { utm_source, ...rest } = fields;
      const json = await post(site, "/api/contact", {
        ...rest,
        tags: ["Spring"],
        utm_params: { utm_source },
      });
      expect(json.status).toBe(201);
      const [storedJson] = await site.store.list({ limit: 1 });
      // No `subject` needed: a client's contact lead is checked by the general rules, whichever way it comes.
      expect(stored.lead.formName).toBe(storedJson.lead.formName);
      expect(stored.lead.formName).toBe("Landing Page - Contact");
      const { submitted_at: _, page_url: __, ...plainPayload } = stored.lead.payload;
      const { submitted_at: ___, page_url: ____, ...jsonPayload } = storedJson.lead.payload;
      expect(plainPayload).toEqual(jsonPayload);
      expect(stored.lead.payload).toMatchObject({
        message: "Cracked garage slab, 24x24.",
        utm_params: { utm_source: "mailchimp" },
      });
      // A bad value gets the same field message either way.
      const bad = await post(site, "/api/contact", null, {
        headers: formHeaders,
        raw: form({ name: "Robin", phone: "12" }),
      });
      expect(bad.status).toBe(422);
      expect(bad.text).toContain("Please enter a valid phone number");
    });

    it("stores a plain post of the sidebar's quick-quote form as a quick quote", async () => {
      const res = await post(site, "/api/contact", null, {
        headers: formHeaders,
        raw: form({
          _form: "quick-quote",
          page_url: "https://www.example.com/services",
          name: "Sam Rivera",
          phone: "515-555-0177",
          email: "sam.quick@example.com",
          _hp: "",
          _started: String(fillTime()),
        }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const [latest] = await site.store.list({ limit: 1 });
      expect(latest.lead).toMatchObject({ endpoint: "contact", formName: "Quick Quote Form" });
      expect(latest.lead.payload).toMatchObject({
        firstName: "Sam",
        lastName: "Rivera",
        lead_type: "Quick Quote",
        page_url: "https://www.example.com/services",
        tags: expect.arrayContaining(["intent:quick-quote"]),
      });
    });

    it("thanks a plain quick-quote post in the sidebar's own words and links back to the page it came from", async () => {
      const res = await post(site, "/api/contact", null, {
        headers: formHeaders,
        raw: form({
          _form: "quick-quote",
          page_url: "https://www.example.com/services/stamped-concrete",
          name: "Sam Rivera",
          phone: "515-555-0177",
          email: "sam.back@example.com",
          _hp: "",
          _started: String(fillTime()),
        }),
      });
      expect(res.status).toBe(201);
      expect(res.text).toContain("<h1>Request Received!</h1>");
      expect(res.text).toMatch(/We(&#39;|&#x27;)ll contact you soon\./);
      expect(res.text).not.toContain("Message Sent!");
      expect(res.text).toContain('href="/services/stamped-concrete"');
    });

    it("lists what to correct under the labels the visitor saw on the form", async () => {
      const res = await post(site, "/api/contact", null, {
        headers: formHeaders,
        raw: form({
          _form: "quick-quote",
          page_url: "https://www.example.com/services/stamped-concrete",
          name: "",
          phone: "515",
          email: "sam.back@example.com",
          _hp: "",
          _started: String(fillTime()),
        }),
      });
      expect(res.status).toBe(422);
      // The sidebar's own labels ("Name", "Phone"), not another form's ("Full Name").
      expect(res.text).toContain("<strong>Name:</strong>");
      expect(res.text).toContain("<strong>Phone:</strong>");
      const quote = await post(site, "/api/wp/forms/quote", null, {
        headers: formHeaders,
        raw: form({ name: "", email: "x", _hp: "", _started: String(fillTime()) }),
      });
      expect(quote.status).toBe(422);
      expect(quote.text).toContain("<strong>Full Name:</strong>");
      expect(quote.text).toContain("<strong>Email Address:</strong>");
    });

    it("answers a plain quote post with a ticked privacy box with the quote thank-you page", async () => {
      const { privacyPolicy: _, utm_params: __, page_url: ___, ...values } = quoteValues();
      const res = await post(site, "/api/wp/forms/quote", null, {
        headers: formHeaders,
        raw: form({
          ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
          privacyPolicy: "on",
        }),
      });
      expect(res.status).toBe(201);
      expect(res.text).toContain("<h1>Quote Request Received!</h1>");
      expect(res.text).toContain("24 business hours");
      const [latest] = await site.store.list({ limit: 1 });
      expect(latest.lead.payload).toMatchObject({
        privacyPolicy: true,
        page_url: "https://www.example.com/quote",
      });
    });

    it("answers a plain post with mistakes with 422 and a page listing each message, values escaped", async () => {
      const res = await post(site, "/api/wp/forms/quote", null, {
        headers: formHeaders,
        raw: form({ name: "<script>alert(1)</script>", email: "nope", phone: "123" }),
      });
      expect(res.status).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      for (const message of [
        "Please enter a valid email address",
        "Please enter a valid phone number",
        "Please select a service type",
        "You must agree to the privacy policy",
      ]) {
        expect(res.text).toContain(message);
      }
      expect(res.text).toContain('href="/quote"');
      expect(res.text).not.toContain("<script>");
    });

    it("logs the lead id with the request, and no personal data", async () => {
      const res = await post(site, "/api/contact", leadBody("contact"));
      const line = site.events.find((event) => event.leadId === res.body.id);
      expect(line).toMatchObject({
        event: "http.request",
        method: "POST",
        path: "/api/contact",
        status: 201,
      });
      expect(JSON.stringify(site.events)).not.toContain("pat.jones@example.com");
    });

    it("reports readiness with the store's counts of pending and dead deliveries", async () => {
      const stats = await site.store.stats();
      const res = await fetch(`${site.origin}/readyz`);
      expect(res.status).toBe(200);
      const { warnings, ...readiness } = await res.json();
      expect(readiness).toEqual({
        status: "ready",
        store: site.store.dialect,
        deliveries: { pending: stats.deliveries.pending, dead: stats.deliveries.dead },
      });
      // This production site runs on the demo identity at example.com, and says so; its leads go out.
      expect(warnings.map((w: { code: string }) => w.code)).toEqual(["demo-identity", "site-url"]);
      expect(stats.deliveries.pending).toBeGreaterThan(0);
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), "leads-api-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

leadsApiSuite(
  "SQLite",
  () => openLeadStore(`file:${join(folder, "site.db")}`),
  async () => {},
);

const postgresUrl = testPostgresUrl;
const schema = `leads_api_test_${process.pid}_${Date.now().toString(36)}`;
leadsApiSuite(
  "PostgreSQL",
  () => openPostgresLeadStore(postgresUrl, { schema }),
  () => dropSchema(schema),
);

describe("limits and readiness of a site", () => {
  let store: LeadStore;
  let site: Site;

  beforeAll(async () => {
    store = await openLeadStore(`file:${join(folder, "limits.db")}`);
    site = await startSite(store, { RATE_LIMIT_PER_MINUTE: "10" });
  });
  afterAll(async () => {
    await site.close();
    await store.close();
  });

  it("answers 429 with Retry-After past 10 submissions a minute from one network", async () => {
    const statuses = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await post(site, "/api/contact", leadBody("contact"))).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await post(site, "/api/quote", leadBody("quote"));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: "Too many submissions from your network. Please wait a minute, or call us.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const plain = await post(site, "/api/contact", null, { headers: formHeaders, raw: "name=x" });
    expect(plain.status).toBe(429);
    expect(plain.text).toContain("Too many submissions from your network.");
  });

  it("parks the deliveries of a destination not set: kept, not waiting", async () => {
    const [latest] = await store.list({ limit: 1 });
    expect(latest.deliveries.map((d) => [d.destination, d.status])).toEqual([
      ["email", "parked"],
      ["sms", "parked"],
      ["webhook", "parked"],
    ]);
  });

  it("says nothing of destinations on /readyz once the lead service or the business's e-mail is set", async () => {
    const configuredEnvs: Record<string, string>[] = [
      { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/leads" },
      { SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL: "office@example.com" },
    ];
    for (const env of configuredEnvs) {
      const configured = await startSite(store, env);
      try {
        const body = await (await fetch(`${configured.origin}/readyz`)).json();
        expect(body).toMatchObject({ status: "ready" });
        // (This production site runs on the demo identity, which /readyz warns of on its own.)
        expect(destinationWarnings(body)).toEqual([]);
      } finally {
        await configured.close();
      }
    }
    // Neither, or SMTP without an address to send to: the leads wait, and /readyz says why.
    const half = await startSite(store, { SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const body = await (await fetch(`${half.origin}/readyz`)).json();
      expect(body).toMatchObject({ status: "ready" });
      expect(destinationWarnings(body)).toEqual([
        { code: "leads-have-no-destination", message: expect.stringContaining("neither LEAD_WEBHOOK_URL") },
      ]);
    } finally {
      await half.close();
    }
  });

  it("answers 503 on /readyz once the store is gone", async () => {
    await store.close();
    const ready = await fetch(`${site.origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "unavailable", store: "sqlite" });
  });
});

describe("a site whose store is down", () => {
  it("answers a submission with 503 and a clear message", async () => {
    const folderDown = mkdtempSync(join(tmpdir(), "leads-down-"));
    const store = await openLeadStore(`file:${join(folderDown, "site.db")}`);
    await store.close();
    const site = await startSite(store);
    try {
      const res = await post(site, "/api/contact", leadBody("contact"));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        message: expect.stringMatching(/^We couldn't save your request just now\./),
      });
    } finally {
      await site.close();
      rmSync(folderDown, { recursive: true, force: true });
    }
  });
});

// Keep the fill-time rule honest: the "too fast" case above is inside it, the normal fill outside.
it("uses a minimum fill time of at most 3 s", () => expect(MIN_FILL_MS).toBeLessThanOrEqual(3_000));
