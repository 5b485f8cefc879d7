import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type BacklogSource, backlogGauges, SOURCE_TIMEOUT_MS, type SpoolSource } from "./backlog.ts";
import { DEFAULT_METRICS_PREFIX, SITE_METRICS, type SiteMetricName } from "./catalogue.ts";
import {
  ATTEMPT_OUTCOMES,
  DESTINATIONS,
  ESTIMATE_SERVICES,
  IMAGE_CACHE_RESULTS,
  IMAGE_FORMATS,
  LEAD_CHANNELS,
  LEAD_ENDPOINTS,
  LEAD_OUTCOMES,
  LEAD_REFUSALS,
  OTHER,
  OWNER_ACTIONS,
  OWNER_CHANNELS,
  OWNER_OUTCOMES,
  PAGE_CACHE_RESULTS,
  REVALIDATION_OUTCOMES,
  STATUS_CLASSES,
  VISIT_ACTIONS,
  VISIT_ACTORS,
  WORDPRESS_ERRORS,
} from "./labels.ts";
import type { Metrics } from "./metrics.ts";

const BUCKETS = {
  http: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  wordpress: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  delivery: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
};

/** The owner's calendar as the booking reads it (server/calendar/owner-calendar.ts), read at each scrape. */
export interface OwnerCalendarSource {
  health(): { configured: boolean; failingSince: number | null };
}

/** The metrics of one server (one registry of its own), how they are read, and where from. */
export interface SiteMetrics extends Metrics {
  /** The Prometheus text of every metric now; the store and the spool are read at most SOURCE_TIMEOUT_MS. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** Where the backlog gauges are read from at each scrape. */
  readBacklogFrom(sources: { store?: BacklogSource; spool?: SpoolSource }): void;
  /** Where the owner's calendar gauges are read from at each scrape; without one they are absent. */
  readOwnerCalendarFrom(calendar: OwnerCalendarSource): void;
}

export interface SiteMetricsOptions {
  /** prom-client's process metrics; on unless told (the tests of one metric leave them out). */
  processMetrics?: boolean;
  sourceTimeoutMs?: number;
  /** The clock the calendar's failing time is read against (Date.now). */
  now?: () => number;
}

/** The value of a label, or `other` for anything outside its list (which a typed caller cannot pass). */
function allowed(values: readonly string[], value: string): string {
  return values.includes(value) ? value : OTHER;
}

/**
 * One registry per server, never prom-client's global one: a process (a test) may run several
 * servers, each with its own counts.
 */
export function createSiteMetrics(options: SiteMetricsOptions = {}): SiteMetrics {
  const registry = new Registry();
  const timeoutMs = options.sourceTimeoutMs ?? SOURCE_TIMEOUT_MS;
  if (options.processMetrics !== false)
    collectDefaultMetrics({ register: registry, prefix: DEFAULT_METRICS_PREFIX });

  const labelNames = (name: SiteMetricName) => Object.keys(SITE_METRICS[name].labels);
  const counter = (name: SiteMetricName) =>
    new Counter({ name, help: SITE_METRICS[name].help, labelNames: labelNames(name), registers: [registry] });
  const histogram = (name: SiteMetricName, buckets: number[]) =>
    new Histogram({
      name,
      help: SITE_METRICS[name].help,
      labelNames: labelNames(name),
      buckets,
      registers: [registry],
    });

  const leadsReceived = counter("gdm_leads_received_total");
  const leadsRefused = counter("gdm_leads_refused_total");
  const attempts = counter("gdm_lead_delivery_attempts_total");
  const attemptSeconds = histogram("gdm_lead_delivery_attempt_duration_seconds", BUCKETS.delivery);
  const estimatesShown = counter("gdm_estimates_shown_total");
  const estimatesSent = counter("gdm_estimates_sent_total");
  const pageCache = counter("gdm_page_cache_requests_total");
  const wordpressSeconds = histogram("gdm_wordpress_fetch_duration_seconds", BUCKETS.wordpress);
  const wordpressErrors = counter("gdm_wordpress_fetch_errors_total");
  const revalidations = counter("gdm_revalidations_total");
  const ownerActions = counter("gdm_owner_actions_total");
  const visits = counter("gdm_visits_total");
  const imageEncodes = counter("gdm_image_encodes_total");
  const imageCache = counter("gdm_image_cache_requests_total");
  const responses = counter("gdm_http_responses_total");
  const requestSeconds = histogram("gdm_http_request_duration_seconds", BUCKETS.http);

  const backlog = backlogGauges(registry, timeoutMs);
  const calendar = ownerCalendarGauges(registry, options.now ?? Date.now);

  // Zero from the start, so a rate is defined before the first event and a dashboard shows 0, not
  // "no data": the small fixed sets (not the leads', whose combinations are many and mostly unused).
  for (const destination of DESTINATIONS)
    for (const outcome of ATTEMPT_OUTCOMES) attempts.inc({ destination, outcome }, 0);
  for (const result of PAGE_CACHE_RESULTS) pageCache.inc({ result }, 0);
  for (const kind of WORDPRESS_ERRORS) wordpressErrors.inc({ kind }, 0);
  for (const format of IMAGE_FORMATS) imageEncodes.inc({ format }, 0);
  for (const result of IMAGE_CACHE_RESULTS) imageCache.inc({ result }, 0);
  for (const outcome of REVALIDATION_OUTCOMES) revalidations.inc({ outcome }, 0);
  for (const code of STATUS_CLASSES) responses.inc({ code }, 0);
  for (const action of VISIT_ACTIONS) for (const by of VISIT_ACTORS) visits.inc({ action, by }, 0);
  for (const service of ESTIMATE_SERVICES) {
    estimatesShown.inc({ service }, 0);
    estimatesSent.inc({ service }, 0);
  }

  // The request path's calls, bound once: an increment and an observation, no label lookup.
  const byClass = STATUS_CLASSES.map((code) => responses.labels({ code }));
  const pageCacheBy = new Map(
    PAGE_CACHE_RESULTS.map((result) => [result as string, pageCache.labels({ result })]),
  );

  return {
    leadReceived(form, channel, outcome) {
      leadsReceived.inc({
        form: allowed(SITE_METRICS.gdm_leads_received_total.labels.form, form),
        channel: allowed(LEAD_CHANNELS, channel),
        outcome: allowed(LEAD_OUTCOMES, outcome),
      });
    },
    leadRefused(endpoint, reason) {
      leadsRefused.inc({
        endpoint: allowed(LEAD_ENDPOINTS, endpoint),
        reason: allowed(LEAD_REFUSALS, reason),
      });
    },
    estimateShown(service) {
      estimatesShown.inc({ service: allowed(ESTIMATE_SERVICES, service) });
    },
    estimateSent(service) {
      estimatesSent.inc({ service: allowed(ESTIMATE_SERVICES, service) });
    },
    deliveryAttempt(destination, outcome, seconds) {
      const where = allowed(DESTINATIONS, destination);
      attempts.inc({ destination: where, outcome: allowed(ATTEMPT_OUTCOMES, outcome) });
      attemptSeconds.observe({ destination: where }, seconds);
    },
    pageCache(result) {
      (pageCacheBy.get(result) ?? pageCache.labels({ result: OTHER })).inc();
    },
    wordpressFetch(seconds, error) {
      wordpressSeconds.observe({ outcome: error ? "error" : "ok" }, seconds);
      if (error) wordpressErrors.inc({ kind: allowed(WORDPRESS_ERRORS, error) });
    },
    revalidation(outcome) {
      revalidations.inc({ outcome: allowed(REVALIDATION_OUTCOMES, outcome) });
    },
    ownerAction(via, action, outcome) {
      ownerActions.inc({
        via: allowed(OWNER_CHANNELS, via),
        action: allowed(OWNER_ACTIONS, action),
        outcome: allowed(OWNER_OUTCOMES, outcome),
      });
    },
    visitChanged(action, by) {
      visits.inc({ action: allowed(VISIT_ACTIONS, action), by: allowed(VISIT_ACTORS, by) });
    },
    imageEncoded(format) {
      imageEncodes.inc({ format: allowed(IMAGE_FORMATS, format) });
    },
    imageCache(result) {
      imageCache.inc({ result: allowed(IMAGE_CACHE_RESULTS, result) });
    },
    httpResponse(status, started) {
      byClass[Math.floor(status / 100) - 1]?.inc();
      requestSeconds.observe(Number(process.hrtime.bigint() - started) / 1e9);
    },
    readBacklogFrom(next) {
      backlog.readFrom(next);
    },
    readOwnerCalendarFrom(source) {
      calendar.readFrom(source);
    },
    async scrape() {
      await backlog.read();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/**
 * The owner's calendar's gauges, read from its health at each scrape (no read of the calendar
 * itself: it is read when visitors are shown windows). Absent until a calendar is given. The failing
 * time counts from the first failed read of the current streak, and is 0 while the last read worked
 * or when no address is set.
 */
function ownerCalendarGauges(registry: Registry, now: () => number) {
  let source: OwnerCalendarSource | undefined;
  const gauge = (name: SiteMetricName, read: (health: ReturnType<OwnerCalendarSource["health"]>) => number) =>
    new Gauge({
      name,
      help: SITE_METRICS[name].help,
      registers: [],
      collect() {
        if (source) this.set(read(source.health()));
      },
    });
  const gauges = [
    gauge("gdm_owner_calendar_configured", (health) => (health.configured ? 1 : 0)),
    gauge("gdm_owner_calendar_failing_seconds", (health) =>
      health.configured && health.failingSince !== null ? Math.max(0, now() - health.failingSince) / 1000 : 0,
    ),
  ];
  return {
    readFrom(next: OwnerCalendarSource) {
      if (!source) for (const metric of gauges) registry.registerMetric(metric);
      source = next;
    },
  };
}
