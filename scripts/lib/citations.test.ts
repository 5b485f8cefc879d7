import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { citationViolations, citingFiles, productTargets, readCitationTargets } from "./citations.ts";

const root = path.resolve(import.meta.dirname, "../..");
// The rule's own files spell out the forms they reject.
const ruleFiles = new Set(["scripts/lib/citations.ts", "scripts/lib/citations.test.ts"]);

describe("citations in the code resolve inside the repository", () => {
  it("cite docs/product.md's sections and headings, docs/decisions/ files, and nothing outside", () => {
    const targets = readCitationTargets(root);
    expect([...targets.sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const files = citingFiles(root).filter((file) => !ruleFiles.has(file));
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      citationViolations(file, readFileSync(path.join(root, file), "utf8"), targets),
    );
    expect(violations.map((v) => `${v.file}:${v.line} ${v.message}`)).toEqual([]);
  });

  it("names the file and line of each citation that resolves to nothing", () => {
    const targets = {
      ...productTargets(
        ["## 1. What", "## 2. Screens", "## Decided where", "### Decided: developer pages"].join("\n"),
      ),
      decisionFiles: ["013-static-sections.md"],
    };
    const source = [
      "// Fine: spec §2, (§1), docs/decisions/013, docs/decisions/013-static-sections.md.",
      '// Fine: docs/product.md, "Decided: developer pages"; import "../shared/pages".',
      "// Cites the spec §7 and (§12).",
      "// As DECISIONS.md says (see SPEC.md).",
      "// The (DECISIONS, Identity) rule.",
      'import { x } from "../../../shared/x";',
      "// docs/decisions/099 and docs/decisions/013-gallery.md.",
      '// docs/product.md, "Decided: gallery pages".',
      '// docs/product.md, "Decided: developer',
      "// spec sections 2 and 8.",
    ].join("\n");
    expect(
      citationViolations("app/lib/x.ts", source, targets).map((v) => `${v.file}:${v.line} ${v.message}`),
    ).toEqual([
      "app/lib/x.ts:3 §7 is not a section of docs/product.md",
      "app/lib/x.ts:3 §12 is not a section of docs/product.md",
      'app/lib/x.ts:4 "DECISIONS.md" is not in this repository: cite docs/product.md (its § or "Decided: …" heading)',
      'app/lib/x.ts:4 "SPEC.md" is not in this repository: cite docs/product.md (its § or "Decided: …" heading)',
      'app/lib/x.ts:5 "DECISIONS" is not in this repository: cite docs/product.md (its § or "Decided: …" heading)',
      'app/lib/x.ts:6 "../../../shared/x" points outside the repository',
      "app/lib/x.ts:7 docs/decisions/099 is not a file of docs/decisions/",
      "app/lib/x.ts:7 docs/decisions/013-gallery.md is not a file of docs/decisions/",
      'app/lib/x.ts:8 "Decided: gallery pages" is not a heading of docs/product.md',
      'app/lib/x.ts:9 a "Decided: …" citation is split across lines: keep the quoted heading on one line',
      "app/lib/x.ts:10 spec section 8 is not a section of docs/product.md",
    ]);
  });
});
