import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeLeadService } from "../fakes/lead-service.ts";
import { startFakeSmtp } from "../fakes/smtp.ts";
import { dropSchema, testPostgresUrl } from "../support/postgres.ts";

// The whole pipeline across real processes: the production server, its worker, the store on
// disk or in PostgreSQL, a fake lead service and a fake SMTP server on 127.0.0.1.

const POSTGRES_URL = testPostgresUrl;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

interface Site {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, ["bin/start.mjs"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      SITE_URL: "https://www.gdm-concrete.test",
      RATE_LIMIT_PER_MINUTE: "100000",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server not ready:\n${output}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function submitContact(origin: string, i: number) {
  const res = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      name: `Pat Visitor${i}`,
      firstName: "Pat",
      lastName: `Visitor${i}`,
      email: `pat${i}@example.com`,
      phone: "515-555-0100",
      subject: "Driveway replacement",
      message: `Driveway replacement, about 600 sq ft (${i})`,
      form_type: "contact",
      form_name: "Website Contact Form",
      page_source: "Contact Page",
      lead_type: "Prospect",
      source: "Contact",
      tags: ["Website Lead"],
      page_url: "https://www.gdm-concrete.test/contact",
      submitted_at: new Date().toISOString(),
      _started: Date.now() - 60_000,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function readyz(origin: string) {
  return (await (await fetch(`${origin}/readyz`)).json()) as {
    deliveries: { pending: number; dead: number };
  };
}

test.describe("lead pipeline across processes", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test("a lead reaches the lead service and the business's inbox, each once", async () => {
    const service = await startFakeLeadService();
    const smtp = await startFakeSmtp();
    const dir = mkdtempSync(path.join(tmpdir(), "gdm-pipeline-"));
    const site = await startSite({
      DATABASE_URL: `file:${path.join(dir, "site.db")}`,
      LEAD_WEBHOOK_URL: service.url,
      LEAD_WEBHOOK_SECRET: "test-secret",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "owner@example.com",
    });
    try {
      const id = await submitContact(site.origin, 1);
      const [request] = await service.waitForRequests(1, 15_000);
      expect(request.json.lead_id).toBe(id);
      expect(request.json.email).toBe("pat1@example.com");
      expect(request.headers["x-signature-256"]).toMatch(/^sha256=[0-9a-f]{64}$/);
      const [mail] = await smtp.waitForMessages(1, 15_000);
      expect(mail.to).toEqual(["owner@example.com"]);
      expect(mail.raw).toContain("pat1@example.com");
      await expect
        .poll(async () => (await readyz(site.origin)).deliveries.pending, { timeout: 10_000 })
        .toBe(0);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(service.requests).toHaveLength(1);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      site.child.kill("SIGTERM");
      await exited(site.child);
      await service.close();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("pending deliveries survive kill -9 and are delivered after a restart", async () => {
    const service = await startFakeLeadService();
    service.always({ kind: "status", status: 503 });
    const dir = mkdtempSync(path.join(tmpdir(), "gdm-pipeline-"));
    const env = { DATABASE_URL: `file:${path.join(dir, "site.db")}`, LEAD_WEBHOOK_URL: service.url };
    const first = await startSite(env);
    const ids: string[] = [];
    try {
      for (let i = 0; i < 5; i++) ids.push(await submitContact(first.origin, i));
      await service.waitForRequests(5, 15_000);
      expect((await readyz(first.origin)).deliveries.pending).toBe(5);
    } finally {
      first.child.kill("SIGKILL");
      await exited(first.child);
    }

    service.always({ kind: "ok" });
    const second = await startSite(env);
    try {
      await expect
        .poll(async () => (await readyz(second.origin)).deliveries.pending, { timeout: 45_000 })
        .toBe(0);
      const delivered = new Set(
        service.requests.filter((r) => r.body && service.requests.indexOf(r) >= 5).map((r) => r.json.lead_id),
      );
      expect([...delivered].sort()).toEqual([...ids].sort());
    } finally {
      second.child.kill("SIGTERM");
      await exited(second.child);
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("two servers on one PostgreSQL deliver each lead exactly once to a slow lead service", async () => {
    const schema = `pipeline_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const service = await startFakeLeadService();
    service.always({ kind: "slow", delayMs: 300 });
    const databaseUrl = `${POSTGRES_URL}${POSTGRES_URL.includes("?") ? "&" : "?"}schema=${schema}`;
    const env = { DATABASE_URL: databaseUrl, LEAD_WEBHOOK_URL: service.url };
    const a = await startSite(env);
    const b = await startSite(env);
    try {
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) => submitContact(i % 2 ? a.origin : b.origin, i)),
      );
      await expect.poll(async () => (await readyz(a.origin)).deliveries.pending, { timeout: 45_000 }).toBe(0);
      const keys = service.requests.map((r) => r.headers["idempotency-key"]);
      expect(new Set(keys).size).toBe(keys.length);
      expect(service.requests.map((r) => r.json.lead_id).sort()).toEqual([...ids].sort());
    } finally {
      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      await Promise.all([exited(a.child), exited(b.child)]);
      await service.close();
      await dropSchema(schema, POSTGRES_URL);
    }
  });
});
