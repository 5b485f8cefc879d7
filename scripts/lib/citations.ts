// The rule that keeps the code's citations resolvable inside this repository: "the spec" is
// docs/product.md, "§N" one of its numbered sections, `docs/product.md, "Decided: X"` one of its
// headings, and `docs/decisions/NNN` a file of docs/decisions/. Nothing cites a document the
// repository does not hold.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What a citation may point at, read from the repository. */
export interface CitationTargets {
  /** The numbers of docs/product.md's top-level sections ("## 3. …" gives 3). */
  sections: Set<number>;
  /** docs/product.md's "Decided: …" headings, as written after the hashes. */
  decided: Set<string>;
  /** The files of docs/decisions/, e.g. "013-static-sections.md". */
  decisionFiles: string[];
}

export interface CitationViolation {
  file: string;
  line: number;
  message: string;
}

/** The folders and file types whose text is checked. */
export const CITING_FOLDERS = ["app", "shared", "server", "scripts", "tests", "bin", "tools", "wordpress"];
const CITING_EXTENSIONS = [".ts", ".tsx", ".mjs", ".php"];
const SKIPPED_FOLDERS = new Set(["node_modules", "build", "vendor", ".react-router"]);

// Documents kept outside the repository, by name: "DECISIONS.md", "SPEC.md", "(DECISIONS)".
const OUTSIDE_DOCUMENTS = /\b(?:DECISIONS|SPEC)\.md\b|\bDECISIONS\b(?=[,)])/g;
const SECTION = /§\s*(\d+)/g;
const SPEC_SECTIONS = /\bspec sections? (\d+)(?:(?:,| and) (\d+))*/gi;
const DECISION = /docs\/decisions\/(\d{3})(-[\w.-]*\w)?/g;
const DECIDED = /"(Decided: [^"]+)"/g;
const RELATIVE_PATH = /(?<![\w./-])(?:\.\.\/)+(?:\.\.(?![\w.])|[\w@-][\w.@-]*(?:\/[\w@-][\w.@-]*)*)?/g;

/** Reads the citation targets from docs/product.md and docs/decisions/. */
export function readCitationTargets(root: string): CitationTargets {
  return {
    ...productTargets(readFileSync(path.join(root, "docs/product.md"), "utf8")),
    decisionFiles: readdirSync(path.join(root, "docs/decisions")).filter((name) => name.endsWith(".md")),
  };
}

/** The section numbers and "Decided: …" headings of the product description's markdown. */
export function productTargets(markdown: string): Pick<CitationTargets, "sections" | "decided"> {
  const sections = new Set<number>();
  const decided = new Set<string>();
  for (const line of markdown.split("\n")) {
    const section = /^## (\d+)\. /.exec(line);
    if (section) sections.add(Number(section[1]));
    const heading = /^#{2,6} (Decided: .+?)\s*$/.exec(line);
    if (heading) decided.add(heading[1]);
  }
  return { sections, decided };
}

/** Every checked source file under root, as paths relative to root with forward slashes. */
export function citingFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (CITING_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
        files.push(relative);
      }
    }
  };
  for (const folder of CITING_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  return files.sort();
}

/** The citations of one file (path relative to the repository root) that resolve to nothing here. */
export function citationViolations(
  file: string,
  text: string,
  targets: CitationTargets,
): CitationViolation[] {
  const violations: CitationViolation[] = [];
  const directory = path.posix.dirname(file);
  text.split("\n").forEach((content, index) => {
    const report = (message: string) => violations.push({ file, line: index + 1, message });

    for (const match of content.matchAll(OUTSIDE_DOCUMENTS)) {
      report(`"${match[0]}" is not in this repository: cite docs/product.md (its § or "Decided: …" heading)`);
    }
    for (const match of content.matchAll(RELATIVE_PATH)) {
      if (path.posix.normalize(path.posix.join(directory, match[0])).startsWith("..")) {
        report(`"${match[0]}" points outside the repository`);
      }
    }
    for (const match of content.matchAll(SECTION)) {
      if (!targets.sections.has(Number(match[1]))) {
        report(`§${match[1]} is not a section of docs/product.md`);
      }
    }
    for (const match of content.matchAll(SPEC_SECTIONS)) {
      for (const number of match[0].match(/\d+/g) ?? []) {
        if (!targets.sections.has(Number(number)))
          report(`spec section ${number} is not a section of docs/product.md`);
      }
    }
    for (const match of content.matchAll(DECISION)) {
      const [cited, number, rest] = match;
      const found = rest
        ? targets.decisionFiles.includes(`${number}${rest}`) ||
          targets.decisionFiles.includes(`${number}${rest}.md`)
        : targets.decisionFiles.some((name) => name.startsWith(`${number}-`));
      if (!found) report(`${cited} is not a file of docs/decisions/`);
    }
    for (const match of content.matchAll(DECIDED)) {
      if (!targets.decided.has(match[1])) report(`"${match[1]}" is not a heading of docs/product.md`);
    }
    if (/"Decided: [^"]*$/.test(content)) {
      report(`a "Decided: …" citation is split across lines: keep the quoted heading on one line`);
    }
  });
  return violations;
}
