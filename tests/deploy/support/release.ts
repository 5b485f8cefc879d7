import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The site as it is installed on a server (/srv/gdm-concrete), and the next release installed over
 * it the way deploy/UPGRADE.md says: new files added, changed ones replaced whole, nothing removed
 * that the running processes may still load.
 */

const root = path.resolve(import.meta.dirname, "../../..");

/** A copy of this checkout's production build in `dir`: bin/, build/ and package.json, node_modules linked. */
export function installSite(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const part of ["bin", "build", "package.json"]) {
    cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

export interface NextRelease {
  /** The site-wide stylesheet every page links: the running build's name, and the next one's. */
  stylesheet: { before: string; after: string };
  /** The client's route manifest, which names the stylesheet, so it is renamed too. */
  manifest: { before: string; after: string };
}

/** As the build names a file: a hash of its content. */
const contentHash = (body: Buffer | string, encoding: "base64url" | "hex") =>
  createHash("sha256").update(body).digest(encoding).slice(0, 8);

/** A file and its precompressed copies, as scripts/precompress.mjs writes them. */
function writeAsset(file: string, body: string) {
  writeFileSync(file, body);
  const bytes = Buffer.from(body);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/** Written beside it, then renamed over it: a process reading it sees the old file or the new one. */
function replaceWhole(file: string, body: string) {
  const temporary = `${file}.next`;
  writeFileSync(temporary, body);
  renameSync(temporary, file);
}

/**
 * The next release, installed over the site in `dir`: the same build with its stylesheet changed,
 * so the stylesheet and the manifest naming it get new names (their content's hash), and the server
 * bundle, replaced whole, names the new ones. The running build's files all stay.
 */
export function installNextRelease(dir: string, stamp: string): NextRelease {
  const assets = path.join(dir, "build/client/assets");
  const serverBundle = path.join(dir, "build/server/index.js");
  let server = readFileSync(serverBundle, "utf8");

  // The stylesheet the most routes name is the site-wide one.
  const counts = new Map<string, number>();
  for (const [, name] of server.matchAll(/\/assets\/([\w.-]+\.css)/g))
    counts.set(name, (counts.get(name) ?? 0) + 1);
  const stylesheet = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const manifest = /\/assets\/(manifest-[0-9a-f]+\.js)/.exec(server)?.[1];
  if (!stylesheet || !manifest) throw new Error(`${serverBundle} names no stylesheet or no manifest`);

  const css = `${readFileSync(path.join(assets, stylesheet), "utf8")}\n/* release ${stamp} */\n`;
  const cssName = stylesheet.replace(/-[\w-]{8}\.css$/, `-${contentHash(css, "base64url")}.css`);
  const manifestBody = readFileSync(path.join(assets, manifest), "utf8").replaceAll(stylesheet, cssName);
  const manifestName = `manifest-${contentHash(manifestBody, "hex")}.js`;
  writeAsset(path.join(assets, cssName), css);
  writeAsset(path.join(assets, manifestName), manifestBody);

  server = server.replaceAll(stylesheet, cssName).replaceAll(manifest, manifestName);
  replaceWhole(serverBundle, server);
  return {
    stylesheet: { before: stylesheet, after: cssName },
    manifest: { before: manifest, after: manifestName },
  };
}
