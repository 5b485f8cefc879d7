import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import {
  type DeliveryWorker,
  type OwnerAlertsJob,
  type OwnerAlertsOptions,
  startDeliveryWorker,
  startOwnerAlerts,
} from "../../server/leads/delivery/index.ts";
import { deliveryPlan } from "../../server/leads/delivery/plan.ts";
import { OWNER_LINK_TTL_MS, verifyOwnerToken } from "../../server/leads/owner/link-token.ts";
import { type OwnerLinks, ownerLinksFor } from "../../server/leads/owner/links.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeSmtp, type RecordedMail, startFakeSmtp } from "../fakes/smtp.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

// The owner is told when leads stop (decision 020), end to end on each store: instances of the real
// app over HTTP, each with its delivery worker and its alert checks, a fake lead service on
// 127.0.0.1 that refuses or fails, and the notices through a real SMTP server on 127.0.0.1.

const SITE_URL = "https://www.example.com";
const OWNER = "owner@example.com";
// The real policy's shape in milliseconds, so a lead the service keeps failing dies within a test.
const fastBackoff = { firstRetryMs: 20, maxBackoffMs: 200, retryBudgetMs: 60_000 };

interface Instance {
  origin: string;
  store: LeadStore;
  links: OwnerLinks;
  job: OwnerAlertsJob;
  /** Stops the alert checks and starts them again on a new connection, as a restart does. */
  restartAlerts(): Promise<void>;
  close(): Promise<void>;
}

type Alerts = Partial<Omit<OwnerAlertsOptions, "store" | "smtpUrl" | "to" | "log" | "siteName">>;

async function startInstance(
  databaseUrl: string,
  service: FakeLeadService,
  smtp: FakeSmtp,
  alerts: Alerts,
): Promise<Instance> {
  const env = parseEnv({
    SITE_URL,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: "100000",
    LEAD_WEBHOOK_URL: service.url,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
  });
  const store = await openLeadStore(databaseUrl);
  const worker: DeliveryWorker = startDeliveryWorker({
    store,
    env,
    log: () => {},
    pollMs: 20,
    backoff: fastBackoff,
  });
  const links = ownerLinksFor(env, store, { recordSigner: true });
  const { app } = composeSite({
    env,
    content: new EmbeddedSource(),
    store,
    deliveries: worker,
    ownerLinks: links,
  });
  const listening = await listen(app);
  let alertStore = store;
  const startJob = (on: LeadStore) =>
    startOwnerAlerts({
      store: on,
      smtpUrl: smtp.url,
      to: OWNER,
      log: () => {},
      siteName: "Greater Des Moines Concrete",
      siteUrl: SITE_URL,
      links: ownerLinksFor(env, on),
      deliverable: deliveryPlan(env).deliverable,
      backlogAfterMs: 0,
      quietAfterMs: 0,
      checkEveryMs: 100,
      ...alerts,
    });
  const instance: Instance = {
    origin: listening.origin,
    store,
    links,
    job: startJob(store),
    async restartAlerts() {
      await instance.job.stop();
      if (alertStore !== store) await alertStore.close();
      alertStore = await openLeadStore(databaseUrl);
      instance.job = startJob(alertStore);
    },
    async close() {
      await listening.close();
      await Promise.all([worker.stop(), instance.job.stop()]);
      if (alertStore !== store) await alertStore.close();
      await store.close();
    },
  };
  return instance;
}

async function submit(instance: Instance, name: string): Promise<string> {
  const response = await fetch(`${instance.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      form_name: "Website Contact Form",
      form_type: "contact",
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.com`,
      phone: "515-555-0100",
      subject: "Driveway",
      message: `${name} would like a quote for a 20x40 driveway in Urbandale.`,
      page_url: `${SITE_URL}/contact`,
      _hp: "",
      _started: Date.now() - 20_000,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

// Quoted-printable, as nodemailer writes long lines.
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
/** The notices among what the SMTP server got (lead e-mails go there too), decoded. */
const noticesIn = (smtp: FakeSmtp, subject: string) =>
  smtp.messages.map((mail: RecordedMail) => decode(mail.raw)).filter((mail) => mail.includes(subject));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pathOf = (url: string) => url.slice(SITE_URL.length);
const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

async function open(instance: Instance, path: string) {
  const response = await fetch(instance.origin + path);
  return { status: response.status, html: await response.text() };
}

async function press(instance: Instance, token: string) {
  const response = await fetch(`${instance.origin}/leads/retry`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
  });
  return { status: response.status, html: await response.text() };
}

function ownerAlertsSuite(
  engine: string,
  databaseUrl: (name: string) => string,
  cleanup: () => Promise<void>,
) {
  afterAll(cleanup);

  describe(`leads whose delivery died (${engine})`, () => {
    const DEAD_SUBJECT = "could not be delivered";
    let service: FakeLeadService;
    let smtp: FakeSmtp;
    let a: Instance;
    let b: Instance;
    const ids: Record<string, string> = {};
    let notice = "";

    beforeAll(async () => {
      service = await startFakeLeadService();
      smtp = await startFakeSmtp();
      const url = databaseUrl("dead");
      // Leads that die within a second share a notice; at most one notice each 2 s.
      const alerts = { deadGatherMs: 1_000, deadEveryMs: 2_000 };
      a = await startInstance(url, service, smtp, alerts);
      b = await startInstance(url, service, smtp, alerts);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await service?.close();
      await smtp?.close();
    });

    it("e-mails the owner once, listing every lead the lead service refused, with its answer and a Retry link", async () => {
      service.always({ kind: "status", status: 400 });
      const names = ["Ann Refused", "Bob Refused", "Cy Refused"];
      const sent = await Promise.all(names.map((name, i) => submit(i === 1 ? b : a, name)));
      names.forEach((name, i) => {
        ids[name] = sent[i];
      });
      await expect.poll(() => noticesIn(smtp, DEAD_SUBJECT).length, { timeout: 15_000 }).toBe(1);
      // Both instances keep checking, past the hour (2 s here): the leads are never listed again.
      await pause(3_000);
      const notices = noticesIn(smtp, DEAD_SUBJECT);
      expect(notices).toHaveLength(1);
      notice = notices[0];
      expect(notice).toContain(`To: ${OWNER}`);
      expect(notice).toContain("Subject: Greater Des Moines Concrete: 3 leads could not be delivered");
      expect(notice.match(/The lead service refused it \(HTTP 400: \{"ok":false\}\)\./g)).toHaveLength(3);
      for (const name of names) {
        expect(notice).toContain(`Name: ${name}`);
        expect(notice).toContain(`Or run: npm run leads -- retry ${ids[name]}`);
        const url = /Retry: (https:\/\/www\.example\.com\/leads\/retry\?token=[\w.-]+)/g;
        const links = [...notice.matchAll(url)].map((match) => match[1]);
        const mine = [];
        for (const link of links) {
          const check = verifyOwnerToken(await a.store.storeKey("owner-link"), tokenOf(link), "retry");
          if (check.ok && check.leadId === ids[name]) mine.push(link);
        }
        expect(mine).toHaveLength(1);
      }
      expect(notice).toContain("Message: Ann Refused would like a quote for a 20x40 driveway in Urbandale.");
      expect(notice).toContain("Received: ");
      expect(notice).toContain("The full list: npm run leads -- list --status dead");
    });

    it("opens the Retry link's page, which changes nothing, and its button sends the lead again exactly once", async () => {
      const ann = ids["Ann Refused"];
      const link = /Retry: (\S+)/.exec(notice.slice(notice.indexOf("Name: Ann Refused")))?.[1] ?? "";
      expect(verifyOwnerToken(await a.store.storeKey("owner-link"), tokenOf(link), "retry")).toMatchObject({
        ok: true,
        leadId: ann,
      });
      service.always({ kind: "ok" });
      const before = service.requests.filter((r) => r.json.lead_id === ann).length;

      const shown = await open(b, pathOf(link));
      expect(shown.status).toBe(200);
      for (const text of [
        "Send this lead again?",
        "Ann Refused",
        "ann@example.com",
        "The lead service refused it (HTTP 400: {&quot;ok&quot;:false}).",
        "Send it again</button>",
      ])
        expect(shown.html).toContain(text);
      await pause(300);
      expect(service.requests.filter((r) => r.json.lead_id === ann)).toHaveLength(before);
      expect((await a.store.get(ann))?.deliveries.find((d) => d.destination === "webhook")?.status).toBe(
        "dead",
      );

      const pressed = await press(a, tokenOf(link));
      expect(pressed.status).toBe(200);
      expect(pressed.html).toContain("Lead sent again");
      await expect
        .poll(() => service.requests.filter((r) => r.json.lead_id === ann).length, { timeout: 10_000 })
        .toBe(before + 1);
      await expect
        .poll(async () => (await a.store.get(ann))?.deliveries.map((d) => d.status), { timeout: 10_000 })
        .toEqual(["delivered", "parked", "delivered"]);

      const again = await press(b, tokenOf(link));
      expect(again.status).toBe(200);
      expect(again.html).toContain("Already retried");
      expect(again.html).toMatch(/already sent again on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(again.html).toContain("Lead service");
      expect((await open(a, pathOf(link))).html).toContain("Already retried");
      await pause(500);
      expect(service.requests.filter((r) => r.json.lead_id === ann)).toHaveLength(before + 1);
    });

    it("answers a forged or expired Retry link with the same pages as a Release link's, and sends nothing", async () => {
      const bob = ids["Bob Refused"];
      const link = /Retry: (\S+)/.exec(notice.slice(notice.indexOf("Name: Bob Refused")))?.[1] ?? "";
      const token = tokenOf(link);
      const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
      const release = tokenOf(await a.links.url("release", bob));
      for (const response of [
        await open(a, `/leads/retry?token=${forged}`),
        await press(a, forged),
        await press(a, release),
        await open(a, "/leads/retry"),
      ]) {
        expect(response.status).toBe(400);
        expect(response.html).toContain("This link is not valid");
      }
      const expired = tokenOf(
        await a.links.url("retry", bob, new Date(Date.now() - OWNER_LINK_TTL_MS - 60_000)),
      );
      for (const response of [await open(a, `/leads/retry?token=${expired}`), await press(b, expired)]) {
        expect(response.status).toBe(410);
        expect(response.html).toContain("This link has expired");
        expect(response.html).toContain(`npm run leads -- retry ${bob}`);
      }
      expect((await a.store.get(bob))?.deliveries.find((d) => d.destination === "webhook")?.status).toBe(
        "dead",
      );
    });

    it("sends no second notice for the same leads after a restart, and a lead that dies later gets its own", async () => {
      await a.restartAlerts();
      await b.restartAlerts();
      await pause(2_500);
      expect(noticesIn(smtp, DEAD_SUBJECT)).toHaveLength(1);

      service.always({ kind: "status", status: 422 });
      const dan = await submit(a, "Dan Later");
      await expect.poll(() => noticesIn(smtp, DEAD_SUBJECT).length, { timeout: 15_000 }).toBe(2);
      const second = noticesIn(smtp, DEAD_SUBJECT)[1];
      expect(second).toContain("Subject: Greater Des Moines Concrete: 1 lead could not be delivered");
      expect(second).toContain(`npm run leads -- retry ${dan}`);
      expect(second).toContain("The lead service refused it (HTTP 422: ");
      for (const name of ["Ann Refused", "Bob Refused", "Cy Refused"]) expect(second).not.toContain(name);
      await pause(2_500);
      expect(noticesIn(smtp, DEAD_SUBJECT)).toHaveLength(2);
    });
  });

  describe(`a backlog that stays old (${engine})`, () => {
    const WAITING = "leads are waiting to be delivered";
    let service: FakeLeadService;
    let smtp: FakeSmtp;
    const instances: Instance[] = [];

    beforeAll(async () => {
      service = await startFakeLeadService();
      smtp = await startFakeSmtp();
      const url = databaseUrl("backlog");
      const alerts = { backlogAfterMs: 800, deadGatherMs: 300, rejoinMs: 200 };
      instances.push(
        await startInstance(url, service, smtp, alerts),
        await startInstance(url, service, smtp, alerts),
      );
    });
    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await service?.close();
      await smtp?.close();
    });

    it("tells the owner once while leads wait, and the next notice says it is over", async () => {
      const [a, b] = instances;
      service.always({ kind: "status", status: 503 });
      await submit(a, "Eve Waiting");
      await submit(b, "Fay Waiting");
      await expect.poll(() => noticesIn(smtp, WAITING).length, { timeout: 15_000 }).toBe(1);
      await pause(1_500);
      expect(noticesIn(smtp, WAITING)).toHaveLength(1);
      const told = noticesIn(smtp, WAITING)[0];
      // Both leads' deliveries to the lead service wait; on a loaded machine the notice may come before
      // a lead's e-mail to the owner has gone, and then counts that one too.
      const waiting = told.match(
        /(\d+) deliveries are waiting on the Greater Des Moines Concrete website\. The oldest, the Website Contact Form from Eve Waiting received on .+, has waited/,
      );
      expect(Number(waiting?.[1])).toBeGreaterThanOrEqual(2);
      expect(Number(waiting?.[1])).toBeLessThanOrEqual(4);
      expect(told).toMatch(/Tried \d+ times; the last answer: HTTP 503: \{"ok":false\}\./);
      expect(told).toContain("Where things stand: npm run leads -- stats");

      // The lead service is back: the backlog clears, and the next notice of trouble says so.
      service.always({ kind: "ok" });
      await expect.poll(async () => (await a.store.stats()).deliveries.pending, { timeout: 10_000 }).toBe(0);
      await pause(500);
      service.always({ kind: "status", status: 400 });
      await submit(a, "Gus Refused");
      await expect.poll(() => noticesIn(smtp, "could not be delivered").length, { timeout: 15_000 }).toBe(1);
      expect(noticesIn(smtp, "could not be delivered")[0]).toMatch(
        /Back to normal: since .+ no lead has waited long to be delivered \(you were told of the wait on .+\)\./,
      );
      expect(noticesIn(smtp, WAITING)).toHaveLength(1);
    });
  });

  describe(`no lead for longer than usual (${engine})`, () => {
    const QUIET = "no new leads for";
    let service: FakeLeadService;
    let smtp: FakeSmtp;
    const instances: Instance[] = [];

    beforeAll(async () => {
      service = await startFakeLeadService();
      smtp = await startFakeSmtp();
      const url = databaseUrl("quiet");
      const alerts = { quietAfterMs: 1_500, rejoinMs: 200 };
      instances.push(
        await startInstance(url, service, smtp, alerts),
        await startInstance(url, service, smtp, alerts),
      );
    });
    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await service?.close();
      await smtp?.close();
    });

    it("tells the owner once per quiet spell, waiting longer once the site's own gaps have been longer", async () => {
      const [a, b] = instances;
      await submit(a, "Hal Early");
      const last = Date.now();
      await submit(b, "Ida Early");
      await expect.poll(() => noticesIn(smtp, QUIET).length, { timeout: 15_000 }).toBe(1);
      expect(Date.now() - last).toBeGreaterThanOrEqual(1_500);
      await pause(1_000);
      expect(noticesIn(smtp, QUIET)).toHaveLength(1);
      const told = noticesIn(smtp, QUIET)[0];
      expect(told).toMatch(
        /The Greater Des Moines Concrete website has received no lead since .+, \d+ minutes? ago|less than a minute ago/,
      );
      expect(told).toContain(`send the contact form at ${SITE_URL}/contact once`);

      // A lead ends the spell. The month now has a gap of about 2.5 s, so the next spell is told
      // after half as long again: not at 1.5 s.
      const gapEnded = Date.now();
      await submit(a, "Jo Back");
      await pause(2_000);
      expect(noticesIn(smtp, QUIET)).toHaveLength(1);
      await expect.poll(() => noticesIn(smtp, QUIET).length, { timeout: 15_000 }).toBe(2);
      const waited = Date.now() - gapEnded;
      expect(waited).toBeGreaterThanOrEqual(1.5 * (gapEnded - last) - 500);
      expect(noticesIn(smtp, QUIET)[1]).toMatch(
        /Back to normal: leads were arriving again by .+, after the quiet spell you were told of on .+\./,
      );
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), "owner-alerts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
ownerAlertsSuite(
  "SQLite",
  (name) => `file:${join(folder, `${name}.db`)}`,
  async () => {},
);

const schemas: string[] = [];
ownerAlertsSuite(
  "PostgreSQL",
  (name) => {
    const schema = `owner_alerts_${name}_${randomBytes(6).toString("hex")}`;
    schemas.push(schema);
    return `${testPostgresUrl}?schema=${schema}`;
  },
  async () => {
    for (const schema of schemas.splice(0)) await dropSchema(schema);
  },
);
