import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";

/**
 * Who the lead limit counts, as a site behind proxies sees it: the visitor's address as the
 * trusted proxies forward it, never a made-up header, and never a refusal's cost.
 */

const LIMIT = 5;
const folder = mkdtempSync(join(tmpdir(), "client-address-"));
let store: LeadStore;
let stores = 0;

interface Site {
  origin: string;
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const events: Record<string, unknown>[] = [];
  store = await openLeadStore(`file:${join(folder, `site-${++stores}.db`)}`);
  const { app } = composeSite({
    env: parseEnv({ SITE_URL: "https://www.example.com", RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env }),
    content: new EmbeddedSource(),
    store,
    log: (event) => events.push(event),
  });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    events,
    close: async () => {
      await listening.close();
      await store.close();
    },
  };
}

function postLead(site: Site, headers: Record<string, string> = {}, body: string | null = null) {
  return fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: body ?? JSON.stringify(generalLeadPayload("contact")),
  });
}

async function statuses(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await send(i);
    await response.arrayBuffer();
    out.push(response.status);
  }
  return out;
}

let site: Site | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the lead limit's key behind a proxy on this machine (the default TRUST_PROXY)", () => {
  it("never keys on a forwarded value that is not an address: made-up entries share the proxy's bucket", async () => {
    site = await startSite();
    const got = await statuses(LIMIT + 2, (i) =>
      postLead(site!, { "X-Forwarded-For": `203.0.113.7, junk-${i}` }),
    );
    expect(got).toEqual([...Array(LIMIT).fill(201), 429, 429]);
  });

  it("counts each visitor nginx forwards on their own: one visitor past the limit does not block the next", async () => {
    site = await startSite();
    const first = await statuses(LIMIT + 1, () => postLead(site!, { "X-Forwarded-For": "198.51.100.20" }));
    expect(first).toEqual([...Array(LIMIT).fill(201), 429]);
    expect((await postLead(site, { "X-Forwarded-For": "198.51.100.21" })).status).toBe(201);
  });

  it("believes only the hop nginx appended: a visitor who writes their own X-Forwarded-For stays in their bucket", async () => {
    site = await startSite();
    // nginx's $proxy_add_x_forwarded_for keeps what the client sent and appends the real address.
    const got = await statuses(LIMIT + 1, (i) =>
      postLead(site!, { "X-Forwarded-For": `192.0.2.${i + 1}, 198.51.100.30` }),
    );
    expect(got).toEqual([...Array(LIMIT).fill(201), 429]);
  });

  it("stores the forwarded visitor's address (hashed) on the lead, not the proxy's", async () => {
    site = await startSite();
    const lead = (n: number) =>
      JSON.stringify(generalLeadPayload("contact", { email: `visitor${n}@example.com` }));
    expect((await postLead(site, { "X-Forwarded-For": "198.51.100.40" }, lead(1))).status).toBe(201);
    expect((await postLead(site, { "X-Forwarded-For": "198.51.100.41" }, lead(2))).status).toBe(201);
    expect((await postLead(site, {}, lead(3))).status).toBe(201);
    const hashes = (await store.list({ limit: 3 })).map((entry) => entry.lead.ipHash);
    expect(hashes.every((hash) => typeof hash === "string" && hash.length > 0)).toBe(true);
    expect(new Set(hashes).size).toBe(3);
  });
});

describe("TRUST_PROXY", () => {
  it("none: X-Forwarded-For is ignored, every request counts as the connection's address", async () => {
    site = await startSite({ TRUST_PROXY: "none" });
    const got = await statuses(LIMIT + 1, (i) =>
      postLead(site!, { "X-Forwarded-For": `198.51.100.${i + 1}` }),
    );
    expect(got).toEqual([...Array(LIMIT).fill(201), 429]);
  });

  it("a hop count believes that many proxies, then the next address is the visitor", async () => {
    // Two proxies (a CDN, then nginx on this box): the CDN's address is the last entry, the visitor's before it.
    site = await startSite({ TRUST_PROXY: "2" });
    const visitor = await statuses(LIMIT + 1, () =>
      postLead(site!, { "X-Forwarded-For": "192.0.2.99, 198.51.100.50, 203.0.113.250" }),
    );
    expect(visitor).toEqual([...Array(LIMIT).fill(201), 429]);
    expect((await postLead(site, { "X-Forwarded-For": "198.51.100.51, 203.0.113.250" })).status).toBe(201);
  });

  it("a list of the load balancer's range believes only addresses in it", async () => {
    site = await startSite({ TRUST_PROXY: "10.0.0.0/8, loopback" });
    // The loopback hop is trusted, the 10.x hop is the balancer, the visitor is left of it.
    const got = await statuses(LIMIT + 1, (i) =>
      postLead(site!, { "X-Forwarded-For": `203.0.113.${i + 1}, 198.51.100.60, 10.1.2.3` }),
    );
    expect(got).toEqual([...Array(LIMIT).fill(201), 429]);
    expect((await postLead(site, { "X-Forwarded-For": "198.51.100.61, 10.1.2.3" })).status).toBe(201);
  });

  it("stops the server with a message naming the variable when it is not a setting", () => {
    expect(() => parseEnv({ TRUST_PROXY: "my-load-balancer" })).toThrow(
      /TRUST_PROXY: "my-load-balancer" is not/,
    );
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: .*prefix length/);
  });
});

describe("refusals spend no one's lead budget", () => {
  it("a flood refused for its content type, size, JSON or key leaves the visitor's submissions open", async () => {
    site = await startSite();
    const refused = [
      ...(await statuses(LIMIT * 2, () => postLead(site!, { "Content-Type": "text/plain" }, "name=x"))),
      ...(await statuses(LIMIT * 2, () =>
        postLead(site!, {}, JSON.stringify({ message: "x".repeat(40_000) })),
      )),
      ...(await statuses(LIMIT * 2, () => postLead(site!, {}, "{not json"))),
      ...(await statuses(LIMIT * 2, () => postLead(site!, { "Idempotency-Key": "has spaces in it" }))),
    ];
    expect(new Set(refused)).toEqual(new Set([415, 413, 400]));
    expect(await statuses(LIMIT, () => postLead(site!))).toEqual(Array(LIMIT).fill(201));
  });
});

describe("a proxy the setting leaves out", () => {
  it("is named once in the log with the advice to set TRUST_PROXY", async () => {
    // The test's connections come from 127.0.0.1: trusting nothing makes loopback the unnamed proxy.
    site = await startSite({ TRUST_PROXY: "none" });
    await postLead(site, { "X-Forwarded-For": "198.51.100.70" });
    await postLead(site, { "X-Forwarded-For": "198.51.100.71" });
    const warnings = site.events.filter((event) => event.event === "proxy.untrusted");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      address: "127.0.0.1",
      advice: expect.stringContaining("TRUST_PROXY"),
    });
  });
});
