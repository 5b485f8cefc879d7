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

  test("under systemd, marks each line of the message as an error for journald", async () => {
    // systemd sets JOURNAL_STREAM when standard output is the journal; `journalctl -p err` then finds these.
    const { code, output } = await runStart({ PORT: "eighty", JOURNAL_STREAM: "8:12345" });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines[0]).toBe("<3>Invalid configuration:");
    expect(lines).toContain("<3>  PORT: must be a port number");
    expect(lines.every((line) => line.startsWith("<3>"))).toBe(true);
  });

  test("names a database URL it cannot use", async () => {
    const { code, output } = await runStart({ DATABASE_URL: "mysql://db/site" });
    expect(code).toBe(1);
    expect(output).toContain("DATABASE_URL: must be file:<path> or postgres://");
  });
});
