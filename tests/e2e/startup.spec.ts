import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/** Runs `node bin/start.mjs` with the given environment and collects how it ends. */
function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["bin/start.mjs"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("starting the server with a bad configuration", () => {
  test("stops at once with a message naming each bad variable", async () => {
    const { code, output } = await runStart({ PORT: "eighty", SITE_URL: "example.com" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration");
    expect(output).toContain("PORT: must be a port number");
    expect(output).toContain("SITE_URL: must be an absolute http(s) URL");
  });

  test("names a database URL it cannot use", async () => {
    const { code, output } = await runStart({ DATABASE_URL: "mysql://db/site" });
    expect(code).toBe(1);
    expect(output).toContain("DATABASE_URL: must be file:<path> or postgres://");
  });
});
