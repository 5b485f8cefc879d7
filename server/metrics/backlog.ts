import { Gauge, type Registry } from "prom-client";
import { SITE_METRICS, type SiteMetricName } from "./catalogue.ts";
import { DELIVERY_STATUSES, DESTINATIONS, type DestinationLabel } from "./labels.ts";

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

/** `promise`, or a rejection once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The backlog's gauges in `registry`: the store's (its delivery rows, the oldest pending) and the
 * spool's, read from their sources at each scrape (`read`), each read bounded by `timeoutMs`.
 */
export function backlogGauges(registry: Registry, timeoutMs: number) {
  // The store's and the spool's gauges are in the registry only while their source answers: a
  // number that is not known is left out, not shown as 0 (a backlog of 0 would read "all is well").
  const gauge = (name: SiteMetricName) =>
    new Gauge({
      name,
      help: SITE_METRICS[name].help,
      labelNames: Object.keys(SITE_METRICS[name].labels),
      registers: [],
    });

  const storeUp = gauge("gdm_store_up");
  const deliveries = gauge("gdm_lead_deliveries");
  const oldestPending = gauge("gdm_lead_delivery_oldest_pending_seconds");
  const spoolGauges = {
    leads: gauge("gdm_lead_spool_leads"),
    bytes: gauge("gdm_lead_spool_bytes"),
    oldest: gauge("gdm_lead_spool_oldest_seconds"),
    unreadable: gauge("gdm_lead_spool_unreadable"),
  };

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
    /** Where the backlog gauges are read from at each scrape. */
    readFrom(next: { store?: BacklogSource; spool?: SpoolSource }) {
      sources = next;
    },
    /** The gauges as the sources answer now: those of a source that does not answer are left out. */
    async read() {
      await Promise.all([readStore(), readSpool()]);
    },
  };
}
