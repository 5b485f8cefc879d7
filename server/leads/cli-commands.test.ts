import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  cliAt,
  cliIn,
  contactLead,
  failWebhook,
  parseCsv,
  withStoreAt,
} from "../../tests/support/leads-cli.ts";
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

  it("never writes the leads inside the site's folder, where git and a deploy would see them", async () => {
    await withStore(async (store) => {
      await store.submit(contactLead("Ida Inside"));
    });
    const site = join(folder, "srv", "gdm-concrete");
    mkdirSync(join(site, "data"), { recursive: true });
    const home = join(folder, "home");
    const env = { DATABASE_URL: databaseUrl, HOME: home };
    for (const file of [join(site, "leads.csv"), join(site, "data", "exports", "leads.csv"), site]) {
      const refused = await cliIn({ env, appDir: site }, "export", "--csv", "--out", file);
      expect(refused.code, file).toBe(2);
      expect(refused.stderr).toContain(`inside the site's folder (${site})`);
      expect(refused.stderr).toContain(`--out ${join(home, "leads.csv")}`);
    }
    // A link into the site's folder is the site's folder too.
    symlinkSync(site, join(folder, "site-link"));
    const linked = await cliIn(
      { env, appDir: site },
      "export",
      "--csv",
      "--out",
      join(folder, "site-link", "x.csv"),
    );
    expect(linked.code).toBe(2);
    expect(readdirSync(site)).toEqual(["data"]);
    expect(readdirSync(join(site, "data"))).toEqual([]);

    // Beside it, as the checklist's user home is: written.
    const outside = join(home, "leads.csv");
    const written = await cliIn({ env, appDir: site }, "export", "--csv", "--out", outside);
    expect(written.code).toBe(0);
    expect(readFileSync(outside, "utf8")).toContain("Ida Inside");
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

  it("carries where the job is, its budget, timeline and service, and links a two-step submission's rows", async () => {
    const step1Id = await withStore(async (store) => {
      const step1 = await store.submit(
        contactLead("Tess Twostep", {
          formType: "quote",
          formName: "Website Two-Step Form - Step 1",
          endpoint: "quote",
          payload: {
            name: "Tess Twostep",
            phone: "515-555-0177",
            email: "tess@example.com",
            serviceType: "driveways",
          },
          receivedAt: new Date("2026-11-21T15:00:00.000Z"),
        }),
      );
      await store.submit(
        contactLead("Tess Twostep", {
          formType: "quote",
          formName: "Website Two-Step Form - Complete Form",
          endpoint: "quote",
          linkedLeadId: step1.lead.id,
          payload: {
            name: "Tess Twostep",
            email: "tess@example.com",
            contact_lead_id: step1.lead.id,
            serviceType: "driveways",
            address: "4120 NW Urbandale Dr",
            city: "Urbandale",
            zip: "50322",
            budget: "$5,000 - $10,000",
            timeline: "Within 1 month",
            projectDescription: "Tear out a heaved 1970s driveway before the freeze.",
          },
          receivedAt: new Date("2026-11-21T15:02:00.000Z"),
        }),
      );
      // A lead service's own shape: the address as an object of its parts.
      await store.submit(
        contactLead("Abe Object", {
          payload: { name: "Abe Object", address: { street: "88 Elm St", city: "Ankeny", zipCode: "50023" } },
          receivedAt: new Date("2026-11-21T16:00:00.000Z"),
        }),
      );
      return step1.lead.id;
    });
    const [header, ...rows] = parseCsv((await cli("export", "--csv")).stdout);
    const cells = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
    const pick = ({
      form_name,
      address,
      city,
      zip,
      budget,
      timeline,
      service,
      submission_id,
    }: Record<string, string>) => ({
      form_name,
      address,
      city,
      zip,
      budget,
      timeline,
      service,
      submission_id,
    });
    expect(cells.map(pick)).toEqual([
      {
        form_name: "Website Two-Step Form - Step 1",
        address: "",
        city: "",
        zip: "",
        budget: "",
        timeline: "",
        service: "driveways",
        submission_id: step1Id,
      },
      {
        form_name: "Website Two-Step Form - Complete Form",
        address: "4120 NW Urbandale Dr",
        city: "Urbandale",
        zip: "50322",
        budget: "$5,000 - $10,000",
        timeline: "Within 1 month",
        service: "driveways",
        submission_id: step1Id,
      },
      {
        form_name: "Website Contact Form",
        address: "88 Elm St",
        city: "Ankeny",
        zip: "50023",
        budget: "",
        timeline: "",
        service: "",
        submission_id: cells[2].id,
      },
    ]);
    // The columns before these keep their places, for a spreadsheet that reads them by position.
    expect(header.slice(0, 21).join(",")).toBe(
      "id,received_at,form_type,form_name,name,email,phone,service,message,page_url,utm_source,utm_medium,utm_campaign,utm_content,utm_term,referrer,spam,webhook_status,email_status,spam_reason,released_at",
    );
    // A later destination's column goes after them (the owner's text: sms_status).
    expect(header.slice(-2)).toEqual(["submission_id", "sms_status"]);
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

describe("the command line's words for what to do next", () => {
  it("name it as it runs here: LEADS_COMMAND when bin/gdm-leads sets it, npm run leads -- otherwise", async () => {
    const leadId = await withStore(async (store) => {
      const { lead } = await store.submit(contactLead("Hana Held", { spamReason: "honeypot" }));
      return lead.id;
    });
    const server = { DATABASE_URL: databaseUrl, LEADS_COMMAND: "sudo /srv/gdm-concrete/bin/gdm-leads" };
    const listed = await cliIn({ env: server }, "list", "--status", "spam");
    expect(listed.stdout).toContain("To deliver one: sudo /srv/gdm-concrete/bin/gdm-leads release ID");
    const shown = await cliIn({ env: server }, "show", leadId);
    expect(shown.stdout).toContain(`sudo /srv/gdm-concrete/bin/gdm-leads release ${leadId} delivers it`);
    const retried = await cliIn({ env: server }, "retry", leadId);
    expect(retried.stderr).toContain(`To deliver it: sudo /srv/gdm-concrete/bin/gdm-leads release ${leadId}`);
    for (const answer of [listed, shown, retried])
      expect(answer.stdout + answer.stderr).not.toContain("npm run");
    expect((await cli("list", "--status", "spam")).stdout).toContain(
      "To deliver one: npm run leads -- release ID",
    );
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
