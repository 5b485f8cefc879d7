import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runLeadsCli } from "./cli";
import { LEAD_CSV_COLUMNS } from "./lead-csv";
import { type LeadStore, type NewLead, openLeadStore } from "./store";

let folder: string;
let databaseUrl: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "leads-cli-"));
  databaseUrl = `file:${join(folder, "site.db")}`;
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

async function withStore<T>(work: (store: LeadStore) => Promise<T>): Promise<T> {
  const store = await openLeadStore(databaseUrl);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function contactLead(name: string, overrides: Partial<NewLead> = {}): NewLead {
  const email = `${name.split(" ")[0].toLowerCase()}@example.com`;
  return {
    formType: "contact",
    formName: "Website Contact Form",
    endpoint: "contact",
    payload: {
      name,
      email,
      phone: "(515) 555-0100",
      subject: "Driveway",
      message: "Cracked driveway, 2 cars wide",
      page_url: "https://www.example.com/contact",
      utm_params: { utm_source: "google", utm_medium: "cpc" },
    },
    name,
    email,
    response: { success: true },
    destinations: ["webhook", "email"],
    ...overrides,
  };
}

/** Collects what the CLI writes to one of its streams. */
function capture() {
  const output = {
    text: "",
    write(chunk: string) {
      output.text += chunk;
      return true;
    },
  };
  return output;
}

async function cli(...argv: string[]) {
  const out = capture();
  const err = capture();
  const code = await runLeadsCli(argv, { env: { DATABASE_URL: databaseUrl }, stdout: out, stderr: err });
  return { code, stdout: out.text, stderr: err.text };
}

/** Marks a lead's webhook delivery dead, the way the worker does after a 400 from the lead service. */
async function failWebhook(store: LeadStore, leadId: string) {
  const claimed = await store.claimDue({
    workerId: "worker-1",
    now: new Date(Date.now() + 60_000),
    limit: 100,
  });
  const webhook = claimed.find((c) => c.lead.id === leadId && c.delivery.destination === "webhook");
  if (!webhook) throw new Error("the webhook delivery was not claimed");
  await store.recordAttempt({
    deliveryId: webhook.delivery.id,
    workerId: "worker-1",
    startedAt: new Date(),
    durationMs: 42,
    statusCode: 400,
    error: "400 Bad Request: email is invalid",
    outcome: "dead",
  });
  await store.releaseLeases("worker-1");
  return webhook.delivery.id;
}

/** A strict RFC 4180 reader, to read the export back the way a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let value = "";
    if (text[i] === '"') {
      i += 1;
      while (true) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error("unterminated quoted field");
        value += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        value += '"';
        i += 1;
      }
    } else {
      const end = text.slice(i).search(/[,\r]/);
      value = end < 0 ? text.slice(i) : text.slice(i, i + end);
      if (value.includes('"') || value.includes("\n"))
        throw new Error(`bare quote or line break in "${value}"`);
      i += value.length;
    }
    record.push(value);
    if (text[i] === ",") i += 1;
    else if (text.startsWith("\r\n", i)) {
      records.push(record);
      record = [];
      i += 2;
    } else if (i < text.length) throw new Error(`unexpected "${text[i]}" at ${i}`);
  }
  if (record.length > 0) throw new Error("the last record does not end with CRLF");
  return records;
}

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
    [["list", "--status", "lost"], "--status needs one of pending, delivered, dead, skipped, spam"],
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
