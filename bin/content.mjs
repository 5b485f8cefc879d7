// npm run content -- <command>: the site's content tasks (server/content/cli.ts), run from the server
// bundle so the TypeScript needs no loader. Builds first when there is no build.
import { loadServerBundle } from "./server-bundle.mjs";

const server = await loadServerBundle({ runContentCli: "the content command" });

process.exitCode = await server.runContentCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
