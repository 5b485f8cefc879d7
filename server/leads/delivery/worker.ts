import { randomUUID } from "node:crypto";
import type { Logger } from "../../core/log.ts";
import { type Metrics, noMetrics } from "../../metrics/index.ts";
import type { OwnerLinks } from "../owner/links.ts";
import {
  type ClaimedDelivery,
  type DeliveryOutbox,
  type Destination,
  LEASE_MS,
  type Lead,
} from "../store/index.ts";
import { type BackoffPolicy, BUDGET_SPENT, defaultBackoff, nextAttemptAt } from "./backoff.ts";
import {
  DESTINATION_LIST,
  type DestinationEnv,
  type DestinationSender,
  destinationOf,
} from "./destinations/index.ts";
import type { AttemptResult } from "./outcome.ts";
import { SETTLE_EVERY_MS, settleDeliveries } from "./parking.ts";
import { deliveryPlan } from "./plan.ts";

/** How often the store is asked for due deliveries when nobody calls notify(). */
export const POLL_MS = 500;
/** Attempts one worker runs at once. */
export const WORKER_CONCURRENCY = 4;
/**
 * An attempt made is recorded even when the store is away at that moment: asked again at these
 * pauses (the last repeated) for as long as the lease lasts. Forgotten, a delivery the lead service
 * or the owner already has would be claimed again once its lease ran out, and sent twice.
 */
export const RECORD_RETRY_MS = [250, 500, 1_000, 2_000] as const;
/** Once stop() is called, how long a record still waiting for the store is tried before it is left. */
export const RECORD_AT_STOP_MS = 5_000;

/** The settings of every destination (each module reads its own). */
export type DeliveryEnv = DestinationEnv;

export interface DeliveryWorkerOptions {
  /** The worker uses the outbox only: its leases, its attempts, its leases given back. */
  store: DeliveryOutbox;
  env: DeliveryEnv;
  log: Logger;
  workerId?: string;
  pollMs?: number;
  concurrency?: number;
  backoff?: BackoffPolicy;
  random?: () => number;
  webhookTimeoutMs?: number;
  /** Counts each attempt by destination and outcome, and its duration. */
  metrics?: Pick<Metrics, "deliveryAttempt">;
  /** Signs the link to a lead's page that a destination sends (the owner's text). */
  links?: OwnerLinks;
  /** The clock the destinations read (the texts' quiet hours); tests set it. */
  now?: () => Date;
  /** How long a claim is the worker's (LEASE_MS); tests shorten it. */
  leaseMs?: number;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (the endpoints call it after a submit). */
  notify(): void;
  /** Stops claiming, lets attempts under way finish, then gives back unstarted leases. */
  stop(): Promise<void>;
}

const linkedOf = (claimed: ClaimedDelivery): readonly Lead[] => claimed.linked ?? [];

/**
 * An exception while building or sending an attempt (a body, the e-mail) is a failure like a 503:
 * recorded, tried again after its backoff, dead once the budget is spent. Escaping, it would leave
 * the row unrecorded, claimed again at the front of the queue each time its lease ran out, forever.
 */
export function thrownAttempt(error: unknown): AttemptResult {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : "a value that is not an Error";
  return { outcome: "retry", statusCode: null, error: `could not build or send it: ${reason}` };
}

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, env, log } = options;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const pollMs = options.pollMs ?? POLL_MS;
  const concurrency = options.concurrency ?? WORKER_CONCURRENCY;
  const backoff = options.backoff ?? defaultBackoff;
  const random = options.random ?? Math.random;
  const metrics = options.metrics ?? noMetrics;
  const leaseMs = options.leaseMs ?? LEASE_MS;

  // One sender per destination this process has the settings of (destinations/index.ts).
  const senders = new Map<Destination, DestinationSender>(
    DESTINATION_LIST.filter((destination) => destination.configured(env)).map((destination) => [
      destination.id,
      destination.open(env, { timeoutMs: options.webhookTimeoutMs, links: options.links, now: options.now }),
    ]),
  );
  // Rows for a destination that is not configured are parked (not pending) until a start with it.
  const destinations: Destination[] = deliveryPlan(env).deliverable;

  const running = new Set<Promise<void>>();
  let stopping = false;
  let stoppingSince: number | undefined;
  let ticking = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const attemptAt = async (claimed: ClaimedDelivery): Promise<AttemptResult> => {
    const { delivery, lead } = claimed;
    const sender = senders.get(delivery.destination);
    if (!sender)
      return {
        outcome: "retry",
        statusCode: null,
        error: destinationOf(delivery.destination).words.notConfigured,
      };
    return sender.send({ delivery, lead, linked: linkedOf(claimed), interrupted: claimed.interrupted });
  };

  /**
   * Records an attempt, asking the store again while it is away (RECORD_RETRY_MS) until the lease
   * runs out, or RECORD_AT_STOP_MS after stop(). What cannot be recorded by then is left to the
   * lease: the row is claimed again and sent again, the lead service's key (the delivery's id) telling
   * it the call is a repeat.
   */
  const recordWhileLeased = async <T>(claimedAt: number, deliveryId: string, record: () => Promise<T>) => {
    for (let failures = 0; ; failures += 1) {
      try {
        return await record();
      } catch (error) {
        const pause = RECORD_RETRY_MS[Math.min(failures, RECORD_RETRY_MS.length - 1)];
        const leaseLeft = claimedAt + leaseMs - Date.now() - pause;
        const stopLeft =
          stoppingSince === undefined ? Infinity : stoppingSince + RECORD_AT_STOP_MS - Date.now() - pause;
        if (leaseLeft <= 0 || stopLeft <= 0) throw error;
        if (failures === 0)
          log({ event: "lead_delivery_record_waiting", deliveryId, error: (error as Error).message });
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };

  const attempt = async (claimed: ClaimedDelivery, claimedAt: number) => {
    const { delivery, lead } = claimed;
    const startedAt = new Date();
    const started = performance.now();
    const result = await attemptAt(claimed).catch(thrownAttempt);
    const durationMs = Math.round(performance.now() - started);
    if (result.outcome === "retry" && result.waitUntil) return wait(claimed, claimedAt, result.waitUntil);
    const failures = delivery.attempts + 1;
    let { outcome, error } = result;
    let next: Date | null = null;
    if (outcome === "retry") {
      next = nextAttemptAt({ createdAt: delivery.createdAt, failures, now: new Date() }, random, backoff);
      if (!next) {
        outcome = "dead";
        error = `${error ?? "failed"}${BUDGET_SPENT}`;
      }
    }
    const recorded = await recordWhileLeased(claimedAt, delivery.id, () =>
      store.recordAttempt({
        deliveryId: delivery.id,
        workerId,
        startedAt,
        durationMs,
        statusCode: result.statusCode,
        error,
        outcome,
        nextAttemptAt: next ?? undefined,
      }),
    );
    // What the store recorded: an attempt whose lease ran out is another worker's to make and count.
    if (recorded) metrics.deliveryAttempt(delivery.destination, outcome, durationMs / 1000);
    log({
      event: "lead_delivery_attempt",
      leadId: lead.id,
      deliveryId: delivery.id,
      destination: delivery.destination,
      attempt: failures,
      status: result.statusCode,
      durationMs,
      outcome,
      workerId,
      // The lease ran out and another worker took the row over: this attempt was not recorded.
      ...(recorded ? {} : { leaseLost: true }),
    });
  };

  /** A destination that waits (quiet hours): the row is due then, no attempt counted, its error kept. */
  const wait = async ({ delivery, lead }: ClaimedDelivery, claimedAt: number, until: Date) => {
    const recorded = await recordWhileLeased(claimedAt, delivery.id, () =>
      store.recordAttempt({
        deliveryId: delivery.id,
        workerId,
        startedAt: new Date(),
        durationMs: 0,
        outcome: "retry",
        nextAttemptAt: until,
        wait: true,
      }),
    );
    log({
      event: "lead_delivery_waiting",
      leadId: lead.id,
      deliveryId: delivery.id,
      destination: delivery.destination,
      until: until.toISOString(),
      workerId,
      ...(recorded ? {} : { leaseLost: true }),
    });
  };

  const track = (claimed: ClaimedDelivery, claimedAt: number) => {
    const run: Promise<void> = attempt(claimed, claimedAt)
      .catch((error: Error) =>
        log({ event: "lead_delivery_error", deliveryId: claimed.delivery.id, error: error.message }),
      )
      .finally(() => {
        running.delete(run);
        wake();
      });
    running.add(run);
  };

  const tick = async () => {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const free = concurrency - running.size;
        if (stopping || free <= 0 || destinations.length === 0) break;
        const claimedAt = Date.now();
        const claimed = await store.claimDue({ workerId, limit: free, destinations, leaseMs });
        // Claims made while stop() was called are given back by releaseLeases.
        if (stopping) break;
        for (const one of claimed) track(one, claimedAt);
        if (claimed.length === free) again = true;
      } while (again);
    } catch (error) {
      log({ event: "lead_delivery_claim_error", error: (error as Error).message });
    } finally {
      ticking = false;
    }
  };

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, pollMs);
    timer.unref?.();
  };

  function wake() {
    if (!stopping) void tick();
  }

  // At the start, what waited for a destination now set goes back in line, and what waits for one
  // not set is parked; then every SETTLE_EVERY_MS, quietly, for a retry or release of such a row.
  const settle = (atStart: boolean) =>
    settleDeliveries(store, destinations, log, atStart, env.LEADS_COMMAND).then(
      (sent) => (sent > 0 ? wake() : undefined),
      // The store is away (decision 018): the next settle, in SETTLE_EVERY_MS, tries again.
      (error: Error) => log({ event: "lead_deliveries.settle_failed", error: error.message }),
    );
  let settling: Promise<void> = settle(true);
  const settler = setInterval(() => {
    settling = settling.then(() => settle(false));
  }, SETTLE_EVERY_MS);
  settler.unref?.();

  schedule();
  void tick();

  return {
    notify: wake,
    async stop() {
      stopping = true;
      stoppingSince = Date.now();
      clearTimeout(timer);
      clearInterval(settler);
      await settling;
      while (ticking) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.allSettled([...running]);
      await store.releaseLeases(workerId).catch(() => 0);
      for (const sender of senders.values()) sender.close();
    },
  };
}
