import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedPages, revalidationHeaders } from "../../server/content/revalidate.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { listen } from "../support/listen.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

// WordPress says a service changed: the site renders that page again at once, and with it makes the
// service's new picture (its placeholder, its AVIF at a phone's widths), so the first visitor after
// the edit waits for neither (docs/decisions/019, "Warm-up").

const SECRET = "a-shared-secret-of-some-length";
const SERVICE_PATH = "/services/stamped-concrete";

let server: ViteServerModules;
let wp: FakeWordPress;
let folder: string;

beforeAll(async () => {
  server = await loadServerThroughVite();
  wp = await startFakeWordPress();
  folder = mkdtempSync(join(tmpdir(), "warm-up-"));
}, 120_000);
afterAll(async () => {
  await wp?.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

function signed(body: string) {
  return revalidationHeaders(SECRET, body);
}

async function until(check: () => boolean, what: string, ms = 15_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a WordPress change", () => {
  it("names the pages it shows on: a service's and the list, a city's and the pages listing towns, an album's and the gallery", () => {
    expect(
      changedPages([
        { type: "service", slug: "stamped-concrete", action: "update" },
        { type: "location", slug: "ankeny", action: "publish" },
        { type: "gallery_album", slug: "stamped-patios", action: "update" },
        { type: "service", slug: "old-service", action: "trash" },
        { type: "settings", action: "settings" },
        { type: "service", slug: "%e2%80%8bx", action: "update" },
      ]),
    ).toEqual([
      "/services/stamped-concrete",
      "/services",
      "/locations/ankeny",
      "/locations",
      "/service-area",
      "/services/driveways",
      "/services/patios",
      "/services/sidewalks",
      "/services/decorative-concrete",
      "/gallery/stamped-patios",
      "/gallery",
    ]);
  });

  it("is rendered again with its new picture made before anyone asks for either", async () => {
    const events: Record<string, unknown>[] = [];
    const env = server.env.parseEnv({
      NODE_ENV: "test",
      SITE_URL: "https://www.example.com",
      WORDPRESS_URL: wp.url,
      WORDPRESS_WEBHOOK_SECRET: SECRET,
      CONTENT_TTL_SECONDS: "3600",
      CONTENT_TIMEOUT_MS: "5000",
      IMAGE_CACHE_DIR: join(folder, "images"),
    });
    const { app, images } = server.compose.composeSite({
      env,
      content: server.content.createContentService(env),
      build: server.build,
      log: (event) => events.push(event),
    });
    const site = await listen(app);
    try {
      await images.pictures();
      const body = JSON.stringify({
        changes: [{ type: "service", slug: "stamped-concrete", action: "update" }],
      });
      const answer = await fetch(`${site.origin}/api/revalidate`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...signed(body) },
        body,
      });
      expect(answer.status).toBe(200);
      await until(() => events.some((e) => e.event === "image.warmed"), "the service's picture to be made");
      const warmed = events.find((e) => e.event === "image.warmed");
      expect(warmed?.source).toMatch(/\/wp-content\/uploads\/2025\/05\/stamped-patio\.jpg@/);
      // The page is rendered once more after its picture: it then carries the placeholder.
      const heroOf = async () => {
        const page = await fetch(`${site.origin}${SERVICE_PATH}`);
        expect(page.headers.get("x-cache")).toBe("HIT");
        return (await page.text()).match(/<img[^>]*fetchPriority="high"[^>]*>/i)?.[0] ?? "";
      };
      let hero = await heroOf();
      const started = Date.now();
      while (!/background-color:#[0-9a-f]{6}/.test(hero) && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        hero = await heroOf();
      }
      expect(hero).toMatch(/src="\/_img\/1080\/[^"]+\/stamped-patio\.jpg"/);
      expect(hero).toMatch(/background-color:#[0-9a-f]{6}/);
      // The phone's file is there already: served without an encode.
      const src = hero.match(/src="([^"]+)"/)?.[1] ?? "";
      const encodedBefore = events.filter((e) => e.event === "image.encoded").length;
      const picture = await fetch(`${site.origin}${src}`, {
        headers: { Accept: "image/avif,image/webp,*/*" },
      });
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/avif");
      expect(events.filter((e) => e.event === "image.encoded").length).toBe(encodedBefore);
    } finally {
      await site.close();
    }
  });
});
