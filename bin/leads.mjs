// npm run leads -- <command>: the operator CLI (server/leads/cli.ts), run from the server bundle so
// the TypeScript store needs no loader. Builds first when there is no build. `doctor` (also
// `npm run doctor`) is the launch check (server/launch-check-run.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");

if (!existsSync(serverEntry)) {
  // On standard error, so `npm run leads -- export --csv > leads.csv` keeps only the CSV.
  console.error("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = await import(pathToFileURL(serverEntry).href);
if (typeof server.runLeadsCli !== "function") {
  console.error("The build predates the leads CLI: run `npm run build`, then this command again.");
  process.exit(1);
}

// `… export --csv | head` closes the pipe early: stop quietly rather than with a stack trace.
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const [command, ...args] = process.argv.slice(2);
const io = { env: process.env, stdout: process.stdout, stderr: process.stderr };
// `doctor`: the launch check (server/launch-check-run.ts), which needs the site's content, not the store.
if (command === "doctor" && typeof server.runDoctor !== "function") {
  console.error("The build predates the launch check: run `npm run build`, then this command again.");
  process.exit(1);
}
process.exitCode =
  command === "doctor"
    ? await server.runDoctor(args, io)
    : await server.runLeadsCli(process.argv.slice(2), { ...io, appDir: root });
