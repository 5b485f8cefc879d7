import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runContentCli } from "./cli.ts";

/**
 * `npm run content -- import`: against a stand-in WordPress on 127.0.0.1 that, like the plugin's
 * import route, accepts only a call signed with the shared secret ("gdm-import.v1.{timestamp}.{body}",
 * as includes/revalidate.php signs its calls to the site) and answers its counts per type.
 */

const SECRET = "import-secret-0123456789abcdef";

interface Call {
  body: string;
  signatureGood: boolean;
}

let calls: Call[];
let answer: (call: Call) => { status: number; body: unknown };
let origin: string;
let close: () => Promise<void>;

function signatureOf(req: IncomingMessage, body: string): boolean {
  const timestamp = String(req.headers["x-timestamp"] ?? "");
  const given = Buffer.from(String(req.headers["x-signature"] ?? ""));
  const expected = Buffer.from(
    `sha256=${createHmac("sha256", SECRET).update(`gdm-import.v1.${timestamp}.${body}`).digest("hex")}`,
  );
  const fresh = Math.abs(Number(timestamp) - Date.now() / 1000) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

beforeAll(async () => {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
        res.end(JSON.stringify(json));
      };
      if (req.method !== "POST" || req.url !== "/wp-json/gdm-concrete/v1/import") {
        return send(404, {
          code: "rest_no_route",
          message: "No route was found matching the URL and request method.",
        });
      }
      const call = { body, signatureGood: signatureOf(req, body) };
      calls.push(call);
      if (!call.signatureGood) {
        return send(401, {
          code: "gdm_bad_signature",
          message: "The signature is not valid.",
          data: { status: 401 },
        });
      }
      const { status, body: json } = answer(call);
      send(status, json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

beforeEach(() => {
  calls = [];
  answer = (call) => {
    const dryRun = JSON.parse(call.body).dry_run;
    return {
      status: 200,
      body: {
        dry_run: dryRun,
        seconds: 41.6,
        // The plugin's answer (includes/import.php): every outcome counted per type.
        counts: {
          service: { created: 7, updated: 0, unchanged: 0, kept: 1, skipped: 0, errors: 0 },
          location: { created: 9, updated: 0, unchanged: 0, kept: 0, skipped: 1, errors: 0 },
          gallery_album: { created: 3, updated: 0, kept: 0 },
          faq: { created: 5, updated: 0, kept: 0 },
          process_step: { created: 6, updated: 0, kept: 0 },
          post: { created: 6, updated: 0, kept: 0 },
          page: { created: 0, updated: 1, kept: 0 },
        },
      },
    };
  };
});

async function cli(argv: string[], env: Record<string, string | undefined> = {}) {
  let stdout = "";
  let stderr = "";
  const code = await runContentCli(argv, {
    env: { NODE_ENV: "test", WORDPRESS_URL: origin, WORDPRESS_WEBHOOK_SECRET: SECRET, ...env },
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
  });
  return { code, stdout, stderr };
}

describe("npm run content -- import", () => {
  it("asks WordPress, signed with the shared secret, and says what it did per type", async () => {
    const run = await cli(["import"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(calls).toEqual([{ body: '{"dry_run":false}', signatureGood: true }]);
    expect(run.stdout).toContain("WordPress imported the site's content in 42 s:");
    expect(run.stdout).toMatch(
      /^ {2}Services +7 created, 0 updated, 0 already as the site has them, 1 kept as you edited or made them, 0 skipped as you took them down$/m,
    );
    expect(run.stdout).toMatch(/^ {2}Towns +9 created, .*, 1 skipped as you took them down$/m);
    expect(run.stdout).toMatch(/^ {2}Gallery albums +3 created/m);
    expect(run.stdout).toMatch(/^ {2}FAQ questions +5 created/m);
    expect(run.stdout).toMatch(/^ {2}Process steps +6 created/m);
    expect(run.stdout).toMatch(/^ {2}Testimonials +6 created/m);
    expect(run.stdout).toMatch(/^ {2}Pages +0 created, 1 updated/m);
  });

  it("with --dry-run, asks what WordPress would do, and says nothing is changed yet", async () => {
    const run = await cli(["import", "--dry-run"]);
    expect(run.code).toBe(0);
    expect(calls.map((call) => call.body)).toEqual(['{"dry_run":true}']);
    expect(run.stdout).toContain("WordPress would change 37 records (nothing is changed yet):");
    expect(run.stdout).toMatch(
      /Services +7 to create, 0 to update, 0 already as the site has them, 1 to keep as you edited or made them/,
    );
    expect(run.stdout).toContain("Run it without --dry-run to import.");
  });

  it("refuses without WORDPRESS_URL or without the secret, and asks nothing", async () => {
    const noUrl = await cli(["import"], { WORDPRESS_URL: undefined });
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr).toMatch(
      /^WORDPRESS_URL is not set: the import runs in the WordPress the site reads/,
    );
    const noSecret = await cli(["import"], { WORDPRESS_WEBHOOK_SECRET: "" });
    expect(noSecret.code).toBe(1);
    expect(noSecret.stderr).toMatch(
      /^WORDPRESS_WEBHOOK_SECRET is not set: WordPress imports only when asked with the secret/,
    );
    expect(calls).toEqual([]);
  });

  it("says why when WordPress refuses: another secret, no import route, an error of its own", async () => {
    const wrongSecret = await cli(["import"], { WORDPRESS_WEBHOOK_SECRET: "another-secret-0123456789" });
    expect(wrongSecret.code).toBe(1);
    expect(calls.map((call) => call.signatureGood)).toEqual([false]);
    expect(wrongSecret.stderr).toContain(
      'WordPress did not import. It answered HTTP 401: "The signature is not valid."',
    );
    expect(wrongSecret.stderr).toContain("WORDPRESS_WEBHOOK_SECRET differs from the secret on its Settings");

    const noRoute = await cli(["import"], { WORDPRESS_URL: `${origin}/blog` });
    expect(noRoute.code).toBe(1);
    expect(noRoute.stderr).toContain("HTTP 404");
    expect(noRoute.stderr).toContain("the plugin GDM Concrete Content is not active there");

    answer = () => ({
      status: 500,
      body: { code: "internal_server_error", message: "There has been a critical error on this website." },
    });
    const failing = await cli(["import"]);
    expect(failing.code).toBe(1);
    expect(failing.stderr).toBe(
      'WordPress did not import. It answered HTTP 500: "There has been a critical error on this website.".\n',
    );
    expect(failing.stdout).not.toContain("imported");
  });

  it("says so when WordPress answers something else than its counts, or cannot be reached", async () => {
    answer = () => ({ status: 200, body: { posts: [] } });
    const odd = await cli(["import"]);
    expect(odd.code).toBe(1);
    expect(odd.stderr).toContain("WordPress answered, but not with the import's counts");

    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const away = await cli(["import"], { WORDPRESS_URL: gone });
    expect(away.code).toBe(1);
    expect(away.stderr).toMatch(new RegExp(`^Could not reach WordPress at ${gone}: .*ECONNREFUSED`));
  });

  it("lists what WordPress could not import, and exits 1", async () => {
    answer = () => ({
      status: 200,
      body: {
        counts: { gallery_album: { created: 2, updated: 0, unchanged: 0, kept: 0, skipped: 0, errors: 1 } },
        errors: [
          "Album modern-patios: the photo /images/gallery/modern-03.webp could not be copied.",
          "\u001b[2J\u001b[HA message that would clear the screen",
        ],
      },
    });
    const run = await cli(["import"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^ {2}Gallery albums +2 created, .*, 1 not imported$/m);
    expect(run.stdout).toContain("WordPress could not import everything:\n  Album modern-patios: the photo");
    // WordPress's words never drive the terminal.
    expect(run.stdout).not.toContain("\u001b");
    expect(run.stdout).toContain("  [2J [HA message that would clear the screen\n");
  });

  it("answers a command line it does not know with the usage", async () => {
    const unknown = await cli(["export"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "export"');
    expect(unknown.stderr).toContain("import [--dry-run]");
    const option = await cli(["import", "--force"]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('Unknown option "--force"');
    expect(calls).toEqual([]);
    expect((await cli(["help"])).stdout).toContain("Usage: npm run content -- <command>");
  });
});
