import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// The W3C Nu HTML Checker (the validator.w3.org/nu engine) from the vnu-jar package, run on the
// machine's Java 17+: the jar sits in node_modules, so nothing is downloaded at run time.
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin/java") : "java";
// A short run: the quick compiler alone (half the CPU time of the default over ~90 pages, same
// messages), which needs a deeper stack than the checker's 512 KB minimum for its schema.
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss16m"];

/** One message as the checker reports it (`--format json`). */
export interface CheckerMessage {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/**
 * Messages we accept, each with the reason. Anything else the checker says (errors, warnings and
 * notes alike) fails the page.
 */
export const acceptedMessages: { reason: string; matches: (message: CheckerMessage) => boolean }[] = [
  {
    reason:
      "React's server renderer writes every void element as `<meta … />`. The slash does nothing in " +
      "HTML, and the problem the note warns about (a slash read as part of an unquoted attribute " +
      "value) cannot happen: React quotes every attribute.",
    matches: (m) =>
      m.type === "info" &&
      m.subType === undefined &&
      m.message.startsWith("Trailing slash on void elements has no effect"),
  },
];

export function isAccepted(message: CheckerMessage): boolean {
  return acceptedMessages.some((rule) => rule.matches(message));
}

/** A message as a person reads it: where, how bad, what, and the markup around it. */
export function describe(page: string, message: CheckerMessage): string {
  const line = message.lastLine ?? message.firstLine ?? "?";
  const column = message.firstColumn ?? message.lastColumn ?? "?";
  const kind = message.subType === "warning" ? "warning" : message.type;
  const extract = message.extract ? `\n    ${message.extract.replaceAll("\n", "↵")}` : "";
  return `${page}:${line}:${column}: ${kind}: ${message.message}${extract}`;
}

/**
 * Checks every document in one run of the checker (one JVM start for them all) and returns each
 * document's messages, accepted ones included, by the name it was given.
 */
export async function checkDocuments(documents: Map<string, string>): Promise<Map<string, CheckerMessage[]>> {
  const folder = mkdtempSync(path.join(tmpdir(), "nu-html-"));
  try {
    const names = [...documents.keys()];
    const files = names.map((name, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, documents.get(name) ?? "");
      return file;
    });
    let stdout: string;
    try {
      ({ stdout } = await promisify(execFile)(
        JAVA,
        [...JVM_OPTIONS, "-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files],
        { maxBuffer: 256 * 1024 * 1024 },
      ));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new Error(
          `Java not found (${JAVA}): the HTML checker needs Java 17 or newer. Install Debian's with ` +
            "'sudo apt-get install -y default-jre-headless' (or set JAVA_HOME).",
        );
      }
      throw error;
    }
    const report = JSON.parse(stdout) as { messages: (CheckerMessage & { url?: string })[] };
    const byFile = new Map(files.map((file, index) => [file, names[index]]));
    const results = new Map<string, CheckerMessage[]>(names.map((name) => [name, []]));
    for (const { url, ...message } of report.messages) {
      const name = url && byFile.get(new URL(url).pathname);
      if (!name)
        throw new Error(`the checker reported on no document we gave it: ${JSON.stringify(message)}`);
      results.get(name)?.push(message);
    }
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
