import { describe, expect, it } from "vitest";
import {
  type LeadStore,
  VISITOR_EMAIL_RECIPIENT_WINDOW_MS,
  VISITOR_EMAILS_PER_HOUR,
} from "../../server/leads/store/index.ts";
import type { StoreHarness } from "./harness.ts";

/** The caps on the visitor's copy of an estimate (VisitorEmailCaps), shared by every process. */
export function visitorEmailsContract({ openStore, at, T }: StoreHarness): void {
  describe("the caps on the visitor's copy of an estimate", () => {
    it(`gives one address one copy in ${VISITOR_EMAIL_RECIPIENT_WINDOW_MS / 3_600_000} hours, however it is written, in every process`, async () => {
      const [a, b] = [await openStore(), await openStore()];
      const claim = (store: LeadStore, to: string, ms = 0) => store.claimVisitorEmail({ to, now: at(ms) });
      expect(await claim(a, "Jo.Stranger@Gmail.com")).toBe("claimed");
      for (const spelling of [
        "jo.stranger@gmail.com",
        "  JOSTRANGER@gmail.com ",
        "jo.stranger+estimate@gmail.com",
        "j.o.stranger@googlemail.com",
      ]) {
        expect(await claim(b, spelling, 1_000), spelling).toBe("recipient-had-one");
      }
      expect(await claim(b, "jo.stranger@example.com", 2_000)).toBe("claimed");
      // Another address is another visitor; a day later the first may be sent one again.
      expect(await claim(a, "jo.stranger@gmail.com", VISITOR_EMAIL_RECIPIENT_WINDOW_MS - 1)).toBe(
        "recipient-had-one",
      );
      expect(await claim(a, "jo.stranger@gmail.com", VISITOR_EMAIL_RECIPIENT_WINDOW_MS)).toBe("claimed");
      expect(await claim(b, "jostranger@gmail.com", VISITOR_EMAIL_RECIPIENT_WINDOW_MS + 5)).toBe(
        "recipient-had-one",
      );
    });

    it("lets one of many claims at once for one address through, from two processes", async () => {
      const [a, b] = [await openStore(), await openStore()];
      const grants = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? a : b).claimVisitorEmail({ to: "stranger@example.com", now: at(i) }),
        ),
      );
      expect(grants.filter((grant) => grant === "claimed")).toHaveLength(1);
      expect(grants.filter((grant) => grant === "recipient-had-one")).toHaveLength(11);
    });

    it(`counts one cap an hour (${VISITOR_EMAILS_PER_HOUR} by default) across processes, never overshot at once`, async () => {
      const [a, b] = [await openStore(), await openStore()];
      const hour = Date.parse("2026-11-21T16:00:00.000Z") - T;
      const grants = await Promise.all(
        Array.from({ length: VISITOR_EMAILS_PER_HOUR + 6 }, (_, i) =>
          (i % 2 ? a : b).claimVisitorEmail({ to: `visitor${i}@example.com`, now: at(hour + i) }),
        ),
      );
      expect(grants.filter((grant) => grant === "claimed")).toHaveLength(VISITOR_EMAILS_PER_HOUR);
      expect(grants.filter((grant) => grant === "hourly-cap")).toHaveLength(6);
      expect(await b.claimVisitorEmail({ to: "late@example.com", now: at(hour + 3_599_999) })).toBe(
        "hourly-cap",
      );
      expect(await a.claimVisitorEmail({ to: "late@example.com", now: at(hour + 3_600_000) })).toBe(
        "claimed",
      );
    });

    it("spends none of the hour's cap on an address that had its copy", async () => {
      const store = await openStore();
      const claim = (to: string, ms: number) => store.claimVisitorEmail({ to, now: at(ms), perHour: 2 });
      expect(await claim("one@example.com", 0)).toBe("claimed");
      for (let i = 1; i <= 5; i += 1) expect(await claim("one@example.com", i)).toBe("recipient-had-one");
      expect(await claim("two@example.com", 10)).toBe("claimed");
      expect(await claim("three@example.com", 20)).toBe("hourly-cap");
      // The cap is per clock hour: the next one starts from nothing.
      expect(await claim("three@example.com", 3_600_000)).toBe("claimed");
    });
  });
}
