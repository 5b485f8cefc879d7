import { notFoundCopy } from "@shared/content/pages/not-found.ts";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listening } from "../support/listen.ts";
import { loadServerThroughVite, startViteSite, type ViteServerModules } from "../support/vite-server.ts";

// The developer pages (/test-webhook, /test-forms) off, as on a production site by default: each
// answers the site's 404 page, the one /no-such-page gets, title and all (the W3C checker and pa11y
// report a page without a <title>); with DEVELOPER_PAGES=on, each is its own page.

let server: ViteServerModules;
let off: Listening;
let on: Listening;

beforeAll(async () => {
  server = await loadServerThroughVite();
  off = await startViteSite(server, { NODE_ENV: "production" });
  on = await startViteSite(server, { NODE_ENV: "production", DEVELOPER_PAGES: "on" });
}, 120_000);
afterAll(async () => {
  await Promise.all([off?.close(), on?.close()]);
  await server?.close();
});

/** What a person and a checker read of a 404 answer: its status, title, description, robots and heading. */
async function notFoundOf(site: Listening, path: string) {
  const response = await fetch(site.origin + path);
  const html = await response.text();
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    status: response.status,
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    heading: pick(/<h1[^>]*>([^<]*)<\/h1>/),
    canonical: /<link rel="canonical"/.test(html),
    phone: html.includes(siteConfig.phone),
  };
}

describe("the developer pages where they are off", () => {
  for (const path of ["/test-forms", "/test-webhook"]) {
    it(`${path} answers the site's 404 page, title included, as /no-such-page does`, async () => {
      const unknown = await notFoundOf(off, "/no-such-page");
      expect(unknown).toMatchObject({
        status: 404,
        title: `${notFoundCopy.title} | ${siteConfig.name}`,
        heading: notFoundCopy.heading,
        canonical: false,
        phone: true,
      });
      expect(await notFoundOf(off, path)).toEqual(unknown);
    });

    it(`${path} is its own page with DEVELOPER_PAGES=on`, async () => {
      const page = await notFoundOf(on, path);
      expect(page.status).toBe(200);
      expect(page.title).not.toContain(notFoundCopy.title);
      expect(page.title).toContain(siteConfig.name);
    });
  }
});
