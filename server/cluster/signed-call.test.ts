import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryCluster } from "./memory.ts";
import {
  createSignedCallGuard,
  hmacSignature,
  SIGNATURE_HEADER,
  SIGNATURE_MAX_AGE_SECONDS,
  signCall,
  TIMESTAMP_HEADER,
} from "./signed-call.ts";

// The rules the WordPress plugin's calls are held to (POST /api/revalidate and /api/admin/leads…):
// the plugin computes the same HMAC with PHP's hash_hmac, so the signature must be the standard one.

const SECRET = "a-secret-the-plugin-and-the-site-share";
const NOW_SECONDS = 1_790_000_000;

describe("hmacSignature", () => {
  it("is the standard HMAC-SHA256 in hex (RFC 4231, test case 2), as PHP's hash_hmac writes it", () => {
    expect(hmacSignature("Jefe", "what do ya want for nothing?")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("signs its parts as one string: where one part ends and the next begins changes nothing", () => {
    expect(hmacSignature(SECRET, "1790000000.", "GET./api/admin/leads", ".")).toBe(
      hmacSignature(SECRET, "1790000000.GET./api/admin/leads."),
    );
  });
});

describe("the signed-call guard", () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** A real HTTP server that admits calls signed over `{timestamp}.{METHOD}.{url}.`, as the leads API does. */
  async function guarded(refusedPerMinute = 30) {
    const logged: Record<string, unknown>[] = [];
    const guard = createSignedCallGuard({
      name: "test-call",
      purpose: "leads-api",
      secret: SECRET,
      cluster: createMemoryCluster(),
      log: (event) => logged.push(event),
      refusedPerMinute,
      tooManyRefused: "Too many refused calls",
      now: () => NOW_SECONDS * 1000,
    });
    const app = express();
    app.get("/thing", async (req, res) => {
      if (await guard.admit(req, res, (timestamp) => `${timestamp}.${req.method}.${req.originalUrl}.`)) {
        res.json({ ok: true });
      }
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, { headers }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const signedHeaders = (path: string, timestamp = NOW_SECONDS, secret = SECRET) => ({
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signCall(secret, "leads-api", `${timestamp}.GET.${path}.`),
    });
    return { call, signedHeaders, logged };
  }

  it("admits a call signed now, and one signed at the edge of the window either way", async () => {
    const { call, signedHeaders } = await guarded();
    expect((await call("/thing?call=1", signedHeaders("/thing?call=1"))).status).toBe(200);
    for (const skew of [-SIGNATURE_MAX_AGE_SECONDS, SIGNATURE_MAX_AGE_SECONDS]) {
      const path = `/thing?call=${skew}`;
      expect((await call(path, signedHeaders(path, NOW_SECONDS + skew))).status).toBe(200);
    }
  });

  it("refuses with 401 and says why in the log: no signature, a bad timestamp, an old one, a wrong secret, another query", async () => {
    const { call, signedHeaders, logged } = await guarded();
    const cases: [Record<string, string>, string][] = [
      [{}, "missing signature"],
      [{ ...signedHeaders("/thing?call=a"), [TIMESTAMP_HEADER]: "soon" }, "malformed timestamp"],
      [signedHeaders("/thing?call=a", NOW_SECONDS - SIGNATURE_MAX_AGE_SECONDS - 1), "timestamp too old"],
      [signedHeaders("/thing?call=a", NOW_SECONDS + SIGNATURE_MAX_AGE_SECONDS + 1), "timestamp too old"],
      [signedHeaders("/thing?call=a", NOW_SECONDS, "another-secret"), "bad signature"],
      [signedHeaders("/thing?call=b"), "bad signature"],
    ];
    for (const [headers] of cases) {
      const answer = await call("/thing?call=a", headers);
      expect(answer).toEqual({ status: 401, body: { error: "Invalid signature" } });
    }
    expect(logged.map((event) => event.reason)).toEqual(cases.map(([, reason]) => reason));
    expect(logged.every((event) => event.event === "test-call.refused")).toBe(true);
  });

  it("admits a signed call once: the same call sent again is a replay", async () => {
    const { call, signedHeaders, logged } = await guarded();
    const headers = signedHeaders("/thing?call=once");
    expect((await call("/thing?call=once", headers)).status).toBe(200);
    expect((await call("/thing?call=once", headers)).status).toBe(401);
    expect(logged.map((event) => event.reason)).toEqual(["replayed"]);
  });

  it("answers 429 once a network's refused calls are spent, and still admits a good call from it", async () => {
    const { call, signedHeaders } = await guarded(3);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(`/thing?call=bad${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await call("/thing?call=good", signedHeaders("/thing?call=good"))).status).toBe(200);
  });
});
