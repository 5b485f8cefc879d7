import { type Migration, migrations } from "../store/index.ts";

/**
 * What a restore checks, the same for both engines:
 * - the file is a lead store's backup, made by this version of the code or an older one (a newer
 *   one may hold columns this code would not keep; the site is updated first);
 * - the store it replaces holds no leads, or the owner said `--force`: a store that took leads
 *   since the backup was made would otherwise lose them without a word;
 * - nothing is ever deleted: what was there is renamed aside, to be looked at or put back;
 * - the backup holds nothing but what the site itself makes: the tables, indexes and sequences of
 *   the migrations its schema_migrations lists (and, on PostgreSQL, the cluster's tables). A backup
 *   is a file someone may hand the owner: a trigger, view, function, rule or table added to it would
 *   run in the store, with the site's rights, from the first lead on (sqlite.ts, postgres-check.ts).
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

/** The migrations a backup's schema_migrations lists, in the order the site applies them: what made its store. */
export function migrationsListed(versions: readonly number[]): Migration[] {
  const listed = new Set(versions);
  return [...migrations].sort((a, b) => a.version - b.version).filter((m) => listed.has(m.version));
}

/** At most this many of what a backup carries are named: a crafted one may carry thousands. */
const NAMED_MAX = 20;
/** A name longer than this is cut: it is only to recognise. */
const NAME_SHOWN_MAX = 120;

/** A name from a backup, fit to print on the owner's terminal: no control characters, not too long. */
export function shownName(name: string): string {
  const plain = name.replace(/\p{Cc}/gu, "?");
  return plain.length > NAME_SHOWN_MAX ? `${plain.slice(0, NAME_SHOWN_MAX)}…` : plain;
}

/** The refusal of a backup that holds what the site's migrations never make, naming what it found. */
export function foreignObjects(file: string, found: readonly string[]): Refused {
  const named = found.slice(0, NAMED_MAX).map(shownName);
  if (found.length > NAMED_MAX) named.push(`and ${found.length - NAMED_MAX} more`);
  return new Refused(
    `${file} holds what the site's migrations never make: ${named.join("; ")}. ` +
      "A backup of this site holds only the store's own tables and indexes; anything more would run in " +
      "the restored store with the site's rights, so this one is not restored, and nothing was changed.",
  );
}
