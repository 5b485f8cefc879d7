import { expect, it } from "vitest";
import type { LeadStore } from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

/** The delivery worker's queue (DeliveryOutbox): leases, attempts, leases given back. */
export function outboxContract({ openStore, quote, at }: StoreHarness): void {
  it("hands the worker the leads linked to a claimed lead, newest first", async () => {
    const store = await openStore();
    const primary = await store.submit(
      quote({ endpoint: "wp-forms-quote", idempotencyKey: "key-linked", destinations: ["webhook"] }),
    );
    const older = await store.submit(
      quote({ linkedLeadId: primary.lead.id, destinations: [], receivedAt: at(100) }),
    );
    const newer = await store.submit(
      quote({ linkedLeadId: primary.lead.id, destinations: [], receivedAt: at(200) }),
    );
    const unrelated = await store.submit(quote({ destinations: ["webhook"], receivedAt: at(300) }));

    const claimed = await store.claimDue({ workerId: "w1", now: at(1_000) });
    const byLead = new Map(claimed.map((c) => [c.lead.id, c.linked.map((lead) => lead.id)]));
    expect(byLead.get(primary.lead.id)).toEqual([newer.lead.id, older.lead.id]);
    expect(byLead.get(unrelated.lead.id)).toEqual([]);
    expect(claimed.find((c) => c.lead.id === primary.lead.id)?.linked[0].payload).toEqual(newer.lead.payload);
  });

  it("claims only the destinations a worker can deliver to, leaving the others waiting", async () => {
    const store = await openStore();
    await store.submit(quote());
    const webhookOnly = await store.claimDue({ workerId: "w1", now: at(10), destinations: ["webhook"] });
    expect(webhookOnly.map((c) => c.delivery.destination)).toEqual(["webhook"]);
    expect(await store.claimDue({ workerId: "w1", now: at(10), destinations: [] })).toEqual([]);
    const rest = await store.claimDue({ workerId: "w2", now: at(10) });
    expect(rest.map((c) => c.delivery.destination)).toEqual(["email"]);
  });

  it("never hands one delivery to two workers claiming in parallel, and hands out every one", async () => {
    const [workerA, workerB] = await Promise.all([openStore(), openStore()]);
    for (let i = 0; i < 20; i += 1)
      await workerA.submit(quote({ destinations: ["webhook"], receivedAt: at(i) }));

    const drain = async (store: LeadStore, workerId: string) => {
      const claimed: string[] = [];
      for (;;) {
        const batch = await store.claimDue({ workerId, now: at(60_000), limit: 3 });
        if (batch.length === 0) return claimed;
        for (const { delivery, lead } of batch) {
          expect(delivery.leaseOwner).toBe(workerId);
          expect(delivery.leadId).toBe(lead.id);
          claimed.push(delivery.id);
        }
      }
    };
    const [a, b] = await Promise.all([drain(workerA, "worker-a"), drain(workerB, "worker-b")]);

    expect(a.length + b.length).toBe(20);
    expect(new Set([...a, ...b]).size).toBe(20);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it("lets another worker take over a delivery whose lease expired, and only the new owner records", async () => {
    const [workerA, workerB] = [await openStore(), await openStore()];
    await workerA.submit(quote({ destinations: ["webhook"] }));

    const [claimA] = await workerA.claimDue({ workerId: "worker-a", now: at(0), leaseMs: 30_000 });
    expect(claimA.delivery.leaseExpiresAt).toEqual(at(30_000));
    expect(await workerB.claimDue({ workerId: "worker-b", now: at(29_999) })).toEqual([]);

    const [claimB] = await workerB.claimDue({ workerId: "worker-b", now: at(30_000) });
    expect(claimB.delivery.id).toBe(claimA.delivery.id);

    const report = { deliveryId: claimA.delivery.id, startedAt: at(30_001), durationMs: 120 } as const;
    expect(await workerA.recordAttempt({ ...report, workerId: "worker-a", outcome: "delivered" })).toBeNull();
    const delivered = await workerB.recordAttempt({
      ...report,
      workerId: "worker-b",
      outcome: "delivered",
      statusCode: 200,
      now: at(30_200),
    });
    expect(delivered).toMatchObject({
      status: "delivered",
      attempts: 1,
      leaseOwner: null,
      lastStatus: 200,
    });
    expect(delivered?.deliveredAt).toEqual(at(30_200));
    const detail = await workerB.get(claimA.delivery.leadId);
    expect(detail?.attempts.map((a) => a.workerId)).toEqual(["worker-b"]);
  });

  it("tells a claim that takes over a row whose worker died mid-attempt, and no other claim", async () => {
    const [workerA, workerB] = [await openStore(), await openStore()];
    await workerA.submit(quote({ destinations: ["sms"], receivedAt: at(0) }));

    const [first] = await workerA.claimDue({ workerId: "worker-a", now: at(0), leaseMs: 30_000 });
    expect(first.interrupted).toBe(false);
    // Worker A dies: its lease runs out with no attempt recorded.
    const [takeover] = await workerB.claimDue({ workerId: "worker-b", now: at(30_000), leaseMs: 30_000 });
    expect(takeover).toMatchObject({ interrupted: true, delivery: { id: first.delivery.id, attempts: 0 } });
    // Worker B dies as well: the next claim is told again.
    const [again] = await workerA.claimDue({ workerId: "worker-c", now: at(60_000), leaseMs: 30_000 });
    expect(again.interrupted).toBe(true);

    // A recorded attempt ends the story: its retry is a normal one.
    await workerA.recordAttempt({
      deliveryId: first.delivery.id,
      workerId: "worker-c",
      startedAt: at(60_000),
      durationMs: 5,
      statusCode: 503,
      outcome: "retry",
      nextAttemptAt: at(70_000),
    });
    const [retry] = await workerB.claimDue({ workerId: "worker-b", now: at(70_000) });
    expect(retry.interrupted).toBe(false);

    // Leases given back at a graceful stop are no takeover either.
    await workerB.releaseLeases("worker-b");
    const [afterStop] = await workerA.claimDue({ workerId: "worker-a", now: at(70_001) });
    expect(afterStop.interrupted).toBe(false);
  });

  it("records nothing for a worker that does not hold the lease", async () => {
    const store = await openStore();
    const { lead } = await store.submit(quote({ destinations: ["webhook"] }));
    const deliveryId = (await store.get(lead.id))!.deliveries[0].id;
    const report = { deliveryId, startedAt: at(1), durationMs: 5, outcome: "delivered" } as const;

    expect(await store.recordAttempt({ ...report, workerId: "never-claimed" })).toBeNull();
    await store.claimDue({ workerId: "owner", now: at(1) });
    expect(await store.recordAttempt({ ...report, workerId: "intruder" })).toBeNull();
    expect(await store.recordAttempt({ ...report, workerId: "owner", statusCode: 202 })).not.toBeNull();
    // Once recorded the lease is gone: a second report of the same attempt is refused.
    expect(await store.recordAttempt({ ...report, workerId: "owner" })).toBeNull();

    const detail = await store.get(lead.id);
    expect(detail?.attempts).toHaveLength(1);
    expect(detail?.deliveries[0]).toMatchObject({ status: "delivered", attempts: 1 });
    expect(await store.claimDue({ workerId: "owner", now: at(86_400_000) })).toEqual([]);
  });

  it("puts a failed delivery back in line for the time the worker chose", async () => {
    const store = await openStore();
    await store.submit(quote({ destinations: ["webhook"] }));
    const [claim] = await store.claimDue({ workerId: "w1", now: at(0) });

    const retried = await store.recordAttempt({
      deliveryId: claim.delivery.id,
      workerId: "w1",
      startedAt: at(0),
      durationMs: 3_000,
      statusCode: 503,
      error: `HTTP 503: ${"overloaded ".repeat(400)}`,
      outcome: "retry",
      nextAttemptAt: at(10_000),
    });
    expect(retried).toMatchObject({ status: "pending", attempts: 1, leaseOwner: null, lastStatus: 503 });
    expect(retried?.nextAttemptAt).toEqual(at(10_000));
    expect(retried!.lastError!.length).toBeLessThanOrEqual(2_000);

    expect(await store.claimDue({ workerId: "w1", now: at(9_999) })).toEqual([]);
    expect(await store.claimDue({ workerId: "w2", now: at(10_000) })).toHaveLength(1);
  });

  it("gives back a stopping worker's unattempted leases at once", async () => {
    const [workerA, workerB] = [await openStore(), await openStore()];
    await workerA.submit(quote({ destinations: ["webhook"] }));
    await workerA.claimDue({ workerId: "worker-a", now: at(0), leaseMs: 3_600_000 });

    expect(await workerA.releaseLeases("worker-a")).toBe(1);
    expect(await workerB.claimDue({ workerId: "worker-b", now: at(1) })).toHaveLength(1);
  });

  it("lets a text wait out quiet hours without aging: no backlog for the metrics, /readyz or the owner's notice", async () => {
    const store = await openStore();
    await store.submit(quote({ destinations: ["sms"], receivedAt: at(0) }));
    const [claim] = await store.claimDue({ workerId: "w1", now: at(1_000) });
    const morning = at(9 * 3_600_000);
    const waited = await store.recordAttempt({
      deliveryId: claim.delivery.id,
      workerId: "w1",
      startedAt: at(1_000),
      durationMs: 0,
      outcome: "retry",
      nextAttemptAt: morning,
      wait: true,
      now: at(1_000),
    });
    expect(waited).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: morning,
      createdAt: morning,
    });
    // All night (gdm_lead_delivery_oldest_pending_seconds is stats().oldestPendingAgeMs): pending, not old.
    const night = await store.stats(at(8 * 3_600_000));
    expect(night.deliveries.pending).toBe(1);
    expect(night.oldestPendingAgeMs).toBe(0);
    expect((await store.oldestPending())?.delivery.createdAt).toEqual(morning);
    // Its age counts from the morning.
    expect((await store.stats(at(9 * 3_600_000 + 60_000))).oldestPendingAgeMs).toBe(60_000);
  });
}
