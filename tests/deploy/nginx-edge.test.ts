import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  acmeConfForTest,
  nginxConfForTest,
  nginxConfWithTlsForTest,
  port80Server,
  SHIPPED_ACME_CONF,
  SHIPPED_NGINX_CONF,
  type TestNginxOptions,
} from "../../scripts/deploy/nginx-config.ts";
import { freePorts, portOpen } from "./support/ports.ts";

// The shipped nginx file's edge, with Debian's nginx in front of a stand-in for the site that
// writes down what reaches it: what the access log keeps, what nginx says about itself, which of a
// visitor's headers are passed on, and the optional WordPress allow-list.

const nginxBinary = process.env.DEPLOY_TEST_NGINX || "/usr/sbin/nginx";
const base = process.env.DEPLOY_TEST_DIR ?? mkdtempSync("/tmp/nginx-edge-");

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}
const seen: Seen[] = [];
let upstream: Server;
let upstreamPort: number;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end("from the site"));
  });
  [upstreamPort] = await freePorts(1);
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  if (!process.env.DEPLOY_TEST_DIR) rmSync(base, { recursive: true, force: true });
});

/**
 * nginx on the shipped file, in front of the stand-in (or of `upstreams`, where nothing may listen);
 * stopped by the returned function.
 */
async function startNginx(name: string, options: TestNginxOptions = {}, upstreams = [upstreamPort]) {
  const folder = path.join(base, name);
  mkdirSync(path.join(folder, "temp"), { recursive: true, mode: 0o777 });
  const [site, redirect] = await freePorts(2);
  const conf = path.join(folder, "nginx.conf");
  writeFileSync(conf, nginxConfForTest(folder, { site, redirect, upstreams }, options));
  const check = spawnSync(nginxBinary, ["-t", "-q", "-c", conf, "-p", folder], { encoding: "utf8" });
  expect(check.status, check.stderr).toBe(0);
  const child: ChildProcess = spawn(nginxBinary, ["-c", conf, "-p", folder, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(site))) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`nginx did not start: ${folder}/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${site}`,
    accessLog: () => readFileSync(path.join(folder, "access.log"), "utf8"),
    /** Every log file nginx writes, by name: the shipped ones and the test's own error.log. */
    logs: () =>
      readdirSync(folder)
        .filter((file) => file.endsWith(".log"))
        .map((file) => ({ file, text: readFileSync(path.join(folder, file), "utf8") })),
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

describe("the shipped nginx file", () => {
  it("logs requests without their query string or the referring page's, so no owner-link key is kept", async () => {
    const nginx = await startNginx("log");
    try {
      const token = "eyJsIjoiMTIzIiwicCI6InJlbGVhc2UifQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r";
      await fetch(`${nginx.origin}/leads/release?token=${token}`);
      await fetch(`${nginx.origin}/assets/entry.js`, {
        headers: { Referer: `https://www.example.com/leads/spam?token=${token}` },
      });
      await fetch(`${nginx.origin}/quote?utm_source=facebook`);
      // nginx writes a line when the answer ends; give it a moment.
      await expect.poll(() => nginx.accessLog().split("\n").filter(Boolean).length).toBeGreaterThanOrEqual(2);
      const log = nginx.accessLog();
      expect(log).toContain('"GET /leads/release HTTP/1.1" 200');
      expect(log).toContain('"GET /quote HTTP/1.1" 200');
      expect(log).not.toContain(token);
      expect(log).not.toContain("?");
      // The site itself still got the whole address.
      expect(seen.some((request) => request.url === `/leads/release?token=${token}`)).toBe(true);
    } finally {
      await nginx.stop();
    }
  });

  it("writes no owner-link key into any log while the site is down, and says which instance failed", async () => {
    // Nothing listens there: every request fails to connect, as to a stopped instance.
    const [down] = await freePorts(1);
    const nginx = await startNginx("log-down", {}, [down]);
    try {
      const token = "eyJsIjoiNDU2IiwicCI6InJldHJ5In0.c2lnbmF0dXJlLW9mLWEtcmV0cnktbGluaw";
      for (const address of [
        `/leads/retry?token=${token}`,
        `/leads/release?token=${token}`,
        `/preview?token=${token}&id=12`,
      ]) {
        expect((await fetch(nginx.origin + address)).status, address).toBe(502);
      }
      await expect.poll(() => nginx.accessLog().split("\n").filter(Boolean).length).toBeGreaterThanOrEqual(3);
      for (const { file, text } of nginx.logs()) expect(text, file).not.toContain(token);
      expect(nginx.accessLog()).toContain(`"GET /leads/retry HTTP/1.1" 502`);
      expect(nginx.accessLog()).toContain(`"127.0.0.1:${down}" "502"`);
    } finally {
      await nginx.stop();
    }
  });

  it("names no version, and never passes on a visitor's X-Forwarded-Host", async () => {
    const nginx = await startNginx("headers");
    try {
      const response = await fetch(`${nginx.origin}/about`, {
        headers: { "X-Forwarded-Host": "evil.example" },
      });
      expect(response.headers.get("server")).toBe("nginx");
      const request = seen.at(-1);
      expect(request?.url).toBe("/about");
      expect(request?.headers["x-forwarded-host"]).toBeUndefined();
      expect(request?.headers["x-forwarded-for"]).toBe("127.0.0.1");
      // nginx's own error page says no version either.
      const tooLarge = await fetch(`${nginx.origin}/api/contact`, {
        method: "POST",
        body: "x".repeat(60_000),
      });
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.text()).not.toMatch(/nginx\/\d/);
    } finally {
      await nginx.stop();
    }
  });

  it("lets everyone reach WordPress's two addresses as shipped, and only the listed address once set", async () => {
    const calls = ["/api/revalidate", "/api/admin/leads?call=1", "/api/admin/leads/x/release"];
    const statuses = async (origin: string) =>
      Promise.all(calls.map(async (call) => (await fetch(origin + call, { method: "POST" })).status));

    const shipped = await startNginx("callers-shipped");
    try {
      expect(await statuses(shipped.origin)).toEqual([200, 200, 200]);
    } finally {
      await shipped.stop();
    }

    const elsewhere = await startNginx("callers-elsewhere", { wordpressCallers: ["192.0.2.10"] });
    try {
      const before = seen.length;
      expect(await statuses(elsewhere.origin)).toEqual([403, 403, 403]);
      expect(seen.length).toBe(before);
      // Visitors' own calls are not WordPress's: the forms and pages still reach the site.
      expect((await fetch(`${elsewhere.origin}/api/contact`, { method: "POST" })).status).toBe(200);
      expect((await fetch(`${elsewhere.origin}/api/revalidated`)).status).toBe(200);
      expect((await fetch(`${elsewhere.origin}/services`)).status).toBe(200);
    } finally {
      await elsewhere.stop();
    }

    const here = await startNginx("callers-here", { wordpressCallers: ["127.0.0.1"] });
    try {
      expect(await statuses(here.origin)).toEqual([200, 200, 200]);
    } finally {
      await here.stop();
    }
  });
});

describe("the shipped nginx file with its TLS, on a self-signed certificate", () => {
  let folder: string;
  let child: ChildProcess;
  let https: number;
  let http: number;
  const webroot = () => path.join(folder, "letsencrypt");

  beforeAll(async () => {
    folder = path.join(base, "tls");
    mkdirSync(path.join(folder, "temp"), { recursive: true, mode: 0o777 });
    mkdirSync(path.join(webroot(), ".well-known/acme-challenge"), { recursive: true });
    writeFileSync(path.join(webroot(), ".well-known/acme-challenge/token-123"), "token-123.thumbprint");
    // nginx's workers read the webroot as another user, as they read /var/www/letsencrypt.
    for (const dir of [
      base,
      folder,
      webroot(),
      path.join(webroot(), ".well-known"),
      path.join(webroot(), ".well-known/acme-challenge"),
    ]) {
      chmodSync(dir, 0o755);
    }
    // A certificate for both names, as certbot's two -d give (deploy/CHECKLIST.md §5).
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=www.example.com",
        "-addext",
        "subjectAltName=DNS:www.example.com,DNS:example.com",
        "-keyout",
        path.join(folder, "privkey.pem"),
        "-out",
        path.join(folder, "fullchain.pem"),
      ],
      { encoding: "utf8" },
    );
    expect(made.status, made.stderr).toBe(0);
    [https, http] = await freePorts(2);
    const conf = path.join(folder, "nginx.conf");
    writeFileSync(
      conf,
      nginxConfWithTlsForTest(folder, {
        https,
        http,
        upstreams: [upstreamPort],
        certificate: path.join(folder, "fullchain.pem"),
        key: path.join(folder, "privkey.pem"),
        webroot: webroot(),
      }),
    );
    // What the checklist runs before every reload.
    const check = spawnSync(nginxBinary, ["-t", "-c", conf, "-p", folder], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toContain("syntax is ok");
    child = spawn(nginxBinary, ["-c", conf, "-p", folder, "-g", "daemon off;"], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    while (!(await portOpen(https))) {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${folder}/error.log`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    child?.kill("SIGTERM");
    if (child && child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  });

  /** One HTTPS request as a browser typing `host` sends it (SNI and Host), the certificate not checked. */
  function get(
    host: string,
    pathAndQuery: string,
  ): Promise<{ status: number; location?: string; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: "127.0.0.1",
          port: https,
          path: pathAndQuery,
          servername: host,
          headers: { Host: host },
          rejectUnauthorized: false,
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }

  it("sends the bare domain over HTTPS to the site's one address, keeping the path and query", async () => {
    const bare = await get("example.com", "/services/patios?utm_source=flyer");
    expect(bare.status).toBe(301);
    expect(bare.location).toBe("https://www.example.com/services/patios?utm_source=flyer");
  });

  it("serves the site at www over HTTPS", async () => {
    const site = await get("www.example.com", "/quote");
    expect(site.status).toBe(200);
    expect(site.body).toBe("from the site");
  });

  it("answers certbot's challenge over plain HTTP, and sends everything else to HTTPS at www", async () => {
    const challenge = await fetch(`http://127.0.0.1:${http}/.well-known/acme-challenge/token-123`, {
      headers: { Host: "example.com" },
    });
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe("token-123.thumbprint");
    const plain = await fetch(`http://127.0.0.1:${http}/about?x=1`, {
      headers: { Host: "example.com" },
      redirect: "manual",
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("https://www.example.com/about?x=1");
  });
});

describe("the certificate's first step: the HTTP-only file (deploy/nginx/gdm-concrete-acme.conf)", () => {
  it("passes nginx -t and answers certbot's challenge before any certificate exists", async () => {
    const folder = path.join(base, "acme");
    const webroot = path.join(folder, "letsencrypt");
    mkdirSync(path.join(folder, "temp"), { recursive: true, mode: 0o777 });
    mkdirSync(path.join(webroot, ".well-known/acme-challenge"), { recursive: true });
    writeFileSync(path.join(webroot, ".well-known/acme-challenge/first"), "first.thumbprint");
    for (const dir of [
      base,
      folder,
      webroot,
      path.join(webroot, ".well-known"),
      path.join(webroot, ".well-known/acme-challenge"),
    ]) {
      chmodSync(dir, 0o755);
    }
    const [http] = await freePorts(1);
    const conf = path.join(folder, "nginx.conf");
    writeFileSync(conf, acmeConfForTest(folder, http, webroot));
    const check = spawnSync(nginxBinary, ["-t", "-c", conf, "-p", folder], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    const child = spawn(nginxBinary, ["-c", conf, "-p", folder, "-g", "daemon off;"], { stdio: "ignore" });
    try {
      const deadline = Date.now() + 10_000;
      while (!(await portOpen(http))) {
        if (Date.now() > deadline) throw new Error(`nginx did not start: ${folder}/error.log`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const challenge = await fetch(`http://127.0.0.1:${http}/.well-known/acme-challenge/first`, {
        headers: { Host: "www.example.com" },
      });
      expect(challenge.status).toBe(200);
      expect(await challenge.text()).toBe("first.thumbprint");
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  });

  it("is the site file's port-80 server, so the renewals certbot runs later meet the same answer", () => {
    expect(port80Server(readFileSync(SHIPPED_ACME_CONF, "utf8"))).toBe(
      port80Server(readFileSync(SHIPPED_NGINX_CONF, "utf8")),
    );
  });
});
