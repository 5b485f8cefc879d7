import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliAt, contactLead, failWebhook, parseCsv, withStoreAt } from "../../tests/support/leads-cli.ts";
import { LEAD_CSV_COLUMNS } from "./lead-csv.ts";
import type { LeadStore } from "./store/index.ts";

/** `npm run leads`: the export, and the owner's decisions (retry, release) the commands carry out. */

let folder: string;
let databaseUrl: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "leads-cli-"));
  databaseUrl = `file:${join(folder, "site.db")}`;
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const withStore = <T>(work: (store: LeadStore) => Promise<T>) => withStoreAt(databaseUrl, work);
const cli = (...argv: string[]) => cliAt(databaseUrl, ...argv);

describe("npm run leads -- export --csv --out FILE", () => {
  it("writes the same CSV into a private file, never over one already there", async () => {
    await withStore(async (store) => {
      await store.submit(contactLead("Gus Plain", { receivedAt: new Date("2026-11-21T16:00:00.000Z") }));
    });
    const file = join(folder, "exports", "leads.csv");
    const { code, stdout } = await cli("export", "--csv", "--out", file);
    expect(code).toBe(0);
    expect(stdout).toContain(`Wrote every lead as CSV to ${file}`);
    expect(readFileSync(file, "utf8")).toBe((await cli("export", "--csv")).stdout);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A second export to the same name leaves the first as it was, and says why.
    const again = await cli("export", "--csv", "--out", file);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain("already exists");
    expect(readdirSync(join(folder, "exports"))).toEqual(["leads.csv"]);
  });

  it("says how to ask for a file when the words are off", async () => {
    for (const argv of [
      ["export", "--csv", "--out"],
      ["export", "--csv", "leads.csv"],
      ["export", "--out", "x.csv"],
    ]) {
      const { code, stderr } = await cli(...argv);
      expect(code, argv.join(" ")).toBe(2);
      expect(stderr).toMatch(/export (needs --csv|takes --csv, and --out FILE)/);
    }
  });
});

describe("npm run leads -- export --csv", () => {
  it("writes every lead as RFC 4180 CSV that reads back exactly, formulas neutralised", async () => {
    const tricky = {
      name: 'José "Joe" O\'Brien, Jr.',
      email: "joe@example.com",
      phone: "+1 515 555 0100",
      serviceType: "stamped-concrete",
      projectDescription: 'Patio 20×30 ft,\nwith steps\r\nand a "fire pit"',
      page_url: "https://www.example.com/quote?a=1,b=2",
      utm_params: {
        utm_source: '=HYPERLINK("http://evil.example","click")',
        utm_medium: "@SUM(A1:A9)",
        utm_campaign: "-2+3",
        utm_content: "spring, 2026",
        utm_term: "concrete patio",
        referrer: "www.bing.com",
      },
    };
    await withStore(async (store) => {
      await store.submit(
        contactLead("José", {
          formType: "quote",
          formName: "Website Quote Form",
          endpoint: "wp-forms-quote",
          payload: tricky,
          name: tricky.name,
          email: tricky.email,
          receivedAt: new Date("2026-11-21T15:00:00.000Z"),
        }),
      );
      await store.submit(contactLead("Gus Plain", { receivedAt: new Date("2026-11-21T16:00:00.000Z") }));
    });

    const { code, stdout } = await cli("export", "--csv");
    expect(code).toBe(0);
    const [header, first, second, ...rest] = parseCsv(stdout);
    expect(header).toEqual([...LEAD_CSV_COLUMNS]);
    expect(rest).toEqual([]);
    const row = Object.fromEntries(header.map((column, i) => [column, first[i]]));
    expect(row).toMatchObject({
      received_at: "2026-11-21T15:00:00.000Z",
      form_type: "quote",
      form_name: "Website Quote Form",
      name: tricky.name,
      email: "joe@example.com",
      phone: "'+1 515 555 0100",
      service: "stamped-concrete",
      message: tricky.projectDescription,
      page_url: tricky.page_url,
      utm_source: `'${tricky.utm_params.utm_source}`,
      utm_medium: "'@SUM(A1:A9)",
      utm_campaign: "'-2+3",
      utm_content: "spring, 2026",
      utm_term: "concrete patio",
      referrer: "www.bing.com",
      spam: "no",
      webhook_status: "pending",
      email_status: "pending",
    });
    expect(second[header.indexOf("name")]).toBe("Gus Plain");
    expect(second[header.indexOf("message")]).toBe("Cracked driveway, 2 cars wide");
  });

  it("tells which leads were held, why, and when a held one was released", async () => {
    await withStore(async (store) => {
      await store.submit(contactLead("Ola Held", { spamReason: "honeypot" }));
      const { lead } = await store.submit(contactLead("Pia Released", { spamReason: "mostly-links" }));
      await store.release(lead.id, new Date("2026-11-22T14:05:00.000Z"));
    });
    const [header, ...rows] = parseCsv((await cli("export", "--csv")).stdout);
    const cells = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
    expect(
      cells.map(({ name, spam, spam_reason, released_at, webhook_status }) => ({
        name,
        spam,
        spam_reason,
        released_at,
        webhook_status,
      })),
    ).toEqual([
      { name: "Ola Held", spam: "yes", spam_reason: "honeypot", released_at: "", webhook_status: "skipped" },
      {
        name: "Pia Released",
        spam: "no",
        spam_reason: "mostly-links",
        released_at: "2026-11-22T14:05:00.000Z",
        webhook_status: "pending",
      },
    ]);
  });

  it("writes only the header row when there is no lead", async () => {
    const { stdout } = await cli("export", "--csv");
    expect(parseCsv(stdout)).toEqual([[...LEAD_CSV_COLUMNS]]);
  });
});

describe("npm run leads -- retry", () => {
  it("sends a dead delivery again by its id or by its lead's id", async () => {
    const { leadId, deliveryId } = await withStore(async (store) => {
      const { lead } = await store.submit(contactLead("Hal Retry"));
      return { leadId: lead.id, deliveryId: await failWebhook(store, lead.id) };
    });

    expect(await cli("retry", deliveryId)).toMatchObject({
      code: 0,
      stdout: "1 delivery queued to be sent again now.\n",
    });
    expect((await cli("list", "--status", "dead")).stdout).toBe("No leads.\n");

    await withStore((store) => failWebhook(store, leadId));
    expect(await cli("retry", leadId)).toMatchObject({ code: 0 });
    expect((await cli("show", leadId)).stdout).toMatch(/webhook \([^)]+\)\n\s+Status\s+pending/);
  });

  it("sends every dead delivery again with --dead and says how many", async () => {
    await withStore(async (store) => {
      for (const name of ["Ida One", "Jon Two"]) {
        const { lead } = await store.submit(contactLead(name));
        await failWebhook(store, lead.id);
      }
    });
    expect(await cli("retry", "--dead")).toMatchObject({
      code: 0,
      stdout: "2 dead deliveries queued to be sent again now.\n",
    });
    expect((await cli("retry", "--dead")).stdout).toBe("0 dead deliveries queued to be sent again now.\n");
  });

  it("answers with exit code 1 when nothing matches the id", async () => {
    const { code, stderr } = await cli("retry", "no-such-id");
    expect(code).toBe(1);
    expect(stderr).toContain("Nothing to retry");
  });

  it("does not send a held lead, and says release does", async () => {
    const leadId = await withStore(
      async (store) => (await store.submit(contactLead("Kit Held", { spamReason: "honeypot" }))).lead.id,
    );
    const { code, stdout, stderr } = await cli("retry", leadId);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain(`Lead ${leadId} is held as spam (honeypot)`);
    expect(stderr).toContain(`To deliver it: npm run leads -- release ${leadId}`);
    expect((await cli("list", "--status", "spam")).stdout).toContain("Kit Held");
  });
});

describe("npm run leads -- release ID", () => {
  it("delivers a held submission once: its deliveries go out, and a second release is refused", async () => {
    const leadId = await withStore(async (store) => {
      await store.submit(contactLead("Lou Customer"));
      return (await store.submit(contactLead("Mia Fast", { spamReason: "honeypot" }))).lead.id;
    });

    expect(await cli("release", leadId)).toEqual({
      code: 0,
      stdout: `Released lead ${leadId}: 2 deliveries queued to be sent now.\n`,
      stderr: "",
    });
    const again = await cli("release", leadId);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe("");
    expect(again.stderr).toMatch(
      new RegExp(`^Lead ${leadId} is not held as spam; nothing to release.\nIt was released on .+ UTC.\n$`),
    );

    // The worker gets the released lead's two deliveries, once, beside the customer's.
    const claimed = await withStore((store) =>
      store.claimDue({ workerId: "worker-1", now: new Date(Date.now() + 1_000), limit: 100 }),
    );
    expect(
      claimed
        .filter((c) => c.lead.id === leadId)
        .map((c) => c.delivery.destination)
        .sort(),
    ).toEqual(["email", "webhook"]);
    expect(claimed).toHaveLength(4);
    expect((await cli("list", "--status", "spam")).stdout).toBe("Nothing is held as spam.\n");
  });

  it("refuses a lead that was never held, and an id that is not a lead, with exit code 1", async () => {
    const leadId = await withStore(
      async (store) => (await store.submit(contactLead("Ned Customer"))).lead.id,
    );
    expect(await cli("release", leadId)).toEqual({
      code: 1,
      stdout: "",
      stderr: `Lead ${leadId} is not held as spam; nothing to release.\n`,
    });
    const unknown = await cli("release", "no-such-lead");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No lead with id no-such-lead");
  });
});
