import { describe, expect, it } from "vitest";
import type { LeadStore } from "../../server/leads/store/index.ts";
import { storeHarness } from "./harness.ts";
import { heldDigestContract } from "./held-digest.ts";
import { intakeContract } from "./intake.ts";
import { keysContract } from "./keys.ts";
import { outboxContract } from "./outbox.ts";
import { ownerAlertsContract } from "./owner-alerts.ts";
import { deskContract } from "./owner-desk.ts";
import { parkingContract } from "./parking.ts";
import { receiptsContract } from "./receipts.ts";
import { statsContract } from "./stats.ts";
import { visitorEmailsContract } from "./visitor-emails.ts";
import { visitsContract } from "./visits.ts";

/**
 * What every lead store must do, as the business would notice it, by role of the store (one file
 * each, beside this one, as server/leads/store/rules/ holds the rules). Each store's test file runs
 * this suite: `open` gives a new connection to the test database (call it twice for two
 * "processes"); `cleanup` runs after each test, once every store is closed, and must leave
 * the next `open` an empty database.
 */
export function leadStoreContract(
  name: string,
  open: () => Promise<LeadStore>,
  cleanup: () => Promise<void>,
) {
  describe(`${name} lead store`, () => {
    const harness = storeHarness(open, cleanup);
    intakeContract(harness);
    outboxContract(harness);
    parkingContract(harness);
    receiptsContract(harness);
    deskContract(harness);
    statsContract(harness);
    heldDigestContract(harness);
    ownerAlertsContract(harness);
    visitorEmailsContract(harness);
    visitsContract(harness);
    keysContract(harness);

    it("answers a health check", async () => {
      const store = await harness.openStore();
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
