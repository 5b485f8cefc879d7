import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { siteContactInfo } from "@shared/content/contact.ts";
import { resolveIdentity } from "@shared/content/identity.ts";
import { depositRange, replyWithin, visitWithin, weWillGetBack } from "@shared/content/promises.ts";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import { parseEnv } from "../core/env.ts";
import { createIdentity } from "../core/live-identity.ts";
import { siteFromEnv } from "../core/site-from-env.ts";
import { createContentService } from "./index.ts";
import { reshapePromises } from "./reshape/index.ts";

// The office manager's promises and policies (WordPress: Settings → Concrete site → Promises and
// policies, the contact information's `promises`): each one she sets wins over the business file's,
// "none" removes one the file makes, and one she leaves empty is the file's. Every value WordPress
// answers is taken as hostile: one that is not a promise is logged and keeps the file's, never a 5xx.

const dir = mkdtempSync(path.join(tmpdir(), "wp-promises-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The example business file: a reply within 8 hours, a visit within 72, 2 to 4 days, a 30% deposit. */
const example = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../deploy/business.example.json"), "utf8"),
);
const businessFile = path.join(dir, "business.json");
writeFileSync(businessFile, JSON.stringify(example));

describe("reading WordPress's promises (reshapePromises)", () => {
  it("reads each promise set, none as no such promise, and leaves out what is empty", () => {
    const { promises, ignored } = reshapePromises({
      promises: {
        reply_hours: 4,
        visit_hours: "none",
        project_days: { low: 1, high: 2 },
        deposit_percent: null,
        satisfaction_guarantee: false,
        emergency_repairs: true,
      },
    });
    expect(promises).toEqual({
      replyHours: 4,
      visitHours: null,
      projectDays: { low: 1, high: 2 },
      satisfactionGuarantee: false,
      emergencyRepairs: true,
    });
    expect(ignored).toEqual([]);
  });

  it("leaves out, and names, every value that is not a promise within the business file's bounds", () => {
    const { promises, ignored } = reshapePromises({
      promises: {
        reply_hours: 0,
        visit_hours: "48",
        project_days: { low: 5, high: 3 },
        deposit_percent: { low: 20, high: 101 },
        satisfaction_guarantee: "yes",
        emergency_repairs: { deep: true },
      },
    });
    expect(promises).toEqual({});
    expect(ignored).toEqual([
      { promise: "replyHours", reason: "not within 1-336" },
      { promise: "visitHours", reason: "not a whole number" },
      { promise: "projectDays", reason: "low more than high" },
      { promise: "depositPercent", reason: "not within 0-100" },
      { promise: "satisfactionGuarantee", reason: "not true or false" },
      { promise: "emergencyRepairs", reason: "not true or false" },
    ]);
    for (const hostile of [1.5, Number.NaN, 1e308, -4, [24], "NONE", true]) {
      expect(reshapePromises({ promises: { reply_hours: hostile } }).promises, String(hostile)).toEqual({});
    }
    for (const shape of [undefined, null, "24", [], [{ reply_hours: 4 }]]) {
      expect(reshapePromises({ promises: shape }), JSON.stringify(shape)).toEqual({
        promises: {},
        ignored: [],
      });
    }
  });
});

describe("the promises of the resolved identity (resolveIdentity)", () => {
  const business = siteFromEnv(parseEnv({ NODE_ENV: "test", BUSINESS_FILE: businessFile }));
  const contact = siteContactInfo(business);

  it("keeps the business file's promises when WordPress sets none", () => {
    const site = resolveIdentity(business, contact);
    expect(replyWithin(site)).toBe("within 8 hours");
    expect(site.claims.promises).toEqual(business.claims.promises);
  });

  it("sets each of WordPress's over the file's, and none removes the file's", () => {
    const site = resolveIdentity(business, { ...contact, promises: { replyHours: 4, depositPercent: null } });
    expect(replyWithin(site)).toBe("within 4 hours");
    expect(weWillGetBack(site)).toBe("We'll get back to you within 4 hours.");
    expect(depositRange(site)).toBeNull();
    expect(visitWithin(site)).toBe("within 72 hours");
  });
});

describe("WordPress's promises through the content service to the identity and the built-in pages", () => {
  let wp: FakeWordPress | undefined;
  afterEach(async () => {
    await wp?.close();
    wp = undefined;
  });

  function servicesFor(wordpressUrl: string, events: Record<string, unknown>[]) {
    const env = parseEnv({
      NODE_ENV: "test",
      WORDPRESS_URL: wordpressUrl,
      BUSINESS_FILE: businessFile,
      CONTENT_TIMEOUT_MS: "2000",
      CONTENT_TTL_SECONDS: "3600",
    });
    const log = (event: Record<string, unknown>) => {
      events.push(event);
    };
    const content = createContentService(env, log);
    return { content, identity: createIdentity(content, siteFromEnv(env), log) };
  }

  /** The fake WordPress's contact information, whose `promises` the office manager fills. */
  const contactAcf = (fake: FakeWordPress) =>
    fake.content.site_option.find((option) => option.slug === "contact_info")?.acf as Record<string, unknown>;

  it("words WordPress's reply time and emergency repairs on the identity and a built-in page, logs a bad value and keeps the file's for it, and follows a change after a revalidation", async () => {
    wp = await startFakeWordPress();
    contactAcf(wp).promises = { reply_hours: 4, emergency_repairs: true, project_days: { low: 9, high: 2 } };
    const events: Record<string, unknown>[] = [];
    const { content, identity } = servicesFor(wp.url, events);

    const site = await identity.resolve();
    expect(replyWithin(site)).toBe("within 4 hours");
    expect(site.claims.promises.emergencyRepairs).toBe(true);
    expect(site.claims.promises.projectDays).toEqual({ low: 2, high: 4 });
    // A town and a service WordPress has no record of: the built-in words, with WordPress's promises.
    expect(JSON.stringify(await content.getLocation("altoona"))).toContain("Response within 4 hours");
    expect(JSON.stringify(await content.getLocation("altoona"))).not.toContain("within 8 hours");
    expect(JSON.stringify(await content.getService("repair"))).toContain(
      "Emergency repairs are available 24/7",
    );
    expect(events.filter((event) => event.event === "content.promise_ignored")).toEqual([
      { event: "content.promise_ignored", promise: "projectDays", reason: "low more than high" },
    ]);

    // She types none for the reply time and saves: the plugin's call drops the copies.
    contactAcf(wp).promises = { reply_hours: "none" };
    expect(replyWithin(await identity.resolve())).toBe("within 4 hours");
    content.invalidate();
    const after = await identity.resolve();
    expect(replyWithin(after)).toBeNull();
    expect(weWillGetBack(after)).toBe("We'll get back to you soon.");
    expect(after.claims.promises.emergencyRepairs).toBe(false);
    const altoona = JSON.stringify(await content.getLocation("altoona"));
    expect(altoona).not.toMatch(/Response within/);
  });

  it("keeps the business file's promises while WordPress is down, without an error", async () => {
    wp = await startFakeWordPress();
    contactAcf(wp).promises = { reply_hours: 4 };
    const events: Record<string, unknown>[] = [];
    const { content, identity } = servicesFor(wp.url, events);
    wp.setMode("failing");
    content.invalidate();
    expect(replyWithin(await identity.resolve())).toBe("within 8 hours");
    expect(events.some((event) => event.event === "identity.resolve_failed")).toBe(false);
  });
});
