import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { unlessAborted } from "../core/abort.ts";
import { createWorkQueue, type WorkQueueOptions } from "../core/work-queue.ts";

/**
 * The encoded pictures, kept on disk (IMAGE_CACHE_DIR) so each is made once, not once per visit or
 * per restart (docs/decisions/019):
 *
 * - **Once:** visitors asking for a variant being made share that one encode, however many arrive;
 *   it is dropped if every one of them leaves before it is made.
 * - **Bounded:** the files together stay under `maxBytes`; the least recently served go first. The
 *   folder may be shared by the instances of one machine: a file is written under a temporary name
 *   and renamed, so none is ever read half written, and one another instance made is served as is.
 *   Every CACHE_SWEEP_EVERY_MS (and at start) the folder itself is measured, all instances' files
 *   together, and brought under the bound; temporary files a crash left behind are removed.
 * - **At most one encode per core** at once: a burst of first views waits its turn instead of
 *   running the server out of memory and CPU.
 */

/** How often the folder is measured and swept. */
export const CACHE_SWEEP_EVERY_MS = 10 * 60_000;
/**
 * A temporary file older than this was left by a crash: one being written now, by this instance or
 * another, is a few milliseconds old.
 */
export const STALE_TEMPORARY_MS = 10 * 60_000;

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

export interface VariantGetOptions extends Omit<WorkQueueOptions, "background"> {
  /**
   * Nobody waits for this call's answer yet (a warm-up): its encode lets the visitors' go first,
   * until a visitor asks for the same variant.
   */
  background?: boolean;
}

/** Runs a variant's CPU work in one of the cache's encode turns. */
export type EncodeTurn = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Makes a variant: reads what it needs (an original, which may come from a slow host) outside the
 * encode turns, and encodes inside `encodeTurn`. `gone` aborts once nobody waits for the variant.
 */
export type MakeVariant = (encodeTurn: EncodeTurn, gone: AbortSignal) => Promise<Buffer>;

interface Entry {
  bytes: number;
  usedAt: number;
}

export interface VariantCache {
  /**
   * The variant, from the disk or made now. `signal`: the caller has gone (it stops waiting, and the
   * variant is not made if nobody else waits); `queueLimit`: refuse (QueueFullError) rather than
   * wait behind this many encodes.
   */
  get(key: string, make: MakeVariant, options?: VariantGetOptions): Promise<CachedVariant>;
  /** The variant if it is made (or being made), without making it. */
  peek(key: string): Promise<Buffer | null>;
  /**
   * Keeps a variant made outside `get` (alongside another, from an original at hand), without taking
   * an encode's turn: safe to call from inside a `make`.
   */
  put(key: string, body: Buffer): Promise<void>;
  /** Measures the folder, brings it under the bound and removes stale temporary files (as the periodic sweep does). */
  sweep(): Promise<void>;
  readonly bytes: number;
  readonly files: number;
  /** Encodes running now and waiting for a turn. */
  readonly busy: { running: number; waiting: number };
}

interface Making {
  body: Promise<Buffer>;
  /** Calls waiting for it. */
  waiting: number;
  /** Of those, the ones somebody waits for (not background): while none, its encode yields. */
  wanted: number;
  gone: AbortController;
  readonly madeHere: boolean;
}

const fileName = (key: string) => createHash("sha256").update(key).digest("hex");
const VARIANT_FILE = /^[0-9a-f]{64}$/;
const TEMPORARY_FILE = /^\.[0-9a-f]{64}\.[0-9a-f]{12}$/;

interface Found {
  name: string;
  bytes: number;
  usedAt: number;
}

export function openVariantCache({
  dir,
  maxBytes,
  concurrency = availableParallelism(),
}: VariantCacheOptions): VariantCache {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Files already there (a restart, another instance): served, and counted against the bound.
  let entries = new Map<string, Entry>();
  let total = 0;

  /** Takes the folder as measured (least recently served first) for the bound, keeping what was served since. */
  function adopt(found: Found[], since: number) {
    const measured = new Map<string, Entry>();
    for (const { name, bytes, usedAt } of found.sort((a, b) => a.usedAt - b.usedAt))
      measured.set(name, { bytes, usedAt });
    for (const [name, entry] of entries)
      if (entry.usedAt >= since) {
        measured.delete(name);
        measured.set(name, entry);
      }
    entries = measured;
    total = 0;
    for (const entry of entries.values()) total += entry.bytes;
  }

  const isStale = (mtimeMs: number) => mtimeMs < Date.now() - STALE_TEMPORARY_MS;
  const ours = (names: string[]) =>
    names.filter((name) => VARIANT_FILE.test(name) || TEMPORARY_FILE.test(name));
  const atStart: Found[] = [];
  for (const name of ours(readdirSync(dir))) {
    try {
      const { size, mtimeMs } = statSync(join(dir, name));
      if (VARIANT_FILE.test(name)) atStart.push({ name, bytes: size, usedAt: mtimeMs });
      else if (isStale(mtimeMs)) rmSync(join(dir, name), { force: true });
    } catch {
      // Gone meanwhile (another instance's eviction).
    }
  }
  adopt(atStart, 0);

  const making = new Map<string, Making>();
  const turns = createWorkQueue(concurrency);

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

  async function sweep() {
    const started = Date.now();
    const found: Found[] = [];
    for (const name of ours(await readdir(dir))) {
      try {
        const { size, mtimeMs } = await stat(join(dir, name));
        if (VARIANT_FILE.test(name)) found.push({ name, bytes: size, usedAt: mtimeMs });
        else if (isStale(mtimeMs)) await rm(join(dir, name), { force: true });
      } catch {
        // Gone meanwhile.
      }
    }
    adopt(found, started);
    await evict();
  }
  let sweeping: Promise<void> | null = null;
  const sweepOnce = () => {
    sweeping ??= sweep()
      .catch(() => {})
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };
  setInterval(sweepOnce, CACHE_SWEEP_EVERY_MS).unref();
  evict().catch(() => {});

  async function store(name: string, body: Buffer) {
    const temporary = join(dir, `.${name}.${randomBytes(6).toString("hex")}`);
    await writeFile(temporary, body, { mode: 0o600 });
    await rename(temporary, join(dir, name));
    const previous = entries.get(name);
    if (previous) total -= previous.bytes;
    entries.delete(name);
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
      // So the sweeps, a restart and the other instances find the order of use.
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

  function start(name: string, make: MakeVariant, queueLimit: number | undefined): Making {
    const gone = new AbortController();
    let madeHere = false;
    const entry: Making = {
      body: Promise.resolve(Buffer.alloc(0)),
      waiting: 0,
      wanted: 0,
      gone,
      get madeHere() {
        return madeHere;
      },
    };
    const turn: EncodeTurn = (work) =>
      turns.run(work, { signal: gone.signal, queueLimit, background: () => entry.wanted === 0 });
    entry.body = (async () => {
      const cached = await fromDisk(name);
      if (cached) return cached;
      gone.signal.throwIfAborted();
      madeHere = true;
      const made = await make(turn, gone.signal);
      await store(name, made);
      return made;
    })();
    // Settled with nobody left waiting (all gone) is no unhandled rejection.
    entry.body
      .catch(() => {})
      .finally(() => {
        if (making.get(name) === entry) making.delete(name);
      });
    return entry;
  }

  return {
    async get(key, make, { signal, queueLimit, background = false } = {}) {
      const name = fileName(key);
      const joined = making.get(name);
      // Taken before the first await, so a second visitor arriving meanwhile shares this one.
      const entry = joined ?? start(name, make, queueLimit);
      if (!joined) making.set(name, entry);
      entry.waiting++;
      if (!background) entry.wanted++;
      try {
        const body = await unlessAborted(entry.body, signal);
        return { body, made: !joined && entry.madeHere };
      } finally {
        entry.waiting--;
        if (!background) entry.wanted--;
        if (entry.waiting === 0 && signal?.aborted) {
          // The last one waiting has gone: the encode is not wanted, and the next caller starts anew.
          entry.gone.abort();
          if (making.get(name) === entry) making.delete(name);
        }
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
      return pending ? pending.body.catch(() => null) : fromDisk(name);
    },
    sweep: sweepOnce,
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
