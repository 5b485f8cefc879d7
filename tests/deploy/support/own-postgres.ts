import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL server of the test's own, from Debian's binaries, that the test may stop and start:
 * the machine's shared server stays up for everything else. Trust authentication on 127.0.0.1,
 * one port, its data in a temporary folder removed by `remove`.
 */
export interface OwnPostgres {
  url: string;
  start(): void;
  /** A fast shutdown, as a failover or an upgrade restart does: open connections are cut. */
  stop(): void;
  remove(): void;
}

function binaries(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(base, version, "bin");
    if (existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  throw new Error("PostgreSQL's server binaries (Debian's postgresql package) are not installed");
}

export function createOwnPostgres(port: number): OwnPostgres {
  const bin = binaries();
  const folder = mkdtempSync(path.join(tmpdir(), "gdm-own-postgres-"));
  const data = path.join(folder, "data");
  const sockets = path.join(folder, "sockets");
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(sockets);
  // PostgreSQL refuses to run as root: as root, the folder goes to the postgres user and it runs as that.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    for (const dir of [folder, data, sockets]) chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const argv = asRoot
      ? ["runuser", "-u", "postgres", "--", path.join(bin, command), ...args]
      : [path.join(bin, command), ...args];
    const result = spawnSync(argv[0], argv.slice(1), { encoding: "utf8", cwd: folder });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run("pg_ctl", ["-D", data, "-l", path.join(folder, "server.log"), "-w", "-o", options, "start"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    remove() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {}
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
