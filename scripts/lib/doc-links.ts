// The rule that keeps the documentation's relative links working: every `[text](target)` in README.md,
// docs/ and deploy/ names a file or folder of the repository, and a `#fragment` names a heading (or an
// `id`) of the markdown file it points to, as GitHub makes the heading's anchor.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  message: string;
}

/** The markdown files whose links are checked: README.md and every .md under docs/ and deploy/. */
export function documentationFiles(root: string): string[] {
  const files = existsSync(path.join(root, "README.md")) ? ["README.md"] : [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) files.push(relative);
    }
  };
  for (const folder of ["docs", "deploy"]) if (existsSync(path.join(root, folder))) walk(folder);
  return files.sort();
}

/** A heading's anchor as GitHub makes it: its text lower-cased, punctuation dropped, spaces as dashes. */
export function headingAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a markdown text offers: its headings' (repeats numbered as GitHub does) and its ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = headingAnchor(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** The lines of a markdown text with fenced code blocks and inline code blanked out. */
function withoutCode(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line.replace(/`[^`]*`/g, (code) => " ".repeat(code.length));
  });
}

const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;

/** The relative links of one markdown file (path relative to root) that lead nowhere. */
export function brokenLinks(root: string, file: string, text: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (target: string) => {
    let anchors = anchorCache.get(target);
    if (!anchors) {
      anchors = anchorsOf(target === file ? text : readFileSync(path.join(root, target), "utf8"));
      anchorCache.set(target, anchors);
    }
    return anchors;
  };
  withoutCode(text).forEach((line, index) => {
    const targets = [...line.matchAll(LINK)].map((match) => match[1]);
    const reference = REFERENCE.exec(line);
    if (reference) targets.push(reference[1]);
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
      const report = (message: string) => broken.push({ file, line: index + 1, target, message });
      const [rawPath, fragment] = target.split("#", 2);
      const linked =
        rawPath === ""
          ? file
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
      if (linked.startsWith("..")) {
        report("points outside the repository");
        continue;
      }
      if (rawPath !== "" && !existsSync(path.join(root, linked))) {
        report(`${linked} does not exist`);
        continue;
      }
      if (fragment === undefined || fragment === "") continue;
      if (!linked.endsWith(".md") || (rawPath !== "" && statSync(path.join(root, linked)).isDirectory()))
        continue;
      if (!anchorsIn(linked).has(decodeURIComponent(fragment).toLowerCase())) {
        report(`${linked} has no heading whose anchor is #${fragment}`);
      }
    }
  });
  return broken;
}
