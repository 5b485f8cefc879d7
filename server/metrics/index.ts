/**
 * The metrics module's front door (scripts/lib/layers.test.ts): what happened, counted with labels
 * from fixed lists only (labels.ts), each metric declared once (catalogue.ts), what the server tells
 * them (metrics.ts), one registry per server (site-metrics.ts) with the backlog read at each scrape
 * (backlog.ts), read by Prometheus on a listener of its own (listener.ts). docs/deploy.md says what
 * each metric means.
 */

export { type BacklogSource, SOURCE_TIMEOUT_MS, type SpoolSource } from "./backlog.ts";
export { DEFAULT_METRICS_PREFIX, SITE_METRICS, type SiteMetricName } from "./catalogue.ts";
export * from "./labels.ts";
export { listenForMetrics, METRICS_PATH, type MetricsListener } from "./listener.ts";
export { type Metrics, noMetrics } from "./metrics.ts";
export { createSiteMetrics, type OwnerCalendarSource, type SiteMetrics } from "./site-metrics.ts";
