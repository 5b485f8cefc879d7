import { describe, expect, it } from "vitest";
import { QueueFullError } from "../core/work-queue.ts";
import type { ImageSource } from "./image-urls.ts";
import { shareOriginals } from "./originals.ts";

const source = (key: string): ImageSource => ({
  kind: "media",
  host: "cms.example.com",
  path: `${key}.jpg`,
  version: "",
  key,
});

/** A read that ends when the test says, and says what it was asked. */
function heldReads() {
  const started: string[] = [];
  const aborted: string[] = [];
  const pending = new Map<string, () => void>();
  return {
    started,
    aborted,
    finish: (key: string) => pending.get(key)?.(),
    read: (s: ImageSource, signal: AbortSignal) =>
      new Promise<Buffer>((resolve, reject) => {
        started.push(s.key);
        pending.set(s.key, () => resolve(Buffer.from(s.key)));
        signal.addEventListener("abort", () => {
          aborted.push(s.key);
          reject(signal.reason);
        });
      }),
  };
}

describe("originals shared by the uses under way", () => {
  it("reads a picture once for a warm-up and a visitor's request at the same time, and holds it no longer", async () => {
    const reads: string[] = [];
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const withOriginal = shareOriginals(async (s) => {
      reads.push(s.key);
      await arrived;
      return Buffer.from(s.key);
    });
    const warm = withOriginal(source("a"), async (original) => original.length);
    const visitor = withOriginal(source("a"), async (original) => original.toString());
    const other = withOriginal(source("b"), async (original) => original.toString());
    release();
    expect(await Promise.all([warm, visitor, other])).toEqual([1, "a", "b"]);
    expect(reads).toEqual(["a", "b"]);
    // Nothing is kept once every use has ended: the next use reads again.
    await withOriginal(source("a"), async () => null);
    expect(reads).toEqual(["a", "b", "a"]);
  });

  it("lets a failed read fail every use that shared it, answers the next uses at once for a while, then tries again", async () => {
    let reads = 0;
    let failing = true;
    const withOriginal = shareOriginals(
      async () => {
        reads++;
        if (failing) throw new Error("host down");
        return Buffer.from("ok");
      },
      { retryMs: 200 },
    );
    const uses = [1, 2].map(() => withOriginal(source("c"), async (original) => original.toString()));
    for (const use of uses) await expect(use).rejects.toThrow("host down");
    expect(reads).toBe(1);
    failing = false;
    await expect(withOriginal(source("c"), async (original) => original.toString())).rejects.toThrow(
      /failed \d+ ms ago: host down/,
    );
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await withOriginal(source("c"), async (original) => original.toString())).toBe("ok");
    expect(reads).toBe(2);
  });

  it("fetches at most `atOnce` media originals, holds each until its last use ends, and refuses past the queue's bound", async () => {
    const host = heldReads();
    const withOriginal = shareOriginals(host.read, { atOnce: 2 });
    let encoding = () => {};
    const encoded = new Promise<void>((resolve) => {
      encoding = resolve;
    });
    const a = withOriginal(source("a"), async () => encoded);
    const b = withOriginal(source("b"), async () => null);
    const c = withOriginal(source("c"), async () => null, { queueLimit: 1 });
    await expect(withOriginal(source("d"), async () => null, { queueLimit: 1 })).rejects.toBeInstanceOf(
      QueueFullError,
    );
    expect(host.started).toEqual(["a", "b"]);
    host.finish("a");
    await new Promise((resolve) => setTimeout(resolve, 10));
    // "a" is read but still in use (its encode): its turn is not given up yet.
    expect(host.started).toEqual(["a", "b"]);
    encoding();
    await a;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(host.started).toEqual(["a", "b", "c"]);
    host.finish("b");
    host.finish("c");
    await Promise.all([b, c]);
  });

  it("does not fetch an original whose every use has gone before its turn, and stops a fetch nobody waits for", async () => {
    const host = heldReads();
    const withOriginal = shareOriginals(host.read, { atOnce: 1 });
    const first = new AbortController();
    const a = withOriginal(source("a"), async () => null, { signal: first.signal });
    const gone = new AbortController();
    const b = withOriginal(source("b"), async () => null, { signal: gone.signal });
    const stays = withOriginal(source("b"), async () => null);
    const waiting = new AbortController();
    const c = withOriginal(source("c"), async () => null, { signal: waiting.signal });
    gone.abort();
    waiting.abort();
    await expect(b).rejects.toThrow();
    await expect(c).rejects.toThrow();
    first.abort();
    await expect(a).rejects.toThrow();
    expect(host.aborted).toEqual(["a"]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // "b" is still wanted by one use; "c" by none.
    expect(host.started).toEqual(["a", "b"]);
    host.finish("b");
    await stays;
    // Neither a fetch stopped for a visitor who left nor one never made is remembered as a failure.
    const again = withOriginal(source("a"), async (original) => original.toString());
    await new Promise((resolve) => setTimeout(resolve, 10));
    host.finish("a");
    expect(await again).toBe("a");
  });
});
