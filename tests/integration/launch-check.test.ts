import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../support/listen.ts";
import { loadServerThroughVite, type ViteServerModules } from "../support/vite-server.ts";

// The whole process as bin/start.mjs starts it (createServer, on the pages Vite builds), in
// production: a business file copied from deploy/business.example.json and left unedited stops the
// start, naming the fields; the demo starts, and its start log, its /readyz (asked from this machine)
// and `npm run doctor` list the same findings.

let server: ViteServerModules;
const dir = mkdtempSync(path.join(tmpdir(), "launch-check-site-"));
const EXAMPLE = path.resolve(import.meta.dirname, "../../deploy/business.example.json");

beforeAll(async () => {
  server = await loadServerThroughVite();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a production start", () => {
  it("is refused with an unedited copy of the example business file, in one line naming the fields", async () => {
    const copy = path.join(dir, "business.json");
    copyFileSync(EXAMPLE, copy);
    const database = path.join(dir, "refused.db");
    const env = server.entry.parseEnv({
      NODE_ENV: "production",
      BUSINESS_FILE: copy,
      DATABASE_URL: `file:${database}`,
      LEAD_SPOOL_MAX_MB: "0",
    });
    const events: Record<string, unknown>[] = [];
    const refused = await server.entry
      .createServer(env, undefined, (event) => events.push(event))
      .then(
        () => null,
        (error: Error) => error.message,
      );
    expect(refused).toContain(
      `The business file (${copy}) still holds deploy/business.example.json's placeholders:`,
    );
    expect(refused).toContain("phone, email, licence, social.facebook, social.instagram.");
    expect(refused).toContain("Check these too, still the example's: name, shortName, tagline, address, geo");
    expect(refused).toContain("foundedYear, warranty, projectsCompleted, paymentAccepted, promises, prices");
    expect(refused).not.toContain("\n");
    // Stopped before anything was opened: no store made, nothing logged as started.
    expect(existsSync(database)).toBe(false);
    expect(events).toEqual([]);
  });

  it("of the demo goes ahead, and says it runs as the demo; the log, /readyz and the doctor agree", async () => {
    const vars = {
      NODE_ENV: "production",
      DATABASE_URL: `file:${path.join(dir, "demo.db")}`,
      LEAD_SPOOL_DIR: path.join(dir, "spool"),
      IMAGE_CACHE_DIR: path.join(dir, "images"),
    };
    const events: Record<string, unknown>[] = [];
    const site = await server.entry.createServer(server.entry.parseEnv(vars), undefined, (event) =>
      events.push(event),
    );
    const listening = await listen(site.app);
    try {
      const logged = () =>
        events.filter((event) => event.event === "launch.warning").map((event) => event.code);
      await expect.poll(logged).toContain("demo-identity");
      const readyz = await (await fetch(`${listening.origin}/readyz`)).json();
      const answered = (readyz.warnings as { code: string }[]).map((warning) => warning.code);
      let stdout = "";
      const exit = await server.entry.runDoctor([], {
        env: vars,
        stdout: { write: (chunk: string) => (stdout += chunk) },
        stderr: { write: () => true },
      });
      const listed = [...stdout.matchAll(/^- ([a-z-]+): /gm)].map((match) => match[1]);
      expect(answered).toEqual([
        "demo-identity",
        "site-url",
        "leads-have-no-destination",
        "owner-has-no-email",
      ]);
      expect(logged()).toEqual(answered);
      expect(listed).toEqual(answered);
      expect(exit).toBe(1);
      const demo = events.find((event) => event.code === "demo-identity");
      expect(demo?.message).toContain("The site runs as the demo:");
    } finally {
      await listening.close();
      await site.stop();
    }
  });
});
