import type { ServerResponse } from "node:http";
import sharp from "sharp";
import { type Listening, listen } from "../support/listen.ts";

/**
 * A stand-in media host (WordPress's uploads) on 127.0.0.1, by the file's name:
 *
 * - `silent-…`: accepted and never answered, until `release()` answers it 404;
 * - `down-…`: 503 at once;
 * - anything else: a 1600 × 1200 JPEG photo.
 *
 * `requests` lists every path asked for, in order.
 */
export interface FakePictureHost {
  /** host:port, as WORDPRESS_URL's host. */
  host: string;
  url: string;
  requests: string[];
  /** Answers a silent file with 404, held now and asked for later; with no file, every one held now. */
  release(file?: string): void;
  close(): Promise<void>;
}

export async function startFakePictureHost(): Promise<FakePictureHost> {
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: "#8a7f70",
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const requests: string[] = [];
  const held: { file: string; res: ServerResponse }[] = [];
  const released = new Set<string>();
  const listening: Listening = await listen((req, res) => {
    const path = req.url ?? "";
    requests.push(path);
    const file = path.split("/").at(-1) ?? "";
    if (file.startsWith("silent-")) {
      if (released.has(file)) res.writeHead(404).end();
      else held.push({ file, res });
      return;
    }
    if (file.startsWith("down-")) return void res.writeHead(503).end();
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length }).end(photo);
  });
  return {
    host: new URL(listening.origin).host,
    url: listening.origin,
    requests,
    release(file) {
      if (file) released.add(file);
      for (const request of held.filter((request) => !file || request.file === file)) {
        held.splice(held.indexOf(request), 1);
        request.res.writeHead(404).end();
      }
    },
    close: () => listening.close(),
  };
}
