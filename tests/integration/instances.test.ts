import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, openCluster } from "../../server/cluster/index.ts";
import { composeSite } from "../../server/compose.ts";
import { createContentService } from "../../server/content/index.ts";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { parseEnv } from "../../server/core/env.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/index.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import { CMS_STAMPED_TITLE } from "../fakes/wordpress-samples.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { listen } from "../support/listen.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

/**
 * Two instances of the site on one PostgreSQL schema act as one site: a revalidation received by
 * one refreshes the other, a signed call is accepted once in all, and the lead limit counts both.
 */

const url = testPostgresUrl;
const schema = `instances_test_${randomBytes(6).toString("hex")}`;
const databaseUrl = `${url}?schema=${schema}`;
const SECRET = "a-shared-secret-of-some-length";
const LIMIT = 10;

interface Instance {
  origin: string;
  close(): Promise<void>;
}

let wp: FakeWordPress;
let a: Instance;
let b: Instance;

async function startInstance(): Promise<Instance> {
  const env = parseEnv({
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    WORDPRESS_URL: wp.url,
    WORDPRESS_WEBHOOK_SECRET: SECRET,
    CONTENT_TTL_SECONDS: "3600",
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });
  const store: LeadStore = await openLeadStore(env.DATABASE_URL);
  const cluster: Cluster = await openCluster(env.DATABASE_URL, () => {});
  const { app } = composeSite({ env, content: createContentService(env), store, cluster });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    async close() {
      await listening.close();
      await Promise.all([store.close(), cluster.close()]);
    },
  };
}

beforeAll(async () => {
  wp = await startFakeWordPress();
  a = await startInstance();
  b = await startInstance();
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await wp?.close();
  await dropSchema(schema);
});

const serviceTitle = async (instance: Instance) =>
  (await (await fetch(`${instance.origin}/api/wp/services/stamped-concrete`)).json()).title;

function revalidate(instance: Instance, body: string, headers: Record<string, string>) {
  return fetch(`${instance.origin}/api/revalidate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

function signed(body: string) {
  return revalidationHeaders(SECRET, body);
}

describe("two instances on one PostgreSQL", () => {
  it("a revalidation sent to one instance refreshes the other within a second", async () => {
    expect(await serviceTitle(a)).toBe(CMS_STAMPED_TITLE);
    expect(await serviceTitle(b)).toBe(CMS_STAMPED_TITLE);
    wp.content.service[0].title = { rendered: "Stamped Concrete &#8211; Edited" };
    expect(await serviceTitle(b)).toBe(CMS_STAMPED_TITLE);

    const body = JSON.stringify({
      changes: [{ type: "service", slug: "stamped-concrete", action: "update" }],
    });
    expect((await revalidate(a, body, signed(body))).status).toBe(200);
    const deadline = Date.now() + 1_000;
    let title = await serviceTitle(b);
    while (title !== "Stamped Concrete – Edited" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      title = await serviceTitle(b);
    }
    expect(title).toBe("Stamped Concrete – Edited");
  });

  it("a signed call accepted by one instance is refused as a replay by the other", async () => {
    const body = JSON.stringify({ changes: [{ type: "faq", id: 7, action: "update" }] });
    const headers = signed(body);
    expect((await revalidate(a, body, headers)).status).toBe(200);
    expect((await revalidate(b, body, headers)).status).toBe(401);
  });

  it("counts one submission limit: 6 posts to each from one address get a 429", async () => {
    const post = (instance: Instance, n: number) =>
      fetch(`${instance.origin}/api/lead`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(generalLeadPayload("lead", { email: `limit${n}@example.com` })),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push(await post(a, n), await post(b, n + 100));
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});
