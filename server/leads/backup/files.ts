import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, fsyncSync, linkSync, mkdirSync, openSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** A backup holds every customer's details and the store's keys: its user's alone. */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** A folder of backups: made 0700, or tightened to it when it is ours and others could open it. */
export function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  const stat = statSync(folder);
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder`);
  if ((stat.mode & 0o077) !== 0) chmodSync(folder, PRIVATE_FOLDER);
}

/** The folder a backup file goes in: made 0700 when missing; one that exists is left as it is. */
export function folderFor(file: string): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  if (!statSync(folder).isDirectory()) throw new Error(`${folder} is not a folder`);
}

/**
 * Runs `work` on a new, empty, private file beside `file` (`.NAME.partial-RANDOM`), and removes
 * whatever of it is left afterwards, whether `work` ended well or not.
 */
export async function withPartialFile<T>(file: string, work: (partial: string) => Promise<T>): Promise<T> {
  folderFor(file);
  const partial = join(dirname(file), `.${basename(file)}.partial-${randomBytes(6).toString("hex")}`);
  closeSync(openSync(partial, "wx", PRIVATE_FILE));
  try {
    return await work(partial);
  } finally {
    for (const leftover of [partial, `${partial}-journal`, `${partial}-wal`, `${partial}-shm`]) {
      rmSync(leftover, { force: true });
    }
  }
}

/**
 * Writes `file` through a private temporary file beside it, which only takes the name once it is
 * whole: a backup cut short never leaves a file that looks like a backup, and `link` fails rather
 * than replace a file already there (a backup never writes over anything).
 */
export function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  return withPartialFile(file, async (partial) => {
    await write(partial);
    syncFile(partial);
    try {
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        throw new Error(
          `${file} already exists: nothing is written over a file that is there (choose another name)`,
        );
      }
      throw error;
    }
    syncFile(dirname(file));
  });
}

/** Makes a file's bytes, or a folder's names, survive a power cut. */
export function syncFile(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
