import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliIn, contactLead, withStoreAt } from "../../tests/support/leads-cli.ts";

/** `npm run leads -- send-parked DAYS`: what waited for a destination longer than a start sends. */

let folder: string;
let databaseUrl: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "leads-parked-"));
  databaseUrl = `file:${join(folder, "site.db")}`;
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const DAY = 24 * 60 * 60_000;
const emailSet = { SMTP_URL: "smtp://127.0.0.1:2525", NOTIFY_EMAIL: "office@example.com" };

describe("npm run leads -- send-parked DAYS", () => {
  it("puts back in line the e-mails that waited, of the leads of the last DAYS days only", async () => {
    const ids = await withStoreAt(databaseUrl, async (store) => {
      const made = [];
      for (const [name, age] of [
        ["Ann Month", 30],
        ["Bo Season", 100],
      ] as const)
        made.push(
          (
            await store.submit(
              contactLead(name, {
                receivedAt: new Date(Date.now() - age * DAY),
                destinations: ["webhook", { destination: "email", parked: true }],
              }),
            )
          ).lead.id,
        );
      return made;
    });
    const run = (...argv: string[]) => cliIn({ env: { DATABASE_URL: databaseUrl, ...emailSet } }, ...argv);
    const email = (id: string) =>
      withStoreAt(
        databaseUrl,
        async (store) => (await store.get(id))?.deliveries.find((d) => d.destination === "email")?.status,
      );

    const month = await run("send-parked", "45");
    expect(month).toMatchObject({ code: 0 });
    expect(month.stdout).toBe(
      "the business's e-mail: 1 delivery of the last 45 days back in line (the running site sends them); 1 still parked.\n",
    );
    expect([await email(ids[0]), await email(ids[1])]).toEqual(["pending", "parked"]);
    // The lead service is not set here: its pending rows are left as they are, not parked.
    const webhook = await withStoreAt(
      databaseUrl,
      async (store) => (await store.stats()).byDestination.webhook,
    );
    expect(webhook).toMatchObject({ pending: 2, parked: 0 });

    expect((await run("send-parked", "365")).stdout).toContain(
      "1 delivery of the last 365 days back in line",
    );
    expect(await email(ids[1])).toBe("pending");
  });

  it("refuses where no destination is set, and a count of days that is not one", async () => {
    const bare = await cliIn({ env: { DATABASE_URL: databaseUrl } }, "send-parked", "30");
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain("bin/gdm-leads send-parked DAYS");
    for (const argv of [["send-parked"], ["send-parked", "0"], ["send-parked", "two"]]) {
      const wrong = await cliIn({ env: { DATABASE_URL: databaseUrl, ...emailSet } }, ...argv);
      expect(wrong.code, argv.join(" ")).toBe(2);
      expect(wrong.stderr).toContain("send-parked needs a number of days");
    }
  });
});
