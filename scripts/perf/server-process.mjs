// The production server process a measuring script started (scripts/lib/site-server.mjs), seen from
// outside through /proc: its pid, its memory, its CPU time, and when it has nothing left to do (the
// image service goes on making pictures after a page names them, docs/decisions/019).
import { readdirSync, readFileSync } from "node:fs";

/** The `bin/start.mjs` this process started that listens on `origin`'s port. */
export function serverPid(origin) {
  const port = new URL(origin).port;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent !== process.pid) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("bin/start.mjs")) continue;
      if (readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(`PORT=${port}`))
        return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  throw new Error(`no server process of this script listens on port ${port}`);
}

/** VmRSS and VmHWM (its high-water mark) of `pid`, in bytes. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kilobytes("VmRSS") * 1024, hwm: kilobytes("VmHWM") * 1024 };
}

/** The CPU time `pid` has used so far, in ms (utime + stime of /proc/PID/stat, 100 ticks a second). */
export function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until `pid` has used less than 5 % of a core over a whole second (at most `limitMs`), and
 * answers how long that took.
 */
export async function idle(pid, limitMs = 180_000) {
  const started = performance.now();
  let before = cpuMsOf(pid);
  while (performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuMsOf(pid);
    if (now - before < 50) break;
    before = now;
  }
  return performance.now() - started;
}
