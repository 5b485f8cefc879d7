import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { IMAGE_WIDTHS, MAX_INPUT_PIXELS } from "../../server/images/encode.ts";
import { createImageUrls, type ImageUrls, indexOriginals } from "../../server/images/image-urls.ts";
import { createImageRouter } from "../../server/images/router.ts";
import {
  type EncodeTurn,
  openVariantCache,
  STALE_TEMPORARY_MS,
  type VariantCache,
} from "../../server/images/variant-cache.ts";
import { type Listening, listen } from "../support/listen.ts";

// The image service over real HTTP: the router, the encoder (sharp / libvips) and the disk cache,
// with originals in a folder of the site's and on a stand-in media host on 127.0.0.1 that can also
// be slow, silent, or send what is not a picture.

const folder = mkdtempSync(join(tmpdir(), "image-service-"));
const KEY = "a-store-key-for-image-addresses-0123456789abcdef";
const AVIF = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const WEBP = "image/webp,*/*";
const JPEG = "image/png,image/*;q=0.8,*/*;q=0.5";

/** A phone photo stand-in: 4032 × 3024, JPEG quality 95, turned by EXIF, with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#8a7f70",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "41/1 35/1 2400/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "93/1 37/1 1200/100",
      },
    })
    .toBuffer();
}

/** A PNG whose header claims `width` × `height` and whose data is a few bytes: a decompression bomb's shape. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A JPEG whose frame header (SOF0) claims 30,000 × 30,000. */
async function claimedJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#777" } })
    .jpeg({ mozjpeg: false, progressive: false })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(30_000, sof + 5);
  jpeg.writeUInt16BE(30_000, sof + 7);
  return jpeg;
}

interface MediaHost {
  listening: Listening;
  host: string;
  requests: string[];
  files: Map<string, { type: string; body: Buffer }>;
}

let photo: Buffer;
let media: MediaHost;
let site: Listening;
let urls: ImageUrls;
let cache: VariantCache;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  photo = await phonePhoto();
  const originalsDir = join(folder, "originals");
  mkdirSync(join(originalsDir, "gallery"), { recursive: true });
  writeFileSync(join(originalsDir, "hero.jpg"), photo);
  writeFileSync(join(originalsDir, "gallery", "patio-01.jpg"), photo);

  const files = new Map<string, { type: string; body: Buffer }>([
    ["/wp-content/uploads/2026/11/foundation.jpg", { type: "image/jpeg", body: photo }],
    ["/wp-content/uploads/2026/11/bomb.png", { type: "image/png", body: claimedPng(100_000, 100_000) }],
    ["/wp-content/uploads/2026/11/huge.jpg", { type: "image/jpeg", body: await claimedJpeg() }],
    [
      "/wp-content/uploads/2026/11/cut.jpg",
      { type: "image/jpeg", body: photo.subarray(0, photo.length / 2) },
    ],
    [
      "/wp-content/uploads/2026/11/script.jpg",
      {
        type: "image/jpeg",
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    [
      "/wp-content/uploads/2026/11/script.png",
      {
        type: "image/svg+xml",
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    [
      "/wp-content/uploads/2026/11/page.jpg",
      { type: "image/jpeg", body: Buffer.from("<!doctype html><title>Not found</title>") },
    ],
    [
      "/wp-content/uploads/2026/11/big.jpg",
      { type: "image/jpeg", body: Buffer.alloc(60 * 1024 * 1024, 0xff) },
    ],
  ]);
  const requests: string[] = [];
  const mediaListening = await listen((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? "";
    requests.push(path);
    if (path.endsWith("/silent.jpg")) return; // never answers
    if (path.endsWith("/slow.jpg")) {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.write(photo.subarray(0, 1000));
      return; // and never ends
    }
    const file = files.get(path);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": file.type }).end(file.body);
  });
  media = { listening: mediaListening, host: new URL(mediaListening.origin).host, requests, files };

  const originals = indexOriginals(originalsDir);
  urls = createImageUrls({ originals, mediaHosts: [media.host], key: KEY });
  cache = openVariantCache({ dir: join(folder, "cache"), maxBytes: 50 * 1024 * 1024 });
  const app = express();
  app.use(
    createImageRouter({
      urls,
      originals,
      cache,
      log: (event) => logged.push(event),
      mediaProtocol: "http:",
      mediaTimeoutMs: 1_500,
    }),
  );
  site = await listen(app);
}, 60_000);

afterAll(async () => {
  await site?.close();
  await media?.listening.close();
  rmSync(folder, { recursive: true, force: true });
});

const mediaSrc = (path: string) => `http://${media.host}/wp-content/uploads/2026/11/${path}`;

async function get(path: string, accept = AVIF, headers: Record<string, string> = {}) {
  const response = await fetch(site.origin + path, { headers: { accept, ...headers } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe("the image service", () => {
  it("sends AVIF, WebP or JPEG by the browser's Accept, at the width asked, cached for good", async () => {
    const path = urls.url("/images/hero.jpg", 828) ?? "";
    expect(path).toMatch(/^\/_img\/828\/[0-9a-f]{12}\/s\/hero\.jpg$/);
    for (const [accept, type, format] of [
      [AVIF, "image/avif", "heif"],
      [WEBP, "image/webp", "webp"],
      [JPEG, "image/jpeg", "jpeg"],
      ["image/avif;q=0, image/webp", "image/webp", "webp"],
    ] as const) {
      const { response, body } = await get(path, accept);
      expect([accept, response.status, response.headers.get("content-type")]).toEqual([accept, 200, type]);
      expect(response.headers.get("vary")).toBe("Accept");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe(format);
      // Turned upright by its EXIF orientation (6: a portrait taken with the phone held up).
      expect([meta.width, meta.height]).toEqual([828, 1104]);
    }
    const { response } = await get(path, WEBP);
    const again = await get(path, WEBP, { "if-none-match": response.headers.get("etag") ?? "" });
    expect(again.response.status).toBe(304);
  });

  it("keeps nothing of the camera's metadata: no EXIF, no GPS position, no orientation left to apply", async () => {
    const source = await sharp(photo).metadata();
    expect(source.exif?.length).toBeGreaterThan(0);
    expect(source.orientation).toBe(6);
    expect(photo.includes(Buffer.from("PhoneMaker"))).toBe(true);
    for (const accept of [AVIF, WEBP, JPEG]) {
      const { body } = await get(urls.url(mediaSrc("foundation.jpg"), 480, "t8x2k1") ?? "", accept);
      const meta = await sharp(body).metadata();
      expect([accept, meta.exif, meta.xmp, meta.iptc, meta.orientation ?? 1]).toEqual([
        accept,
        undefined,
        undefined,
        undefined,
        1,
      ]);
      expect(body.includes(Buffer.from("GPS"))).toBe(false);
      expect(body.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
  });

  it("makes a variant once for 50 visitors asking at the same moment, and fetches its original once", async () => {
    const path = urls.url(mediaSrc("foundation.jpg"), 1080, "t8x2k1") ?? "";
    const before = media.requests.length;
    const encodedBefore = logged.filter((event) => event.event === "image.encoded").length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(path, AVIF)));
    expect(answers.map(({ response }) => response.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map(({ body }) => body.toString("base64"))).size).toBe(1);
    expect(media.requests.length - before).toBe(1);
    expect(logged.filter((event) => event.event === "image.encoded").length - encodedBefore).toBe(1);
    // And once more from the disk, not made again.
    await get(path, AVIF);
    expect(logged.filter((event) => event.event === "image.encoded").length - encodedBefore).toBe(1);
  });

  it("refuses with 404 every address it did not make", async () => {
    const good = urls.url(mediaSrc("foundation.jpg"), 640, "t8x2k1") ?? "";
    const staticGood = urls.url("/images/hero.jpg", 640) ?? "";
    const before = media.requests.length;
    for (const path of [
      good.replace("/640/", "/641/"),
      good.replace("/640/", "/4096/"),
      // The signature's first character changed (to another: the key is random, so it may be "A").
      good.replace(/\.(.)/, (_, first: string) => `.${first === "A" ? "B" : "A"}`),
      good.replace("t8x2k1", "t8x2k2"),
      good.replace("foundation.jpg", "other.jpg"),
      good.replace(media.host, "evil.example"),
      staticGood.replace(/\/[0-9a-f]{12}\//, "/000000000000/"),
      staticGood.replace("hero.jpg", "../../etc/passwd"),
      staticGood.replace("hero.jpg", "missing.jpg"),
      "/_img/640/x/q/hero.jpg",
      "/_img/",
    ]) {
      const { response } = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect(urls.url("https://evil.example/wp-content/uploads/a.jpg", 640)).toBeNull();
    expect(urls.url(`${mediaSrc("foundation.jpg")}?resize=9999`, 640)).toBeNull();
    expect(media.requests.length).toBe(before);
  });

  it("answers 404, never 5xx, to hostile or broken originals, and stays responsive meanwhile", async () => {
    expect(MAX_INPUT_PIXELS).toBeLessThan(100_000 * 100_000);
    const slow = get(urls.url(mediaSrc("silent.jpg"), 640, "a") ?? "");
    const stalled = get(urls.url(mediaSrc("slow.jpg"), 640, "a") ?? "");
    for (const name of [
      "bomb.png",
      "huge.jpg",
      "cut.jpg",
      "script.jpg",
      "script.png",
      "page.jpg",
      "big.jpg",
      "gone.jpg",
    ]) {
      const started = Date.now();
      const { response } = await get(urls.url(mediaSrc(name), 640, "a") ?? "");
      expect([name, response.status]).toEqual([name, 404]);
      expect([name, response.headers.get("cache-control")]).toEqual([name, "no-store"]);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    // While the silent and the stalled host hold their requests, a picture is still served at once.
    const { response } = await get(urls.url("/images/gallery/patio-01.jpg", 320) ?? "");
    expect(response.status).toBe(200);
    expect((await slow).response.status).toBe(404);
    expect((await stalled).response.status).toBe(404);
  });

  it("gives srcset over the ladder up to the picture's own width", () => {
    const set = urls.srcSet("/images/hero.jpg", 1200) ?? "";
    expect(set.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "320w",
      "480w",
      "640w",
      "828w",
      "1080w",
      "1280w",
    ]);
    expect(IMAGE_WIDTHS.at(-1)).toBe(2048);
  });
});

describe("the site's app", () => {
  it("serves its own built-in pictures through the service, and WordPress's host only when signed", async () => {
    const env = parseEnv({
      SITE_URL: "https://www.example.com",
      WORDPRESS_URL: `http://${media.host}`,
      IMAGE_CACHE_DIR: join(folder, "app-cache"),
    });
    const { app, images } = composeSite({ env, content: new EmbeddedSource() });
    const served = await listen(app);
    try {
      const own = await images.urls();
      const hero = own.url("/images/hero-home.webp", 640) ?? "";
      const response = await fetch(served.origin + hero, { headers: { accept: AVIF } });
      expect([response.status, response.headers.get("content-type")]).toEqual([200, "image/avif"]);
      const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(width).toBe(640);
      const photoPath = own.url(mediaSrc("foundation.jpg"), 320, "t8x2k1") ?? "";
      expect((await fetch(served.origin + photoPath)).status).toBe(200);
      // Signed with another key (another site's, or this test's own): not this site's address.
      const foreign = urls.url(mediaSrc("foundation.jpg"), 320, "t8x2k1") ?? "";
      expect((await fetch(served.origin + foreign)).status).toBe(404);
    } finally {
      await served.close();
    }
    expect(() => parseEnv({ IMAGE_MEDIA_HOSTS: "media.example.com, https://x/" })).toThrow(
      /IMAGE_MEDIA_HOSTS/,
    );
    expect(
      parseEnv({ IMAGE_MEDIA_HOSTS: "Media.Example.com, cdn.example.com:8443" }).IMAGE_MEDIA_HOSTS,
    ).toEqual(["media.example.com", "cdn.example.com:8443"]);
  });
});

describe("the variant cache", () => {
  it("stays under its bound, dropping the least recently served first", async () => {
    const small = openVariantCache({ dir: join(folder, "bounded"), maxBytes: 3_000 });
    const make = (n: number) => async () => Buffer.alloc(1_000, n);
    for (const n of [1, 2, 3]) await small.get(`v${n}`, make(n));
    await small.get("v1", make(1)); // v1 served again: v2 is now the least recently served
    await small.get("v4", make(4));
    expect(small.bytes).toBeLessThanOrEqual(3_000);
    expect((await small.get("v1", make(9))).made).toBe(false);
    expect((await small.get("v2", make(2))).made).toBe(true);
    // A restart finds what is on the disk.
    const reopened = openVariantCache({ dir: join(folder, "bounded"), maxBytes: 3_000 });
    expect(reopened.files).toBe(small.files);
    expect((await reopened.get("v2", make(7))).body[0]).toBe(2);
  });

  it("runs no more encodes at once than it is given", async () => {
    const limited = openVariantCache({ dir: join(folder, "limited"), maxBytes: 1e9, concurrency: 2 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        limited.get(`slow${n}`, (encodeTurn) =>
          encodeTurn(async () => {
            running++;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 30));
            running--;
            return Buffer.from([n]);
          }),
        ),
      ),
    );
    expect(most).toBe(2);
  });

  it("encodes a visitor's picture before the warm-ups queued ahead of it, and a warm-up a visitor came to wait for as theirs", async () => {
    const { limited, first, finish, encoded, make } = await cacheWithOneTurnTaken("warm-ups last");
    // Warm-ups of a new album, queued first; then two visitors, one of them for a picture a warm-up is making.
    const warmUps = ["warm-1", "warm-2", "warm-3"].map((key) =>
      limited.get(key, make(key), { background: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const visitors = [limited.get("warm-3", make("warm-3")), limited.get("visitor", make("visitor"))];
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    await Promise.all([first, ...warmUps, ...visitors]);
    // The visitors' pictures first (the warm-up one came to wait for among them); the other warm-ups
    // after, in whichever order their look at the disk ended: no order among them is promised.
    expect(encoded.slice(0, 2)).toEqual(["warm-3", "visitor"]);
    expect(encoded.slice(2).sort()).toEqual(["warm-1", "warm-2"]);
  });

  it("does not encode a variant whose every caller left before its turn", async () => {
    const { limited, first, finish, encoded, make } = await cacheWithOneTurnTaken("left");
    const gone = [new AbortController(), new AbortController()];
    const left = gone.map(({ signal }) => limited.get("left", make("left"), { signal }));
    const stayed = new AbortController();
    const shared = [
      limited.get("shared", make("shared"), { signal: stayed.signal }),
      limited.get("shared", make("shared")),
    ];
    for (const controller of [...gone, stayed]) controller.abort();
    for (const call of [...left, shared[0]]) await expect(call).rejects.toThrow();
    finish();
    await first;
    expect((await shared[1]).body.toString()).toBe("shared");
    expect(encoded).toEqual(["shared"]);
    expect((await limited.get("left", make("left"))).made).toBe(true);
  });

  it("removes the temporary files a crash left behind, at start and in its sweep, but not one being written now", async () => {
    const dir = join(folder, "crashed");
    mkdirSync(dir, { recursive: true });
    const temporary = (n: number) => join(dir, `.${String(n).repeat(64)}.${"ab".repeat(6)}`);
    const longAgo = new Date(Date.now() - STALE_TEMPORARY_MS - 60_000);
    writeFileSync(temporary(1), "half a picture");
    utimesSync(temporary(1), longAgo, longAgo);
    writeFileSync(temporary(2), "being written by another instance");
    const cache = openVariantCache({ dir, maxBytes: 1e9 });
    expect([existsSync(temporary(1)), existsSync(temporary(2))]).toEqual([false, true]);
    writeFileSync(temporary(3), "left by a crash since");
    utimesSync(temporary(3), longAgo, longAgo);
    await cache.sweep();
    expect([existsSync(temporary(2)), existsSync(temporary(3))]).toEqual([true, false]);
  });

  it("keeps a folder shared by two instances under one bound, measuring the folder itself", async () => {
    const dir = join(folder, "shared");
    const [one, two] = [1, 2].map(() => openVariantCache({ dir, maxBytes: 5_000 }));
    const make = (n: number) => async () => Buffer.alloc(1_000, n);
    // Apart by more than the file system's clock step, so the files' times give their order.
    const apart = () => new Promise((resolve) => setTimeout(resolve, 15));
    for (const n of [1, 2, 3, 4]) await one?.get(`one${n}`, make(n)).then(apart);
    for (const n of [5, 6, 7, 8]) await two?.get(`two${n}`, make(n)).then(apart);
    const folderBytes = () => readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
    expect(folderBytes()).toBe(8_000);
    await one?.sweep();
    expect(folderBytes()).toBeLessThanOrEqual(5_000);
    // The least recently served went first: the first instance's, made before the second's.
    for (const key of ["one4", "two5", "two8"])
      expect([key, (await two?.get(key, make(0)))?.made]).toEqual([key, false]);
    expect((await one?.get("one1", make(1)))?.made).toBe(true);
  });
});

/**
 * A variant cache with one encode turn, taken by an encode that ends on `finish()`; `make(key)`
 * encodes `key` and notes it in `encoded`, in the order the turns came.
 */
async function cacheWithOneTurnTaken(name: string) {
  const limited = openVariantCache({ dir: join(folder, name), maxBytes: 1e9, concurrency: 1 });
  let finish = () => {};
  const first = limited.get("busy", (encodeTurn) =>
    encodeTurn(
      () =>
        new Promise<Buffer>((resolve) => {
          finish = () => resolve(Buffer.from("busy"));
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const encoded: string[] = [];
  const make = (key: string) => (encodeTurn: EncodeTurn) =>
    encodeTurn(async () => {
      encoded.push(key);
      return Buffer.from(key);
    });
  return { limited, first, finish: () => finish(), encoded, make };
}
