/**
 * The metrics module's front door (scripts/lib/layers.test.ts): what happened, counted with labels
 * from fixed lists only (labels.ts), one registry per server (site-metrics.ts), read by Prometheus
 * on a listener of its own (listener.ts). docs/deploy.md says what each metric means.
 */
export * from "./labels";
export { listenForMetrics, METRICS_PATH, type MetricsListener } from "./listener";
export {
  type BacklogSource,
  createSiteMetrics,
  DEFAULT_METRICS_PREFIX,
  type Metrics,
  noMetrics,
  SITE_METRICS,
  type SiteMetricName,
  type SiteMetrics,
  SOURCE_TIMEOUT_MS,
  type SpoolSource,
} from "./site-metrics";
