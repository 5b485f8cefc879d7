import { randomUUID } from "node:crypto";
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLAIM_STALE_MS, type LeadSpool, openLeadSpool, SpoolFullError } from "./spool.ts";
import { startSpoolDrainer } from "./spool-drainer.ts";
import { type LeadStore, openLeadStore } from "./store/index.ts";
import { type PreparedLead, storePreparedLead } from "./submit.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "spool-unit-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function prepared(extra: Partial<PreparedLead> = {}): PreparedLead {
  const id = randomUUID();
  return {
    id,
    receivedAt: new Date(),
    formType: "contact",
    formName: "Website Contact Form",
    endpoint: "contact",
    payload: { name: "Casey Olson", email: "casey@example.com", message: "A new walk to the porch." },
    email: "casey@example.com",
    name: "Casey Olson",
    idempotencyKey: null,
    bodyHash: null,
    response: { success: true, message: "Thank you! We received your request.", id },
    spamReason: null,
    ipHash: "0f".repeat(16),
    userAgent: "Mozilla/5.0",
    quoteLink: null,
    ...extra,
  };
}

const leadFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".lead.json"));

describe("the lead spool", () => {
  it("keeps each lead whole in a file of its own, with no address in it but the hash", async () => {
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 1_000_000 });
    const lead = prepared();
    await spool.put(lead);
    const [file] = leadFiles(spool.dir);
    const kept = JSON.parse(readFileSync(join(spool.dir, file), "utf8"));
    expect(kept.lead).toMatchObject({ id: lead.id, payload: lead.payload, ipHash: lead.ipHash });
    expect(await spool.depth()).toMatchObject({ leads: 1, oldest: lead.receivedAt });
  });

  it("refuses a lead past its size limit, and keeps the ones it holds", async () => {
    const spool = await openLeadSpool({ dir: folder, maxBytes: 1_500 });
    await spool.put(prepared());
    await expect(spool.put(prepared({ payload: { message: "x".repeat(2_000) } }))).rejects.toBeInstanceOf(
      SpoolFullError,
    );
    expect((await spool.depth()).leads).toBe(1);
  });

  it("hands each lead to exactly one of two instances draining one folder at once", async () => {
    const a = await openLeadSpool({ dir: folder, maxBytes: 10_000_000 });
    const b = await openLeadSpool({ dir: folder, maxBytes: 10_000_000 });
    const ids = [];
    for (let i = 0; i < 40; i += 1) {
      const lead = prepared({ receivedAt: new Date(Date.now() + i) });
      ids.push(lead.id);
      await a.put(lead);
    }
    const seen: string[] = [];
    const take = async (lead: PreparedLead) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      seen.push(lead.id);
    };
    const [ra, rb] = await Promise.all([a.drain(take), b.drain(take)]);
    expect(ra.stored + rb.stored).toBe(40);
    expect(seen.sort()).toEqual([...ids].sort());
    expect(readdirSync(folder)).toEqual([]);
  });

  it("puts a lead back when the store fails on it, and stops there, oldest first", async () => {
    const spool = await openLeadSpool({ dir: folder, maxBytes: 10_000_000 });
    const older = prepared({ receivedAt: new Date(1_700_000_000_000) });
    const newer = prepared({ receivedAt: new Date(1_700_000_001_000) });
    await spool.put(newer);
    await spool.put(older);
    const tried: string[] = [];
    const report = await spool.drain(async (lead) => {
      tried.push(lead.id);
      throw new Error("connection refused");
    });
    expect(report).toMatchObject({ stored: 0, error: "connection refused" });
    expect(tried).toEqual([older.id]);
    expect(leadFiles(folder)).toHaveLength(2);
  });

  it("goes on past a lead the store refuses while it answers otherwise, and keeps that lead", async () => {
    const spool = await openLeadSpool({ dir: folder, maxBytes: 10_000_000 });
    const refused = prepared({ receivedAt: new Date(1_700_000_000_000) });
    const fine = prepared({ receivedAt: new Date(1_700_000_001_000) });
    await spool.put(refused);
    await spool.put(fine);
    const stored: string[] = [];
    const report = await spool.drain(
      async (lead) => {
        if (lead.id === refused.id) throw new Error("value too long for column");
        stored.push(lead.id);
      },
      async () => true,
    );
    expect(report).toMatchObject({ stored: 1, refused: 1 });
    expect(stored).toEqual([fine.id]);
    expect(leadFiles(folder)).toEqual([expect.stringContaining(refused.id)]);
  });

  it("moves a file that is not a lead aside for a person, never deleting it", async () => {
    const spool = await openLeadSpool({ dir: folder, maxBytes: 10_000_000 });
    writeFileSync(
      join(folder, `0000000000001-${randomUUID()}.lead.json`),
      '{"v":1,"lead":{"id":"../../etc"}}',
    );
    const report = await spool.drain(async () => {});
    expect(report.unreadable).toBe(1);
    expect(readdirSync(folder).filter((name) => name.endsWith(".bad"))).toHaveLength(1);
    expect((await spool.depth()).unreadable).toBe(1);
  });
});

describe("draining into a real store", () => {
  let store: LeadStore;
  beforeEach(async () => {
    store = await openLeadStore(`file:${join(folder, "site.db")}`);
  });
  afterEach(async () => store.close());

  it("after a crash mid-drain (stored, file still claimed), takes the claim back and stores nothing twice", async () => {
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 10_000_000 });
    const lead = prepared();
    await spool.put(lead);
    // What a process killed between the store's commit and the file's removal leaves behind.
    await storePreparedLead(store, lead, { destinations: ["webhook"], now: new Date() });
    const [file] = leadFiles(spool.dir);
    const claimed = join(spool.dir, `${file}.claimed-4242-dead`);
    renameSync(join(spool.dir, file), claimed);
    const old = (Date.now() - CLAIM_STALE_MS - 1_000) / 1000;
    utimesSync(claimed, old, old);

    const drainer = startSpoolDrainer({
      spool,
      store,
      destinations: ["webhook"],
      log: () => {},
      intervalMs: 60_000,
    });
    await drainer.drainNow();
    await drainer.stop();
    expect(readdirSync(spool.dir)).toEqual([]);
    expect((await store.stats()).leads).toBe(1);
    expect((await store.get(lead.id))?.deliveries).toHaveLength(1);
  });

  it("drains when asked even while a pass begun during the outage is still waiting on the store", async () => {
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 10_000_000 });
    const lead = prepared();
    await spool.put(lead);
    // The store is away: its calls hang until the connection gives up, as PostgreSQL's do.
    let giveUp: (error: Error) => void = () => {};
    const away = new Promise<never>((_, reject) => {
      giveUp = reject;
    });
    let down = true;
    const flaky = new Proxy(store, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => (down ? away : value.apply(target, args));
      },
    });
    const drainer = startSpoolDrainer({
      spool,
      store: flaky,
      destinations: ["webhook"],
      log: () => {},
      intervalMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The store is back; the pass that began without it fails after the visitor's request arrives.
    down = false;
    const asked = drainer.drainNow();
    giveUp(new Error("connection terminated"));
    await asked;
    await drainer.stop();
    expect((await store.get(lead.id))?.lead.name).toBe("Casey Olson");
    expect(leadFiles(spool.dir)).toEqual([]);
  });

  async function drainInto(spool: LeadSpool, log: (event: Record<string, unknown>) => void = () => {}) {
    const drainer = startSpoolDrainer({ spool, store, destinations: ["webhook"], log, intervalMs: 60_000 });
    await drainer.drainNow();
    await drainer.stop();
  }
  /** Another submission under `key`, straight to the store, with the hash its body would have. */
  const submitWithKey = (key: string, bodyHash: string) =>
    store.submit({
      formType: "contact",
      formName: "Website Contact Form",
      endpoint: "contact",
      payload: { name: "Someone Else" },
      idempotencyKey: key,
      bodyHash,
      response: { success: true },
      destinations: ["webhook"],
    });

  it("keeps a spooled lead's body hash: once drained, its key with another body is told from a retry", async () => {
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 10_000_000 });
    const lead = prepared({ idempotencyKey: "spooled-key", bodyHash: "casey's body" });
    await spool.put(lead);
    await drainInto(spool);
    expect(await submitWithKey("spooled-key", "casey's body")).toMatchObject({
      duplicate: true,
      body: "same",
    });
    expect(await submitWithKey("spooled-key", "another body")).toMatchObject({
      duplicate: true,
      body: "other",
    });
  });

  it("stores a lead spooled by the version before body hashes, whose file has none", async () => {
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 10_000_000 });
    const { bodyHash: _, ...lead } = prepared({ idempotencyKey: "old-spool-key" });
    writeFileSync(
      join(spool.dir, `${String(lead.receivedAt.getTime()).padStart(13, "0")}-${lead.id}.lead.json`),
      JSON.stringify({ v: 1, lead }),
      { mode: 0o600 },
    );
    await drainInto(spool);
    expect((await store.get(lead.id))?.lead).toMatchObject({
      name: "Casey Olson",
      idempotencyKey: "old-spool-key",
    });
    // Its body cannot be compared: the submission endpoints decide what a repeat of its key gets.
    expect(await submitWithKey("old-spool-key", "any body")).toMatchObject({
      duplicate: true,
      body: "unknown",
    });
  });

  it("keeps a spooled lead whose key another body took while it waited: a lead of its own, without the key", async () => {
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 10_000_000 });
    const lead = prepared({ idempotencyKey: "42", bodyHash: "casey's body" });
    await spool.put(lead);
    const other = await submitWithKey("42", "another client's body");
    const events: Record<string, unknown>[] = [];
    await drainInto(spool, (event) => events.push(event));
    // Its sender was thanked: it is stored, and the business told, as any other.
    const stored = await store.get(lead.id);
    expect(stored?.lead).toMatchObject({ name: "Casey Olson", idempotencyKey: null });
    expect(stored?.deliveries.map((d) => [d.destination, d.status])).toEqual([["webhook", "pending"]]);
    expect((await store.get(other.lead.id))?.lead.payload.name).toBe("Someone Else");
    expect(leadFiles(spool.dir)).toEqual([]);
    expect(events).toContainEqual({
      event: "lead.spool_key_reused",
      leadId: lead.id,
      firstLeadId: other.lead.id,
    });
  });

  it("stores a drained lead with its own id, time and deliveries, as if it had arrived then", async () => {
    const spool = await openLeadSpool({ dir: join(folder, "spool"), maxBytes: 10_000_000 });
    const receivedAt = new Date(Date.now() - 90_000);
    const lead = prepared({ receivedAt });
    await spool.put(lead);
    const drainer = startSpoolDrainer({
      spool,
      store,
      destinations: ["webhook"],
      log: () => {},
      intervalMs: 60_000,
    });
    await drainer.drainNow();
    await drainer.stop();
    const stored = await store.get(lead.id);
    expect(stored?.lead).toMatchObject({ id: lead.id, createdAt: receivedAt, name: "Casey Olson" });
    expect(stored?.deliveries.map((d) => [d.destination, d.status])).toEqual([["webhook", "pending"]]);
  });
});
