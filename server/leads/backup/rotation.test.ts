import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupFileNames, backupTimeOf, pruneBackups, stampOf } from "./rotation.ts";

const DAY = 24 * 60 * 60_000;
const now = new Date("2026-11-26T03:35:00Z");
let folder: string;

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A folder backup (CSV and store copy) made `daysAgo` days before `now`, at 03:30. */
function backupMade(daysAgo: number, engine: "sqlite" | "postgres" = "sqlite"): string[] {
  const names = backupFileNames(stampOf(new Date(Date.parse("2026-11-26T03:30:00Z") - daysAgo * DAY)));
  const files = [names.csv, names[engine]];
  for (const file of files) writeFileSync(join(folder, file), "x");
  return files;
}

function fresh(): void {
  folder = mkdtempSync(join(tmpdir(), "backup-rotation-"));
}

describe("backup rotation", () => {
  it("keeps the last N days' backups and deletes the older ones, the CSV with its copy", () => {
    fresh();
    const nights = Array.from({ length: 21 }, (_, daysAgo) =>
      backupMade(daysAgo, daysAgo % 2 ? "postgres" : "sqlite"),
    );
    const rotation = pruneBackups(folder, 14, now);
    expect(rotation.deleted.sort()).toEqual(nights.slice(14).flat().sort());
    expect(readdirSync(folder).sort()).toEqual(nights.slice(0, 14).flat().sort());
  });

  it("keeps the newest N whatever their age: a clock that jumped ahead deletes nothing recent", () => {
    fresh();
    const nights = Array.from({ length: 20 }, (_, daysAgo) => backupMade(daysAgo));
    // A year ahead: every backup looks old, yet the newest 14 stay.
    const rotation = pruneBackups(folder, 14, new Date(now.getTime() + 365 * DAY));
    expect(readdirSync(folder).sort()).toEqual(nights.slice(0, 14).flat().sort());
    expect(rotation.deleted).toHaveLength(12);
    // One backup only, however old: it is the newest, and stays.
    rmSync(folder, { recursive: true });
    fresh();
    const only = backupMade(400);
    expect(pruneBackups(folder, 1, now).deleted).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(only.sort());
  });

  it("deletes nothing when the clock fell behind: no backup looks old", () => {
    fresh();
    for (let daysAgo = 0; daysAgo < 30; daysAgo += 1) backupMade(daysAgo);
    expect(pruneBackups(folder, 3, new Date(now.getTime() - 60 * DAY)).deleted).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(60);
  });

  it("never touches what no backup writes: other files, half-written ones, folders, links", () => {
    fresh();
    backupMade(0);
    const others = [
      "notes.txt",
      "site.db",
      "site-before-move.db",
      "leads-2020-01-01T0330Z.csv.gz",
      ".site-2020-01-01T0330Z.db.partial-0a1b2c",
      "site-2020-01-01T0330Z.db.before-restore-20200102T000000Z",
    ];
    for (const name of others) writeFileSync(join(folder, name), "x");
    mkdirSync(join(folder, "site-2020-01-01T0330Z.db"));
    symlinkSync("/etc/hostname", join(folder, "leads-2020-01-02T0330Z.csv"));
    expect(pruneBackups(folder, 1, now).deleted).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(2 + others.length + 2);
  });

  it("reads a backup's time from its name only when it is one", () => {
    expect(backupTimeOf("site-2026-11-25T0330Z.dump")).toEqual(new Date("2026-11-25T03:30:00Z"));
    expect(backupTimeOf("leads-2026-11-25T0330Z.csv")).toEqual(new Date("2026-11-25T03:30:00Z"));
    for (const name of ["site-2026-13-45T9999Z.db", "site-2026-11-25T0330Z.sql", "x-2026-11-25T0330Z.db"])
      expect(backupTimeOf(name)).toBeNull();
    fresh();
    expect(() => pruneBackups(folder, 0, now)).toThrow(RangeError);
  });
});
