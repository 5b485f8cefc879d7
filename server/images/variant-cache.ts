import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { readFile, rename, rm, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { createTurns } from "../core/turns";

/**
 * The encoded pictures, kept on disk (IMAGE_CACHE_DIR) so each is made once, not once per visit or
 * per restart (docs/decisions/019):
 *
 * - **Once:** visitors asking for a variant being made share that one encode, however many arrive.
 * - **Bounded:** the files together stay under `maxBytes`; the least recently served go first. The
 *   folder may be shared by the instances of one machine: a file is written under a temporary name
 *   and renamed, so none is ever read half written, and one another instance made is served as is.
 * - **At most one encode per core** at once: a burst of first views waits its turn instead of
 *   running the server out of memory and CPU.
 */

export interface VariantCacheOptions {
  dir: string;
  maxBytes: number;
  /** Encodes at once; the number of cores by default. */
  concurrency?: number;
}

export interface CachedVariant {
  body: Buffer;
  /** Made by this call (false: from the disk, or shared with a call already making it). */
  made: boolean;
}

interface Entry {
  bytes: number;
  usedAt: number;
}

export interface VariantCache {
  get(key: string, make: () => Promise<Buffer>): Promise<CachedVariant>;
  /** The variant if it is made (or being made), without making it. */
  peek(key: string): Promise<Buffer | null>;
  /**
   * Keeps a variant made outside `get` (alongside another, from an original at hand), without taking
   * an encode's turn: safe to call from inside a `make`.
   */
  put(key: string, body: Buffer): Promise<void>;
  readonly bytes: number;
  readonly files: number;
  /** Encodes running now and waiting for a turn. */
  readonly busy: { running: number; waiting: number };
}

const fileName = (key: string) => createHash("sha256").update(key).digest("hex");

export function openVariantCache({
  dir,
  maxBytes,
  concurrency = availableParallelism(),
}: VariantCacheOptions): VariantCache {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Files already there (a restart, another instance): served, and counted against the bound.
  const entries = new Map<string, Entry>();
  let total = 0;
  const found = readdirSync(dir)
    .filter((name) => /^[0-9a-f]{64}$/.test(name))
    .map((name) => {
      const stat = statSync(join(dir, name));
      return { name, bytes: stat.size, usedAt: stat.mtimeMs };
    })
    .sort((a, b) => a.usedAt - b.usedAt);
  for (const { name, bytes, usedAt } of found) {
    entries.set(name, { bytes, usedAt });
    total += bytes;
  }

  const making = new Map<string, Promise<Buffer>>();
  const turns = createTurns(concurrency);

  function touch(name: string, entry: Entry) {
    // Map order is use order: the first entry is the least recently served.
    entries.delete(name);
    entry.usedAt = Date.now();
    entries.set(name, entry);
  }

  async function evict() {
    while (total > maxBytes && entries.size > 1) {
      const [name, entry] = entries.entries().next().value as [string, Entry];
      entries.delete(name);
      total -= entry.bytes;
      await rm(join(dir, name), { force: true });
    }
  }

  async function store(name: string, body: Buffer) {
    const temporary = join(dir, `.${name}.${randomBytes(6).toString("hex")}`);
    await writeFile(temporary, body, { mode: 0o600 });
    await rename(temporary, join(dir, name));
    const previous = entries.get(name);
    if (previous) total -= previous.bytes;
    entries.set(name, { bytes: body.length, usedAt: Date.now() });
    total += body.length;
    await evict();
  }

  async function fromDisk(name: string): Promise<Buffer | null> {
    try {
      const body = await readFile(join(dir, name));
      const entry = entries.get(name) ?? { bytes: body.length, usedAt: 0 };
      if (!entries.has(name)) total += body.length;
      touch(name, entry);
      // Now and then, so a restart finds the order it left.
      utimes(join(dir, name), new Date(), new Date()).catch(() => {});
      return body;
    } catch {
      const entry = entries.get(name);
      if (entry) {
        entries.delete(name);
        total -= entry.bytes;
      }
      return null;
    }
  }

  return {
    async get(key, make) {
      const name = fileName(key);
      const pending = making.get(name);
      if (pending) return { body: await pending, made: false };
      // Taken before the first await, so a second visitor arriving meanwhile shares this one.
      let madeHere = false;
      const started = (async () => {
        const cached = await fromDisk(name);
        if (cached) return cached;
        madeHere = true;
        const body = await turns.run(make);
        await store(name, body);
        return body;
      })();
      making.set(name, started);
      try {
        return { body: await started, made: madeHere };
      } finally {
        making.delete(name);
      }
    },
    async put(key, body) {
      const name = fileName(key);
      if (making.has(name) || entries.has(name)) return;
      await store(name, body);
    },
    async peek(key) {
      const name = fileName(key);
      const pending = making.get(name);
      return pending ? pending.catch(() => null) : fromDisk(name);
    },
    get bytes() {
      return total;
    },
    get files() {
      return entries.size;
    },
    get busy() {
      return { running: turns.running, waiting: turns.waiting };
    },
  };
}
