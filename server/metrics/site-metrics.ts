import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import {
  ATTEMPT_OUTCOMES,
  type AttemptOutcomeLabel,
  DELIVERY_STATUSES,
  DESTINATIONS,
  type DestinationLabel,
  ESTIMATE_SERVICES,
  type EstimateServiceLabel,
  IMAGE_CACHE_RESULTS,
  IMAGE_FORMATS,
  type ImageCacheResult,
  type ImageFormatLabel,
  LEAD_CHANNELS,
  LEAD_ENDPOINTS,
  LEAD_FORMS,
  LEAD_OUTCOMES,
  LEAD_REFUSALS,
  type LeadChannel,
  type LeadEndpointLabel,
  type LeadForm,
  type LeadOutcome,
  type LeadRefusal,
  OTHER,
  OWNER_ACTIONS,
  OWNER_CHANNELS,
  OWNER_OUTCOMES,
  type OwnerAction,
  type OwnerChannel,
  type OwnerOutcome,
  PAGE_CACHE_RESULTS,
  type PageCacheResult,
  REVALIDATION_OUTCOMES,
  type RevalidationOutcome,
  STATUS_CLASSES,
  WORDPRESS_ERRORS,
  WORDPRESS_OUTCOMES,
  type WordPressErrorKind,
} from "./labels";

/**
 * What the rest of the server tells the metrics: one call per thing that happened, each taking only
 * values from the fixed lists of labels.ts. Every call is an increment or one histogram observation:
 * nothing here costs a request more than that. `noMetrics` is the default everywhere, so a caller
 * (a test, a script) that wants none passes nothing.
 */
export interface Metrics {
  /** A lead the site took (answered 200 or 201). */
  leadReceived(form: LeadForm, channel: LeadChannel, outcome: LeadOutcome): void;
  /** A submission answered with a 4xx or a 5xx. */
  leadRefused(endpoint: LeadEndpointLabel, reason: LeadRefusal): void;
  /** An instant estimate shown to a visitor (the page's beacon, or a GET /estimate the server rendered). */
  estimateShown(service: EstimateServiceLabel): void;
  /** An estimate lead stored and not held as spam. */
  estimateSent(service: EstimateServiceLabel): void;
  /** One attempt of the delivery worker, and how long it took. */
  deliveryAttempt(destination: DestinationLabel, outcome: AttemptOutcomeLabel, seconds: number): void;
  pageCache(result: PageCacheResult): void;
  /** One request to WordPress's REST API: how long it took, and what went wrong if it did. */
  wordpressFetch(seconds: number, error: WordPressErrorKind | null): void;
  revalidation(outcome: RevalidationOutcome): void;
  ownerAction(via: OwnerChannel, action: OwnerAction, outcome: OwnerOutcome): void;
  imageEncoded(format: ImageFormatLabel): void;
  imageCache(result: ImageCacheResult): void;
  /** Every answered request (the page cache's fast path included), by status class, and its duration. */
  httpResponse(status: number, started: bigint): void;
}

export const noMetrics: Metrics = {
  leadReceived() {},
  leadRefused() {},
  estimateShown() {},
  estimateSent() {},
  deliveryAttempt() {},
  pageCache() {},
  wordpressFetch() {},
  revalidation() {},
  ownerAction() {},
  imageEncoded() {},
  imageCache() {},
  httpResponse() {},
};

/** What the backlog gauges are read from at each scrape: the lead store (every instance's same one). */
export interface BacklogSource {
  stats(): Promise<{
    byDestination: Record<DestinationLabel, Record<(typeof DELIVERY_STATUSES)[number], number>>;
    oldestPendingAgeMs: number;
  }>;
}

/** The lead spool of this machine (server/leads/spool.ts), read at each scrape. */
export interface SpoolSource {
  depth(): Promise<{ leads: number; bytes: number; oldest: Date | null; unreadable: number }>;
}

/** How long a scrape waits for the store or the spool before it answers without them. */
export const SOURCE_TIMEOUT_MS = 2_000;

const withOther = <T extends readonly string[]>(values: T) => [...values, OTHER] as const;

/**
 * Every metric of the site's own, with the values each label may take: the metrics are made from
 * this, and the tests read it to check a scrape (and the dashboard's and the alerts' queries).
 * prom-client's process metrics (`gdm_process_…`, `gdm_nodejs_…`) are besides these.
 */
export const SITE_METRICS = {
  gdm_leads_received_total: {
    type: "counter",
    help: "Leads the site took, by form, by where the visitor came from (campaign|referral|direct) and by what became of them (stored|held|duplicate|spooled).",
    labels: { form: withOther(LEAD_FORMS), channel: LEAD_CHANNELS, outcome: LEAD_OUTCOMES },
  },
  gdm_leads_refused_total: {
    type: "counter",
    help: "Submissions answered with an error, by endpoint and reason (invalid=422, rate_limited=429, too_large=413, unavailable=503…).",
    labels: { endpoint: LEAD_ENDPOINTS, reason: LEAD_REFUSALS },
  },
  gdm_lead_delivery_attempts_total: {
    type: "counter",
    help: "Delivery attempts made by this instance's worker, by destination and outcome (delivered|retry|dead).",
    labels: { destination: DESTINATIONS, outcome: ATTEMPT_OUTCOMES },
  },
  gdm_lead_delivery_attempt_duration_seconds: {
    type: "histogram",
    help: "How long one delivery attempt took (the lead service's or the mail server's answer).",
    labels: { destination: DESTINATIONS },
  },
  gdm_lead_deliveries: {
    type: "gauge",
    help: "Delivery rows in the lead store by destination and status, read from the store at each scrape (the same on every instance).",
    labels: { destination: DESTINATIONS, status: DELIVERY_STATUSES },
  },
  gdm_lead_delivery_oldest_pending_seconds: {
    type: "gauge",
    help: "Age of the oldest delivery still pending (0 when none), read from the store at each scrape.",
    labels: {},
  },
  gdm_store_up: {
    type: "gauge",
    help: "1 when the lead store answered this scrape's read within its time, else 0 (the backlog gauges are then absent).",
    labels: {},
  },
  gdm_lead_spool_leads: {
    type: "gauge",
    help: "Leads waiting in this machine's spool for the store to come back (decision 018).",
    labels: {},
  },
  gdm_lead_spool_bytes: { type: "gauge", help: "Bytes the spool's leads take.", labels: {} },
  gdm_lead_spool_oldest_seconds: {
    type: "gauge",
    help: "How long the oldest lead in the spool has waited (0 when none).",
    labels: {},
  },
  gdm_lead_spool_unreadable: {
    type: "gauge",
    help: "Files in the spool that could not be read as leads, left for a person.",
    labels: {},
  },
  gdm_estimates_shown_total: {
    type: "counter",
    help: "Instant estimates shown to visitors, by service (the page's beacon, or an estimate address the server rendered).",
    labels: { service: ESTIMATE_SERVICES },
  },
  gdm_estimates_sent_total: {
    type: "counter",
    help: "Instant estimates visitors sent as a lead (stored, not held as spam), by service.",
    labels: { service: ESTIMATE_SERVICES },
  },
  gdm_page_cache_requests_total: {
    type: "counter",
    help: "Page requests the page cache answered: hit (fresh from memory), stale (served while it is made again), miss (rendered now).",
    labels: { result: PAGE_CACHE_RESULTS },
  },
  gdm_wordpress_fetch_duration_seconds: {
    type: "histogram",
    help: "How long a request to WordPress's REST API took, by outcome (ok|error).",
    labels: { outcome: WORDPRESS_OUTCOMES },
  },
  gdm_wordpress_fetch_errors_total: {
    type: "counter",
    help: "Requests to WordPress that gave no content, by kind (timeout|network|http_status|invalid_answer|too_large|redirect).",
    labels: { kind: WORDPRESS_ERRORS },
  },
  gdm_revalidations_total: {
    type: "counter",
    help: "WordPress's content-changed calls (POST /api/revalidate) by outcome.",
    labels: { outcome: REVALIDATION_OUTCOMES },
  },
  gdm_owner_actions_total: {
    type: "counter",
    help: "The owner's actions on leads (release|spam|retry), from an e-mail's link or the Leads screen, by outcome.",
    labels: { via: OWNER_CHANNELS, action: OWNER_ACTIONS, outcome: OWNER_OUTCOMES },
  },
  gdm_image_encodes_total: {
    type: "counter",
    help: "Pictures the image service encoded (each width once), by format.",
    labels: { format: IMAGE_FORMATS },
  },
  gdm_image_cache_requests_total: {
    type: "counter",
    help: "Picture requests answered from the image cache (hit) or encoded for them (miss).",
    labels: { result: IMAGE_CACHE_RESULTS },
  },
  gdm_http_responses_total: {
    type: "counter",
    help: "Answered requests by status class (1xx…5xx), the page cache's fast path included.",
    labels: { code: STATUS_CLASSES },
  },
  gdm_http_request_duration_seconds: {
    type: "histogram",
    help: "Time from a request's arrival to its answer being written.",
    labels: {},
  },
} as const satisfies Record<
  string,
  {
    type: "counter" | "gauge" | "histogram";
    help: string;
    labels: Record<string, readonly string[]>;
  }
>;

export type SiteMetricName = keyof typeof SITE_METRICS;

/** The prefix of prom-client's process metrics here (gdm_process_cpu_seconds_total, gdm_nodejs_eventloop_lag_seconds…). */
export const DEFAULT_METRICS_PREFIX = "gdm_";

const BUCKETS = {
  http: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  wordpress: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  delivery: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
};

/** The metrics of one server (one registry of its own), how they are read, and where from. */
export interface SiteMetrics extends Metrics {
  /** The Prometheus text of every metric now; the store and the spool are read at most SOURCE_TIMEOUT_MS. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** Where the backlog gauges are read from at each scrape. */
  readBacklogFrom(sources: { store?: BacklogSource; spool?: SpoolSource }): void;
}

export interface SiteMetricsOptions {
  /** prom-client's process metrics; on unless told (the tests of one metric leave them out). */
  processMetrics?: boolean;
  sourceTimeoutMs?: number;
}

/** The value of a label, or `other` for anything outside its list (which a typed caller cannot pass). */
function allowed(values: readonly string[], value: string): string {
  return values.includes(value) ? value : OTHER;
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
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
  // The store's and the spool's gauges are in the registry only while their source answers: a
  // number that is not known is left out, not shown as 0 (a backlog of 0 would read "all is well").
  const gauge = (name: SiteMetricName, register = true) =>
    new Gauge({
      name,
      help: SITE_METRICS[name].help,
      labelNames: labelNames(name),
      registers: register ? [registry] : [],
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
  const imageEncodes = counter("gdm_image_encodes_total");
  const imageCache = counter("gdm_image_cache_requests_total");
  const responses = counter("gdm_http_responses_total");
  const requestSeconds = histogram("gdm_http_request_duration_seconds", BUCKETS.http);

  const storeUp = gauge("gdm_store_up", false);
  const deliveries = gauge("gdm_lead_deliveries", false);
  const oldestPending = gauge("gdm_lead_delivery_oldest_pending_seconds", false);
  const spoolGauges = {
    leads: gauge("gdm_lead_spool_leads", false),
    bytes: gauge("gdm_lead_spool_bytes", false),
    oldest: gauge("gdm_lead_spool_oldest_seconds", false),
    unreadable: gauge("gdm_lead_spool_unreadable", false),
  };

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
  for (const service of ESTIMATE_SERVICES) {
    estimatesShown.inc({ service }, 0);
    estimatesSent.inc({ service }, 0);
  }

  // The request path's calls, bound once: an increment and an observation, no label lookup.
  const byClass = STATUS_CLASSES.map((code) => responses.labels({ code }));
  const pageCacheBy = new Map(
    PAGE_CACHE_RESULTS.map((result) => [result as string, pageCache.labels({ result })]),
  );

  let sources: { store?: BacklogSource; spool?: SpoolSource } = {};
  // One read of each source at a time: scrapes that come while one is slow wait on the same read.
  const reading: { store?: Promise<unknown>; spool?: Promise<unknown> } = {};
  function once<T>(key: "store" | "spool", read: () => Promise<T>): Promise<T> {
    reading[key] ??= read().finally(() => {
      reading[key] = undefined;
    });
    return within(reading[key] as Promise<T>, timeoutMs);
  }

  /** Puts a gauge in the registry (`present`) or takes it out, as its source answered or not. */
  function show(metric: Gauge, present: boolean) {
    const name = (metric as unknown as { name: string }).name;
    const registered = registry.getSingleMetric(name) !== undefined;
    if (present && !registered) registry.registerMetric(metric);
    if (!present && registered) registry.removeSingleMetric(name);
  }

  async function readStore() {
    const store = sources.store;
    if (!store) return;
    const stats = await once("store", () => store.stats()).catch(() => null);
    show(storeUp, true);
    storeUp.set(stats ? 1 : 0);
    show(deliveries, stats !== null);
    show(oldestPending, stats !== null);
    if (!stats) return;
    for (const destination of DESTINATIONS)
      for (const status of DELIVERY_STATUSES)
        deliveries.set({ destination, status }, stats.byDestination[destination][status]);
    oldestPending.set(stats.oldestPendingAgeMs / 1000);
  }

  async function readSpool() {
    const spool = sources.spool;
    if (!spool) return;
    const depth = await once("spool", () => spool.depth()).catch(() => null);
    for (const metric of Object.values(spoolGauges)) show(metric, depth !== null);
    if (!depth) return;
    spoolGauges.leads.set(depth.leads);
    spoolGauges.bytes.set(depth.bytes);
    spoolGauges.oldest.set(depth.oldest ? Math.max(0, Date.now() - depth.oldest.getTime()) / 1000 : 0);
    spoolGauges.unreadable.set(depth.unreadable);
  }

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
      sources = next;
    },
    async scrape() {
      await Promise.all([readStore(), readSpool()]);
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
