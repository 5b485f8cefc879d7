import { builtInServices } from "@shared/content/services/index.ts";
import { PAGES } from "@shared/pages.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import { CMS_STAMPED_TITLE } from "../../tests/fakes/wordpress-samples.ts";
import { listen } from "../../tests/support/listen.ts";
import sitePagesFile from "../../wordpress/gdm-concrete-content/site-pages.json" with { type: "json" };
import { type ContentChange, createMemoryCluster } from "../cluster/index.ts";
import { composeSite } from "../compose.ts";
import { parseEnv } from "../core/env.ts";
import { createContentService } from "./index.ts";
import {
  changedPages,
  REFUSED_REVALIDATIONS_PER_MINUTE,
  REVALIDATE_PER_MINUTE,
  revalidationHeaders,
  SIGNATURE_HEADER,
  SIGNATURE_MAX_AGE_SECONDS,
  SITE_PAGES,
  TIMESTAMP_HEADER,
} from "./revalidate.ts";

const SECRET = "a-shared-secret-of-some-length";

interface Site {
  origin: string;
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The real app and content service over the fake WordPress, with an hour's TTL: only a revalidation refreshes. */
async function startSite(
  env: Record<string, string | undefined>,
  cluster = createMemoryCluster(),
): Promise<Site> {
  const parsed = parseEnv({
    NODE_ENV: "test",
    CONTENT_TTL_SECONDS: "3600",
    CONTENT_TIMEOUT_MS: "5000",
    ...env,
  });
  const events: Record<string, unknown>[] = [];
  const log = (event: Record<string, unknown>) => events.push(event);
  const { app } = composeSite({ env: parsed, content: createContentService(parsed), log, cluster });
  return { ...(await listen(app)), events };
}

const change = JSON.stringify({ changes: [{ type: "service", slug: "stamped-concrete", action: "update" }] });

function post(site: Site, body: string, headers: Record<string, string>) {
  return fetch(`${site.origin}/api/revalidate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

function signed(body: string, at = Math.floor(Date.now() / 1000), secret = SECRET) {
  return revalidationHeaders(secret, body, at);
}

async function serviceTitle(site: Site): Promise<string> {
  const response = await fetch(`${site.origin}/api/wp/services/stamped-concrete`);
  return (await response.json()).title;
}

let wp: FakeWordPress;
let site: Site;

beforeAll(async () => {
  wp = await startFakeWordPress();
});
afterAll(() => wp.close());
afterEach(async () => {
  await site?.close();
  wp.content.service[0].title = { rendered: "Stamped Concrete Patios &#038; Walkways" };
});

describe("POST /api/revalidate", () => {
  it("with a good signature, drops the cached content so the next read shows the edit", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
    expect(await serviceTitle(site)).toBe(CMS_STAMPED_TITLE);
    wp.content.service[0].title = { rendered: "Stamped Concrete &#8211; Edited" };
    expect(await serviceTitle(site)).toBe(CMS_STAMPED_TITLE);

    const response = await post(site, change, signed(change));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ revalidated: true, changes: 1 });
    expect(await serviceTitle(site)).toBe("Stamped Concrete – Edited");
    expect(site.events).toContainEqual(expect.objectContaining({ event: "revalidate.done" }));
  });

  it("tells every instance what changed: the records an edit names and their pages, or everything for a site option", async () => {
    const cluster = createMemoryCluster();
    const heard: ContentChange[] = [];
    cluster.onContentChanged((change) => heard.push(change));
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET }, cluster);
    expect((await post(site, change, signed(change))).status).toBe(200);
    const option = JSON.stringify({
      changes: [{ type: "site_option", slug: "home_page", action: "update" }],
    });
    expect((await post(site, option, signed(option))).status).toBe(200);
    expect(heard).toEqual([
      {
        everything: false,
        records: ["service:stamped-concrete"],
        pages: ["/services/stamped-concrete", "/services"],
      },
      { everything: true, records: [], pages: ["/"] },
    ]);
  });

  it("refuses a missing or wrong signature with 401, logs it, and keeps the cached content", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
    await serviceTitle(site);
    wp.content.service[0].title = { rendered: "Forged Title" };
    const attempts: Record<string, string>[] = [
      {},
      { [TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000)) },
      signed(change, undefined, "not-the-shared-secret-at-all"),
      { ...signed(change), [SIGNATURE_HEADER]: `sha256=${"0".repeat(64)}` },
      signed(`${change} `),
    ];
    for (const headers of attempts) {
      const response = await post(site, change, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Invalid signature" });
    }
    expect(await serviceTitle(site)).toBe(CMS_STAMPED_TITLE);
    const refused = site.events.filter((event) => event.event === "revalidate.refused");
    expect(refused.map((event) => event.reason)).toEqual([
      "missing signature",
      "missing signature",
      "bad signature",
      "bad signature",
      "bad signature",
    ]);
  });

  it("refuses an old timestamp and a replayed call", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
    const old = Math.floor(Date.now() / 1000) - SIGNATURE_MAX_AGE_SECONDS - 5;
    expect((await post(site, change, signed(change, old))).status).toBe(401);
    const headers = signed(change);
    expect((await post(site, change, headers)).status).toBe(200);
    expect((await post(site, change, headers)).status).toBe(401);
    expect(site.events.filter((e) => e.event === "revalidate.refused").map((e) => e.reason)).toEqual([
      "timestamp too old",
      "replayed",
    ]);
  });

  it("answers 400 to a signed body that is not a list of changes", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
    const body = JSON.stringify({ type: "service" });
    expect((await post(site, body, signed(body))).status).toBe(400);
  });

  it("answers 429 to a flood of good calls past the allowance", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
    const statuses: number[] = [];
    for (let call = 0; call < REVALIDATE_PER_MINUTE + 3; call++) {
      const body = JSON.stringify({ changes: [{ type: "faq", id: call, action: "update" }] });
      statuses.push((await post(site, body, signed(body))).status);
    }
    expect(statuses.slice(0, REVALIDATE_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(REVALIDATE_PER_MINUTE)).toEqual([429, 429, 429]);
    const last = await post(site, change, signed(change));
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets refused calls from WordPress's own address spend only their own budget: the next good call still lands", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
    await serviceTitle(site);
    const statuses: number[] = [];
    for (let call = 0; call < REFUSED_REVALIDATIONS_PER_MINUTE + 5; call++) {
      const body = JSON.stringify({ changes: [{ type: "faq", id: call, action: "update" }] });
      const headers = call % 2 ? {} : signed(body, undefined, "not-the-shared-secret-at-all");
      statuses.push((await post(site, body, headers)).status);
    }
    expect(statuses.slice(0, REFUSED_REVALIDATIONS_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(REFUSED_REVALIDATIONS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    // Past the flood, only refused calls are logged one by one; the good call is judged on its own.
    expect(site.events.filter((event) => event.event === "revalidate.refused")).toHaveLength(
      REFUSED_REVALIDATIONS_PER_MINUTE,
    );

    wp.content.service[0].title = { rendered: "Stamped Concrete &#8211; Edited" };
    const good = await post(site, change, signed(change));
    expect(good.status).toBe(200);
    expect(await serviceTitle(site)).toBe("Stamped Concrete – Edited");
  });

  it("does not exist without a secret, so nobody can make the site drop its caches", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url });
    const response = await post(site, change, signed(change));
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers only POST, and never from a cache", async () => {
    site = await startSite({ WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: SECRET });
    const response = await fetch(`${site.origin}/api/revalidate`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("WORDPRESS_WEBHOOK_SECRET", () => {
  it("must be long enough to sign with", () => {
    expect(() => parseEnv({ WORDPRESS_WEBHOOK_SECRET: "short" })).toThrow(/WORDPRESS_WEBHOOK_SECRET/);
    expect(parseEnv({ WORDPRESS_WEBHOOK_SECRET: SECRET }).WORDPRESS_WEBHOOK_SECRET).toBe(SECRET);
  });
});

describe("where WordPress's records show (the plugin's site-pages.json)", () => {
  /** A record of each kind the site has, to put in `{slug}`. */
  const EXAMPLE_SLUG: Record<string, string> = {
    service: "stamped-concrete",
    location: "ankeny",
    gallery_album: "stamped-patios",
    page: "about",
  };
  const served = (path: string) =>
    PAGES.some(
      (page) =>
        page.path === path || new RegExp(`^${page.path.replace(/:[a-z]+/g, "[a-z0-9-]+")}$`).test(path),
    );

  it("names, for every kind the plugin registers, pages the site serves", () => {
    expect(Object.keys(SITE_PAGES).sort()).toEqual(
      ["faq", "gallery_album", "location", "page", "post", "process_step", "service", "site_option"].sort(),
    );
    for (const [type, patterns] of Object.entries(SITE_PAGES)) {
      expect(patterns.length, type).toBeGreaterThan(0);
      for (const pattern of patterns) {
        const path = pattern.replace("{slug}", EXAMPLE_SLUG[type] ?? "");
        expect(served(path), `${type}: ${path}`).toBe(true);
      }
    }
  });

  it("offers a link field only pages the site lists, under the titles it gives them (`_links`)", () => {
    const links = Object.entries(sitePagesFile._links);
    expect(links.length).toBeGreaterThan(0);
    for (const [path, title] of links) {
      const page = PAGES.find((candidate) => candidate.path === path);
      expect(page?.listed?.title, path).toBe(title);
    }
  });

  it("offers a project's Service page every service page the site has, the built-in ones too (`_built_in`)", () => {
    expect(sitePagesFile._built_in.service).toEqual(
      Object.fromEntries(builtInServices.map((service) => [`/services/${service.slug}`, service.title])),
    );
  });

  it("renders the home page again at once when a site option (the home page's among them) changes", () => {
    expect(changedPages([{ type: "site_option", slug: "home_page", id: 305, action: "update" }])).toEqual([
      "/",
    ]);
  });

  it("gives the pages a change shows on, none for a record taken down or a slug that is no address", () => {
    expect(
      changedPages([
        { type: "faq", id: 3, action: "update" },
        { type: "service", slug: "patios", action: "publish" },
        { type: "gallery_album", slug: "stamped-patios", action: "update" },
        { type: "location", slug: "ankeny", action: "trash" },
        { type: "service", slug: "../admin", action: "update" },
        { type: "unknown_type", slug: "x", action: "update" },
      ]),
    ).toEqual(["/faq", "/services/patios", "/services", "/gallery/stamped-patios", "/gallery"]);
  });
});
