import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";

let origin = "";
let close: () => void = () => {};

beforeAll(async () => {
  const { app } = composeSite({
    env: parseEnv({ SITE_URL: "https://www.example.com" }),
    content: new EmbeddedSource(),
  });
  await new Promise<void>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => server.close();
      resolve();
    });
  });
});
afterAll(() => close());

describe("the HTTP server", () => {
  it("answers the liveness check", async () => {
    const res = await fetch(`${origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const res = await fetch(`${origin}/services/?utm_source=x`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/services?utm_source=x");
  });

  it("never turns a slash redirect into an off-site one", async () => {
    const res = await fetch(`${origin}//evil.example/`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/evil.example");
  });

  it("sends security headers with a per-request script nonce", async () => {
    const a = await fetch(`${origin}/healthz`);
    const b = await fetch(`${origin}/healthz`);
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toBe(b.headers.get("content-security-policy"));
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("x-powered-by")).toBeNull();
  });
});

describe("Strict-Transport-Security", () => {
  async function hstsOf(vars: Record<string, string>): Promise<string | null> {
    const { app } = composeSite({ env: parseEnv(vars), content: new EmbeddedSource() });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
      return res.headers.get("strict-transport-security");
    } finally {
      server.close();
    }
  }

  it("pins the site's own host to HTTPS for a year, not every subdomain of the client's domain", async () => {
    expect(await hstsOf({ SITE_URL: "https://www.example.com" })).toBe("max-age=31536000");
  });

  it("covers the subdomains only when the owner says so, and nothing over plain HTTP", async () => {
    expect(await hstsOf({ SITE_URL: "https://www.example.com", HSTS_INCLUDE_SUBDOMAINS: "on" })).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(await hstsOf({ SITE_URL: "http://localhost:3000" })).toBeNull();
  });
});
