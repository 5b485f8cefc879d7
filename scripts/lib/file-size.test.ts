import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Lines a file of the product may hold: past this, it holds two things and is split by what it holds. */
const MAX_LINES = 400;

/** The product's code: what runs on the server, in the browser and in WordPress; not tests or tools. */
const PRODUCT = /^(server|app|shared|bin|wordpress\/gdm-concrete-content)\/.*\.(ts|tsx|mjs|js|php)$/;
const NOT_PRODUCT = /(\.test\.tsx?$|^wordpress\/gdm-concrete-content\/tests\/)/;

function productFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => PRODUCT.test(file) && !NOT_PRODUCT.test(file));
}

describe("files stay small enough to read", () => {
  it(`no file of the product holds more than ${MAX_LINES} lines`, () => {
    const files = productFiles();
    expect(files.length).toBeGreaterThan(300);
    const over = files
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
