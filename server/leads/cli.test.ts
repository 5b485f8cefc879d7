import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  capture,
  cliAt,
  contactLead,
  failWebhook,
  minutesAgo,
  parseCsv,
  withStoreAt,
} from "../../tests/support/leads-cli.ts";
import { runLeadsCli } from "./cli.ts";
import type { LeadStore } from "./store/index.ts";

/** `npm run leads`: reading the leads (list, show), the counts, and a command line it does not know. */

let folder: string;
let databaseUrl: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "leads-cli-"));
  databaseUrl = `file:${join(folder, "site.db")}`;
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const withStore = <T>(work: (store: LeadStore) => Promise<T>) => withStoreAt(databaseUrl, work);
const cli = (...argv: string[]) => cliAt(databaseUrl, ...argv);

describe("npm run leads -- list", () => {
  it("shows the newest leads first with their delivery statuses, and honours --limit", async () => {
    await withStore(async (store) => {
      await store.submit(contactLead("Ann Oldest", { receivedAt: minutesAgo(30) }));
      await store.submit(contactLead("Bob Middle", { receivedAt: minutesAgo(20) }));
      await store.submit(contactLead("Cara Newest", { receivedAt: minutesAgo(10), spamReason: "honeypot" }));
    });

    const all = await cli("list");
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED\s+FORM\s+NAME\s+EMAIL\s+SPAM\s+DELIVERIES$/);
    expect(lines.slice(1).map((line) => line.match(/(Ann|Bob|Cara)/)?.[1])).toEqual(["Cara", "Bob", "Ann"]);
    expect(lines[1]).toMatch(/cara@example\.com\s+held: honeypot\s+email skipped, webhook skipped$/);
    expect(lines[3]).toMatch(
      /Website Contact Form\s+Ann Oldest\s+ann@example\.com\s+no\s+email pending, webhook pending$/,
    );

    const two = await cli("list", "--limit", "2");
    expect(two.stdout).toContain("Cara Newest");
    expect(two.stdout).toContain("Bob Middle");
    expect(two.stdout).not.toContain("Ann Oldest");
    expect(two.stdout).toContain("The newest 2 shown");
  });

  it("lists only leads with a dead delivery when asked with --status dead", async () => {
    await withStore(async (store) => {
      const failed = await store.submit(contactLead("Dana Failed"));
      await store.submit(contactLead("Eli Fine"));
      await failWebhook(store, failed.lead.id);
    });

    const dead = await cli("list", "--status", "dead");
    expect(dead.code).toBe(0);
    expect(dead.stdout).toContain("Dana Failed");
    expect(dead.stdout).toContain("webhook dead");
    expect(dead.stdout).not.toContain("Eli Fine");
  });

  it("lists only the submissions held as spam, with why, when asked with --status spam", async () => {
    await withStore(async (store) => {
      await store.submit(contactLead("Gil Customer", { receivedAt: minutesAgo(30) }));
      await store.submit(contactLead("Hob Bot", { receivedAt: minutesAgo(20), spamReason: "honeypot" }));
      await store.submit(
        contactLead("Ivy Links", { receivedAt: minutesAgo(10), spamReason: "mostly-links" }),
      );
    });

    for (const status of ["spam", "held"]) {
      const held = await cli("list", "--status", status);
      expect(held.code).toBe(0);
      const lines = held.stdout.trimEnd().split("\n");
      expect(lines[1]).toMatch(
        /Ivy Links\s+ivy@example\.com\s+held: mostly-links\s+email skipped, webhook skipped$/,
      );
      expect(lines[2]).toMatch(/Hob Bot\s+hob@example\.com\s+held: honeypot\s+/);
      expect(held.stdout).not.toContain("Gil Customer");
      expect(held.stdout).toContain("To deliver one: npm run leads -- release ID");
    }
  });

  it("says nothing is held when no submission is", async () => {
    await withStore((store) => store.submit(contactLead("Gil Customer")));
    expect(await cli("list", "--status", "spam")).toMatchObject({
      code: 0,
      stdout: "Nothing is held as spam.\n",
    });
  });

  it("keeps a visitor's escape sequences and line breaks out of the terminal", async () => {
    await withStore((store) => store.submit(contactLead("Mal \u001b[31mRed\u001b[0m\nNext line")));
    const { stdout } = await cli("list");
    expect(stdout).not.toContain("\u001b");
    expect(stdout.trimEnd().split("\n")).toHaveLength(2);
  });

  it("says so when there is no lead yet", async () => {
    expect(await cli("list")).toMatchObject({ code: 0, stdout: "No leads.\n" });
  });
});

describe("npm run leads -- show ID", () => {
  it("shows the lead's fields, its deliveries and every delivery attempt", async () => {
    const leadId = await withStore(async (store) => {
      const { lead } = await store.submit(contactLead("Finn Patio", { idempotencyKey: "key-finn" }));
      await failWebhook(store, lead.id);
      return lead.id;
    });

    const { code, stdout } = await cli("show", leadId);
    expect(code).toBe(0);
    expect(stdout).toContain(`Lead ${leadId}`);
    expect(stdout).toMatch(/Form\s+Website Contact Form \(contact, endpoint contact\)/);
    expect(stdout).toMatch(/Idempotency key\s+key-finn/);
    expect(stdout).toMatch(/message\s+Cracked driveway, 2 cars wide/);
    expect(stdout).toMatch(/utm_params\.utm_source\s+google/);
    expect(stdout).toMatch(/webhook \([^)]+\)\n\s+Status\s+dead\n\s+Attempts\s+1/);
    expect(stdout).toMatch(/Last HTTP status\s+400/);
    expect(stdout).toMatch(/email \([^)]+\)\n\s+Status\s+pending/);
    expect(stdout).toMatch(/webhook\s+dead\s+400\s+42\s+worker-1\s+400 Bad Request: email is invalid/);
  });

  it("shows and lists what Twilio last said of a lead's text", async () => {
    const leadId = await withStore(async (store) => {
      const { lead } = await store.submit(contactLead("Tess Texted", { destinations: ["sms"] }));
      await store.recordReceipt({
        deliveryId: (await store.get(lead.id))!.deliveries[0].id,
        leadId: lead.id,
        status: "undelivered",
        errorCode: "30003",
        emailed: true,
      });
      return lead.id;
    });
    const { stdout } = await cli("show", leadId);
    expect(stdout).toMatch(
      /Reported\s+undelivered 30003 on .+: Your phone's carrier did not take the text \(Twilio error 30003\); the lead was e-mailed to you instead\./,
    );
    expect((await cli("list")).stdout).toContain("sms pending (undelivered 30003)");
  });

  it("shows why a lead is held and how to deliver it, then when it was released", async () => {
    const leadId = await withStore(
      async (store) => (await store.submit(contactLead("Jay Held", { spamReason: "link-markup" }))).lead.id,
    );
    const held = await cli("show", leadId);
    expect(held.stdout).toMatch(
      new RegExp(
        `Spam\\s+held \\(link-markup\\): not delivered; npm run leads -- release ${leadId} delivers it`,
      ),
    );
    expect(held.stdout).not.toMatch(/Released/);

    await cli("release", leadId);
    const released = await cli("show", leadId);
    expect(released.stdout).toMatch(/Spam\s+no, released \(was held: link-markup\)/);
    expect(released.stdout).toMatch(/Released\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(released.stdout).toMatch(/webhook \([^)]+\)\n\s+Status\s+pending/);
  });

  it("shows, lists and exports leads stored before submissions were bounded, whatever they hold", async () => {
    const [odd, tooDeep] = await withStore(async (store) => [
      (
        await store.submit(
          contactLead("Odd Fields", {
            payload: {
              name: "Odd Fields",
              email: "odd@example.com",
              deep: JSON.parse(`${"[".repeat(4_200)}"x"${"]".repeat(4_200)}`),
              "x\u001b[2J\nFake\tfield": "cleared the screen?",
              ["y".repeat(500)]: "a long name",
              tags: [{ odd: true }, "Website Lead"],
              utm_params: { utm_source: [["google"]] },
            },
          }),
        )
      ).lead.id,
      (await store.submit(contactLead("Too Deep"))).lead.id,
    ]);
    // Deeper than JSON.stringify can write: only a row written by hand (or by another program) holds it.
    const db = new DatabaseSync(join(folder, "site.db"));
    db.prepare("UPDATE leads SET payload = ? WHERE id = ?").run(
      `{"name":"Too Deep","deep":${"[".repeat(10_000)}1${"]".repeat(10_000)}}`,
      tooDeep,
    );
    db.close();

    const shown = await cli("show", odd);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/deep\s+\(a list of 1, not shown\)/);
    expect(shown.stdout).toMatch(/tags\s+\(a group of 1, not shown\), Website Lead/);
    expect(shown.stdout).toMatch(/utm_params\.utm_source\s+\(a list of 1, not shown\)/);
    expect(shown.stdout).toMatch(/\n {2}x \[2J Fake field\s+cleared the screen\?/);
    expect(shown.stdout).toMatch(/\n {2}y{39}…\s+a long name/);
    expect(shown.stdout).not.toContain("\u001b");

    const deep = await cli("show", tooDeep);
    expect(deep.code, deep.stderr).toBe(0);
    expect(deep.stdout).toMatch(/deep\s+\(a list of 1, not shown\)/);

    const list = await cli("list");
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("Odd Fields");
    const exported = await cli("export", "--csv");
    expect(exported.code).toBe(0);
    expect(parseCsv(exported.stdout).map((row) => row[0])).toEqual(["id", odd, tooDeep]);
  });

  it("answers with exit code 1 for an id that is not a lead", async () => {
    const { code, stdout, stderr } = await cli("show", "no-such-lead");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("No lead with id no-such-lead");
  });
});

describe("npm run leads -- stats", () => {
  it("counts deliveries by status and destination and tells how long the oldest has waited", async () => {
    await withStore(async (store) => {
      await store.submit(contactLead("Kim Waiting", { receivedAt: minutesAgo(5) }));
      const { lead } = await store.submit(contactLead("Lee Failed", { receivedAt: minutesAgo(1) }));
      await store.submit(contactLead("Max Spam", { spamReason: "too fast" }));
      await failWebhook(store, lead.id);
    });

    const { code, stdout } = await cli("stats");
    expect(code).toBe(0);
    expect(stdout).toContain("Leads: 3 (1 spam)");
    expect(stdout).toMatch(/DELIVERIES\s+PENDING\s+DELIVERED\s+DEAD\s+SKIPPED/);
    expect(stdout).toMatch(/webhook\s+1\s+0\s+1\s+1/);
    expect(stdout).toMatch(/email\s+2\s+0\s+0\s+1/);
    expect(stdout).toMatch(/total\s+3\s+0\s+1\s+2/);
    expect(stdout).toMatch(/Oldest pending delivery: 5 min( \d+ s)? \(since /);
    expect(stdout).toMatch(/ESTIMATES\s+SHOWN 7D\s+SENT 7D\s+SHOWN 30D\s+SENT 30D/);
    expect(stdout).toMatch(/driveways\s+0\s+0\s+0\s+0/);
  });
});

describe("npm run leads with a command it does not know", () => {
  it.each([
    [[], "Which command?"],
    [["lsit"], 'Unknown command "lsit"'],
    [["show"], "show needs a lead id"],
    [["retry"], "retry needs a delivery id, a lead id or --dead"],
    [["export"], "export needs --csv"],
    [["list", "--limit", "ten"], "--limit needs a whole number"],
    [["list", "--status", "lost"], "--status needs one of pending, delivered, dead, skipped, parked, spam"],
    [["release"], "release needs the id of a held lead"],
    [["release", "a", "b"], 'Unexpected argument "b"'],
  ])("%j prints the usage on standard error and exits with 2", async (argv, message) => {
    const { code, stdout, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr).toContain("Usage: npm run leads -- <command>");
  });

  it("tells which store it could not open, without a password", async () => {
    const out = capture();
    const code = await runLeadsCli(["stats"], {
      env: { DATABASE_URL: "mysql://admin:hunter2@db/site" },
      stdout: out,
      stderr: out,
    });
    expect(code).toBe(1);
    expect(out.text).toContain("Could not open the lead store");
    expect(out.text).not.toContain("hunter2");
  });
});
