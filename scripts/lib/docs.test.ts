import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { envSchema } from "../../server/core/env.ts";
import { anchorsOf, brokenLinks, documentationFiles, headingAnchor } from "./doc-links.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the documentation's links", () => {
  it("lead to a file of the repository, and a #fragment to a heading of that file", () => {
    const files = documentationFiles(root);
    expect(files).toContain("README.md");
    expect(files).toContain("docs/configuration.md");
    const broken = files.flatMap((file) => brokenLinks(root, file, read(file)));
    expect(broken.map((link) => `${link.file}:${link.line} (${link.target}) ${link.message}`)).toEqual([]);
  });

  describe("the check", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "doc-links-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, "docs/guide"), { recursive: true });
    writeFileSync(
      path.join(dir, "docs/guide/a.md"),
      "# 001 — A: `x` and [y](z.md)\n\n## Why, and how?\n\n## Why, and how?\n",
    );

    it("makes a heading's anchor as GitHub does", () => {
      expect(headingAnchor("001 — A: `x` and [y](z.md)")).toBe("001--a-x-and-y");
      expect(headingAnchor("Make it the client's site")).toBe("make-it-the-clients-site");
      expect([...anchorsOf("## Why, and how?\n\n```\n## not a heading\n```\n## Why, and how?\n")]).toEqual([
        "why-and-how",
        "why-and-how-1",
      ]);
    });

    it("names the file, line and target of each link that leads nowhere", () => {
      const text = [
        "Fine: [a](guide/a.md), [b](guide/a.md#why-and-how-1), [c](#here), [d](https://x.test/#n).",
        "## Here",
        "Broken: [e](guide/b.md) and [f](guide/a.md#why).",
        "`[g](not-a-link.md)` is code; [h](../../outside.md) is not ours; ![i](#there)",
      ].join("\n");
      expect(
        brokenLinks(dir, "docs/x.md", text).map((link) => `${link.line} ${link.target}: ${link.message}`),
      ).toEqual([
        "3 guide/b.md: docs/guide/b.md does not exist",
        "3 guide/a.md#why: docs/guide/a.md has no heading whose anchor is #why",
        "4 ../../outside.md: points outside the repository",
        "4 #there: docs/x.md has no heading whose anchor is #there",
      ]);
    });
  });
});

describe("docs/configuration.md", () => {
  const rows = read("docs/configuration.md")
    .split("\n")
    .filter((line) => /^\| `[A-Z][A-Z0-9_]+` /.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );

  it("has one row for each environment variable the server reads, and none for another", () => {
    const documented = rows.map(([name]) => name.replaceAll("`", ""));
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("gives each one a default, what it does and a link to why (or —)", () => {
    const incomplete = rows.filter(
      ([, fallback, what, why]) => !fallback || !what || !(why === "—" || /\]\([^)]+\)/.test(why ?? "")),
    );
    expect(incomplete.map(([name]) => name)).toEqual([]);
  });
});

describe("docs/decisions/README.md", () => {
  it("lists every decision record once, with its status", () => {
    const records = readdirSync(path.join(root, "docs/decisions"))
      .filter((name) => name.endsWith(".md") && name !== "README.md")
      .sort();
    const listed = read("docs/decisions/README.md")
      .split("\n")
      .map((line) => /^\| \[\d{3}\]\(([^)]+)\) *\|.+\| *(accepted|superseded)\b/i.exec(line)?.[1])
      .filter((file): file is string => file !== undefined);
    expect(listed.sort()).toEqual(records);
  });
});
