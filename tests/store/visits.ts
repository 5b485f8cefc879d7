import { describe, expect, it } from "vitest";
import {
  BOOKING_ENDPOINT,
  type LeadStore,
  type NewLead,
  type NewVisit,
} from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The estimate's visits (EstimateVisits): places counted per window, each booking and update a lead. */
export function visitsContract({ openStore, at, quote }: StoreHarness): void {
  describe("the estimate's visits", () => {
    /** Windows two hours long, `day` days after the suite's clock. */
    const window = (day: number, hour = 0, capacity = 2) => ({
      windowStart: at(day * DAY + hour * HOUR),
      windowEnd: at(day * DAY + (hour + 2) * HOUR),
      capacity,
    });
    let serial = 0;
    const booking = (
      win: ReturnType<typeof window>,
      visit: Partial<NewVisit> = {},
      lead: Partial<NewLead> = {},
    ): { lead: NewLead; visit: NewVisit } => {
      serial += 1;
      return {
        lead: quote({
          formType: "lead",
          formName: "Free On-Site Estimate",
          endpoint: BOOKING_ENDPOINT,
          idempotencyKey: `booking-${serial}-${Math.random()}`,
          ...lead,
        }),
        visit: {
          ...win,
          timeZone: "America/Chicago",
          name: `Visitor ${serial}`,
          phone: `(515) 555-${String(1000 + serial).slice(-4)}`,
          email: `visitor${serial}@example.com`,
          address: "1200 Grand Ave",
          city: "West Des Moines",
          zip: "50265",
          ...visit,
        },
      };
    };
    const update = (words: string, lead: Partial<NewLead> = {}): NewLead =>
      quote({ formType: "lead", formName: words, endpoint: BOOKING_ENDPOINT, idempotencyKey: null, ...lead });
    const book = async (store: LeadStore, input: { lead: NewLead; visit: NewVisit }) => {
      const result = await store.bookVisit(input);
      if (!result.ok) throw new Error("expected a booking");
      return result;
    };
    const taken = async (store: LeadStore, win: ReturnType<typeof window>) =>
      (await store.placesTaken(at(0), at(30 * DAY))).get(String(win.windowStart.getTime())) ?? 0;

    it("books a window until it is full, and a full window's booking stores nothing", async () => {
      const store = await openStore();
      const win = window(2);
      const first = await book(store, booking(win, { name: "  Ana Díaz " }));
      expect(first).toMatchObject({
        duplicate: false,
        lead: { formType: "lead", endpoint: "booking", linkedLeadId: null },
        visit: {
          status: "booked",
          name: "Ana Díaz",
          windowStart: win.windowStart,
          timeZone: "America/Chicago",
        },
      });
      expect(first.visit.leadId).toBe(first.lead.id);
      expect(first.deliveries.map((one) => one.destination).sort()).toEqual(["email", "webhook"]);
      // Stored as intake stores a lead: the outbox finds its deliveries pending.
      const stored = await store.get(first.lead.id);
      expect(stored?.deliveries.map((one) => [one.destination, one.status]).sort()).toEqual([
        ["email", "pending"],
        ["webhook", "pending"],
      ]);
      await book(store, booking(win));
      const before = await store.stats();
      const full = booking(win, {}, { id: "lead-of-a-full-window" });
      expect(await store.bookVisit(full)).toEqual({ ok: false, reason: "full" });
      expect(await store.get("lead-of-a-full-window")).toBeNull();
      const after = await store.stats();
      expect([after.leads, after.deliveries]).toEqual([before.leads, before.deliveries]);
      expect(await taken(store, win)).toBe(2);
      // Another window has its own places.
      await book(store, booking(window(2, 2)));
      expect(await taken(store, window(2, 2))).toBe(1);
    });

    it("answers a repeated Idempotency-Key from the first booking, taking no second place", async () => {
      const [a, b] = [await openStore(), await openStore()];
      const win = window(3);
      const input = booking(win, {}, { idempotencyKey: "the-same-key", bodyHash: "hash-1" });
      const first = await book(a, input);
      const again = await book(b, { ...input, lead: { ...input.lead, id: undefined } });
      expect(again).toMatchObject({
        duplicate: true,
        body: "same",
        visit: { id: first.visit.id },
        lead: { id: first.lead.id },
      });
      const other = booking(window(5), {}, { idempotencyKey: "the-same-key", bodyHash: "hash-2" });
      expect(await book(b, other)).toMatchObject({
        duplicate: true,
        body: "other",
        visit: { id: first.visit.id },
      });
      expect(await taken(a, window(5))).toBe(0);
      expect(again.deliveries.map((one) => one.id).sort()).toEqual(
        first.deliveries.map((one) => one.id).sort(),
      );
      expect(await taken(a, win)).toBe(1);
      expect(await a.visitsBetween(at(0), at(30 * DAY))).toHaveLength(1);
      // Repeats at once: one visit between them.
      const key = booking(window(4), {}, { idempotencyKey: "at-once" });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).bookVisit({ ...key, lead: { ...key.lead } })),
      );
      expect(answers.filter((one) => one.ok && !one.duplicate)).toHaveLength(1);
      expect(new Set(answers.map((one) => (one.ok ? one.visit.id : "full"))).size).toBe(1);
      expect(await taken(a, window(4))).toBe(1);
    });

    it("cancels once: the place is freed and one update lead, linked to the booking, is stored", async () => {
      const store = await openStore();
      const win = window(2, 0, 1);
      const { visit, lead } = await book(store, booking(win));
      expect(await store.bookVisit(booking(win))).toEqual({ ok: false, reason: "full" });
      const cancelled = await store.cancelVisit({
        visitId: visit.id,
        by: "visitor",
        update: update("Estimate visit cancelled", { id: "cancel-1", receivedAt: at(HOUR) }),
      });
      expect(cancelled).toMatchObject({
        ok: true,
        alreadyCancelled: false,
        visit: { status: "cancelled", cancelledBy: "visitor", cancelledAt: at(HOUR) },
      });
      expect(await taken(store, win)).toBe(0);
      const cancel = await store.get("cancel-1");
      expect(cancel?.lead.linkedLeadId).toBe(lead.id);
      expect(cancel?.deliveries.map((one) => [one.destination, one.status]).sort()).toEqual([
        ["email", "pending"],
        ["webhook", "pending"],
      ]);
      const leads = (await store.stats()).leads;
      const twice = await store.cancelVisit({
        visitId: visit.id,
        by: "owner",
        update: update("Estimate visit cancelled", { id: "cancel-2" }),
      });
      expect(twice).toMatchObject({ ok: true, alreadyCancelled: true, visit: { cancelledBy: "visitor" } });
      expect(await store.get("cancel-2")).toBeNull();
      expect((await store.stats()).leads).toBe(leads);
      expect(await taken(store, win)).toBe(0);
      expect((await store.get(lead.id))?.linked.map((one) => one.id)).toEqual(["cancel-1"]);
      expect(await store.cancelVisit({ visitId: "nope", by: "owner", update: update("x") })).toEqual({
        ok: false,
        reason: "not-found",
      });
      // The freed place is booked again.
      await book(store, booking(win));
      expect(await taken(store, win)).toBe(1);
    });

    it("keeps the count equal to the booked visits under cancels and moves at once from two instances", async () => {
      const [a, b] = [await openStore(), await openStore()];
      const wins = [window(2, 0, 3), window(2, 2, 3), window(2, 4, 3)];
      const visits = [];
      for (const win of wins) for (let i = 0; i < 2; i += 1) visits.push((await book(a, booking(win))).visit);
      const leads = (await a.stats()).leads;
      // Each visit is cancelled twice and moved twice at once; windows are moved both ways.
      const answers = await Promise.all(
        visits.flatMap((visit, i) => [
          (i % 2 ? a : b).cancelVisit({ visitId: visit.id, by: "visitor", update: update("cancelled") }),
          (i % 2 ? b : a).cancelVisit({ visitId: visit.id, by: "owner", update: update("cancelled") }),
          a.rescheduleVisit({ visitId: visit.id, to: wins[(i + 1) % 3], update: update("moved") }),
          b.rescheduleVisit({ visitId: visit.id, to: wins[(i + 2) % 3], update: update("moved") }),
        ]),
      );
      const cancels = answers.filter((one) => one.ok && "alreadyCancelled" in one && !one.alreadyCancelled);
      const moves = answers.filter((one) => one.ok && "moved" in one && one.moved);
      expect(cancels).toHaveLength(visits.length);
      expect((await a.stats()).leads).toBe(leads + cancels.length + moves.length);
      const booked = await b.visitsBetween(at(0), at(30 * DAY));
      const places = await b.placesTaken(at(0), at(30 * DAY));
      for (const win of wins) {
        const key = String(win.windowStart.getTime());
        expect(places.get(key) ?? 0, key).toBe(
          booked.filter((one) => one.windowStart.getTime() === win.windowStart.getTime()).length,
        );
      }
      expect(booked).toEqual([]);
    });

    it("moves a visit only to a window with a place, keeping its place otherwise", async () => {
      const store = await openStore();
      const [from, full, free] = [window(2, 0, 2), window(2, 2, 1), window(2, 4, 2)];
      const { visit, lead } = await book(store, booking(from));
      await book(store, booking(full));
      await store.markReminderSent(visit.id, at(HOUR));
      const leads = (await store.stats()).leads;
      expect(
        await store.rescheduleVisit({
          visitId: visit.id,
          to: full,
          update: update("moved", { id: "move-0" }),
        }),
      ).toEqual({ ok: false, reason: "full" });
      expect(await store.get("move-0")).toBeNull();
      expect((await store.stats()).leads).toBe(leads);
      expect([await taken(store, from), await taken(store, full)]).toEqual([1, 1]);
      expect((await store.getVisit(visit.id))?.windowStart).toEqual(from.windowStart);

      const moved = await store.rescheduleVisit({
        visitId: visit.id,
        to: free,
        update: update("moved", { id: "move-1", receivedAt: at(2 * HOUR) }),
      });
      expect(moved).toMatchObject({
        ok: true,
        moved: true,
        visit: { windowStart: free.windowStart, windowEnd: free.windowEnd, reminderSentAt: null },
      });
      expect([await taken(store, from), await taken(store, free)]).toEqual([0, 1]);
      const move = await store.get("move-1");
      expect(move?.lead.linkedLeadId).toBe(lead.id);
      expect(move?.deliveries).toHaveLength(2);
      // Back to an earlier window (its rows are locked in the other order).
      expect(
        await store.rescheduleVisit({
          visitId: visit.id,
          to: from,
          update: update("moved", { id: "move-2" }),
        }),
      ).toMatchObject({ ok: true, moved: true });
      expect([await taken(store, from), await taken(store, free)]).toEqual([1, 0]);
      // To the window it is in: nothing changes and nothing is stored.
      expect(
        await store.rescheduleVisit({
          visitId: visit.id,
          to: from,
          update: update("moved", { id: "move-3" }),
        }),
      ).toMatchObject({ ok: true, moved: false, visit: { windowStart: from.windowStart } });
      expect(await store.get("move-3")).toBeNull();
      expect(await taken(store, from)).toBe(1);

      await store.cancelVisit({ visitId: visit.id, by: "owner", update: update("cancelled") });
      expect(
        await store.rescheduleVisit({
          visitId: visit.id,
          to: free,
          update: update("moved", { id: "move-4" }),
        }),
      ).toEqual({ ok: false, reason: "cancelled" });
      expect(await store.get("move-4")).toBeNull();
      expect(await store.rescheduleVisit({ visitId: "nope", to: free, update: update("x") })).toEqual({
        ok: false,
        reason: "not-found",
      });
    });

    it("lists visits by window start, cancelled ones only when asked, and finds one by its lead", async () => {
      const store = await openStore();
      const late = await book(store, booking(window(3, 4)));
      const early = await book(store, booking(window(2, 2)));
      const middle = await book(store, booking(window(3, 0)));
      await book(store, booking(window(9)));
      await store.cancelVisit({ visitId: middle.visit.id, by: "owner", update: update("cancelled") });
      const ids = async (opts?: { includeCancelled?: boolean }) =>
        (await store.visitsBetween(at(DAY), at(4 * DAY), opts)).map((one) => one.id);
      expect(await ids()).toEqual([early.visit.id, late.visit.id]);
      expect(await ids({ includeCancelled: true })).toEqual([early.visit.id, middle.visit.id, late.visit.id]);
      expect(await store.visitOfLead(late.lead.id)).toEqual(late.visit);
      expect(await store.getVisit(early.visit.id)).toEqual(early.visit);
      expect(await store.getVisit("nope")).toBeUndefined();
      expect(await store.visitOfLead("nope")).toBeUndefined();
    });

    it("flags a third booking still to come for one phone (by its digits) or one e-mail", async () => {
      const store = await openStore();
      const phone = (n: string, ms: number) =>
        book(store, booking(window(2, ms), { phone: n, email: `${n.replace(/\D/g, "")}@example.com` }));
      expect((await phone("(515) 555-0142", 0)).visit.flagged).toBe(false);
      expect((await phone("515-555-0142", 2)).visit).toMatchObject({
        flagged: false,
        phoneKey: "5155550142",
      });
      expect((await phone("+1 515 555 0142", 4)).visit.flagged).toBe(true);

      const mail = (email: string, hour: number) =>
        book(store, booking(window(3, hour), { email, phone: `515-555-${hour}${hour}00` }));
      expect((await mail("Jo@Example.com", 0)).visit).toMatchObject({
        flagged: false,
        email: "jo@example.com",
      });
      expect((await mail(" jo@example.com", 2)).visit.flagged).toBe(false);
      expect((await mail("JO@example.com", 4)).visit.flagged).toBe(true);

      // Cancelled and past visits do not count.
      const other = await book(store, booking(window(4), { phone: "515 555 0199", email: null }));
      await store.cancelVisit({ visitId: other.visit.id, by: "visitor", update: update("cancelled") });
      await book(store, booking(window(4, 2), { phone: "515 555 0199", email: null }));
      const past = booking(window(4, 4), { phone: "515 555 0199", email: null }, { receivedAt: at(5 * DAY) });
      expect((await book(store, past)).visit.flagged).toBe(false);
    });

    it("gives each due reminder to one of two instances claiming at once", async () => {
      const [a, b] = [await openStore(), await openStore()];
      const soon = await book(a, booking(window(1)));
      const later = await book(a, booking(window(1, 4)));
      await book(a, booking(window(5)));
      const gone = await book(a, booking(window(1, 2)));
      await a.cancelVisit({ visitId: gone.visit.id, by: "owner", update: update("cancelled") });
      const due = await b.dueReminders(at(0), at(2 * DAY), 10);
      expect(due.map((one) => one.id)).toEqual([soon.visit.id, later.visit.id]);
      expect((await b.dueReminders(at(0), at(2 * DAY), 1)).map((one) => one.id)).toEqual([soon.visit.id]);
      const claims = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).markReminderSent(soon.visit.id, at(i))),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect((await a.getVisit(soon.visit.id))?.reminderSentAt).not.toBeNull();
      expect((await a.dueReminders(at(0), at(2 * DAY), 10)).map((one) => one.id)).toEqual([later.visit.id]);
      expect(await a.markReminderSent(gone.visit.id, at(0))).toBe(false);
      expect(await a.markReminderSent("nope", at(0))).toBe(false);
      // A window already begun is not reminded of.
      expect(await a.dueReminders(at(DAY + HOUR), at(2 * DAY), 10)).toEqual([
        expect.objectContaining({ id: later.visit.id }),
      ]);
    });

    it("gives the last place of a window to exactly one of 50 bookings at once from two instances", async () => {
      const [a, b] = [await openStore(), await openStore()];
      const win = window(6, 0, 3);
      await book(a, booking(win));
      await book(b, booking(win));
      const before = (await a.stats()).leads;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).bookVisit(booking(win))),
      );
      expect(answers.filter((one) => one.ok)).toHaveLength(1);
      expect(answers.filter((one) => !one.ok)).toHaveLength(49);
      expect(await taken(b, win)).toBe(3);
      expect((await a.stats()).leads).toBe(before + 1);
      expect(await a.visitsBetween(win.windowStart, win.windowEnd)).toHaveLength(3);
    });
  });
}
