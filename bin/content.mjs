// npm run content -- <command>: the site's content tasks (server/content/cli.ts), run from the server
// bundle so the TypeScript needs no loader. Builds first when there is no build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");

if (!existsSync(serverEntry)) {
  console.error("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = await import(pathToFileURL(serverEntry).href);
if (typeof server.runContentCli !== "function") {
  console.error("The build predates the content command: run `npm run build`, then this command again.");
  process.exit(1);
}

process.exitCode = await server.runContentCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
