import {
  backupLeads,
  backupStore,
  isStoreCopyName,
  KEEP_DAYS_MAX,
  Refused,
  restoreLeads,
} from "./backup/index.ts";
import { type Command, EXIT, plural, single, UsageError, WithoutStore } from "./cli-command.ts";
import type { OwnerDesk, StoreConnection } from "./store/index.ts";

/**
 * `backup FILE`, `backup FOLDER [--keep-days N]` and `restore FILE [--force]`: the command line
 * read and the result told; what they do is backup/'s.
 */

export function backupCommand(args: string[]): Command<OwnerDesk & StoreConnection> {
  const [path, ...options] = args;
  if (!path || path.startsWith("--")) {
    throw new UsageError(
      "backup needs a file (site.db, site.dump) or a folder, e.g. /var/backups/gdm-concrete",
    );
  }
  let keepDays: number | undefined;
  for (let i = 0; i < options.length; i += 2) {
    const [flag, value] = [options[i], options[i + 1]];
    if (flag !== "--keep-days") throw new UsageError(`Unexpected argument "${flag}"`);
    if (!value || !/^[1-9]\d{0,3}$/.test(value) || Number(value) > KEEP_DAYS_MAX)
      throw new UsageError(`--keep-days needs a whole number of days from 1 to ${KEEP_DAYS_MAX}`);
    keepDays = Number(value);
  }
  if (!isStoreCopyName(path)) return backupTo(path, keepDays);
  if (keepDays !== undefined) throw new UsageError("--keep-days rotates a folder of backups, not one file");
  return async (store, io) => {
    try {
      const file = await backupStore({
        dialect: store.dialect,
        databaseUrl: io.env.DATABASE_URL || undefined,
        file: path,
        tools: { path: io.env.PATH },
      });
      io.stdout.write(
        `Backed up (readable by this user only):\n  ${file.path}  ${file.bytes} bytes: ${file.what}\n`,
      );
      return EXIT.ok;
    } catch (error) {
      io.stderr.write(
        error instanceof Refused
          ? `${error.message}\n`
          : `Could not back up into ${path}: ${(error as Error).message}\n`,
      );
      return EXIT.failed;
    }
  };
}

function backupTo(folder: string, keepDays: number | undefined): Command<OwnerDesk & StoreConnection> {
  return async (store, io) => {
    let result: Awaited<ReturnType<typeof backupLeads>>;
    try {
      result = await backupLeads({
        store,
        databaseUrl: io.env.DATABASE_URL || undefined,
        folder,
        tools: { path: io.env.PATH },
        keepDays,
      });
    } catch (error) {
      io.stderr.write(`Could not back up into ${folder}: ${(error as Error).message}\n`);
      return EXIT.failed;
    }
    io.stdout.write(`Backed up into ${result.folder} (readable by this user only):\n`);
    for (const file of result.files) io.stdout.write(`  ${file.path}  ${file.bytes} bytes: ${file.what}\n`);
    if (result.rotation) {
      const { kept, deleted } = result.rotation;
      io.stdout.write(
        `Rotation (--keep-days ${keepDays}): ${plural(deleted.length, "old file", "old files")} deleted, ${kept.length} kept.\n`,
      );
      for (const name of deleted) io.stdout.write(`  deleted ${name}\n`);
    }
    for (const note of result.notes) io.stderr.write(`${note}\n`);
    return result.notes.length > 0 ? EXIT.failed : EXIT.ok;
  };
}

export function restoreCommand(args: string[]): WithoutStore {
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  const file = single(
    rest,
    "restore needs the backup file, e.g. /var/backups/gdm-concrete/site-2026-11-25T0330Z.db",
  );
  if (file.startsWith("--")) throw new UsageError(`Unknown option "${file}" for restore`);
  return new WithoutStore(async (io) => {
    try {
      const restored = await restoreLeads({
        file,
        databaseUrl: io.env.DATABASE_URL || undefined,
        force,
        tools: { path: io.env.PATH },
      });
      io.stdout.write(
        `Restored ${file} as ${restored.store}: ${plural(restored.leads, "lead", "leads")}, store version ${restored.version}.\n`,
      );
      if (restored.setAside) io.stdout.write(`What was there before is kept as ${restored.setAside}.\n`);
      io.stdout.write("Start the site again; stats and list show what came back.\n");
      return EXIT.ok;
    } catch (error) {
      io.stderr.write(
        error instanceof Refused
          ? `${error.message}\n`
          : `Could not restore ${file}: ${(error as Error).message}\n`,
      );
      return EXIT.failed;
    }
  });
}
