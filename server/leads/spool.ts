import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { PreparedLead } from "./submit.ts";

/**
 * Where a lead waits when the store cannot take it (decision 018): a managed PostgreSQL fails over
 * in 30-120 s and restarts for upgrades, and a visitor who is told "try again" rarely does. The
 * lead is written to a file of its own in this folder, fsynced, 0600, before the visitor is
 * thanked; once the store answers again it is stored with its own id, as if it had arrived then.
 *
 * - One file per lead, `<received ms>-<id>.lead.json`, written under a temporary name and renamed,
 *   so a crash leaves either nothing the visitor was told of, or the whole lead.
 * - Draining claims a file by renaming it (atomic: of several instances on one folder, one wins),
 *   stores the lead, then deletes the file. A crash between the two leaves the claim, taken back
 *   after CLAIM_STALE_MS; the lead's id (and its Idempotency-Key) make the second store a no-op.
 * - A file that cannot be read as a lead is renamed `….bad` and left for a person: never deleted.
 * - The folder is bounded (`maxBytes`); past it `put` throws and the visitor gets today's 503.
 */

export const SPOOL_FILE_SUFFIX = ".lead.json";
const CLAIM_MARK = ".claimed-";
const TEMP_PREFIX = ".tmp-";
/** A claim older than this belongs to a process that died mid-drain: the file is taken back. */
export const CLAIM_STALE_MS = 2 * 60_000;
/** A temporary file this old was never renamed, so no visitor was thanked for it. */
const TEMP_STALE_MS = 60 * 60_000;
const FORMAT_VERSION = 1;
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class SpoolFullError extends Error {
  constructor(limit: number) {
    super(`the lead spool is full (${limit} bytes)`);
  }
}

export interface SpoolDepth {
  /** Leads waiting (claimed ones included: they are not stored yet). */
  leads: number;
  bytes: number;
  /** When the oldest waiting lead arrived. */
  oldest: Date | null;
  /** Files that could not be read as leads, left for a person (`….bad`). */
  unreadable: number;
}

export interface DrainReport {
  stored: number;
  /** The store's last failure; the lead it was on is back in the spool. */
  error?: string;
  /** Leads the store refused while it answered otherwise: left in the spool, tried each pass. */
  refused: number;
  unreadable: number;
}

export interface LeadSpool {
  readonly dir: string;
  readonly maxBytes: number;
  /** Keeps the lead durably (fsynced file and folder) or throws; never half-written. */
  put(lead: PreparedLead): Promise<void>;
  depth(): Promise<SpoolDepth>;
  /**
   * Oldest first, stores each lead it can claim with `store`. After a failure it goes on only when
   * `storeAnswers()` says the store is up (the failure was that lead's, not an outage), so one
   * lead the store refuses never holds back the others.
   */
  drain(
    store: (lead: PreparedLead) => Promise<void>,
    storeAnswers?: () => Promise<boolean>,
  ): Promise<DrainReport>;
}

export async function openLeadSpool({
  dir,
  maxBytes,
}: {
  dir: string;
  maxBytes: number;
}): Promise<LeadSpool> {
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // Found out now, not during an outage: the folder takes a file.
  const probe = path.join(folder, `${TEMP_PREFIX}probe-${process.pid}`);
  await (await open(probe, "w", 0o600)).close();
  await unlink(probe);
  const claimToken = `${process.pid}-${randomBytes(6).toString("hex")}`;

  async function names(): Promise<string[]> {
    return readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
  }

  // Several instances may share the folder: its size is read from the disk, at most once a second.
  let used = { bytes: 0, at: 0 };
  async function usedBytes(): Promise<number> {
    if (Date.now() - used.at < 1_000) return used.bytes;
    let total = 0;
    for (const name of await names()) {
      if (!isLeadFile(name) && !name.includes(CLAIM_MARK)) continue;
      total += await stat(path.join(folder, name)).then(
        (info) => info.size,
        () => 0,
      );
    }
    used = { bytes: total, at: Date.now() };
    return total;
  }

  return {
    dir: folder,
    maxBytes,

    async put(lead) {
      const data = Buffer.from(JSON.stringify({ v: FORMAT_VERSION, lead }), "utf8");
      if ((await usedBytes()) + data.length > maxBytes) throw new SpoolFullError(maxBytes);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const temp = path.join(folder, `${TEMP_PREFIX}${lead.id}-${randomBytes(4).toString("hex")}`);
      const file = await open(temp, "wx", 0o600);
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, path.join(folder, fileNameOf(lead)));
      await syncFolder(folder);
      used.bytes += data.length;
    },

    async depth() {
      const depth: SpoolDepth = { leads: 0, bytes: 0, oldest: null, unreadable: 0 };
      for (const name of await names()) {
        if (name.endsWith(".bad")) depth.unreadable += 1;
        if (!isLeadFile(name) && !name.includes(CLAIM_MARK)) continue;
        depth.leads += 1;
        depth.bytes += await stat(path.join(folder, name)).then(
          (info) => info.size,
          () => 0,
        );
        const received = Number(name.slice(0, name.indexOf("-")));
        if (Number.isFinite(received) && (!depth.oldest || received < depth.oldest.getTime())) {
          depth.oldest = new Date(received);
        }
      }
      return depth;
    },

    async drain(store, storeAnswers = async () => false) {
      const report: DrainReport = { stored: 0, refused: 0, unreadable: 0 };
      await reclaimAbandoned(folder);
      const waiting = (await names()).filter(isLeadFile).sort();
      for (const name of waiting) {
        const original = path.join(folder, name);
        const claimed = `${original}${CLAIM_MARK}${claimToken}`;
        try {
          await rename(original, claimed);
        } catch {
          continue; // another instance has it
        }
        const lead = await readFile(claimed, "utf8").then(parseSpooled, () => null);
        if (!lead) {
          await rename(claimed, `${original}.bad`);
          report.unreadable += 1;
          continue;
        }
        try {
          await store(lead);
        } catch (error) {
          await rename(claimed, original);
          report.error = error instanceof Error ? error.message : String(error);
          if (!(await storeAnswers().catch(() => false))) return report;
          report.refused += 1;
          continue;
        }
        await unlink(claimed);
        report.stored += 1;
      }
      if (report.stored > 0) await syncFolder(folder);
      return report;
    },
  };
}

/** Takes back the claims of processes that died mid-drain, and removes temporary files never renamed. */
async function reclaimAbandoned(folder: string) {
  const now = Date.now();
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const claim = name.indexOf(CLAIM_MARK);
    if (claim < 0 && !name.startsWith(TEMP_PREFIX)) continue;
    const info = await stat(file).catch(() => null);
    if (!info) continue;
    if (claim >= 0 && now - info.mtimeMs > CLAIM_STALE_MS) {
      await rename(file, path.join(folder, name.slice(0, claim))).catch(() => {});
    } else if (name.startsWith(TEMP_PREFIX) && now - info.mtimeMs > TEMP_STALE_MS) {
      await unlink(file).catch(() => {});
    }
  }
}

function isLeadFile(name: string): boolean {
  return name.endsWith(SPOOL_FILE_SUFFIX) && !name.startsWith(".");
}

function fileNameOf(lead: PreparedLead): string {
  return `${String(lead.receivedAt.getTime()).padStart(13, "0")}-${lead.id}${SPOOL_FILE_SUFFIX}`;
}

async function syncFolder(folder: string) {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The lead a spool file holds, or null when it is not one this site wrote. */
function parseSpooled(text: string): PreparedLead | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { v, lead } = value as { v?: unknown; lead?: Record<string, unknown> };
  if (v !== FORMAT_VERSION || typeof lead !== "object" || lead === null) return null;
  const receivedAt = new Date(String(lead.receivedAt));
  if (
    typeof lead.id !== "string" ||
    !ID_PATTERN.test(lead.id) ||
    Number.isNaN(receivedAt.getTime()) ||
    typeof lead.payload !== "object" ||
    lead.payload === null ||
    typeof lead.endpoint !== "string" ||
    typeof lead.formType !== "string" ||
    typeof lead.formName !== "string"
  ) {
    return null;
  }
  // A file spooled by the version before body hashes has none: stored without one, as it was then.
  const bodyHash = typeof lead.bodyHash === "string" ? lead.bodyHash : null;
  return { ...(lead as unknown as PreparedLead), receivedAt, bodyHash };
}
