// The server bundle (build/server/index.js) for the command lines (bin/leads.mjs, bin/content.mjs):
// built first when there is no build, and refused with what to do when it predates the command.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");

/**
 * The bundle's exports, once each of `needs` (export name → what it is, for the message) is there.
 * Messages go to standard error, so `npm run leads -- export --csv > leads.csv` keeps only the CSV.
 */
export async function loadServerBundle(needs) {
  if (!existsSync(serverEntry)) {
    console.error("No build found: building the site first (npm run build)…");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const server = await import(pathToFileURL(serverEntry).href);
  for (const [name, what] of Object.entries(needs)) {
    if (typeof server[name] === "function") continue;
    console.error(`The build predates ${what}: run \`npm run build\`, then this command again.`);
    process.exit(1);
  }
  return server;
}
