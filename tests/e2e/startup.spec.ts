import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

test.describe("stopping the server started with the README's command", () => {
  test("SIGTERM to `npm start` stops the site itself, gracefully, leaving nothing running", async () => {
    test.setTimeout(60_000);
    const folder = mkdtempSync(join(tmpdir(), "npm-start-"));
    const port = await freePort();
    const npm = spawn("npm", ["start"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${join(folder, "site.db")}`,
        LEAD_SPOOL_DIR: join(folder, "spool"),
        IMAGE_CACHE_DIR: join(folder, "images"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (d) => {
      output += d;
    });
    npm.stderr.on("data", (d) => {
      output += d;
    });
    const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toContain("Site ready at");
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      // As systemd, a process manager or `kill` does: the signal goes to npm only, not its children.
      npm.kill("SIGTERM");
      await exited;
      await expect.poll(() => output, { timeout: 10_000 }).toContain('"event":"shutdown.done"');
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              () => "still answering",
              () => "stopped",
            ),
          { timeout: 10_000 },
        )
        .toBe("stopped");
    } finally {
      npm.kill("SIGKILL");
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
