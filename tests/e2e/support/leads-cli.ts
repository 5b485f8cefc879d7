import { spawn } from "node:child_process";

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run leads -- …` with `env` (the site's store and settings), in its own process. Not spawnSync:
 * a stand-in server of the test (SMTP, say) lives in the test's process, and must keep answering
 * while the command talks to it.
 */
export function leadsCliWith(env: Record<string, string>) {
  return (...args: string[]): Promise<CliRun> => {
    const child = spawn(process.execPath, ["bin/leads.mjs", ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
  };
}
