import type { LeadStore } from "./store/index.ts";

/**
 * What every `npm run leads` command is made of (cli.ts parses the command line and opens the
 * store; cli-commands.ts and cli-backup.ts hold the commands): where it writes, how it exits, and
 * the roles of the store it takes.
 */

export interface CliOutput {
  write(chunk: string): unknown;
  once?(event: "drain", listener: () => void): unknown;
}

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: CliOutput;
  stderr: CliOutput;
  /** The site's own folder (the checkout): a file of leads is never written inside it. */
  appDir?: string;
}

/** The command line as the owner runs it here: LEADS_COMMAND (bin/gdm-leads sets it), else npm's. */
export function leadsCommandOf(io: Pick<CliIo, "env">): string {
  return io.env.LEADS_COMMAND?.trim() || "npm run leads --";
}

/** Exit codes: 0 done, 1 nothing found or the store failed, 2 the command was not understood. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A command line the CLI does not understand: its message is shown above the usage. */
export class UsageError extends Error {}

/** A command, given the store open (the roles it uses of it) and where to write; answers its exit code. */
export type Command<Store = LeadStore> = (store: Store, io: CliIo) => Promise<number>;

/** A command that must not open the store first (restore: it would make or migrate the one it replaces). */
export class WithoutStore {
  constructor(readonly run: (io: CliIo) => Promise<number>) {}
}

export function single(args: string[], missing: string): string {
  if (args.length === 0 || args[0] === "") throw new UsageError(missing);
  if (args.length > 1) throw new UsageError(`Unexpected argument "${args[1]}"`);
  return args[0];
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Waits for a full pipe (`… | head`, a slow disk) instead of holding the whole export in memory. */
export function write(out: CliOutput, chunk: string): Promise<void> | void {
  if (out.write(chunk) === false && out.once) {
    return new Promise((resolve) => out.once?.("drain", resolve));
  }
}
