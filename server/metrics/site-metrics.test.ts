import { afterEach, describe, expect, it } from "vitest";
import { parseSamples, sampled } from "../../tests/support/prometheus.ts";
import {
  type BacklogSource,
  createSiteMetrics,
  listenForMetrics,
  type MetricsListener,
  OTHER,
  SITE_METRICS,
} from "./index.ts";

const counts = (pending: number, dead: number) => ({ pending, delivered: 3, dead, skipped: 0, parked: 0 });
const storeWith = (oldestPendingAgeMs: number): BacklogSource => ({
  stats: async () => ({
    byDestination: { webhook: counts(2, 1), email: counts(0, 0), sms: counts(0, 0) },
    oldestPendingAgeMs,
  }),
});

async function scrape(metrics: ReturnType<typeof createSiteMetrics>) {
  return parseSamples((await metrics.scrape()).body);
}

describe("the site's metrics", () => {
  it("start at zero for the small fixed sets, and carry the process's own with the gdm_ prefix", async () => {
    const samples = await scrape(createSiteMetrics());
    expect(
      sampled(samples, "gdm_lead_delivery_attempts_total", { destination: "webhook", outcome: "dead" }),
    ).toBe(0);
    expect(sampled(samples, "gdm_page_cache_requests_total", { result: "hit" })).toBe(0);
    expect(sampled(samples, "gdm_wordpress_fetch_errors_total", { kind: "timeout" })).toBe(0);
    expect(sampled(samples, "gdm_nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampled(samples, "gdm_process_cpu_seconds_total")).toBeGreaterThan(0);
    // No store was given: nothing is said about one.
    expect(sampled(samples, "gdm_store_up")).toBeUndefined();
    expect(samples.filter((sample) => !sample.name.startsWith("gdm_"))).toEqual([]);
  });

  it("keeps one server's counts apart from another's in the same process", async () => {
    const a = createSiteMetrics({ processMetrics: false });
    const b = createSiteMetrics({ processMetrics: false });
    a.leadReceived("quote", "campaign", "stored");
    a.leadReceived("quote", "campaign", "stored");
    b.leadRefused("quote", "rate_limited");
    expect(sampled(await scrape(a), "gdm_leads_received_total", { form: "quote", outcome: "stored" })).toBe(
      2,
    );
    expect(sampled(await scrape(b), "gdm_leads_received_total")).toBeUndefined();
    expect(sampled(await scrape(b), "gdm_leads_refused_total", { reason: "rate_limited" })).toBe(1);
  });

  it("counts a value outside a label's list as other, never as itself", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    // What a typed caller cannot write, and a bug could.
    metrics.leadReceived("/quote?x=<b>" as never, "direct", "stored");
    metrics.ownerAction("email_link", "release", "jane@example.com" as never);
    const samples = await scrape(metrics);
    expect(sampled(samples, "gdm_leads_received_total", { form: OTHER })).toBe(1);
    expect(sampled(samples, "gdm_owner_actions_total", { outcome: OTHER })).toBe(1);
    expect(JSON.stringify(samples)).not.toMatch(/example\.com|<b>/);
  });

  it("counts answers by status class and times them", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    const started = process.hrtime.bigint() - 3_000_000n;
    for (const status of [200, 200, 304, 404, 503]) metrics.httpResponse(status, started);
    const samples = await scrape(metrics);
    expect(
      ["1xx", "2xx", "3xx", "4xx", "5xx"].map((code) =>
        sampled(samples, "gdm_http_responses_total", { code }),
      ),
    ).toEqual([0, 2, 1, 1, 1]);
    expect(sampled(samples, "gdm_http_request_duration_seconds_count")).toBe(5);
    // Each took at least 3 ms: none is in the 1 ms bucket, all are in the 5 ms one.
    expect(sampled(samples, "gdm_http_request_duration_seconds_bucket", { le: "0.001" })).toBe(0);
    expect(sampled(samples, "gdm_http_request_duration_seconds_sum")).toBeGreaterThanOrEqual(0.015);
  });

  it("reads the backlog from the store at each scrape", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    metrics.readBacklogFrom({ store: storeWith(20 * 60_000) });
    const samples = await scrape(metrics);
    expect(sampled(samples, "gdm_store_up")).toBe(1);
    expect(sampled(samples, "gdm_lead_deliveries", { destination: "webhook", status: "pending" })).toBe(2);
    expect(sampled(samples, "gdm_lead_deliveries", { status: "dead" })).toBe(1);
    expect(sampled(samples, "gdm_lead_delivery_oldest_pending_seconds")).toBe(1200);
  });

  it("answers while the store is away: store down, and no backlog number rather than a wrong one", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    let away = false;
    metrics.readBacklogFrom({
      store: {
        stats: () => (away ? Promise.reject(new Error("connection refused")) : storeWith(5_000).stats()),
      },
    });
    expect(sampled(await scrape(metrics), "gdm_lead_delivery_oldest_pending_seconds")).toBe(5);
    away = true;
    const down = await scrape(metrics);
    expect(sampled(down, "gdm_store_up")).toBe(0);
    expect(sampled(down, "gdm_lead_deliveries")).toBeUndefined();
    expect(sampled(down, "gdm_lead_delivery_oldest_pending_seconds")).toBeUndefined();
    away = false;
    expect(sampled(await scrape(metrics), "gdm_lead_deliveries", { status: "pending" })).toBe(2);
  });

  it("never waits on a store that does not answer past its bound, and asks it once at a time", async () => {
    const metrics = createSiteMetrics({ processMetrics: false, sourceTimeoutMs: 150 });
    let asked = 0;
    metrics.readBacklogFrom({
      store: {
        stats: () => {
          asked++;
          return new Promise(() => {});
        },
      },
    });
    const started = Date.now();
    const [first, second] = await Promise.all([scrape(metrics), scrape(metrics)]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(sampled(first, "gdm_store_up")).toBe(0);
    expect(sampled(second, "gdm_store_up")).toBe(0);
    expect(asked).toBe(1);
  });

  it("reads the spool's depth, when there is a spool", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    metrics.readBacklogFrom({
      spool: {
        depth: async () => ({ leads: 2, bytes: 2048, oldest: new Date(Date.now() - 90_000), unreadable: 1 }),
      },
    });
    const samples = await scrape(metrics);
    expect(sampled(samples, "gdm_lead_spool_leads")).toBe(2);
    expect(sampled(samples, "gdm_lead_spool_bytes")).toBe(2048);
    expect(sampled(samples, "gdm_lead_spool_oldest_seconds")).toBeGreaterThanOrEqual(90);
    expect(sampled(samples, "gdm_lead_spool_unreadable")).toBe(1);
  });

  it("counts visits booked, moved and cancelled, by who did it, from zero", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    expect(sampled(await scrape(metrics), "gdm_visits_total", { action: "cancelled", by: "owner" })).toBe(0);
    metrics.visitChanged("booked", "visitor");
    metrics.visitChanged("booked", "visitor");
    metrics.visitChanged("rescheduled", "visitor");
    metrics.visitChanged("cancelled", "owner");
    metrics.visitChanged("moved" as never, "jane@example.com" as never);
    const samples = await scrape(metrics);
    const visits = (action: string, by: string) => sampled(samples, "gdm_visits_total", { action, by });
    expect([
      visits("booked", "visitor"),
      visits("rescheduled", "visitor"),
      visits("cancelled", "owner"),
    ]).toEqual([2, 1, 1]);
    expect([visits("booked", "owner"), visits("cancelled", "visitor")]).toEqual([0, 0]);
    expect(visits(OTHER, OTHER)).toBe(1);
    expect(JSON.stringify(samples)).not.toMatch(/example\.com|moved/);
  });

  it("reads the owner's calendar's health at each scrape: configured, and how long it has failed", async () => {
    let clock = 10_000_000;
    const metrics = createSiteMetrics({ processMetrics: false, now: () => clock });
    // No calendar given: nothing is said about one.
    expect(sampled(await scrape(metrics), "gdm_owner_calendar_configured")).toBeUndefined();
    let health = { configured: false, failingSince: null as number | null };
    metrics.readOwnerCalendarFrom({ health: () => health });
    let samples = await scrape(metrics);
    expect(sampled(samples, "gdm_owner_calendar_configured")).toBe(0);
    expect(sampled(samples, "gdm_owner_calendar_failing_seconds")).toBe(0);
    health = { configured: true, failingSince: null };
    samples = await scrape(metrics);
    expect(sampled(samples, "gdm_owner_calendar_configured")).toBe(1);
    expect(sampled(samples, "gdm_owner_calendar_failing_seconds")).toBe(0);
    health = { configured: true, failingSince: clock - 90_000 };
    expect(sampled(await scrape(metrics), "gdm_owner_calendar_failing_seconds")).toBe(90);
    clock += 3_600_000;
    expect(sampled(await scrape(metrics), "gdm_owner_calendar_failing_seconds")).toBe(3690);
    health = { configured: true, failingSince: null };
    expect(sampled(await scrape(metrics), "gdm_owner_calendar_failing_seconds")).toBe(0);
  });

  it("declares only names under gdm_, with the Prometheus suffix its type calls for", () => {
    for (const [name, { type }] of Object.entries(SITE_METRICS)) {
      expect(name).toMatch(/^gdm_[a-z_]+$/);
      expect(name.endsWith("_total"), name).toBe(type === "counter");
    }
  });
});

describe("the metrics listener", () => {
  let listener: MetricsListener | undefined;
  afterEach(async () => {
    await listener?.close();
  });

  it("answers GET /metrics in Prometheus's text format, and nothing else", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    metrics.pageCache("miss");
    listener = await listenForMetrics(metrics, { port: 0, host: "127.0.0.1" });
    const origin = `http://127.0.0.1:${listener.port}`;
    const res = await fetch(`${origin}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sampled(parseSamples(await res.text()), "gdm_page_cache_requests_total", { result: "miss" })).toBe(
      1,
    );
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: "POST", body: "x" })).status).toBe(404);
  });

  it("says so when its port is taken", async () => {
    const metrics = createSiteMetrics({ processMetrics: false });
    listener = await listenForMetrics(metrics, { port: 0, host: "127.0.0.1" });
    await expect(listenForMetrics(metrics, { port: listener.port, host: "127.0.0.1" })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});
