import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it, vi } from "vitest";
import { startDeliveryWorker } from "../../server/leads/delivery/worker.ts";
import { openLeadStore } from "../../server/leads/store/index.ts";
import type { NewLead } from "../../server/leads/store/types.ts";
import { startFakeTwilio } from "../fakes/twilio.ts";

/**
 * "Sent once, even across instances and a SIGKILL" (docs/decisions/049-sms-destination.md): a worker
 * in its own process is killed with SIGKILL after Twilio took its text and before it could record
 * it; the worker that takes the row over once the lease ran out asks Twilio, finds the text and
 * records it delivered without texting the owner again.
 */
vi.setConfig({ testTimeout: 60_000 });
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const folder = mkdtempSync(join(tmpdir(), "sms-sigkill-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const LEASE = 1_000;

/** The child runs the TypeScript as it is, through jiti (the build tools' loader), with the @shared alias. */
function startChild(url: string, env: object): Promise<ChildProcess> {
  const jiti = join(
    dirname(createRequire(import.meta.url).resolve("jiti/package.json")),
    "lib",
    "jiti-cli.mjs",
  );
  const child = spawn(
    process.execPath,
    [jiti, join(root, "tests", "support", "sms-worker-child.ts"), url, JSON.stringify(env), String(LEASE)],
    {
      env: { ...process.env, JITI_ALIAS: JSON.stringify({ "@shared": join(root, "shared") }) },
      stdio: "pipe",
    },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("started")) resolve(child);
    });
    child.stderr!.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => reject(new Error(`the worker exited (${code}):\n${output}`)));
  });
}

it("texts a lead once when its worker is killed between Twilio's taking the text and the record", async () => {
  const twilio = await startFakeTwilio();
  const url = `file:${join(folder, "site.db")}`;
  const store = await openLeadStore(url);
  const env = {
    ...twilio.account,
    OWNER_SMS_TO: ["+15155550142"],
    SMS_QUIET_HOURS: null,
  };
  const lead: NewLead = {
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "quote",
    payload: { name: "Killed Kim", phone: "515-555-0199", serviceType: "patios" },
    email: null,
    name: "Killed Kim",
    response: { success: true },
    destinations: ["sms"],
  };
  try {
    // Twilio takes the text and holds its answer: the worker is killed while it waits for it.
    twilio.queue({ kind: "hold" });
    const { lead: stored } = await store.submit(lead);
    const child = await startChild(url, env);
    await twilio.waitForTexts(1, 30_000);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const left = (await store.get(stored.id))!;
    expect(left.deliveries[0]).toMatchObject({ status: "pending", attempts: 0, leaseOwner: "child-worker" });

    const worker = startDeliveryWorker({ store, env, log: () => {}, pollMs: 20, leaseMs: LEASE });
    try {
      await expect
        .poll(async () => (await store.get(stored.id))!.deliveries[0].status, { timeout: 10_000 })
        .toBe("delivered");
    } finally {
      await worker.stop();
    }
    expect(twilio.sent).toHaveLength(1);
    expect(twilio.lists.map((list) => list.status)).toEqual([200]);
  } finally {
    await store.close();
    await twilio.close();
  }
});
