import { readFile } from "node:fs/promises";
import { unlessAborted } from "../core/abort.ts";
import { LruMap } from "../core/lru-map.ts";
import { createWorkQueue, QueueFullError } from "../core/work-queue.ts";
import { ImageInputError } from "./encode.ts";
import type { ImageSource, StaticOriginal } from "./image-urls.ts";

/**
 * The originals the pictures are made from (docs/decisions/019): a file of the site's, or a media
 * host's copy, fetched apart from the encodes so that a slow host holds no encode's turn.
 */

/** What a media host may send: a phone photo is 3–8 MB; nothing a visitor sees needs more. */
export const MEDIA_MAX_BYTES = 40 * 1024 * 1024;
/** How long a media host has to send the whole original. */
export const MEDIA_TIMEOUT_MS = 15_000;
/**
 * Originals from media hosts fetched or held at once for visitors (fetching, or waiting for their
 * encode): a silent host takes these and nothing else, and memory holds at most this many media
 * originals besides the warm-ups' (one per warm-up turn). Twice the encodes at once, so that a
 * visitor's next picture is read and waiting when an encode ends, and no warm-up slips in between.
 */
export const MEDIA_ORIGINALS_AT_ONCE = 4;
/** Sources whose original could not be read, remembered so that their visitors do not wait again. */
export const FAILED_SOURCES_REMEMBERED = 1_000;
/** How long a source whose original could not be read is answered as missing before another try. */
export const FAILED_SOURCE_RETRY_MS = 60_000;

/** Reads a source's original; `signal` aborts when nobody wants it any more. */
export type ReadOriginal = (source: ImageSource, signal: AbortSignal) => Promise<Buffer>;

export interface OriginalUseOptions {
  /** The use is no longer wanted: it stops waiting, and the read stops once no use wants it. */
  signal?: AbortSignal;
  /** Refuse (QueueFullError) rather than wait behind this many reads of media originals. */
  queueLimit?: number;
  /**
   * A warm-up, bounded by its own turns: it reads without taking a visitor's turn, so warm-ups
   * never stand between visitors and their pictures (a silent host holds the warm-ups' turns).
   */
  background?: boolean;
}

/** Runs `use` on a source's original; the original may be shared with other uses under way. */
export type UseOriginal = <T>(
  source: ImageSource,
  use: (original: Buffer) => Promise<T>,
  options?: OriginalUseOptions,
) => Promise<T>;

export interface ShareOriginalsOptions {
  /** Media originals fetched or held at once. */
  atOnce?: number;
  /** How long a failed read is remembered. */
  retryMs?: number;
}

interface Held {
  original: Promise<Buffer>;
  uses: number;
  /** Aborted once no use wants the original: stops its read, and frees its turn. */
  done: AbortController;
}

/**
 * Originals shared by the uses under way: a warm-up and a visitor's request for the same picture, or
 * two widths asked at once, read (fetch, for a media host) the original once. An original is held
 * only while some use of it runs. A media original takes one of `atOnce` turns from its fetch until
 * its last use ends, so a silent host stalls only its own pictures, and memory holds at most that
 * many. A read that failed (the host silent, down, or sending what is no picture) is remembered for
 * `retryMs`: its visitors are answered at once meanwhile.
 */
export function shareOriginals(
  read: ReadOriginal,
  { atOnce = MEDIA_ORIGINALS_AT_ONCE, retryMs = FAILED_SOURCE_RETRY_MS }: ShareOriginalsOptions = {},
): UseOriginal {
  const held = new Map<string, Held>();
  const failed = new LruMap<string, { at: number; reason: string }>(FAILED_SOURCES_REMEMBERED);
  const mediaTurns = createWorkQueue(atOnce);

  function hold(source: ImageSource, { queueLimit, background }: OriginalUseOptions): Held {
    const done = new AbortController();
    const original =
      source.kind === "static" || background
        ? read(source, done.signal)
        : new Promise<Buffer>((resolve, reject) => {
            mediaTurns
              .run(
                async () => {
                  resolve(await read(source, done.signal));
                  // The turn is kept while the original is in memory.
                  if (!done.signal.aborted)
                    await new Promise((ended) =>
                      done.signal.addEventListener("abort", ended, { once: true }),
                    );
                },
                { signal: done.signal, queueLimit },
              )
              .catch(reject);
          });
    original.then(
      () => failed.delete(source.key),
      (error) => {
        // A visitor who left, or a queue that was full, says nothing about the source.
        if (done.signal.aborted || error instanceof QueueFullError) return;
        failed.set(source.key, { at: Date.now(), reason: String((error as Error).message ?? error) });
      },
    );
    return { original, uses: 0, done };
  }

  return async (source, use, options = {}) => {
    const { signal } = options;
    const failure = failed.peek(source.key);
    if (failure && Date.now() - failure.at < retryMs)
      throw new ImageInputError(`its original failed ${Date.now() - failure.at} ms ago: ${failure.reason}`);
    let entry = held.get(source.key);
    if (!entry) {
      entry = hold(source, options);
      held.set(source.key, entry);
    }
    entry.uses++;
    const taken = entry;
    try {
      return await use(await unlessAborted(taken.original, signal));
    } finally {
      taken.uses--;
      if (taken.uses === 0) {
        if (held.get(source.key) === taken) held.delete(source.key);
        taken.done.abort();
      }
    }
  };
}

/** The original from the media host, bounded in time and size; only a raster picture. */
export async function fetchMedia(
  url: string,
  maxBytes: number,
  timeoutMs: number,
  gone?: AbortSignal,
): Promise<Buffer> {
  const signal = gone
    ? AbortSignal.any([gone, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs);
  let response: globalThis.Response;
  try {
    response = await fetch(url, { redirect: "error", signal });
  } catch (error) {
    throw new ImageInputError(`the media host did not answer: ${(error as Error).message}`);
  }
  const type = (response.headers.get("content-type") ?? "").toLowerCase();
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ImageInputError(`the media host answered ${response.status}`);
  }
  if (!type.startsWith("image/") || type.includes("svg")) {
    await response.body?.cancel();
    throw new ImageInputError(`the media host sent ${type || "no type"}, not a picture`);
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ImageInputError(`the original is ${declared} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) throw new ImageInputError("the media host sent no body");
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw new ImageInputError(`the original is more than ${maxBytes} bytes`);
      }
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    if (error instanceof ImageInputError) throw error;
    throw new ImageInputError(`the media host stopped sending: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
}

export interface OriginalReaderOptions {
  originals: Map<string, StaticOriginal>;
  mediaMaxBytes?: number;
  mediaTimeoutMs?: number;
  /** The scheme the media hosts are read over. */
  mediaProtocol?: "https:" | "http:";
}

/** Reads a source's original: a file of the site's, or the media host's copy, bounded in time and size. */
export function createOriginalReader({
  originals,
  mediaMaxBytes = MEDIA_MAX_BYTES,
  mediaTimeoutMs = MEDIA_TIMEOUT_MS,
  mediaProtocol = "https:",
}: OriginalReaderOptions): ReadOriginal {
  return async (source, signal) => {
    if (source.kind === "media")
      return fetchMedia(
        `${mediaProtocol}//${source.host}/${source.path}`,
        mediaMaxBytes,
        mediaTimeoutMs,
        signal,
      );
    const original = originals.get(source.file);
    if (!original) throw new ImageInputError(`no original ${source.file}`);
    return readFile(original.path);
  };
}
