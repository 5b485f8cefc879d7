import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_LEVELS, formatLogLine, levelOf, redact } from "./log.ts";

const root = join(import.meta.dirname, "../..");

/** Every `event: "name"` written in the server's and the app's code, with where it is. */
function loggedEventNames(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, "utf8").matchAll(/\bevent: "([^"]+)"/g)) {
          found.set(match[1], relative(root, path));
        }
      }
    }
  };
  for (const dir of ["server", "app", "shared", "bin"]) walk(join(root, dir));
  return found;
}

describe("log levels", () => {
  it("gives every event the code logs a level, so no failure is filed as info by default", () => {
    const names = loggedEventNames();
    expect(names.size).toBeGreaterThan(40);
    const missing = [...names].filter(([name]) => !(name in EVENT_LEVELS)).map(([n, f]) => `${n} (${f})`);
    expect(missing, "add these to EVENT_LEVELS in server/core/log.ts").toEqual([]);
  });

  it("lists no event the code no longer logs", () => {
    const names = loggedEventNames();
    // Two are made from a signed call's name (`${name}.refused`, server/cluster/signed-call.ts).
    const madeFromNames = ["revalidate.refused", "admin_leads.refused"];
    const stale = Object.keys(EVENT_LEVELS).filter((n) => !names.has(n) && !madeFromNames.includes(n));
    expect(stale).toEqual([]);
  });

  it("files a failing page and a lead that will not be delivered as errors, a retry as a warning", () => {
    expect(levelOf({ event: "http.request", status: 503 })).toBe("error");
    expect(levelOf({ event: "http.request", status: 404 })).toBe("info");
    expect(levelOf({ event: "lead_delivery_attempt", outcome: "dead" })).toBe("error");
    expect(levelOf({ event: "lead_delivery_attempt", outcome: "retry" })).toBe("warning");
    expect(levelOf({ event: "lead_delivery_attempt", outcome: "delivered" })).toBe("info");
    expect(levelOf({ event: "lead.spool_unavailable" })).toBe("error");
    expect(levelOf({ event: "launch.warning" })).toBe("warning");
  });

  it("starts a line with its syslog priority under systemd, which journald reads and strips", () => {
    const now = new Date("2026-11-26T08:00:00Z");
    const event = { event: "lead.store_unavailable", error: "connect ECONNREFUSED" };
    expect(formatLogLine(event, { journal: true, now })).toBe(
      '<3>{"time":"2026-11-26T08:00:00.000Z","level":"error","event":"lead.store_unavailable","error":"connect ECONNREFUSED"}\n',
    );
    expect(formatLogLine({ event: "image.refused" }, { journal: true, now })).toMatch(/^<4>\{/);
    expect(formatLogLine({ event: "revalidate.done" }, { journal: true, now })).toMatch(/^<5>\{/);
    expect(formatLogLine({ event: "http.request", status: 200 }, { journal: true, now })).toMatch(/^<6>\{/);
    // Elsewhere (a terminal, a file, a log shipper) the line is plain JSON with its level.
    const plain = formatLogLine(event, { now });
    expect(JSON.parse(plain)).toMatchObject({ level: "error", event: "lead.store_unavailable" });
  });
});

describe("secrets in the log", () => {
  it("writes no secret, token, password or key, at any depth, and no password in a connection string", () => {
    const line = formatLogLine({
      event: "lead.store_unavailable",
      error: "could not connect to postgres://site:hunter2-very-secret@db.internal:5432/site",
      context: {
        OWNER_LINK_SECRET: "0123456789abcdef0123456789abcdef",
        headers: { authorization: "Bearer abc.def", "x-signature": "sha256=feed" },
        token: "eyJwIjoxfQ.sig",
        list: [{ password: "pw-in-a-list" }],
      },
    });
    for (const secret of [
      "hunter2-very-secret",
      "0123456789abcdef",
      "abc.def",
      "sha256=feed",
      "eyJwIjoxfQ",
      "pw-in-a-list",
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain("postgres://site:[redacted]@db.internal:5432/site");
    expect(line).toContain('"OWNER_LINK_SECRET":"[redacted]"');
  });

  it("keeps what is not secret as it was, and stops at a bounded depth", () => {
    expect(redact({ leadId: "abc", status: 201, reason: null, path: "/quote" })).toEqual({
      leadId: "abc",
      status: 201,
      reason: null,
      path: "/quote",
    });
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 50; i += 1) deep = { deep };
    expect(() => formatLogLine({ event: "lead.error", deep })).not.toThrow();
    expect(formatLogLine({ event: "lead.error", deep })).toContain("[too deep]");
  });
});
