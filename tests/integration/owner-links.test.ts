import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { createEmailSender } from "../../server/leads/delivery/destinations/index.ts";
import { OWNER_LINK_TTL_MS, signOwnerToken, verifyOwnerToken } from "../../server/leads/owner/link-token.ts";
import { OWNER_LINK_SIGNER_SETTING, ownerLinksFor } from "../../server/leads/owner/links.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

// The owner's e-mail links end to end on each store: the real app over HTTP, its own pages, the
// real store, the e-mails through a real SMTP server on 127.0.0.1, and the command line.

const SITE_URL = "https://www.example.com";

interface Site {
  origin: string;
  store: LeadStore;
  notified: number;
  close(): Promise<void>;
}

async function startSite(databaseUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const store = await openLeadStore(databaseUrl);
  const site: Site = { origin: "", store, notified: 0, close: async () => {} };
  const { app } = composeSite({
    // A lead service is set (this site runs no worker): a lead's webhook delivery waits, pending.
    env: parseEnv({
      SITE_URL,
      RATE_LIMIT_PER_MINUTE: "100000",
      LEAD_WEBHOOK_URL: "http://127.0.0.1:9/leads",
      ...env,
    }),
    content: new EmbeddedSource(),
    store,
    deliveries: {
      notify: () => {
        site.notified += 1;
      },
    },
  });
  const listening = await listen(app);
  site.origin = listening.origin;
  site.close = async () => {
    await listening.close();
    await store.close();
  };
  return site;
}

async function submit(site: Site, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      form_name: "Website Contact Form",
      form_type: "contact",
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.com`,
      phone: "515-555-0100",
      subject: "Patio estimate",
      message: "Could you quote a 12x16 stamped patio behind our house in Ankeny?",
      page_url: `${SITE_URL}/contact`,
      _hp: "",
      _started: Date.now() - 20_000,
      ...extra,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const held = (site: Site, name: string) => submit(site, name, { _hp: "http://bot.example" });

/** The path and query of a link in an e-mail, to open on the test's own origin. */
const pathOf = (url: string) => url.slice(SITE_URL.length);

async function open(site: Site, url: string) {
  const response = await fetch(site.origin + pathOf(url));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function press(site: Site, path: string, token: string) {
  const response = await fetch(site.origin + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
  });
  return { status: response.status, html: await response.text() };
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

function ownerLinksSuite(name: string, databaseUrl: () => string, cleanup: () => Promise<void>) {
  describe(`the owner's e-mail links (${name})`, () => {
    let site: Site;
    let smtp: FakeSmtp;
    const links = () => ownerLinksFor({ SITE_URL, OWNER_LINK_SECRET: undefined }, site.store);

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      site = await startSite(databaseUrl());
    });
    afterAll(async () => {
      await site.close();
      await smtp.close();
      await cleanup();
    });

    it("opens a confirmation that changes nothing, and its button delivers the held lead exactly once", async () => {
      const id = await held(site, "Robin Held");
      const url = await links().url("release", id);
      expect(url).toMatch(/^https:\/\/www\.example\.com\/leads\/release\?token=[\w-]+\.[\w-]+$/);

      const shown = await open(site, url);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("cache-control")).toBe("no-store");
      expect(shown.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(shown.html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      for (const text of [
        "Deliver this held lead?",
        "Robin Held",
        "robin@example.com",
        "515-555-0100",
        "Website Contact Form",
        "Could you quote a 12x16 stamped patio",
        "honeypot (the hidden field that only programs fill in was filled)",
        "Deliver this lead</button>",
      ])
        expect(shown.html).toContain(text);
      // A link scanner opening it twice releases nothing.
      await open(site, url);
      expect((await site.store.get(id))?.lead.spam).toBe(true);

      const notified = site.notified;
      const first = await press(site, "/leads/release", tokenOf(url));
      expect(first.status).toBe(200);
      expect(first.html).toContain("Lead delivered");
      expect(site.notified).toBe(notified + 1);
      const detail = await site.store.get(id);
      expect(detail?.lead).toMatchObject({ spam: false, releasedAt: expect.any(Date) });
      expect(detail?.deliveries.map((d) => d.status)).toEqual(["parked", "parked", "pending"]);

      const second = await press(site, "/leads/release", tokenOf(url));
      expect(second.status).toBe(200);
      expect(second.html).toContain("Already released");
      expect(second.html).toMatch(/already released on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(site.notified).toBe(notified + 1);
      expect((await open(site, url)).html).toContain("Already released");
    });

    it("says plainly when a link is altered or expired, with 4xx pages and nothing changed", async () => {
      const id = await held(site, "Sam Stale");
      const token = tokenOf(await links().url("release", id));
      const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
      for (const response of [
        await open(site, `${SITE_URL}/leads/release?token=${altered}`),
        await press(site, "/leads/release", altered),
        await open(site, `${SITE_URL}/leads/release`),
        await open(site, `${SITE_URL}/leads/release?token=${"x".repeat(5_000)}`),
      ]) {
        expect(response.status).toBe(400);
        expect(response.html).toContain("This link is not valid");
      }

      const expiredAt = new Date(Date.now() - OWNER_LINK_TTL_MS - 60_000);
      const expired = tokenOf(await links().url("release", id, expiredAt));
      for (const response of [
        await open(site, `${SITE_URL}/leads/release?token=${expired}`),
        await press(site, "/leads/release", expired),
      ]) {
        expect(response.status).toBe(410);
        expect(response.html).toContain("This link has expired");
        expect(response.html).toContain("work for 14 days");
        expect(response.html).toContain(`npm run leads -- release ${id}`);
      }
      // A retry link is no release link.
      const retry = tokenOf(await links().url("retry", id));
      expect((await press(site, "/leads/release", retry)).status).toBe(400);
      expect((await site.store.get(id))?.lead.spam).toBe(true);
    });

    it("keeps every action out of the lead e-mail a reply quotes: it says where the owner marks spam", async () => {
      const id = await submit(site, "Pat Pitch");
      const lead = (await site.store.get(id))?.lead;
      if (!lead) throw new Error("the lead was not stored");
      for (const wordpressUrl of ["https://cms.example.com", undefined]) {
        const sender = createEmailSender({ smtpUrl: smtp.url, to: "office@example.com", wordpressUrl });
        await sender.send(lead, []);
        sender.close();
        const mail = decode(smtp.messages.at(-1)?.raw ?? "");
        // The reply goes to the visitor and quotes the body: nothing in it may act on the lead.
        expect(mail).toMatch(/^Reply-To: pat@example\.com/m);
        expect(mail).not.toContain("/leads/");
        expect(mail).not.toContain("token=");
        expect(mail).toContain(
          wordpressUrl
            ? `Spam? Mark it in WordPress, under Leads: https://cms.example.com/wp-admin/admin.php?page=gdm-leads&lead=${id}`
            : `Spam? Mark it on the server: npm run leads -- spam ${id}`,
        );
      }
      // WordPress's screen asks for its login; without one it never reaches the lead.
    });

    it("marks a lead as spam from the command line, once, deleting nothing, and `release` removes the mark", async () => {
      const id = await submit(site, "Pam Pitch");
      const before = await site.store.get(id);
      const cli = async (...args: string[]) => {
        let out = "";
        let err = "";
        const code = await runLeadsCli(args, {
          env: { DATABASE_URL: databaseUrl() },
          stdout: { write: (chunk: string) => (out += chunk) },
          stderr: { write: (chunk: string) => (err += chunk) },
        });
        return { code, out, err };
      };
      expect(await cli("spam", id)).toMatchObject({
        code: 0,
        out: expect.stringContaining("is marked as spam"),
      });
      const after = await site.store.get(id);
      expect(after?.lead.markedSpamAt).toEqual(expect.any(Date));
      expect(after?.lead.payload).toEqual(before?.lead.payload);
      expect(after?.deliveries.map((d) => d.status)).toEqual(["parked", "parked", "pending"]);
      expect((await cli("spam", id)).out).toContain("was already marked as spam");
      expect((await cli("spam", "no-such-lead")).code).toBe(1);
      expect((await cli("release", id)).out).toContain("no longer marked as spam");
      expect((await site.store.get(id))?.lead.markedSpamAt).toBeNull();
    });

    it("answers the retired spam link of an older lead e-mail with where to mark spam, minting no link and changing nothing", async () => {
      const id = await submit(site, "Paul Pitch");
      const before = await site.store.get(id);
      // A token of the retired link, signed as the site signed them, one day before it would expire.
      const key = await site.store.storeKey("owner-link");
      const payload = Buffer.from(
        JSON.stringify({ l: id, p: "spam", e: Math.floor((Date.now() + 24 * 60 * 60_000) / 1000) }),
      ).toString("base64url");
      const token = `${payload}.${createHmac("sha256", key).update(`owner-link.${payload}`).digest("base64url")}`;

      for (const answer of [
        await open(site, `${SITE_URL}/leads/spam?token=${token}`),
        await press(site, "/leads/spam", token),
      ]) {
        expect(answer.status).toBe(410);
        expect(answer.html).toContain("This link is no longer used");
        expect(answer.html).toContain("npm run leads -- spam ID");
        // No button, and no token of any other link on the page.
        expect(answer.html).not.toContain("<form");
        expect(answer.html).not.toContain("token");
      }
      const after = await site.store.get(id);
      expect(after?.lead.markedSpamAt).toBeNull();
      expect(after).toEqual(before);
    });

    it("`npm run leads -- digest` e-mails every held lead with its Release link, and says when nothing is held", async () => {
      const env = {
        DATABASE_URL: databaseUrl(),
        SITE_URL,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: "office@example.com",
      };
      let out = "";
      let err = "";
      const io = {
        env,
        stdout: { write: (chunk: string) => (out += chunk) },
        stderr: { write: (chunk: string) => (err += chunk) },
      };
      const before = smtp.messages.length;
      const id = await held(site, "Dana Digest");
      expect(await runLeadsCli(["digest"], io), err).toBe(0);
      expect(out).toMatch(/^Sent the summary of \d+ held submissions? to office@example\.com\.\n$/);
      const mail = decode(smtp.messages[before].raw);
      expect(mail).toContain("Dana Digest");
      const url = /Release: (https:\/\/www\.example\.com\/leads\/release\?token=[\w.-]+)/.exec(mail)?.[1];
      expect(url).toBeDefined();
      // The newest held lead is listed first; its link is signed for it, and opens its confirmation.
      const check = verifyOwnerToken(await site.store.storeKey("owner-link"), tokenOf(url ?? ""), "release");
      expect(check).toMatchObject({ ok: true, leadId: id });
      expect(mail).toContain(`Or run: npm run leads -- release ${id}`);
      expect((await open(site, url ?? "")).html).toContain("Dana Digest");

      for (const leadId of (await site.store.findLeads({ status: "held" })).rows.map((row) => row.lead.id))
        await site.store.release(leadId);
      out = "";
      expect(await runLeadsCli(["digest"], io)).toBe(0);
      expect(out).toBe("Nothing is held as spam: no summary sent.\n");

      err = "";
      expect(await runLeadsCli(["digest"], { ...io, env: { DATABASE_URL: databaseUrl() } })).toBe(1);
      expect(err).toContain("set SMTP_URL and NOTIFY_EMAIL");
    });

    it("names the command line as the owner runs it on the server when the unit sets LEADS_COMMAND", async () => {
      const server = await startSite(databaseUrl(), {
        LEADS_COMMAND: "sudo /srv/gdm-concrete/bin/gdm-leads",
      });
      try {
        const id = await held(server, "Sol Server");
        const expired = tokenOf(
          await links().url("release", id, new Date(Date.now() - OWNER_LINK_TTL_MS - 60_000)),
        );
        const page = await open(server, `${SITE_URL}/leads/release?token=${expired}`);
        expect(page.status).toBe(410);
        expect(page.html).toContain(`sudo /srv/gdm-concrete/bin/gdm-leads release ${id}`);
        const invalid = await open(server, `${SITE_URL}/leads/release?token=x`);
        expect(invalid.html).toContain("sudo /srv/gdm-concrete/bin/gdm-leads list");
        for (const answer of [page, invalid]) expect(answer.html).not.toContain("npm run leads");
      } finally {
        await server.close();
      }
    });

    it("signs with OWNER_LINK_SECRET when it is set, so a link signed elsewhere with it works", async () => {
      const secret = "an-owner-link-secret-of-32-characters-or-more";
      const other = await startSite(databaseUrl(), { OWNER_LINK_SECRET: secret });
      try {
        const id = await held(other, "Kim Configured");
        const token = signOwnerToken(secret, {
          leadId: id,
          purpose: "release",
          expiresAt: new Date(Date.now() + 60_000),
        });
        const shown = await open(other, `${SITE_URL}/leads/release?token=${token}`);
        expect(shown.status).toBe(200);
        expect(shown.html).toContain("Kim Configured");
        // The store's own key signs nothing on a site configured with a secret.
        const storeSigned = tokenOf(await links().url("release", id));
        expect((await open(other, `${SITE_URL}/leads/release?token=${storeSigned}`)).status).toBe(400);
      } finally {
        await other.close();
      }
    });

    it("`digest` signs with the site's key or sends nothing, whatever the command line was given", async () => {
      const secret = "an-owner-link-secret-the-site-has-of-32-characters";
      const other = await startSite(databaseUrl(), { OWNER_LINK_SECRET: secret });
      const smtpEnv = {
        DATABASE_URL: databaseUrl(),
        SITE_URL,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: "office@example.com",
      };
      const digest = async (env: Record<string, string>) => {
        let err = "";
        const code = await runLeadsCli(["digest"], {
          env,
          stdout: { write: () => true },
          stderr: { write: (chunk: string) => (err += chunk) },
        });
        return { code, err };
      };
      try {
        await expect.poll(() => other.store.readSetting(OWNER_LINK_SIGNER_SETTING)).toMatch(/^secret:/);
        const id = await held(other, "Sam Signer");
        const before = smtp.messages.length;
        // As the old checklist ran it: the database only, so the store's key would sign.
        const bare = await digest(smtpEnv);
        expect(bare.code).toBe(1);
        expect(bare.err).toContain(
          "The website signs its links with OWNER_LINK_SECRET, which this command was not given",
        );
        expect((await digest({ ...smtpEnv, OWNER_LINK_SECRET: `${secret}-old` })).err).toContain(
          "another OWNER_LINK_SECRET",
        );
        expect(smtp.messages.length).toBe(before);

        // With the site's settings, its links open on the site.
        const signed = await digest({ ...smtpEnv, OWNER_LINK_SECRET: secret });
        expect(signed.code, signed.err).toBe(0);
        const mail = decode(smtp.messages[before].raw);
        const url = /Release: (https:\/\/www\.example\.com\/leads\/release\?token=[\w.-]+)/.exec(mail)?.[1];
        const shown = await open(other, url ?? "");
        expect([shown.status, shown.html.includes("Sam Signer")]).toEqual([200, true]);
        await other.store.release(id);
      } finally {
        await other.close();
        // The suite's own site signs with the store's key again.
        await site.store.writeSetting(OWNER_LINK_SIGNER_SETTING, "store");
      }
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), "owner-links-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
ownerLinksSuite(
  "SQLite",
  () => `file:${join(folder, "site.db")}`,
  async () => {},
);

const schema = `owner_links_${randomBytes(6).toString("hex")}`;
ownerLinksSuite(
  "PostgreSQL",
  () => `${testPostgresUrl}?schema=${schema}`,
  () => dropSchema(schema),
);
