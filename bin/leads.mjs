// npm run leads -- <command>: the operator CLI (server/leads/cli.ts), run from the server bundle so
// the TypeScript store needs no loader. Builds first when there is no build. `doctor` (also
// `npm run doctor`) is the launch check (server/launch-check-run.ts).
import { loadServerBundle, root } from "./server-bundle.mjs";

const [command, ...args] = process.argv.slice(2);
// `doctor`: the launch check (server/launch-check-run.ts), which needs the site's content, not the store.
const server = await loadServerBundle(
  command === "doctor" ? { runDoctor: "the launch check" } : { runLeadsCli: "the leads CLI" },
);

// `… export --csv | head` closes the pipe early: stop quietly rather than with a stack trace.
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const io = { env: process.env, stdout: process.stdout, stderr: process.stderr };
process.exitCode =
  command === "doctor"
    ? await server.runDoctor(args, io)
    : await server.runLeadsCli(process.argv.slice(2), { ...io, appDir: root });
