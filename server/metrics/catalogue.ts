import {
  ATTEMPT_OUTCOMES,
  DELIVERY_STATUSES,
  DESTINATIONS,
  ESTIMATE_SERVICES,
  IMAGE_CACHE_RESULTS,
  IMAGE_FORMATS,
  LEAD_CHANNELS,
  LEAD_ENDPOINTS,
  LEAD_FORMS,
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
  WORDPRESS_OUTCOMES,
} from "./labels.ts";

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
  gdm_visits_total: {
    type: "counter",
    help: "Free on-site estimate visits booked at /book, rescheduled or cancelled (action), by the visitor or the owner (by).",
    labels: { action: VISIT_ACTIONS, by: VISIT_ACTORS },
  },
  gdm_owner_calendar_configured: {
    type: "gauge",
    help: "1 when the owner's calendar address (OWNER_CALENDAR_URL) is set, else 0.",
    labels: {},
  },
  gdm_owner_calendar_failing_seconds: {
    type: "gauge",
    help: "How long the owner's calendar has failed to be read, in seconds (0 while it reads, or when not configured); its busy times are not blocked meanwhile.",
    labels: {},
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
