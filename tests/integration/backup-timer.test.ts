import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { openLeadStore } from "../../server/leads/store/index.ts";

// The nightly backup shipped in deploy/systemd: units systemd accepts as they are, and the very
// command the service runs, with its rotation, on a folder of older backups and other files.

const root = path.resolve(import.meta.dirname, "../..");
const UNITS = ["gdm-concrete-backup.service", "gdm-concrete-backup.timer"];
const SITE_ROOT = "/srv/gdm-concrete";
const BACKUPS = "/var/backups/gdm-concrete";
const unit = (name: string) => readFileSync(path.join(root, "deploy/systemd", name), "utf8");

const folder = mkdtempSync(path.join(tmpdir(), "backup-timer-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `Key=value` of a unit, the last one winning as systemd reads it. */
function setting(text: string, key: string): string {
  const values = [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]);
  expect(values.length, `${key}=`).toBeGreaterThan(0);
  return values.at(-1)!;
}

describe("deploy/systemd: the nightly backup", () => {
  it("passes systemd-analyze verify, without a warning", () => {
    // Copies whose paths point at this checkout, where bin/gdm-leads is, so the check of the
    // command finds it; systemd-analyze comes with Debian's systemd package.
    const copies = path.join(folder, "units");
    mkdirSync(copies);
    for (const name of UNITS) writeFileSync(path.join(copies, name), unit(name).replaceAll(SITE_ROOT, root));
    const verify = spawnSync("systemd-analyze", ["verify", ...UNITS.map((name) => path.join(copies, name))], {
      encoding: "utf8",
    });
    expect(verify.error, "systemd-analyze (apt-get install systemd)").toBeUndefined();
    expect([verify.status, verify.stderr]).toEqual([0, ""]);
  });

  it("runs as the site's user under umask 077, every night, and makes up a missed night", () => {
    const service = unit("gdm-concrete-backup.service");
    expect(setting(service, "User")).toBe("gdm-concrete");
    expect(setting(service, "UMask")).toBe("0077");
    expect(setting(service, "Type")).toBe("oneshot");
    const timer = unit("gdm-concrete-backup.timer");
    expect(setting(timer, "Persistent")).toBe("true");
    const next = spawnSync("systemd-analyze", ["calendar", setting(timer, "OnCalendar")], {
      encoding: "utf8",
    });
    expect(next.status, next.stderr).toBe(0);
    expect(next.stdout).toMatch(/Normalized form: \*-\*-\* 03:30:00/);
  });

  it("its command backs up and rotates: the last 14 days kept, the newest always, nothing else touched", async () => {
    const [command, ...args] = setting(unit("gdm-concrete-backup.service"), "ExecStart").split(" ");
    expect(command).toBe(`${SITE_ROOT}/bin/gdm-leads`);
    expect(args).toEqual(["backup", BACKUPS, "--keep-days", "14"]);

    const databaseUrl = `file:${path.join(folder, "data", "site.db")}`;
    const store = await openLeadStore(databaseUrl);
    await store.close();
    const backups = path.join(folder, "backups");
    mkdirSync(backups, { mode: 0o700 });
    const DAY = 24 * 60 * 60_000;
    const stamp = (daysAgo: number) =>
      `${new Date(Date.now() - daysAgo * DAY - 60_000).toISOString().slice(0, 16).replace(":", "")}Z`;
    const nights = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => [
        `leads-${stamp(from + i)}.csv`,
        `site-${stamp(from + i)}.db`,
      ]).flat();
    const others = ["notes.txt", "site-before-the-move.db", `.site-${stamp(40)}.db.partial-0a1b2c`];
    for (const name of [...nights(1, 20), ...others]) writeFileSync(path.join(backups, name), "x");
    mkdirSync(path.join(backups, `site-${stamp(50)}.db`));
    symlinkSync("/etc/hostname", path.join(backups, `leads-${stamp(60)}.csv`));

    let stdout = "";
    let stderr = "";
    const code = await runLeadsCli(
      args.map((arg) => (arg === BACKUPS ? backups : arg)),
      {
        env: { DATABASE_URL: databaseUrl },
        stdout: { write: (chunk: string) => (stdout += chunk) },
        stderr: { write: (chunk: string) => (stderr += chunk) },
      },
    );
    expect(code, stderr).toBe(0);
    // Tonight's backup and the 13 nights before it make the newest 14; the 14th night back is
    // past 14 days and goes, with every older one.
    const kept = readdirSync(backups).filter((name) => /^(leads|site)-\d{4}/.test(name));
    const planted = [...nights(1, 20), `site-${stamp(50)}.db`, `leads-${stamp(60)}.csv`];
    const tonight = kept.filter((name) => !planted.includes(name));
    expect(tonight.map((name) => name.replace(/\d/g, "0")).sort()).toEqual([
      "leads-0000-00-00T0000Z.csv",
      "site-0000-00-00T0000Z.db",
    ]);
    expect(readdirSync(backups).sort()).toEqual(
      [...tonight, ...nights(1, 13), ...others, `site-${stamp(50)}.db`, `leads-${stamp(60)}.csv`].sort(),
    );
    expect(stdout).toContain("Rotation (--keep-days 14): 14 old files deleted");
  });
});
