import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signCall } from "../../server/cluster/signed-call.ts";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { signOwnerToken } from "../../server/leads/owner/link-token.ts";
import { SITE_METRICS } from "../../server/metrics/index.ts";
import { type FakeLeadService, startFakeLeadService } from "../fakes/lead-service.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";
import { parseSamples, type Sample, sampled } from "../support/prometheus.ts";
import { startTcpRelay, type TcpRelay } from "../support/tcp-relay.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

/**
 * The site's metrics as Prometheus reads them, from the whole process bin/start.mjs composes
 * (createServer, server/compose.ts, with GET /metrics on a listener of its own) over real HTTP: a
 * fake WordPress and a fake lead service on 127.0.0.1, the real delivery worker and lead store, pages
 * rendered for real (the build Vite serves in development). Each count is read as a person reads the
 * dashboard: what it was, what happened, what it is now.
 */

const SITE_URL = "https://www.example.com";
const SECRET = "a-shared-secret-of-some-length";
const RATE_LIMIT = 5;
const fillTime = () => Date.now() - 20_000;
const folder = mkdtempSync(join(tmpdir(), "metrics-test-"));
const root = resolve(import.meta.dirname, "../..");
const monitoring = join(root, "deploy/monitoring");

/** Runs Prometheus's promtool (Debian's prometheus package; scripts/ensure-promtool.sh installs it). */
function promtool(args: string[], input?: string): { status: number; output: string } {
  const run = spawnSync("promtool", args, { cwd: root, input, encoding: "utf8" });
  if (run.error)
    throw new Error(
      `promtool could not be run (${run.error.message}): bash scripts/ensure-promtool.sh installs it`,
    );
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

/** The PromQL of every alert in the shipped rules (each `expr:`, on its line or folded below it). */
function ruleExpressions(): string[] {
  const lines = readFileSync(join(monitoring, "gdm-concrete.rules.yml"), "utf8").split("\n");
  const found: string[] = [];
  for (const [at, line] of lines.entries()) {
    const match = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!match) continue;
    if (!match[2].startsWith(">")) {
      found.push(match[2]);
      continue;
    }
    const folded: string[] = [];
    for (const next of lines.slice(at + 1)) {
      if (next.trim() !== "" && next.search(/\S/) <= match[1].length) break;
      folded.push(next.trim());
    }
    found.push(folded.join(" "));
  }
  return found;
}

/** The PromQL of every panel of the shipped Grafana dashboard, with Grafana's own variables as Prometheus reads them. */
function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(readFileSync(join(monitoring, "grafana-dashboard.json"), "utf8")) as {
    panels: { targets?: { expr: string }[] }[];
  };
  return dashboard.panels
    .flatMap((panel) => panel.targets ?? [])
    .map(({ expr }) => expr.replaceAll("$__rate_interval", "5m").replaceAll("$__interval", "1d"));
}

const metricNamesIn = (expressions: string[]) =>
  new Set(expressions.flatMap((expr) => expr.match(/\bgdm_[a-z0-9_]*[a-z0-9]\b|\bup\b/g) ?? []));

let server: ViteServerModules;

interface Running {
  origin: string;
  metricsOrigin: string;
  metricsPort: number;
  site: Awaited<ReturnType<ViteServerModules["entry"]["createServer"]>>;
  close(): Promise<void>;
}

async function startSite(vars: Record<string, string>): Promise<Running> {
  const name = randomBytes(4).toString("hex");
  const env = server.env.parseEnv({
    NODE_ENV: "test",
    SITE_URL,
    METRICS_PORT: "0",
    WORDPRESS_CRON_SECONDS: "0",
    IMAGE_CACHE_DIR: join(folder, `images-${name}`),
    LEAD_SPOOL_DIR: join(folder, `spool-${name}`),
    ...vars,
  });
  const site = await server.entry.createServer(env, undefined, () => {});
  const listening = await listen((req, res) => {
    if (!site.serveCachedPage(req, res)) site.app(req, res);
  });
  const metrics = site.metricsListener;
  if (!metrics) throw new Error("the metrics listener did not start");
  return {
    origin: listening.origin,
    metricsOrigin: `http://127.0.0.1:${metrics.port}`,
    metricsPort: metrics.port,
    site,
    async close() {
      await site.stop(() => listening.close());
    },
  };
}

async function scrape(site: Running): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(`${site.metricsOrigin}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, samples: parseSamples(text) };
}

/** A counter's value now (0 when it has no sample yet: a counter not yet incremented). */
async function count(site: Running, name: string, where: Record<string, string> = {}): Promise<number> {
  return sampled((await scrape(site)).samples, name, where) ?? 0;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function post(site: Running, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(site.origin + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const contactLead = (extra: Record<string, unknown> = {}) => ({
  form_name: "Website Contact Form",
  form_type: "contact",
  page_source: "Contact Page",
  name: "Pat Jones",
  email: "pat.jones@example.com",
  phone: "(515) 555-0100",
  subject: "Driveway estimate",
  message: "We need a new driveway before winter.",
  utm_params: { utm_source: "google", utm_medium: "cpc" },
  _hp: "",
  _started: fillTime(),
  ...extra,
});

/** A signed call of the WordPress Leads screen (decision 017). */
function leadsScreen(site: Running, path: string) {
  const target = `/api/admin/leads${path}?call=${randomBytes(6).toString("hex")}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  return fetch(site.origin + target, {
    method: "POST",
    headers: {
      "X-Timestamp": timestamp,
      "X-Signature": signCall(SECRET, "leads-api", `${timestamp}.POST.${target}.`),
    },
  });
}

function revalidate(site: Running) {
  const body = JSON.stringify({
    call: randomBytes(6).toString("hex"),
    changes: [{ type: "service", slug: "patios", action: "update" }],
  });
  return post(site, "/api/revalidate", body, revalidationHeaders(SECRET, body));
}

beforeAll(async () => {
  server = await loadServerThroughVite();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("one instance's metrics, as traffic comes", () => {
  let wp: FakeWordPress;
  let leads: FakeLeadService;
  let site: Running;
  const OWNER_LINK_SECRET = "an-owner-link-secret-of-32-characters-or-more";
  const ids: { stored?: string; held?: string; dead?: string } = {};

  beforeAll(async () => {
    wp = await startFakeWordPress();
    leads = await startFakeLeadService();
    site = await startSite({
      DATABASE_URL: `file:${join(folder, "site.db")}`,
      WORDPRESS_URL: wp.url,
      WORDPRESS_WEBHOOK_SECRET: SECRET,
      CONTENT_TTL_SECONDS: "3600",
      // Room for the stand-in's answer on a loaded machine (a call past it is counted an error, and
      // the first page's test counts none), and below the slow mode's 4 s, which must time out.
      CONTENT_TIMEOUT_MS: "2000",
      LEAD_WEBHOOK_URL: leads.url,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      OWNER_LINK_SECRET,
      // The owner's calendar at an address nothing answers: configured, and failing once first read.
      OWNER_CALENDAR_URL: "http://127.0.0.1:1/owner.ics",
    });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await Promise.all([wp?.close(), leads?.close()]);
  });

  it("are read on a port of their own; the visitors' port answers /metrics with a 404", async () => {
    const pub = await fetch(`${site.origin}/metrics`);
    expect(pub.status).toBe(404);
    expect(await pub.text()).not.toContain("gdm_");
    const { samples } = await scrape(site);
    expect(sampled(samples, "gdm_store_up")).toBe(1);
    expect(sampled(samples, "gdm_nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("leave the site up when the metrics port is taken, and say so in the log", async () => {
    const events: Record<string, unknown>[] = [];
    const env = server.env.parseEnv({ PORT: "0", METRICS_PORT: String(site.metricsPort) });
    expect(await server.entry.startMetricsListener(site.site, env, (event) => events.push(event))).toBeNull();
    expect(events).toMatchObject([{ event: "metrics.listen_failed", port: site.metricsPort }]);
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  });

  it("count a page's first view as a miss and its next as a hit, and WordPress's answers", async () => {
    const before = await scrape(site);
    const first = await fetch(`${site.origin}/services`);
    const second = await fetch(`${site.origin}/services`);
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    const after = await scrape(site);
    const delta = (name: string, where: Record<string, string>) =>
      (sampled(after.samples, name, where) ?? 0) - (sampled(before.samples, name, where) ?? 0);
    expect(delta("gdm_page_cache_requests_total", { result: "miss" })).toBe(1);
    expect(delta("gdm_page_cache_requests_total", { result: "hit" })).toBe(1);
    // The renders asked WordPress (this one, or the not-found page before it), which answered: timed, no error.
    expect(
      sampled(after.samples, "gdm_wordpress_fetch_duration_seconds_count", { outcome: "ok" }),
    ).toBeGreaterThan(0);
    expect(sampled(after.samples, "gdm_wordpress_fetch_errors_total")).toBe(0);
  });

  it("count leads taken by form, channel and outcome, and refusals by reason", async () => {
    const stored = await post(site, "/api/contact", contactLead(), { "Idempotency-Key": "metrics-stored-1" });
    expect(stored.status).toBe(201);
    ids.stored = (await stored.json()).id;
    const repeated = await post(site, "/api/contact", contactLead(), {
      "Idempotency-Key": "metrics-stored-1",
    });
    expect(repeated.status).toBe(200);
    const held = await post(site, "/api/contact", contactLead({ _hp: "https://spam.example" }), {
      "X-Forwarded-For": "198.51.100.1",
    });
    expect(held.status).toBe(201);
    ids.held = (await held.json()).id;
    const invalid = await post(site, "/api/contact", contactLead({ email: "" }), {
      "X-Forwarded-For": "198.51.100.2",
    });
    expect(invalid.status).toBe(422);
    const tooLarge = await post(site, "/api/contact", contactLead({ message: "x".repeat(40_000) }), {
      "X-Forwarded-For": "198.51.100.3",
    });
    expect(tooLarge.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      const res = await post(site, "/api/contact", contactLead({ email: "" }), {
        "X-Forwarded-For": "192.0.2.9",
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);

    const { samples } = await scrape(site);
    const received = (outcome: string) =>
      sampled(samples, "gdm_leads_received_total", { form: "contact", channel: "campaign", outcome });
    expect([received("stored"), received("duplicate"), received("held")]).toEqual([1, 1, 1]);
    const refused = (reason: string) =>
      sampled(samples, "gdm_leads_refused_total", { endpoint: "contact", reason });
    expect(refused("invalid")).toBe(1 + RATE_LIMIT);
    expect(refused("too_large")).toBe(1);
    expect(refused("rate_limited")).toBe(1);
  });

  it("count each delivery as the lead service answers it, and read the backlog from the store", async () => {
    const delivered = await eventually(
      () => count(site, "gdm_lead_delivery_attempts_total", { destination: "webhook", outcome: "delivered" }),
      (n) => n >= 1,
    );
    expect(delivered).toBe(1);
    // The held lead is stored and not sent: a delivery row skipped, until the owner releases it.
    let samples = (await scrape(site)).samples;
    expect(sampled(samples, "gdm_lead_deliveries", { destination: "webhook", status: "skipped" })).toBe(1);
    expect(sampled(samples, "gdm_lead_deliveries", { destination: "webhook", status: "delivered" })).toBe(1);

    // The lead service refuses the next one for good (400): it is dead at once.
    leads.always({ kind: "status", status: 400 });
    const res = await post(site, "/api/contact", contactLead({ name: "Dana Dead" }), {
      "X-Forwarded-For": "198.51.100.4",
    });
    ids.dead = (await res.json()).id;
    await eventually(
      () => count(site, "gdm_lead_delivery_attempts_total", { outcome: "dead" }),
      (n) => n >= 1,
    );
    samples = (await scrape(site)).samples;
    expect(
      sampled(samples, "gdm_lead_delivery_attempts_total", { destination: "webhook", outcome: "dead" }),
    ).toBe(1);
    expect(sampled(samples, "gdm_lead_deliveries", { status: "dead" })).toBe(1);
    expect(sampled(samples, "gdm_lead_deliveries", { status: "pending" })).toBe(0);
    expect(sampled(samples, "gdm_lead_delivery_oldest_pending_seconds")).toBe(0);
    expect(
      sampled(samples, "gdm_lead_delivery_attempt_duration_seconds_count", { destination: "webhook" }),
    ).toBe(2);

    // A lead service that answers 503 is tried again later: a retry, and a backlog that ages.
    leads.always({ kind: "status", status: 503 });
    await post(site, "/api/contact", contactLead({ name: "Robin Retry" }), {
      "X-Forwarded-For": "198.51.100.5",
    });
    await eventually(
      () => count(site, "gdm_lead_delivery_attempts_total", { outcome: "retry" }),
      (n) => n >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    samples = (await scrape(site)).samples;
    expect(sampled(samples, "gdm_lead_deliveries", { status: "pending" })).toBe(1);
    expect(sampled(samples, "gdm_lead_delivery_oldest_pending_seconds")).toBeGreaterThanOrEqual(1);
  });

  it("count the owner's actions from an e-mail's link and from the Leads screen, by outcome", async () => {
    const bad = await fetch(`${site.origin}/leads/release`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "token=not-a-token",
    });
    expect(bad.status).toBeLessThan(500);
    expect((await leadsScreen(site, `/${ids.held}/release`)).status).toBe(200);
    expect((await leadsScreen(site, `/${ids.dead}/retry`)).status).toBe(200);
    expect((await leadsScreen(site, `/${ids.stored}/retry`)).status).toBe(409);
    // The Retry link of the owner's notice, for a lead with nothing dead: answered, counted as such.
    const expiresAt = new Date(Date.now() + 60_000);
    const token = signOwnerToken(OWNER_LINK_SECRET, {
      leadId: ids.stored ?? "",
      purpose: "retry",
      expiresAt,
    });
    const retried = await fetch(`${site.origin}/leads/retry`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `token=${encodeURIComponent(token)}`,
    });
    expect(retried.status).toBe(200);
    const { samples } = await scrape(site);
    const action = (via: string, name: string, outcome: string) =>
      sampled(samples, "gdm_owner_actions_total", { via, action: name, outcome });
    expect(action("email_link", "release", "invalid-link")).toBe(1);
    expect(action("leads_screen", "release", "released")).toBe(1);
    expect(action("leads_screen", "retry", "retrying")).toBe(1);
    expect(action("leads_screen", "retry", "nothing-to-retry")).toBe(1);
    expect(action("email_link", "retry", "nothing-to-retry")).toBe(1);
  });

  it("count a visit booked at /book, and say since when the owner's calendar cannot be read", async () => {
    let samples = (await scrape(site)).samples;
    expect(sampled(samples, "gdm_visits_total", { action: "booked", by: "visitor" })).toBe(0);
    expect(sampled(samples, "gdm_owner_calendar_configured")).toBe(1);
    // Not read yet: nothing is known to fail.
    expect(sampled(samples, "gdm_owner_calendar_failing_seconds")).toBe(0);
    const headers = { "X-Forwarded-For": "198.51.100.41" };
    const windows = await fetch(`${site.origin}/api/bookings/windows`, { headers });
    expect(windows.status).toBe(200);
    const [window] = ((await windows.json()) as { windows: { start: string }[] }).windows;
    const visit = {
      start: window.start,
      name: "Morgan Visit",
      phone: "(515) 555-0141",
      email: "morgan.visit@example.com",
      address: "1200 NW Park St",
      city: "Ankeny",
      zip: "50023",
    };
    const booked = await post(site, "/api/bookings", visit, {
      ...headers,
      "Idempotency-Key": "metrics-visit-1",
    });
    expect(booked.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    samples = (await scrape(site)).samples;
    expect(sampled(samples, "gdm_visits_total", { action: "booked", by: "visitor" })).toBe(1);
    expect(sampled(samples, "gdm_visits_total", { action: "cancelled", by: "visitor" })).toBe(0);
    // The windows were offered from the store alone; the calendar's failure is counted from its first read.
    expect(sampled(samples, "gdm_owner_calendar_failing_seconds")).toBeGreaterThan(0);
    expect(sampled(samples, "gdm_owner_calendar_failing_seconds")).toBeLessThan(60);
  });

  it("count WordPress's calls and failures by kind while the pages stay up", async () => {
    const unsigned = await post(site, "/api/revalidate", {
      changes: [{ type: "service", action: "update" }],
    });
    expect(unsigned.status).toBe(401);
    const kinds: [mode: "failing" | "slow" | "reset" | "html", kind: string][] = [
      ["failing", "http_status"],
      ["slow", "timeout"],
      ["reset", "network"],
      ["html", "invalid_answer"],
    ];
    for (const [mode, kind] of kinds) {
      wp.setMode(mode, { delayMs: 4_000 });
      expect((await revalidate(site)).status).toBe(200);
      // The content API asks WordPress again after a revalidation; the last good copy answers.
      const api = await fetch(`${site.origin}/api/wp/services/stamped-concrete`);
      expect(api.status).toBe(200);
      expect(await count(site, "gdm_wordpress_fetch_errors_total", { kind }), kind).toBeGreaterThanOrEqual(1);
    }
    wp.setMode("normal");
    const { samples } = await scrape(site);
    expect(sampled(samples, "gdm_revalidations_total", { outcome: "done" })).toBe(kinds.length);
    expect(sampled(samples, "gdm_revalidations_total", { outcome: "bad_signature" })).toBe(1);
    expect(
      sampled(samples, "gdm_wordpress_fetch_duration_seconds_count", { outcome: "error" }),
    ).toBeGreaterThan(0);
    // A timed-out call is counted at its timeout, not before.
    expect(
      sampled(samples, "gdm_wordpress_fetch_duration_seconds_bucket", { outcome: "error", le: "0.25" }),
    ).toBeLessThan(sampled(samples, "gdm_wordpress_fetch_duration_seconds_count", { outcome: "error" }) ?? 0);
  });

  it("count a picture encoded once, then answered from the image cache", async () => {
    const page = await (await fetch(`${site.origin}/`)).text();
    const picture = /\/_img\/[^"'\s,]+/.exec(page)?.[0];
    expect(picture).toBeDefined();
    const before = await scrape(site);
    const ask = () => fetch(`${site.origin}${picture}`, { headers: { Accept: "image/webp,*/*" } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const after = await scrape(site);
    const delta = (name: string, where: Record<string, string>) =>
      (sampled(after.samples, name, where) ?? 0) - (sampled(before.samples, name, where) ?? 0);
    expect(delta("gdm_image_cache_requests_total", { result: "miss" })).toBe(1);
    expect(delta("gdm_image_cache_requests_total", { result: "hit" })).toBe(1);
    expect(delta("gdm_image_encodes_total", { format: "webp" })).toBe(1);
  });

  it("count every answer by status class, each one timed", async () => {
    expect((await fetch(`${site.origin}/services/`, { redirect: "manual" })).status).toBe(301);
    const { samples } = await scrape(site);
    const byClass = (code: string) => sampled(samples, "gdm_http_responses_total", { code }) ?? 0;
    expect(byClass("2xx")).toBeGreaterThan(10);
    expect(byClass("3xx")).toBeGreaterThanOrEqual(1);
    expect(byClass("4xx")).toBeGreaterThanOrEqual(RATE_LIMIT + 4);
    expect(sampled(samples, "gdm_http_responses_total")).toBe(
      sampled(samples, "gdm_http_request_duration_seconds_count"),
    );
  });

  it("carry no text of a request in a label, whatever a visitor sends", async () => {
    const marker = "zqxhostile";
    const headers = { "User-Agent": `${marker}-agent`, "X-Forwarded-For": "203.0.113.66" };
    for (const path of [
      `/${marker}@example.org/<script>`,
      `/..%2f..%2fetc%2f${marker}`,
      `/services?utm_source=${marker}&utm_campaign=${marker}`,
      `/_img/320/${marker}/s/${marker}.jpg`,
      `/api/wp/services/${marker}`,
      `/leads/spam?token=${marker}`,
    ]) {
      await fetch(site.origin + path, { headers });
    }
    // A form no page of the site has, with a campaign of the sender's choosing: stored, counted as other.
    const spoofed = await post(
      site,
      "/api/lead",
      generalLeadPayload("lead", { form_name: `${marker} Form`, utm_params: { utm_source: marker } }),
      headers,
    );
    expect(spoofed.status).toBe(201);
    await post(site, `/api/quote?${marker}=1`, `{"${marker}":`, headers);
    await post(site, `/api/${marker}`, { form_name: marker }, headers);
    await fetch(`${site.origin}/api/contact`, { method: "PUT", headers });

    const { text, samples } = await scrape(site);
    expect(text).not.toContain(marker);
    expect(text).not.toContain("203.0.113.66");
    expect(
      sampled(samples, "gdm_leads_received_total", { form: "other", channel: "campaign", outcome: "stored" }),
    ).toBe(1);
    expect(sampled(samples, "gdm_leads_refused_total", { endpoint: "quote", reason: "bad_request" })).toBe(1);
    expect(sampled(samples, "gdm_leads_refused_total", { endpoint: "contact", reason: "wrong_method" })).toBe(
      1,
    );
    // Every label of the site's own metrics takes a value from its fixed list; the process's own
    // metrics carry none a request could set.
    const unknown = samples.flatMap((sample) => {
      const spec = Object.entries(SITE_METRICS).find(
        ([name, { type }]) =>
          sample.name === name ||
          (type === "histogram" && /^(.+)_(bucket|sum|count)$/.exec(sample.name)?.[1] === name),
      )?.[1];
      if (!spec) return /^gdm_(process|nodejs)_/.test(sample.name) ? [] : [`unknown metric ${sample.name}`];
      return Object.entries(sample.labels)
        .filter(([label]) => label !== "le")
        .filter(
          ([label, value]) =>
            !((spec.labels as Record<string, readonly string[]>)[label] ?? [])
              .concat("other")
              .includes(value),
        )
        .map(([label, value]) => `${sample.name}{${label}="${value}"}`);
    });
    expect(unknown).toEqual([]);
  });

  it("export every metric the shipped dashboard and alerts read, in a scrape promtool accepts", async () => {
    const { text, samples } = await scrape(site);
    const exported = new Set(samples.map((sample) => sample.name));
    // `up` is Prometheus's own: whether it could scrape the instance.
    const missing = (expressions: string[]) =>
      [...metricNamesIn(expressions)].filter((name) => name !== "up" && !exported.has(name));
    expect(ruleExpressions().length).toBeGreaterThanOrEqual(10);
    expect(missing(ruleExpressions())).toEqual([]);
    expect(dashboardExpressions().length).toBeGreaterThanOrEqual(20);
    expect(missing(dashboardExpressions())).toEqual([]);
    // promtool's lint of the exposition: the site's own metrics pass it. prom-client's process
    // metrics name three gauges with "_total" (gdm_nodejs_active_handles_total…), which is its
    // naming, the one other Node services' dashboards read: those complaints, and only those, are left.
    const lint = promtool(["check", "metrics"], text);
    const complaints = lint.output.split("\n").filter(Boolean);
    expect(
      complaints.filter((line) => !/^gdm_nodejs_active_\w+_total non-counter metrics/.test(line)),
    ).toEqual([]);
  });
});

describe("two instances on one PostgreSQL store", () => {
  const schema = `metrics_test_${randomBytes(6).toString("hex")}`;
  let relay: TcpRelay;
  let leads: FakeLeadService;
  let a: Running;
  let b: Running;

  beforeAll(async () => {
    const direct = new URL(testPostgresUrl);
    direct.searchParams.set("schema", schema);
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    const through = new URL(direct);
    through.hostname = "127.0.0.1";
    through.port = String(relay.port);
    leads = await startFakeLeadService();
    // The lead service is down: every delivery waits, pending, for its next try.
    leads.always({ kind: "status", status: 503 });
    const vars = { LEAD_WEBHOOK_URL: leads.url, RATE_LIMIT_PER_MINUTE: "1000", LEAD_SPOOL_MAX_MB: "0" };
    a = await startSite({ ...vars, DATABASE_URL: direct.toString() });
    b = await startSite({ ...vars, DATABASE_URL: through.toString() });
  }, 120_000);
  afterAll(async () => {
    relay?.restore();
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([relay?.close(), leads?.close()]);
    await dropSchema(schema);
  });

  it("report the same backlog, whichever took the leads", async () => {
    for (const name of ["Avery One", "Blake Two"]) {
      expect((await post(a, "/api/contact", contactLead({ name }))).status).toBe(201);
    }
    await leads.waitForRequests(2);
    // Both leads' attempts recorded (retry): each now waits for its next try.
    await eventually(
      () => count(a, "gdm_lead_delivery_attempts_total", { outcome: "retry" }),
      (n) => n >= 2,
    );
    const [fromA, fromB] = await Promise.all([scrape(a), scrape(b)]);
    for (const { samples } of [fromA, fromB]) {
      expect(sampled(samples, "gdm_lead_deliveries", { destination: "webhook", status: "pending" })).toBe(2);
      expect(sampled(samples, "gdm_store_up")).toBe(1);
    }
    const ageA = sampled(fromA.samples, "gdm_lead_delivery_oldest_pending_seconds") ?? -1;
    const ageB = sampled(fromB.samples, "gdm_lead_delivery_oldest_pending_seconds") ?? -1;
    expect(ageA).toBeGreaterThan(0);
    expect(Math.abs(ageA - ageB)).toBeLessThan(2);
    // The attempts are each instance's own: B made none.
    expect(sampled(fromB.samples, "gdm_lead_delivery_attempts_total", { outcome: "retry" })).toBe(0);
  });

  it("answer at once while the store is away, saying so, and the visitors' 503s are counted", async () => {
    relay.cut();
    const started = Date.now();
    const { samples } = await scrape(b);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(sampled(samples, "gdm_store_up")).toBe(0);
    expect(sampled(samples, "gdm_lead_deliveries")).toBeUndefined();
    expect(sampled(samples, "gdm_lead_delivery_oldest_pending_seconds")).toBeUndefined();
    // The other instance reaches the store and still reports it.
    expect(sampled((await scrape(a)).samples, "gdm_lead_deliveries", { status: "pending" })).toBe(2);

    // Without a spool (LEAD_SPOOL_MAX_MB=0), a lead that reaches B now is refused: counted as such.
    expect((await post(b, "/api/contact", contactLead({ name: "Casey Three" }))).status).toBe(503);
    const after = (await scrape(b)).samples;
    expect(sampled(after, "gdm_leads_refused_total", { endpoint: "contact", reason: "unavailable" })).toBe(1);
    expect(sampled(after, "gdm_http_responses_total", { code: "5xx" })).toBe(1);

    relay.restore();
    const back = await eventually(
      async () => sampled((await scrape(b)).samples, "gdm_store_up"),
      (up) => up === 1,
    );
    expect(back).toBe(1);
  });
});

describe("the monitoring shipped in deploy/monitoring", () => {
  it("has alert rules promtool accepts, each firing when it should (tests/monitoring/alerts.test.yml)", () => {
    for (const file of readdirSync(monitoring).filter((name) => name.endsWith(".rules.yml"))) {
      const check = promtool(["check", "rules", join(monitoring, file)]);
      expect(check.output, file).toContain("SUCCESS");
      expect(check.status, check.output).toBe(0);
    }
    const test = promtool(["test", "rules", "tests/monitoring/alerts.test.yml"]);
    expect(test.status, test.output).toBe(0);
  });

  it("has scrape configurations promtool accepts, for one box and for several instances", () => {
    for (const file of ["prometheus.yml", "prometheus-instances.yml"]) {
      const check = promtool(["check", "config", join(monitoring, file)]);
      expect(check.status, check.output).toBe(0);
      expect(check.output).toContain("1 rule files found");
    }
  });

  it("has a dashboard whose every query is PromQL Prometheus can run", () => {
    const rules = dashboardExpressions()
      .map((expr, at) => `      - record: dashboard_query_${at}\n        expr: ${JSON.stringify(expr)}`)
      .join("\n");
    const file = join(folder, "dashboard-queries.rules.yml");
    writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${rules}\n`);
    const check = promtool(["check", "rules", file]);
    expect(check.status, check.output).toBe(0);
  });
});
