import { expect, it } from "vitest";
import type { NewDelivery } from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

const DAY = 24 * 60 * 60_000;
/** A site with the lead service set and no e-mail: the e-mail's row is parked. */
const webhookOnly: NewDelivery[] = ["webhook", { destination: "email", parked: true }];

/** Destinations that are not set (rules/parking.ts): parked, never waiting in line, sent once set. */
export function parkingContract({ openStore, quote, at }: StoreHarness): void {
  it("keeps a delivery whose destination is not set parked: never claimed, not counted as pending", async () => {
    const store = await openStore();
    const { lead, deliveries } = (await store.submit(quote({ destinations: webhookOnly }))) as {
      lead: { id: string };
      deliveries: { destination: string; status: string }[];
    };
    expect(deliveries.map((d) => [d.destination, d.status])).toEqual([
      ["webhook", "pending"],
      ["email", "parked"],
    ]);
    expect((await store.get(lead.id))?.deliveries.map((d) => d.status).sort()).toEqual(["parked", "pending"]);

    const claimed = await store.claimDue({ workerId: "w1", now: at(10) });
    expect(claimed.map((c) => c.delivery.destination)).toEqual(["webhook"]);
    await store.recordAttempt({
      deliveryId: claimed[0].delivery.id,
      workerId: "w1",
      startedAt: at(10),
      durationMs: 5,
      outcome: "delivered",
    });
    const stats = await store.stats(at(60 * 60_000));
    expect(stats.deliveries).toMatchObject({ pending: 0, delivered: 1, parked: 1, skipped: 0 });
    expect(stats.byDestination.email.parked).toBe(1);
    expect(stats.oldestPendingAt).toBeNull();
    expect(await store.oldestPending()).toBeNull();
    expect((await store.list({ status: "parked" })).map((row) => row.lead.id)).toEqual([lead.id]);
    expect(await store.list({ status: "skipped" })).toEqual([]);
  });

  it("sends what waited once its destination is set: the last 14 days' leads, a held one back to held, the older kept", async () => {
    const store = await openStore();
    const old = await store.submit(quote({ destinations: webhookOnly, receivedAt: at(-20 * DAY) }));
    const recent = await store.submit(quote({ destinations: webhookOnly, receivedAt: at(-2 * DAY) }));
    const held = await store.submit(
      quote({ destinations: webhookOnly, receivedAt: at(-DAY), spamReason: "honeypot" }),
    );

    const settled = await store.settleDestinations({ deliverable: ["webhook", "email"], now: at(0) });
    expect(settled).toEqual([
      { destination: "webhook", parked: 0, sent: 0, stillParked: 0 },
      { destination: "email", parked: 0, sent: 1, stillParked: 1 },
      { destination: "sms", parked: 0, sent: 0, stillParked: 0 },
    ]);
    // Its clock starts when it can go: not a backlog of two days, nor a budget already spent.
    const claimed = await store.claimDue({ workerId: "w1", now: at(1), destinations: ["email"] });
    expect(claimed.map((c) => c.lead.id)).toEqual([recent.lead.id]);
    expect(claimed[0].delivery.createdAt).toEqual(at(0));

    const email = async (id: string) =>
      (await store.get(id))?.deliveries.find((d) => d.destination === "email")?.status;
    expect(await email(old.lead.id)).toBe("parked");
    expect(await email(held.lead.id)).toBe("skipped");
    expect(await store.release(held.lead.id, at(2))).toMatchObject({ status: "released" });
    expect(await email(held.lead.id)).toBe("pending");

    // A second start finds nothing more to send, and still counts the old one.
    expect(await store.settleDestinations({ deliverable: ["webhook", "email"], now: at(5) })).toEqual([
      { destination: "webhook", parked: 0, sent: 0, stillParked: 0 },
      { destination: "email", parked: 0, sent: 0, stillParked: 1 },
      { destination: "sms", parked: 0, sent: 0, stillParked: 0 },
    ]);
    // Sent older ones on purpose: a start asked for a wider window.
    const wider = await store.settleDestinations({
      deliverable: ["email"],
      now: at(6),
      sendSince: at(-30 * DAY),
    });
    expect(wider.find((s) => s.destination === "email")).toMatchObject({ sent: 1, stillParked: 0 });
  });

  it("parks the waiting deliveries of a destination no longer set, leaving one another worker holds", async () => {
    const store = await openStore();
    const a = await store.submit(quote({ destinations: ["webhook", "email"], receivedAt: at(0) }));
    await store.submit(quote({ destinations: ["webhook", "email"], receivedAt: at(1) }));
    const [busy] = await store.claimDue({ workerId: "w1", now: at(2), limit: 1, destinations: ["webhook"] });
    expect(busy.lead.id).toBe(a.lead.id);

    const settled = await store.settleDestinations({ deliverable: ["email"], now: at(3) });
    expect(settled[0]).toEqual({ destination: "webhook", parked: 1, sent: 0, stillParked: 1 });
    const stats = await store.stats(at(4));
    expect(stats.byDestination.webhook).toMatchObject({ pending: 1, parked: 1 });
    expect(stats.byDestination.email).toMatchObject({ pending: 2, parked: 0 });
    // A held lead released later: its parked row stays parked; the set destination's goes.
    const held = await store.submit(
      quote({
        destinations: [{ destination: "webhook", parked: true }, "email"],
        receivedAt: at(5),
        spamReason: "honeypot",
      }),
    );
    await store.release(held.lead.id, at(6));
    const after = (await store.get(held.lead.id))?.deliveries.map((d) => [d.destination, d.status]);
    expect(after?.sort()).toEqual([
      ["email", "pending"],
      ["webhook", "parked"],
    ]);
  });
}
