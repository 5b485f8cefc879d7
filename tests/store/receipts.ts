import { expect, it } from "vitest";
import type { StoreHarness } from "./harness.ts";

/** A destination's last word on a delivery it took (DeliveryReceipts): Twilio's status for a text. */
export function receiptsContract({ openStore, quote, at }: StoreHarness): void {
  it("keeps a text's last reported status, error code and time against its delivery", async () => {
    const [site, other] = [await openStore(), await openStore()];
    const { lead } = await site.submit(quote({ destinations: ["webhook", "sms"] }));
    const before = (await site.get(lead.id))!.deliveries;
    expect(before.map((d) => d.receipt)).toEqual([null, null]);
    const text = before.find((d) => d.destination === "sms")!;

    expect(
      await other.recordReceipt({
        deliveryId: text.id,
        leadId: lead.id,
        status: "undelivered",
        errorCode: "30003",
        emailed: true,
        now: at(5_000),
      }),
    ).toBe(true);
    const failed = (await site.get(lead.id))!.deliveries;
    expect(failed.find((d) => d.id === text.id)?.receipt).toEqual({
      status: "undelivered",
      errorCode: "30003",
      at: at(5_000),
      emailedAt: at(5_000),
    });
    // Only the text's row is touched, and nothing else of it.
    expect(failed.find((d) => d.destination === "webhook")?.receipt).toBeNull();
    expect({ ...failed.find((d) => d.id === text.id), receipt: null }).toEqual(text);

    // The last word counts: a later status replaces it, and a status without a code clears the code.
    await site.recordReceipt({ deliveryId: text.id, leadId: lead.id, status: "delivered", now: at(9_000) });
    const [row] = (await other.list({})).flatMap((entry) => entry.deliveries.filter((d) => d.id === text.id));
    expect(row.receipt).toEqual({ status: "delivered", errorCode: null, at: at(9_000), emailedAt: null });
  });

  it("records nothing for a delivery of another lead, or one not there", async () => {
    const store = await openStore();
    const first = await store.submit(quote({ destinations: ["sms"] }));
    const second = await store.submit(quote({ destinations: ["sms"] }));
    const text = (await store.get(first.lead.id))!.deliveries[0];
    const report = { deliveryId: text.id, status: "failed", errorCode: "30005\u0000" } as const;
    expect(await store.recordReceipt({ ...report, leadId: second.lead.id })).toBe(false);
    expect(await store.recordReceipt({ ...report, deliveryId: "no-such", leadId: first.lead.id })).toBe(
      false,
    );
    expect((await store.get(first.lead.id))!.deliveries[0].receipt).toBeNull();
    // A code is kept as text, without U+0000, and short.
    await store.recordReceipt({
      ...report,
      leadId: first.lead.id,
      errorCode: `30005\u0000${"9".repeat(50)}`,
    });
    expect((await store.get(first.lead.id))!.deliveries[0].receipt?.errorCode).toBe(`30005${"9".repeat(15)}`);
    await expect(
      store.recordReceipt({ ...report, leadId: first.lead.id, status: "sent" as "failed" }),
    ).rejects.toThrow(/unknown status/);
  });
}
