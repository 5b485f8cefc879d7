import { describe, expect, it } from "vitest";
import type { ImageSource } from "./image-urls";
import { shareOriginals } from "./router";

const source = (key: string): ImageSource => ({
  kind: "media",
  host: "cms.example.com",
  path: `${key}.jpg`,
  version: "",
  key,
});

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

  it("lets a failed read fail every use that shared it, and the next use try again", async () => {
    let failing = true;
    const withOriginal = shareOriginals(async () => {
      if (failing) throw new Error("host down");
      return Buffer.from("ok");
    });
    const uses = [1, 2].map(() => withOriginal(source("c"), async (original) => original.toString()));
    for (const use of uses) await expect(use).rejects.toThrow("host down");
    failing = false;
    expect(await withOriginal(source("c"), async (original) => original.toString())).toBe("ok");
  });
});
