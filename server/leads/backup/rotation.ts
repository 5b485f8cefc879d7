import { lstatSync, readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * The names a folder backup gives its files, and the rotation that keeps a folder of nightly
 * backups from growing for ever (deploy/systemd/gdm-concrete-backup.service runs
 * `backup FOLDER --keep-days 14`). The rotation only ever deletes a file whose name a backup of
 * this site wrote; anything else in the folder is left alone.
 */

/** `2026-11-25T1432Z`: sorts by time, and has no character a file name must not. */
export function stampOf(now: Date): string {
  return `${now.toISOString().slice(0, 16).replace(":", "")}Z`;
}

/** What a folder backup is made of: `leads-STAMP.csv` and `site-STAMP.db` or `site-STAMP.dump`. */
export const backupFileNames = (stamp: string) => ({
  csv: `leads-${stamp}.csv`,
  sqlite: `site-${stamp}.db`,
  postgres: `site-${stamp}.dump`,
});

const BACKUP_FILE =
  /^(?:leads-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})Z\.csv|site-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})Z\.(?:db|dump))$/;

/** When a backup file of this site was made, from its name; null for any other name. */
export function backupTimeOf(name: string): Date | null {
  const match = BACKUP_FILE.exec(name);
  if (!match) return null;
  const [day, hour, minute] = match[1] ? match.slice(1, 4) : match.slice(4, 7);
  const time = new Date(`${day}T${hour}:${minute}:00Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** The longest a rotation may be asked to keep backups: far beyond any need, and a bound on the input. */
export const KEEP_DAYS_MAX = 3_650;

export interface Rotation {
  kept: string[];
  deleted: string[];
}

/**
 * Deletes the backups in `folder` that are both older than `keepDays` days and not among the
 * newest `keepDays` backups (a backup being the files that share one time stamp). So:
 * - with one backup a night, the last `keepDays` nights are kept;
 * - a clock that jumps ahead makes every backup look old, yet the newest `keepDays` stay; one that
 *   falls behind makes none look old, and nothing is deleted;
 * - files whose names no backup writes (a copy the owner put there, a half-written `.partial`
 *   file, a folder, a link) are never touched.
 */
export function pruneBackups(folder: string, keepDays: number, now = new Date()): Rotation {
  if (!Number.isInteger(keepDays) || keepDays < 1 || keepDays > KEEP_DAYS_MAX) {
    throw new RangeError(`keepDays must be a whole number from 1 to ${KEEP_DAYS_MAX}`);
  }
  const byTime = new Map<number, string[]>();
  for (const name of readdirSync(folder)) {
    const time = backupTimeOf(name);
    // lstat: a link named like a backup is not one, and is never followed.
    if (!time || !lstatSync(join(folder, name)).isFile()) continue;
    byTime.set(time.getTime(), [...(byTime.get(time.getTime()) ?? []), name]);
  }
  const newestFirst = [...byTime.keys()].sort((a, b) => b - a);
  const oldestKept = now.getTime() - keepDays * 24 * 60 * 60_000;
  const rotation: Rotation = { kept: [], deleted: [] };
  newestFirst.forEach((time, rank) => {
    const names = byTime.get(time) ?? [];
    if (rank < keepDays || time >= oldestKept) {
      rotation.kept.push(...names);
      return;
    }
    for (const name of names) {
      unlinkSync(join(folder, name));
      rotation.deleted.push(name);
    }
  });
  return rotation;
}
