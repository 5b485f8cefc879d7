import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { type RealWordPress, realWordPress } from "./support.ts";

// The plugin's PHP tests that need WordPress itself (its sanitising and escaping, its database, users,
// nonces and capabilities, its Media Library, its safe HTTP API): tests/wordpress/php, run with PHPUnit
// inside this WordPress, each PHP test in a database transaction rolled back at its end, so nothing of
// theirs is left for the files after. One test here per PHP test, so a failure is named. The plugin's
// tests without WordPress are wordpress/gdm-concrete-content/tests (npm test).
// Files run in name order: this one comes before wordpress.spec.ts, whose last test stops WordPress.

test.describe.configure({ mode: "serial" });

const root = path.resolve(import.meta.dirname, "../..");
const suite = path.join(import.meta.dirname, "php");

/** Every PHP test, as "Class::method", read from the suite's files. */
const phpTests = readdirSync(suite)
  .filter((file) => /^test-.+\.php$/.test(file))
  .flatMap((file) => {
    const source = readFileSync(path.join(suite, file), "utf8");
    const className = /\bclass (\w+) extends/.exec(source)?.[1] ?? file;
    return [...source.matchAll(/public function (test_\w+)\(/g)].map(
      ([, method]) => `${className}::${method}`,
    );
  });

interface Run {
  /** What PHPUnit printed. */
  output: string;
  /** Each PHP test run, by "Class::method": '' when it passed, else why not. */
  results: Map<string, string>;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", "#039": "'", amp: "&" };
/** XML's text as it reads. */
const text = (xml: string) =>
  xml.replace(/&(lt|gt|quot|apos|#039|amp);/g, (_, entity: string) => ENTITIES[entity]);

/** PHPUnit's JUnit report: every test case, with the text of its failure, error or skip. */
function readJunit(xml: string): Map<string, string> {
  const results = new Map<string, string>();
  for (const [, attributes, body = ""] of xml.matchAll(
    /<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g,
  )) {
    const name = /\bname="([^"]*)"/.exec(attributes)?.[1];
    const className = /\bclass="([^"]*)"/.exec(attributes)?.[1];
    const problem = /<(failure|error|skipped)\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1>)/.exec(body);
    if (name && className)
      results.set(`${className}::${name}`, problem ? `${problem[1]}: ${text(problem[2] ?? "")}` : "");
  }
  return results;
}

/** The built-in content the import tests read (format gdm-built-in.v1, docs/wordpress-import.md). */
const BUNDLE = readFileSync(path.join(suite, "fixtures/built-in.json"));

/** A small JPEG for each picture the bundle names, told apart by its colour. */
async function pictureFor(name: string): Promise<Buffer> {
  const shade = [...name].reduce((sum, char) => (sum + char.charCodeAt(0)) % 200, 0);
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 120, b: 90 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/**
 * The contact details the website on that port shows, as its GET /api/wp/options/contact_info answers
 * them (server/content/api.ts): what the settings screen's empty contact fields show greyed
 * (tests/wordpress/php/test-site-values.php).
 */
const SITE_CONTACT_INFO = {
  value: {
    phone: "(515) 555-0143",
    email: "estimates@example.com",
    address: "1200 Grand Ave, West Des Moines, IA 50265",
    hours: ["Mon-Fri 7am-6pm", "Sat 8am-noon"],
    socialMedia: { facebook: "https://www.facebook.com/gdmconcrete" },
    promises: {
      replyHours: 8,
      visitHours: null,
      projectDays: { low: 2, high: 4 },
      depositPercent: { low: 30, high: 30 },
      satisfactionGuarantee: false,
      emergencyRepairs: true,
    },
  },
};

/**
 * The website on the port the plugin calls (GDM_CONCRETE_SITE_URL), as the PHP tests reach it: 200 to
 * POST /api/revalidate, GET /api/wp/options/contact_info, the import tests' built-in content at GET
 * /api/content/built-in and its pictures at GET /images/….jpg, and 404 to anything else.
 */
function startRevalidationEndpoint(port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    request.resume();
    const url = request.url ?? "";
    if (request.method === "GET" && url === "/api/content/built-in") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(BUNDLE);
      return;
    }
    if (request.method === "GET" && /^\/images\/[a-z0-9/-]+\.jpg$/.test(url)) {
      response.writeHead(200, { "Content-Type": "image/jpeg" });
      response.end(await pictureFor(url));
      return;
    }
    const revalidation = request.method === "POST" && url === "/api/revalidate";
    const contact = request.method === "GET" && url === "/api/wp/options/contact_info";
    response.writeHead(revalidation || contact ? 200 : 404, { "Content-Type": "application/json" });
    response.end(
      revalidation ? '{"ok":true}' : contact ? JSON.stringify(SITE_CONTACT_INFO) : '{"error":"not found"}',
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

let wp: RealWordPress;
let run: Run;

test.beforeAll(async () => {
  wp = realWordPress();
  // PHPUnit is the plugin's unit tests' (npm test installs it); here when this file runs alone.
  const ensured = spawnSync("bash", ["scripts/ensure-php.sh"], { cwd: root, encoding: "utf8" });
  if (ensured.status !== 0) throw new Error(`PHPUnit is missing: ${ensured.stderr}`);
  const endpoint = await startRevalidationEndpoint(wp.sitePort);
  const reports = mkdtempSync(path.join(tmpdir(), "gdm-wordpress-php-"));
  try {
    const report = path.join(reports, "junit.xml");
    // Asynchronous, so the endpoint above answers while PHPUnit waits for it.
    const output = await new Promise<string>((resolve) => {
      const child = spawn("phpunit", ["-c", path.join(suite, "phpunit.xml.dist"), "--log-junit", report], {
        cwd: root,
        env: { ...process.env, WP_TEST_DIR: wp.dir },
      });
      let printed = "";
      child.stdout.on("data", (chunk: Buffer) => {
        printed += chunk;
      });
      child.stderr.on("data", (chunk: Buffer) => {
        printed += chunk;
      });
      child.on("error", (error) => resolve(`${printed}\n${error.message}`));
      child.on("close", () => resolve(printed));
    });
    let xml = "";
    try {
      xml = readFileSync(report, "utf8");
    } catch {}
    run = { output, results: readJunit(xml) };
  } finally {
    rmSync(reports, { recursive: true, force: true });
    await new Promise((resolve) => endpoint.close(resolve));
  }
});

test("PHPUnit ran every PHP test of tests/wordpress/php, and only those", () => {
  expect(phpTests.length, "the suite's tests").toBeGreaterThan(0);
  expect([...run.results.keys()].sort(), run.output).toEqual([...phpTests].sort());
});

for (const name of phpTests) {
  test(name, () => {
    const result = run.results.get(name);
    expect(result, `not run; PHPUnit said:\n${run.output}`).toBeDefined();
    expect(result, run.output).toBe("");
  });
}
