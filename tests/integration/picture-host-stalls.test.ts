import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, sep } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import type { ImageUrls } from "../../server/images/image-urls.ts";
import { images as builtIn } from "../../shared/content/images.ts";
import { type FakePictureHost, startFakePictureHost } from "../fakes/picture-host.ts";
import { type Listening, listen } from "../support/listen.ts";

// A picture host that stops answering (or answers errors) stalls only its own pictures: the site's
// built-in pictures are still made at once, a burst past the queues' bound is answered with the
// fallback picture, a failed source is not asked for again at once, and a visitor who leaves takes
// no turn. The host is WordPress's media host, as WORDPRESS_URL names it (docs/decisions/019).

/** As the app reads media: 15 s for a host to send an original (server/images/originals.ts). */
const MEDIA_TIMEOUT_MS = 15_000;
/** Encodes running at once in the app: one per core. */
const CORES = availableParallelism();
const AVIF = "image/avif,image/webp,*/*";
const FORMATS = ["image/avif,*/*", "image/webp,*/*", "image/jpeg"];
const WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 2048] as const;

let host: FakePictureHost;
let folder: string;
/** An image cache with the built-in pictures' placeholders already made, copied for each site. */
let seeded: string;

interface Site {
  listening: Listening;
  urls: ImageUrls;
  events: Record<string, unknown>[];
  origin: string;
}

async function openSite(): Promise<Site> {
  const cacheDir = mkdtempSync(join(folder, "cache-"));
  cpSync(seeded, cacheDir, { recursive: true });
  const env = parseEnv({
    SITE_URL: "https://www.example.com",
    WORDPRESS_URL: host.url,
    IMAGE_CACHE_DIR: cacheDir,
  });
  const events: Record<string, unknown>[] = [];
  const { app, images } = composeSite({
    env,
    content: new EmbeddedSource(),
    log: (event) => events.push(event),
  });
  const urls = await images.urls();
  await images.pictures();
  const listening = await listen(app);
  return { listening, urls, events, origin: listening.origin };
}

beforeAll(async () => {
  host = await startFakePictureHost();
  folder = mkdtempSync(join(tmpdir(), "picture-host-"));
  seeded = join(folder, "seeded");
  const env = parseEnv({
    SITE_URL: "https://www.example.com",
    WORDPRESS_URL: host.url,
    IMAGE_CACHE_DIR: seeded,
  });
  await composeSite({ env, content: new EmbeddedSource() }).images.pictures();
}, 60_000);

afterAll(async () => {
  await host?.close();
  rmSync(folder, { recursive: true, force: true });
});

const media = (file: string) => `${host.url}/wp-content/uploads/2026/12/${file}`;
/** The site's own originals (public/images), as their addresses name them. */
function builtInOriginals(): string[] {
  return readdirSync(join("public", "images"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(webp|jpe?g|png)$/.test(file))
    .map((file) => file.split(sep).join("/"))
    .sort();
}

function ask(site: Site, path: string, accept = AVIF, signal?: AbortSignal) {
  return fetch(site.origin + path, { headers: { accept }, signal }).then(async (response) => ({
    response,
    body: Buffer.from(await response.arrayBuffer()),
  }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, ms = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await pause(20);
  }
}

describe("a picture host that never answers", () => {
  it("stalls only its own pictures: a built-in picture asked for meanwhile is made at once", async () => {
    const site = await openSite();
    try {
      // More requests for the silent host's picture (each width and format a variant of its own)
      // than there are cores to encode on.
      const silent = Array.from({ length: CORES + 2 }, (_, n) =>
        ask(
          site,
          site.urls.url(media("silent-hero.jpg"), WIDTHS[n % 8], "a") ?? "",
          FORMATS[Math.floor(n / 8) % 3],
        ),
      );
      await until(
        () => host.requests.some((path) => path.endsWith("/silent-hero.jpg")),
        "the host to be asked",
      );
      await pause(200);

      const started = Date.now();
      const { response } = await ask(site, site.urls.url("/images/hero-home.webp", 480) ?? "");
      const waited = Date.now() - started;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/avif");
      expect(waited).toBeLessThan(MEDIA_TIMEOUT_MS / 3);
      // Its visitors share one fetch of the original.
      expect(host.requests.filter((path) => path.endsWith("/silent-hero.jpg"))).toHaveLength(1);

      host.release("silent-hero.jpg");
      for (const { response } of await Promise.all(silent)) expect(response.status).toBe(404);
    } finally {
      await site.listening.close();
    }
  }, 40_000);
});

describe("a picture that cannot be made", () => {
  it("is not asked of its host again at once: its next visitors are answered 404 without waiting", async () => {
    const site = await openSite();
    try {
      const first = await ask(site, site.urls.url(media("down-patio.jpg"), 640, "a") ?? "");
      expect(first.response.status).toBe(404);
      const asked = () => host.requests.filter((path) => path.endsWith("/down-patio.jpg")).length;
      expect(asked()).toBe(1);
      for (const width of [320, 828, 1080] as const) {
        const { response } = await ask(site, site.urls.url(media("down-patio.jpg"), width, "a") ?? "");
        expect([width, response.status, response.headers.get("cache-control")]).toEqual([
          width,
          404,
          "no-store",
        ]);
      }
      expect(asked()).toBe(1);
    } finally {
      await site.listening.close();
    }
  });

  it("is answered with nosniff, as every answer of /_img/ is", async () => {
    const site = await openSite();
    try {
      const picture = site.urls.url("/images/patio.webp", 320) ?? "";
      for (const path of [
        picture,
        picture.replace("/320/", "/321/"),
        "/_img/",
        site.urls.url(media("down-sidewalk.jpg"), 320, "a") ?? "",
      ]) {
        const { response } = await ask(site, path);
        expect([path, response.headers.get("x-content-type-options")]).toEqual([path, "nosniff"]);
      }
    } finally {
      await site.listening.close();
    }
  });
});

describe("more pictures waiting than the queues hold", () => {
  /** Answers that arrive within `ms`; the requests still waiting then are abandoned (their visitors leave). */
  async function burst(site: Site, paths: { path: string; accept: string }[], ms: number) {
    const leave = new AbortController();
    const answers: { response: Response; body: Buffer }[] = [];
    const all = paths.map(({ path, accept }) =>
      ask(site, path, accept, leave.signal).then(
        (answer) => void answers.push(answer),
        () => {},
      ),
    );
    await pause(ms);
    leave.abort();
    await Promise.all(all);
    return answers;
  }

  async function fallbackAt640(site: Site, accept: string) {
    return (await ask(site, site.urls.url(builtIn.fallback.src, 640) ?? "", accept)).body;
  }

  it("answers the fallback picture, kept by nobody, when too many encodes wait", async () => {
    const site = await openSite();
    try {
      // Past the encodes at once and the queue's bound (64), whatever the number of cores: large
      // widths of the built-in pictures, none made yet, so each encode takes a while.
      const wanted = CORES + 64 + 8;
      const variants = builtInOriginals()
        .flatMap((file) =>
          [2048, 1600].flatMap((width) =>
            FORMATS.slice(0, 2).map((accept) => ({
              path: site.urls.url(`/images/${file}`, width as 2048) ?? "",
              accept,
            })),
          ),
        )
        .slice(0, wanted);
      expect(variants).toHaveLength(wanted);
      const answers = await burst(site, variants, 3_000);
      const standIns = answers.filter(({ response }) => response.headers.get("cache-control") === "no-store");
      expect(standIns.length).toBeGreaterThan(0);
      for (const { response, body } of standIns) {
        expect(response.status).toBe(200);
        const type = response.headers.get("content-type") ?? "";
        expect(["image/avif", "image/webp"]).toContain(type);
        expect(response.headers.get("etag")).toBeNull();
        expect(body.equals(await fallbackAt640(site, type))).toBe(true);
      }
    } finally {
      await site.listening.close();
    }
  }, 40_000);

  it("answers the fallback picture when too many pictures wait for their host", async () => {
    const site = await openSite();
    try {
      // Originals fetched at once (4), and the queue's bound (64), all held by a silent host.
      const wanted = 4 + 64 + 4;
      const paths = Array.from({ length: wanted }, (_, n) => ({
        path: site.urls.url(media(`silent-album-${n}.jpg`), 828, "a") ?? "",
        accept: AVIF,
      }));
      const answers = await burst(site, paths, 2_000);
      expect(answers).toHaveLength(wanted - 4 - 64);
      for (const { response, body } of answers) {
        expect([response.status, response.headers.get("cache-control")]).toEqual([200, "no-store"]);
        expect(body.equals(await fallbackAt640(site, AVIF))).toBe(true);
      }
      const { width } = await sharp(answers[0]?.body).metadata();
      expect(width).toBe(640);
    } finally {
      host.release();
      await site.listening.close();
    }
  }, 40_000);
});

describe("a visitor who leaves before their picture's turn", () => {
  it("takes no fetch from the picture's host", async () => {
    const site = await openSite();
    const hold = Array.from({ length: 4 }, (_, n) => `silent-gone-${n}.jpg`);
    try {
      // The four fetches at once are held by a silent host.
      const held = hold.map((file) => ask(site, site.urls.url(media(file), 640, "a") ?? ""));
      await until(
        () => hold.every((file) => host.requests.some((path) => path.endsWith(`/${file}`))),
        "the host",
      );
      const leave = new AbortController();
      const left = ask(site, site.urls.url(media("left-alone.jpg"), 640, "a") ?? "", AVIF, leave.signal);
      await pause(200);
      leave.abort();
      await expect(left).rejects.toThrow();
      await pause(200);
      for (const file of hold) host.release(file);
      await Promise.all(held);
      await pause(500);
      expect(host.requests.filter((path) => path.endsWith("/left-alone.jpg"))).toEqual([]);
      // The next visitor who stays gets it.
      const { response } = await ask(site, site.urls.url(media("left-alone.jpg"), 640, "a") ?? "");
      expect(response.status).toBe(200);
    } finally {
      await site.listening.close();
    }
  }, 40_000);

  it("takes no encode", async () => {
    const site = await openSite();
    try {
      const encoded = (width: number, format: string) =>
        site.events.filter((e) => e.event === "image.encoded" && e.width === width && e.format === format)
          .length;
      // Every core busy with a large picture of its own.
      const busy = builtInOriginals()
        .slice(0, CORES)
        .map((file) => ask(site, site.urls.url(`/images/${file}`, 2048) ?? ""));
      await pause(100);
      const leave = new AbortController();
      const path = site.urls.url("/images/cta-bg.webp", 480) ?? "";
      const left = ask(site, path, "image/jpeg", leave.signal);
      await pause(100);
      leave.abort();
      await expect(left).rejects.toThrow();
      await Promise.all(busy);
      await pause(500);
      expect(encoded(480, "jpeg")).toBe(0);
      // Not made for anyone yet: the next visitor's request makes it.
      expect((await ask(site, path, "image/jpeg")).response.status).toBe(200);
      expect(encoded(480, "jpeg")).toBe(1);
    } finally {
      await site.listening.close();
    }
  }, 40_000);
});
