import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Which top folders each side may import: the kernel is shared by both, and imports neither. */
const MAY_IMPORT: Record<string, string[]> = {
  shared: ["shared"],
  app: ["app", "shared"],
  server: ["server", "shared"],
};

/**
 * Data both sides of the WordPress plugin read (its JSON contracts, in the plugin's own folder so it
 * installs whole): the server may read those, and no code of the plugin's.
 */
const PLUGIN_CONTRACT = /^wordpress\/gdm-concrete-content\/[a-z-]+\.json$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The top folder an import specifier reaches, for aliases and relative paths alike. */
function folderOf(specifier: string, from: string): string | null {
  if (specifier.startsWith("~/")) return "app";
  if (specifier.startsWith("@shared/")) return "shared";
  if (!specifier.startsWith(".")) return null;
  return path.relative(root, path.resolve(path.dirname(from), specifier)).split(path.sep)[0];
}

describe("imports point down", () => {
  for (const [side, allowed] of Object.entries(MAY_IMPORT)) {
    it(`${side}/ imports only ${allowed.join(" and ")}/`, () => {
      const crossings = sourceFiles(path.join(root, side)).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
          .map((match) => ({
            file: path.relative(root, file),
            target: folderOf(match[1], file),
            specifier: match[1],
          }))
          .filter(({ target }) => target !== null && !allowed.includes(target))
          .filter(
            ({ file, specifier }) =>
              !(
                side === "server" &&
                PLUGIN_CONTRACT.test(path.relative(root, path.resolve(root, path.dirname(file), specifier)))
              ),
          ),
      );
      expect(crossings).toEqual([]);
    });
  }
});
