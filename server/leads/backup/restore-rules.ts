import { migrations } from "../store/migrations.ts";

/**
 * What a restore checks, the same for both engines:
 * - the file is a lead store's backup, made by this version of the code or an older one (a newer
 *   one may hold columns this code would not keep; the site is updated first);
 * - the store it replaces holds no leads, or the owner said `--force`: a store that took leads
 *   since the backup was made would otherwise lose them without a word;
 * - nothing is ever deleted: what was there is renamed aside, to be looked at or put back.
 */

/** A refusal with what to do (a restore or a backup that must not go on): the command prints it as it is. */
export class Refused extends Error {}

export interface RestoredStore {
  /** The store now in place: a file, or a PostgreSQL schema. */
  store: string;
  /** Where the store that was there was put, or null when there was none. */
  setAside: string | null;
  /** The backup's newest migration: the store is brought up to date when it first opens. */
  version: number;
}

export interface RestoreResult extends RestoredStore {
  /** Leads in the restored store, counted once it opened. */
  leads: number;
}

/** The newest schema version this code knows. */
export const LATEST_MIGRATION = Math.max(...migrations.map((migration) => migration.version));

/** The backup's version, when this code can open what it holds. */
export function checkMigrations(versions: readonly number[], what: string): number {
  if (versions.length === 0) throw new Refused(`${what} is not a lead store's backup: it has no migrations.`);
  const version = Math.max(...versions);
  if (version > LATEST_MIGRATION) {
    throw new Refused(
      `${what} was made by a newer version of the site (store version ${version}; this one knows ${LATEST_MIGRATION}): ` +
        "update the site first, then restore.",
    );
  }
  return version;
}

export function holdsLeads(store: string, leads: number): string {
  return (
    `${store} already holds ${leads} lead${leads === 1 ? "" : "s"}. Restoring puts that store aside ` +
    "(renamed, not deleted) and the backup in its place: if that is what you want, run this again with --force."
  );
}

/** `site.db.before-restore-2026-11-26T071300Z`: beside the store, and sorted by when. */
export function setAsideName(path: string, now: Date): string {
  return `${path}.before-restore-${now.toISOString().slice(0, 19).replaceAll(":", "").replaceAll("-", "")}Z`;
}
