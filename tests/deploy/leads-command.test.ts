import { spawn } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_LINK_SIGNER_SETTING, ownerLinkSigner } from "../../server/leads/owner/links.ts";
import { openLeadStore } from "../../server/leads/store/index.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";

// bin/gdm-leads as the checklist runs it (`sudo bin/gdm-leads …`): as the site's user, with the
// settings of the unit's EnvironmentFile, none of them on a command line. "nobody" stands for the
// site's user (gdm-concrete on a server), and a settings file readable by its group only.

const root = path.resolve(import.meta.dirname, "../..");
const command = path.join(root, "bin/gdm-leads");
const SITE_USER = "nobody";
const SECRET = "the-owner-link-secret-in-the-settings-file-only";

let folder: string;
let envFile: string;
let databaseUrl: string;
let smtp: FakeSmtp;

function run(args: string[], env: Record<string, string> = {}, asUser?: string) {
  const argv = asUser ? ["runuser", "-u", asUser, "--", command, ...args] : [command, ...args];
  const child = spawn(argv[0], argv.slice(1), {
    cwd: root,
    // Nothing of the site's settings in the caller's environment: only the file has them.
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      GDM_ENV_FILE: envFile,
      GDM_SITE_USER: SITE_USER,
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  folder = mkdtempSync("/tmp/gdm-leads-command-");
  chmodSync(folder, 0o755);
  const data = path.join(folder, "data");
  mkdirSync(data);
  chownSync(data, 65534, 65534);
  databaseUrl = `file:${path.join(data, "site.db")}`;
  envFile = path.join(folder, "env");
  writeFileSync(
    envFile,
    [
      "# As deploy/env.example has them",
      `DATABASE_URL=${databaseUrl}`,
      "SITE_URL=https://www.example.com",
      `OWNER_LINK_SECRET=${SECRET}`,
      `SMTP_URL=${smtp.url}`,
      "NOTIFY_EMAIL=office@example.com",
      "",
    ].join("\n"),
  );
  // root:gdm-concrete 640, as the checklist has it.
  chownSync(envFile, 0, 65534);
  chmodSync(envFile, 0o640);

  // A held lead in the site's store, which the site made (as its user) and said how it signs links.
  const made = await run(["stats"]);
  expect(made.code, made.stderr).toBe(0);
  const store = await openLeadStore(databaseUrl);
  try {
    await store.submit({
      formType: "contact",
      formName: "Website Contact Form",
      endpoint: "wp-forms-contact",
      payload: { name: "Hal Held", email: "hal@example.com", message: "http://a.example http://b.example" },
      email: "hal@example.com",
      name: "Hal Held",
      destinations: ["webhook"],
      response: { success: true },
      spamReason: "mostly-links",
    });
    await store.writeSetting(OWNER_LINK_SIGNER_SETTING, ownerLinkSigner({ OWNER_LINK_SECRET: SECRET }));
  } finally {
    await store.close();
  }
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("bin/gdm-leads", () => {
  it("runs the leads command line on the store its settings file names, as the site's user", async () => {
    const listed = await run(["list", "--status", "spam"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain("Hal Held");
    // What to do next, as it runs here.
    expect(listed.stdout).toContain(`To deliver one: sudo ${command} release ID`);
    // The store is the site's user's, as the site would leave it.
    expect(statSync(databaseUrl.slice("file:".length)).uid).toBe(65534);
  });

  it("signs the digest's links with the site's OWNER_LINK_SECRET, which only the settings file holds", async () => {
    const before = smtp.messages.length;
    const digest = await run(["digest"]);
    expect(digest.code, digest.stderr).toBe(0);
    expect(smtp.messages.length).toBe(before + 1);
    // The same command without the file's settings (the old checklist's way) sends nothing.
    const bare = spawn(path.join(root, "node_modules/.bin/node"), ["bin/leads.mjs", "digest"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: "o@example.com",
      },
    });
    let stderr = "";
    bare.stderr.on("data", (chunk) => (stderr += chunk));
    expect(await new Promise((resolve) => bare.on("close", resolve))).toBe(1);
    expect(stderr).toContain("OWNER_LINK_SECRET, which this command was not given");
    expect(smtp.messages.length).toBe(before + 1);
  });

  it("writes a backup only the site's user can read", async () => {
    const target = path.join(folder, "data", "backups");
    const backup = await run(["backup", target]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(statSync(target).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(target)) {
      const stat = statSync(path.join(target, file));
      expect([file, stat.mode & 0o777, stat.uid]).toEqual([file, 0o600, 65534]);
    }
  });

  it("restores a backup file as the site's user, keeping the store it replaces beside it", async () => {
    const file = path.join(folder, "data", "backups", "before-the-move.db");
    const backup = await run(["backup", file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect([statSync(file).mode & 0o777, statSync(file).uid]).toEqual([0o600, 65534]);
    // The store holds leads: only with --force, and then it is renamed aside, not deleted.
    const refused = await run(["restore", file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("run this again with --force");
    const restored = await run(["restore", file, "--force"]);
    expect(restored.code, restored.stderr).toBe(0);
    const aside = /kept as (.+)\.\n/.exec(restored.stdout)?.[1] ?? "";
    const store = databaseUrl.slice("file:".length);
    for (const kept of [store, aside])
      expect([kept, statSync(kept).mode & 0o777, statSync(kept).uid]).toEqual([kept, 0o600, 65534]);
    const listed = await run(["list", "--status", "spam"]);
    expect(listed.stdout).toContain("Hal Held");
  });

  it("refuses, with what to do, a user who is neither root nor the site's", async () => {
    const refused = await run(["stats"], {}, "daemon");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Run it as root");
  });
});
