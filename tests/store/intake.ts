import { FORM_TYPES } from "@shared/forms/lead.ts";
import { expect, it } from "vitest";
import type { StoreHarness } from "./harness.ts";

/**
 * Where a submission arrives (LeadIntake): a lead and its deliveries kept, a repeated key answered
 * from the first, the quote page's pair linked, and text stored as a column can keep it.
 */
export function intakeContract({ openStore, quote, at, T }: StoreHarness): void {
  it("keeps a submitted lead and its deliveries after the store is closed and reopened", async () => {
    const first = await openStore();
    const input = quote({ idempotencyKey: "key-durable" });
    const submitted = await first.submit(input);
    expect(submitted.duplicate).toBe(false);
    await first.close();

    const reopened = await openStore();
    const detail = await reopened.get(submitted.lead.id);
    expect(detail?.lead).toEqual(submitted.lead);
    expect(detail?.lead).toMatchObject({
      formType: "quote",
      formName: "Website Quote Form",
      payload: input.payload,
      email: input.email?.toLowerCase(),
      name: input.name,
      idempotencyKey: "key-durable",
      response: input.response,
      spam: false,
      releasedAt: null,
      linkedLeadId: null,
      ipHash: "3f1a9c",
      userAgent: "Mozilla/5.0 (iPhone)",
    });
    expect(detail?.lead.createdAt).toEqual(at(0));
    expect(detail?.deliveries.map((d) => [d.destination, d.status, d.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    expect(detail?.deliveries.every((d) => d.nextAttemptAt.getTime() === T)).toBe(true);
  });

  // The schema's CHECK lists the form types as its migration wrote them: a type added to the list
  // needs a migration too, or its leads are refused.
  it("keeps a lead of every form type the site's forms send", async () => {
    const store = await openStore();
    for (const formType of FORM_TYPES) {
      const { lead } = await store.submit(quote({ formType, endpoint: formType }));
      expect((await store.get(lead.id))?.lead.formType).toBe(formType);
    }
  });

  // The schema lists no destinations (migration 10): the store refuses, in code, one the registry
  // does not know, and writes nothing of the lead.
  it("refuses a delivery to a destination the registry does not know, storing nothing", async () => {
    const store = await openStore();
    const fax = quote({ idempotencyKey: "key-fax", destinations: ["webhook", "fax" as "email"] });
    await expect(store.submit(fax)).rejects.toThrow(/Unknown delivery destination "fax".*webhook, email/);
    await expect(
      store.submit(quote({ destinations: [{ destination: "crm" as "email", parked: true }] })),
    ).rejects.toThrow(/Unknown delivery destination "crm"/);
    expect((await store.stats()).leads).toBe(0);
    const again = await store.submit(quote({ idempotencyKey: "key-fax" }));
    expect(again.duplicate).toBe(false);
  });

  it("answers a repeat with the same idempotency key with the first answer and stores nothing new", async () => {
    const store = await openStore();
    const first = await store.submit(quote({ idempotencyKey: "key-repeat", bodyHash: "hash-1" }));
    const repeat = await store.submit(
      quote({
        idempotencyKey: "key-repeat",
        bodyHash: "hash-1",
        receivedAt: at(5_000),
        response: { success: false, message: "x" },
      }),
    );

    expect(repeat).toEqual({ duplicate: true, lead: first.lead, response: first.response, body: "same" });
    expect(repeat.response).toEqual({
      success: true,
      message: "Thank you! We will contact you within 24 hours.",
    });
    const stats = await store.stats(at(0));
    expect(stats.leads).toBe(1);
    expect(stats.deliveries.pending).toBe(2);
  });

  it("tells a repeated key with another body from a repeat, and keeps the first lead as it was", async () => {
    const store = await openStore();
    const alice = quote({ idempotencyKey: "42", bodyHash: "alice's body" });
    const first = await store.submit(alice);
    const bob = await store.submit(
      quote({ idempotencyKey: "42", bodyHash: "bob's body", receivedAt: at(5_000), ipHash: "77aa" }),
    );

    expect(bob).toMatchObject({ duplicate: true, body: "other" });
    const detail = await store.get(first.lead.id);
    expect(detail?.lead).toEqual(first.lead);
    expect(detail?.lead.email).toBe(alice.email?.toLowerCase());
    expect((await store.stats(at(5_000))).leads).toBe(1);
    // A first lead stored without a hash (before it was kept) cannot be compared: the caller decides.
    await store.submit(quote({ idempotencyKey: "key-unhashed" }));
    const later = await store.submit(quote({ idempotencyKey: "key-unhashed", bodyHash: "any" }));
    expect(later).toMatchObject({ duplicate: true, body: "unknown" });
  });

  it("stores one lead and two deliveries when the same submission arrives 10 times at once", async () => {
    const store = await openStore();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => store.submit(quote({ idempotencyKey: "key-burst" }))),
    );

    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    const winner = results.find((r) => !r.duplicate)!;
    for (const result of results) {
      expect(result.lead.id).toBe(winner.lead.id);
      expect(result.response).toEqual(winner.response);
    }
    const stats = await store.stats(at(0));
    expect(stats.leads).toBe(1);
    expect(stats.deliveries.pending).toBe(2);
  });

  it("links the quote page's second submission to its first, so the business is told once", async () => {
    const store = await openStore();
    const primary = await store.submit(
      quote({ endpoint: "wp-forms-quote", idempotencyKey: "key-action", destinations: ["email"] }),
    );
    // The same key on another endpoint is that endpoint's own submission, not a repeat.
    const helper = await store.submit(
      quote({
        idempotencyKey: "key-action",
        linkedLeadId: primary.lead.id,
        destinations: [],
        receivedAt: at(900),
      }),
    );
    expect(helper.duplicate).toBe(false);
    const detail = await store.get(helper.lead.id);
    expect(detail?.lead.linkedLeadId).toBe(primary.lead.id);
    expect(detail?.deliveries).toEqual([]);
    expect((await store.stats(at(1_000))).deliveries.pending).toBe(1);
    // The primary's record shows the follow-up beside it: one visitor action, one view.
    expect((await store.get(primary.lead.id))?.linked.map((lead) => lead.id)).toEqual([helper.lead.id]);
    expect(detail?.linked).toEqual([]);
  });

  it("holds a delivery back until its notBefore time, while the lead's other deliveries go at once", async () => {
    const store = await openStore();
    const { lead } = await store.submit(
      quote({
        endpoint: "wp-forms-quote",
        destinations: [{ destination: "webhook", notBefore: at(10_000) }, "email"],
      }),
    );
    const detail = await store.get(lead.id);
    expect(detail?.deliveries.map((d) => [d.destination, d.nextAttemptAt])).toEqual([
      ["email", at(0)],
      ["webhook", at(10_000)],
    ]);
    expect(detail?.deliveries.every((d) => d.createdAt.getTime() === T)).toBe(true);

    const early = await store.claimDue({ workerId: "w1", now: at(9_999) });
    expect(early.map(({ delivery }) => delivery.destination)).toEqual(["email"]);
    const due = await store.claimDue({ workerId: "w1", now: at(10_000) });
    expect(due.map(({ delivery }) => delivery.destination)).toEqual(["webhook"]);
  });

  it("keeps a name, an e-mail and an error text holding U+0000 without it, and the payload as sent", async () => {
    const store = await openStore();
    const input = quote({
      name: "Pat\u0000 Jones",
      email: "Pat\u0000@Example.com",
      formName: "Website\u0000 Contact Form",
      userAgent: "Mozilla\u0000/5.0",
      payload: { name: "Pat\u0000 Jones", message: "line one\u0000line two" },
      destinations: ["webhook"],
    });
    const { lead } = await store.submit(input);
    expect(lead).toMatchObject({
      name: "Pat Jones",
      email: "pat@example.com",
      formName: "Website Contact Form",
      userAgent: "Mozilla/5.0",
    });
    expect((await store.get(lead.id))?.lead.payload).toEqual(input.payload);

    const [claim] = await store.claimDue({ workerId: "w1", now: at(0) });
    const recorded = await store.recordAttempt({
      deliveryId: claim.delivery.id,
      workerId: "w1",
      startedAt: at(0),
      durationMs: 5,
      statusCode: 500,
      error: "HTTP 500: bad\u0000byte",
      outcome: "retry",
      nextAttemptAt: at(5_000),
    });
    expect(recorded).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500: badbyte" });
    expect((await store.get(lead.id))?.attempts.map((a) => a.error)).toEqual(["HTTP 500: badbyte"]);
  });
}
