import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeadStore, type LeadWithDeliveries, openLeadStore } from "../../server/leads/store/index.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { type Answer, exchange, postJson } from "./support/http.ts";
import { createOwnPostgres, type OwnPostgres } from "./support/own-postgres.ts";
import { freePorts } from "./support/ports.ts";
import { textFigures } from "./support/texts.ts";
import { startTopology, type Topology } from "./support/topology.ts";

/**
 * PostgreSQL itself stopped for 30 s while visitors send forms through nginx to two instances
 * (decision 018). Every visitor is thanked as usual; their leads wait in the instances' spool and
 * are stored and delivered once each when the database is back. The server is one of the test's
 * own (Debian's binaries), so stopping it leaves the machine's shared one alone.
 */

const run = randomBytes(4).toString("hex");
const OUTAGE_MS = 30_000;
const STOP_AT_MS = 4_000;
const DURATION_MS = STOP_AT_MS + OUTAGE_MS + 6_000;
const POSTS = 160;

let postgres: OwnPostgres;
let site: Topology;

beforeAll(async () => {
  const [pgPort, sitePort, redirect, a, b] = await freePorts(5);
  postgres = createOwnPostgres(pgPort);
  postgres.start();
  site = await startTopology({ site: sitePort, redirect, a, b }, { databaseUrl: postgres.url });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  postgres?.remove();
});

async function storedWithKey(store: LeadStore, prefix: string): Promise<LeadWithDeliveries[]> {
  const found: LeadWithDeliveries[] = [];
  for await (const row of store.exportRows()) {
    if (row.lead.idempotencyKey?.startsWith(prefix)) found.push(row);
  }
  return found;
}

describe("nginx, two instances, and PostgreSQL stopped for 30 s", () => {
  it("thanks every visitor, then stores and delivers each of their leads once", async () => {
    const started = Date.now();
    const answers: { key: string; answer: Answer | Error; during: boolean }[] = [];
    let downSince = 0;
    let upAgainAt = 0;

    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, STOP_AT_MS));
      postgres.stop();
      downSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      postgres.start();
      upAgainAt = Date.now();
    })();

    const posting = (async () => {
      const sent: Promise<void>[] = [];
      for (let n = 0; n < POSTS; n++) {
        const key = `outage-${run}-${n}`;
        // Forty visitors, four leads each: inside the limit of 10 a minute.
        const from = `127.0.3.${(n % 40) + 1}`;
        const during = downSince > 0 && upAgainAt === 0;
        sent.push(
          postJson(
            `${site.site}/api/lead`,
            generalLeadPayload("lead", { email: `outage-${n}-${run}@example.com`, name: `Outage ${n}` }),
            { from, headers: { "Idempotency-Key": key } },
          )
            .catch((error: Error) => error)
            .then((answer) => {
              answers.push({ key, answer, during });
            }),
        );
        await new Promise((resolve) => setTimeout(resolve, DURATION_MS / POSTS));
      }
      await Promise.all(sent);
    })();

    // Pages go on being served the whole time: they need no database.
    const pageFailures: string[] = [];
    let views = 0;
    const viewing = (async () => {
      while (Date.now() - started < DURATION_MS) {
        const answer = await exchange(`${site.site}/services/driveways`, { from: "127.0.4.1" }).catch(
          (error: Error) => error,
        );
        views++;
        if (answer instanceof Error || answer.status !== 200) {
          pageFailures.push(answer instanceof Error ? answer.message : String(answer.status));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    await Promise.all([outage, posting, viewing]);

    const thanked = answers.filter(
      ({ answer }) => !(answer instanceof Error) && answer.status === 201 && JSON.parse(answer.text).success,
    );
    const refused = answers
      .filter((entry) => !thanked.includes(entry))
      .map(({ key, answer }) => `${key}: ${answer instanceof Error ? answer.message : answer.status}`);

    // Stored and delivered once each, within a minute of the database's return.
    const store = await openLeadStore(postgres.url);
    try {
      const deadline = Date.now() + 60_000;
      let stored: LeadWithDeliveries[] = [];
      for (;;) {
        stored = await storedWithKey(store, `outage-${run}-`);
        const allDelivered =
          stored.length >= thanked.length &&
          // The lead service and the owner's text (no SMTP here): those delivered, the e-mail's parked.
          stored.every((row) =>
            row.deliveries.every(
              (delivery) => delivery.status === (delivery.destination === "email" ? "parked" : "delivered"),
            ),
          );
        if (allDelivered || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const drainedWithinMs = Date.now() - upAgainAt;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const calls = new Map<string, number>();
      for (const request of site.leadService.requests) {
        const id = String(request.json.lead_id);
        calls.set(id, (calls.get(id) ?? 0) + 1);
      }
      const storedIds = stored.map((row) => row.lead.id);
      const figures = {
        sent: POSTS,
        sentWhileDown: answers.filter((entry) => entry.during).length,
        thanked: thanked.length,
        refused: refused.length,
        stored: stored.length,
        storedKeys: new Set(stored.map((row) => row.lead.idempotencyKey)).size,
        delivered: storedIds.filter((id) => calls.get(id) === 1).length,
        deliveredTwice: storedIds.filter((id) => (calls.get(id) ?? 0) > 1).length,
        // The owner's texts, per stored lead (one number).
        ...textFigures(site.twilio, storedIds),
        databaseDownSeconds: Math.round((upAgainAt - downSince) / 100) / 10,
        storedAndDeliveredWithinSecondsOfReturn: Math.round(drainedWithinMs / 100) / 10,
        pageViews: views,
        pageViewsFailed: pageFailures.length,
      };
      writeFileSync(path.join(site.folder, "database-outage.json"), JSON.stringify(figures, null, 2));
      console.log(`database outage: ${JSON.stringify(figures)}`);

      expect(refused).toEqual([]);
      expect(figures.sentWhileDown).toBeGreaterThan(100);
      expect(figures.stored).toBe(POSTS);
      expect(figures.storedKeys).toBe(POSTS);
      expect(figures.delivered).toBe(POSTS);
      expect(figures.deliveredTwice).toBe(0);
      expect(figures.textedOnce).toBe(POSTS);
      expect(figures.textedTwice).toBe(0);
      expect(pageFailures).toEqual([]);
      // Every thanked visitor's id is the id of the stored lead.
      const thankedIds = thanked.map(({ answer }) => JSON.parse((answer as Answer).text).id);
      expect(new Set(storedIds)).toEqual(new Set(thankedIds));
    } finally {
      await store.close();
    }
  }, 180_000);
});
