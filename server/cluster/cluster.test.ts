import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { dropSchema, testPostgresUrl } from "../../tests/support/postgres.ts";
import {
  type Cluster,
  type ContentChange,
  createMemoryCluster,
  EVERYTHING_CHANGED,
  MAX_CHANGE_BYTES,
  openCluster,
} from "./index.ts";
import { openPostgresCluster } from "./postgres.ts";

const url = testPostgresUrl;
// One schema per test file, so parallel runs never share tables or channels.
const schema = `cluster_test_${randomBytes(6).toString("hex")}`;

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const open: Cluster[] = [];
async function instance(events: Record<string, unknown>[] = []): Promise<Cluster> {
  const cluster = await openPostgresCluster(url, { schema, log: (event) => events.push(event) });
  open.push(cluster);
  return cluster;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((cluster) => cluster.close()));
});
afterAll(() => dropSchema(schema, url));

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** An editor's change of one town, as the content module names it. */
const ankenyEdited: ContentChange = {
  everything: false,
  records: ["location:ankeny"],
  pages: ["/locations/ankeny", "/locations"],
};
/** 100 towns of 100-character slugs: past what a NOTIFY may carry. */
const tooLarge: ContentChange = {
  everything: false,
  records: Array.from({ length: 100 }, (_, i) => `location:${String(i).padStart(100, "x")}`),
  pages: [],
};

/** What every kind of cluster must do for one site in one process. */
describe.each([
  ["memory", async () => createMemoryCluster()],
  ["postgres", () => instance()],
])("a %s cluster, for one instance", (_kind, make) => {
  it("limits hits per key per window, and says when to try again", async () => {
    const cluster = await make();
    const limiter = cluster.limiter(`test-${randomBytes(3).toString("hex")}`, 3, 60);
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit("203.0.113.5"));
    expect(decisions.slice(0, 3)).toEqual(Array(3).fill({ allowed: true }));
    expect(decisions[3]).toMatchObject({ allowed: false });
    const { retryAfterSeconds } = decisions[3] as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.hit("198.51.100.7")).toEqual({ allowed: true });
  });

  it("sees a key once within its time, and again after", async () => {
    const cluster = await make();
    const key = `sig-${randomBytes(8).toString("hex")}`;
    expect(await cluster.firstSighting(key, 1)).toBe(true);
    expect(await cluster.firstSighting(key, 1)).toBe(false);
    expect(await cluster.firstSighting(`${key}-other`, 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cluster.firstSighting(key, 1)).toBe(true);
  });

  it("tells its own listener at once that content changed, and what, waiting for it", async () => {
    const cluster = await make();
    const heard: ContentChange[] = [];
    cluster.onContentChanged(async (change) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      heard.push(change);
    });
    await cluster.announceContentChanged();
    await cluster.announceContentChanged(ankenyEdited);
    expect(heard).toEqual([EVERYTHING_CHANGED, ankenyEdited]);
  });

  it("tells a change too large to carry as everything", async () => {
    const cluster = await make();
    const heard: ContentChange[] = [];
    cluster.onContentChanged((change) => heard.push(change));
    await cluster.announceContentChanged(tooLarge);
    expect(heard).toEqual([EVERYTHING_CHANGED]);
  });
});

describe("two instances on one PostgreSQL schema", () => {
  it("count one limit together: the fourth hit is refused whichever instance takes it", async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const name = `leads-${randomBytes(3).toString("hex")}`;
    const [onA, onB] = [a.limiter(name, 3, 60), b.limiter(name, 3, 60)];
    expect(await onA.hit("203.0.113.9")).toEqual({ allowed: true });
    expect(await onB.hit("203.0.113.9")).toEqual({ allowed: true });
    expect(await onA.hit("203.0.113.9")).toEqual({ allowed: true });
    expect(await onB.hit("203.0.113.9")).toMatchObject({ allowed: false });
  });

  it("share what they have seen: a key accepted by one is refused by the other", async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const key = `sig-${randomBytes(8).toString("hex")}`;
    const answers = await Promise.all([a.firstSighting(key, 60), b.firstSighting(key, 60)]);
    expect(answers.sort()).toEqual([false, true]);
    expect(await a.firstSighting(key, 60)).toBe(false);
  });

  it("hear each other's content changes within a second, once each", async () => {
    const [a, b, c] = await Promise.all([instance(), instance(), instance()]);
    const calls = { a: 0, b: 0, c: 0 };
    a.onContentChanged(() => calls.a++);
    b.onContentChanged(() => calls.b++);
    c.onContentChanged(() => calls.c++);
    const started = Date.now();
    await a.announceContentChanged();
    await until(() => calls.b === 1 && calls.c === 1, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual({ a: 1, b: 1, c: 1 });
  });

  it("hear what changed: the records an edit named, and everything for a change too large to carry", async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const heard: ContentChange[] = [];
    b.onContentChanged((change) => heard.push(change));
    expect(JSON.stringify(tooLarge).length).toBeGreaterThan(MAX_CHANGE_BYTES);
    await a.announceContentChanged(ankenyEdited);
    await until(() => heard.length === 1);
    await a.announceContentChanged(tooLarge);
    await until(() => heard.length === 2);
    expect(heard).toEqual([ankenyEdited, EVERYTHING_CHANGED]);
  });

  it("hear an instance from before changes were named (its id alone) as everything changed", async () => {
    const b = await instance();
    const heard: ContentChange[] = [];
    b.onContentChanged((change) => heard.push(change));
    await sql("SELECT pg_notify($1, $2)", [`gdm_content_changed_${schema}`, randomBytes(16).toString("hex")]);
    await until(() => heard.length === 1);
    expect(heard).toEqual([EVERYTHING_CHANGED]);
  });

  it("listen again after losing the connection, dropping caches then since a change may have been missed", async () => {
    const events: Record<string, unknown>[] = [];
    const [a, b] = await Promise.all([instance(), instance(events)]);
    let calls = 0;
    b.onContentChanged(() => calls++);
    await sql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid()",
      [`LISTEN "gdm_content_changed_${schema}"`],
    );
    await until(() => events.some((event) => event.event === "cluster.listen_restored"), 5_000);
    expect(events.map((event) => event.event)).toContain("cluster.listen_lost");
    expect(calls).toBe(1);
    await a.announceContentChanged();
    await until(() => calls === 2, 1_000);
  });

  it("keep counting while the limit's table is away, each on its own, rather than refusing visitors", async () => {
    const events: Record<string, unknown>[] = [];
    const a = await instance(events);
    const limiter = a.limiter(`away-${randomBytes(3).toString("hex")}`, 2, 60);
    await sql(`ALTER TABLE ${schema}.rate_limits RENAME TO rate_limits_away`);
    try {
      const decisions = [await limiter.hit("203.0.113.1"), await limiter.hit("203.0.113.1")];
      expect(decisions).toEqual([{ allowed: true }, { allowed: true }]);
      expect(await limiter.hit("203.0.113.1")).toMatchObject({ allowed: false });
    } finally {
      await sql(`ALTER TABLE ${schema}.rate_limits_away RENAME TO rate_limits`);
    }
  });
});

describe("openCluster", () => {
  it("keeps state in memory for a SQLite site and in PostgreSQL for a PostgreSQL one", async () => {
    expect((await openCluster("file:./data/site.db", () => {})).kind).toBe("memory");
    const shared = await openCluster(`${url}?schema=${schema}`, () => {});
    open.push(shared);
    expect(shared.kind).toBe("postgres");
  });

  it("refuses a schema name that is not a plain identifier", async () => {
    await expect(openCluster(`${url}?schema=x;drop`, () => {})).rejects.toThrow(/schema name/);
  });
});
