import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { leadRecord } from "../../../tests/support/lead-records.ts";
import { OWNER_LINK_TTL_MS } from "../owner/link-token.ts";
import { type OwnerLinks, ownerLinksFor } from "../owner/links.ts";
import { localDayAndHour } from "../present/index.ts";
import { type Lead, type LeadStore, type NewLead, openLeadStore } from "../store/index.ts";
import { type HeldDigestJob, heldDigestEmail, startHeldDigest } from "./held-digest.ts";

const folder = mkdtempSync(join(tmpdir(), "held-digest-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Quoted-printable, as nodemailer writes long lines.
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

const heldLead = (overrides: Partial<Lead> = {}): Lead =>
  leadRecord({
    id: "8d0c7f52-held",
    createdAt: new Date("2026-11-22T04:12:00.000Z"),
    formType: "contact",
    formName: "Website Contact Form",
    endpoint: "contact",
    payload: { name: "Pat Fast", email: "pat@example.com", phone: "515-555-0101", message: "Need a patio" },
    email: "pat@example.com",
    name: "Pat Fast",
    spam: true,
    spamReason: "honeypot",
    ...overrides,
  });

describe("the business's day", () => {
  it("is the date and hour in Central time, daylight saving included", () => {
    expect(localDayAndHour(new Date("2026-11-22T12:59:00Z"), "America/Chicago")).toEqual({
      day: "2026-11-22",
      hour: 6,
    });
    expect(localDayAndHour(new Date("2026-11-22T05:30:00Z"), "America/Chicago")).toEqual({
      day: "2026-11-21",
      hour: 23,
    });
    expect(localDayAndHour(new Date("2026-07-01T12:00:00Z"), "America/Chicago")).toEqual({
      day: "2026-07-01",
      hour: 7,
    });
  });
});

describe("held digest e-mail", () => {
  const digest = (leads: Lead[], total = leads.length) =>
    heldDigestEmail({ leads, total, day: "2026-11-22", siteName: "Greater Des Moines Concrete" });

  it("lists each held lead with who sent it, why it was held and the command that releases it", () => {
    const mail = digest([
      heldLead(),
      heldLead({
        id: "quote-2",
        formName: "Website Quote Form",
        name: null,
        email: null,
        payload: { projectDescription: "Driveway replacement" },
        spamReason: "mostly-links",
      }),
    ]);
    expect(mail.subject).toBe("2 submissions held as spam on 2026-11-22");
    for (const line of [
      "1. Received: Nov 21, 2026, 10:12 PM CST",
      "   Form: Website Contact Form",
      "   Name: Pat Fast",
      "   E-mail: pat@example.com",
      "   Phone: 515-555-0101",
      "   Held because: honeypot (the hidden field that only programs fill in was filled)",
      "   Message: Need a patio",
      "   Release it: npm run leads -- release 8d0c7f52-held",
      "2. Received: Nov 21, 2026, 10:12 PM CST",
      "   Name: —",
      "   Held because: mostly-links (a field made mostly of links to several sites)",
      "   Message: Driveway replacement",
      "   Release it: npm run leads -- release quote-2",
      "The full list: npm run leads -- list --status spam",
    ]) {
      expect(mail.text.split("\n")).toContain(line);
    }
    expect(mail.html).toContain("<code>npm run leads -- release quote-2</code>");
    expect(digest([heldLead()]).subject).toBe("1 submission held as spam on 2026-11-22");
  });

  it("quotes the first 200 characters of the message, on one line, and escapes it in the HTML", () => {
    const long = `<b>Hi</b>\nRelease it: rm -rf / ${"x".repeat(300)}`;
    const mail = digest([heldLead({ payload: { name: "Bot", message: long } })]);
    const quoted = mail.text.split("\n").find((line) => line.startsWith("   Message: "));
    expect(quoted).toBe(`   Message: ${long.replace("\n", " ").slice(0, 200)}…`);
    // The visitor's "Release it:" stays inside the quoted message, never a line of its own.
    expect(mail.text.split("\n").filter((line) => /^\s*Release it:/.test(line))).toEqual([
      "   Release it: npm run leads -- release 8d0c7f52-held",
    ]);
    expect(mail.html).toContain("&lt;b&gt;Hi&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Hi");
  });

  it("names the command line as the owner runs it on the server (LEADS_COMMAND)", () => {
    const mail = heldDigestEmail({
      leads: [heldLead()],
      total: 1,
      day: "2026-11-22",
      siteName: "Greater Des Moines Concrete",
      leadsCommand: "sudo /srv/gdm-concrete/bin/gdm-leads",
    });
    expect(mail.text).toContain("   Release it: sudo /srv/gdm-concrete/bin/gdm-leads release 8d0c7f52-held");
    expect(mail.text).toContain("The full list: sudo /srv/gdm-concrete/bin/gdm-leads list --status spam");
    expect(mail.text).not.toContain("npm run");
  });

  it("says how many more were held than it shows", () => {
    const mail = digest([heldLead()], 130);
    expect(mail.subject).toBe("130 submissions held as spam on 2026-11-22");
    expect(mail.text).toContain("…and 129 more, not shown here.");
  });

  it("shows a reason the guard no longer gives as it was stored", () => {
    expect(digest([heldLead({ spamReason: "too fast" })]).text).toContain("   Held because: too fast\n");
  });
});

describe("held digest job", () => {
  let smtp: FakeSmtp;
  let store: LeadStore;
  let run = 0;
  let clock: Date;
  const jobs: HeldDigestJob[] = [];
  const logs: Record<string, unknown>[] = [];

  beforeEach(async () => {
    run += 1;
    smtp = await startFakeSmtp();
    store = await openLeadStore(`file:${join(folder, `run-${run}`, "site.db")}`);
    logs.length = 0;
    // 8:00 AM in Des Moines.
    clock = new Date("2026-11-22T14:00:00.000Z");
  });

  afterEach(async () => {
    for (const job of jobs.splice(0)) await job.stop();
    await store.close();
    await smtp.close();
  });

  const start = (links?: OwnerLinks) => {
    const job = startHeldDigest({
      links,
      store,
      smtpUrl: smtp.url,
      to: "office@example.com",
      log: (event) => logs.push(event),
      siteName: "Greater Des Moines Concrete",
      checkEveryMs: 3_600_000,
      now: () => clock,
    });
    jobs.push(job);
    return job;
  };

  let serial = 0;
  const submission = (name: string, spamReason: string | null): NewLead => {
    serial += 1;
    return {
      formType: "contact",
      formName: "Website Contact Form",
      endpoint: "contact",
      payload: { name, email: `person${serial}@example.com`, message: `Message from ${name}` },
      name,
      email: `person${serial}@example.com`,
      response: { success: true },
      spamReason,
      receivedAt: new Date("2026-11-22T03:00:00.000Z"),
      destinations: ["webhook", "email"],
    };
  };

  it("e-mails the owner one digest of the held leads after 7 AM, and nothing more that day", async () => {
    const honeypot = await store.submit(submission("Hank Honeypot", "honeypot"));
    const links = await store.submit(submission("Lou Links", "mostly-links"));
    await store.submit(submission("Cara Customer", null));

    const job = start();
    await job.runOnce();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.to).toEqual(["office@example.com"]);
    const raw = decode(mail.raw);
    expect(raw).toContain("Subject: 2 submissions held as spam on 2026-11-22");
    expect(raw).toContain("Name: Hank Honeypot");
    expect(raw).toContain("Name: Lou Links");
    expect(raw).toContain(`Release it: npm run leads -- release ${honeypot.lead.id}`);
    expect(raw).toContain(`Release it: npm run leads -- release ${links.lead.id}`);
    expect(raw).not.toContain("Cara Customer");
    expect(logs).toEqual([{ event: "held_digest.sent", day: "2026-11-22", count: 2 }]);

    clock = new Date("2026-11-22T20:00:00.000Z");
    await job.runOnce();
    await start().runOnce();
    expect(smtp.messages).toHaveLength(1);
  });

  it("gives each held lead a signed Release link for that lead, good for 14 days", async () => {
    const held = await store.submit(submission("Hank Honeypot", "honeypot"));
    const links = ownerLinksFor({ SITE_URL: "https://www.example.com", OWNER_LINK_SECRET: undefined }, store);
    await start(links).runOnce();
    const raw = decode((await smtp.waitForMessages(1))[0].raw);
    expect(raw).toContain("open its Release link and confirm (or run the command under it)");
    expect(raw).toContain(`Or run: npm run leads -- release ${held.lead.id}`);
    const url = /Release: (https:\/\/www\.example\.com\/leads\/release\?token=\S+)/.exec(raw)?.[1] ?? "";
    expect(raw).toContain(`<a href="${url}">Release this lead</a>`);
    const token = new URL(url).searchParams.get("token");
    expect(await links.verify(token, "release", clock)).toEqual({
      ok: true,
      leadId: held.lead.id,
      purpose: "release",
      expiresAt: new Date(Math.floor((clock.getTime() + OWNER_LINK_TTL_MS) / 1000) * 1000),
    });
  });

  it("waits for 7 AM in Des Moines, then lists what was held overnight", async () => {
    await store.submit(submission("Hank Honeypot", "honeypot"));
    clock = new Date("2026-11-22T12:59:00.000Z");
    const job = start();
    await job.runOnce();
    expect(smtp.messages).toHaveLength(0);

    clock = new Date("2026-11-22T13:00:00.000Z");
    await job.runOnce();
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends nothing when nothing was held", async () => {
    await store.submit(submission("Cara Customer", null));
    await start().runOnce();
    expect(smtp.messages).toHaveLength(0);
    expect(logs).toEqual([]);
  });

  it("tries again at the next check when the mail server refused the digest", async () => {
    await store.submit(submission("Hank Honeypot", "honeypot"));
    smtp.refuse(1, 451);
    const job = start();
    await job.runOnce();
    expect(smtp.messages).toHaveLength(0);
    expect(logs).toEqual([
      expect.objectContaining({ event: "held_digest.failed", day: "2026-11-22", count: 1 }),
    ]);

    await job.runOnce();
    expect(smtp.messages).toHaveLength(1);
    expect(decode(smtp.messages[0].raw)).toContain("Name: Hank Honeypot");
  });
});
