import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHIPPED_NGINX_CONF } from "../../scripts/deploy/nginx-config.ts";
import { envSchema, parseEnv } from "../../server/core/env.ts";
import { KEEP_ALIVE_TIMEOUT_MS, STOP_DEADLINE_MS } from "../../server/graceful-stop.ts";
import { endpointRoutes } from "../../server/leads/endpoints.ts";

/**
 * The settings file an owner copies (deploy/env.example) is one the site starts with, and every
 * name in it is one the site reads: a misspelt name would be ignored without a word.
 */

const example = readFileSync(path.resolve(import.meta.dirname, "../../deploy/env.example"), "utf8");

/** NAME=value lines as systemd's EnvironmentFile reads them; # lines are notes. */
function settings(text: string): Record<string, string> {
  const entries = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`not a NAME=value line: ${line}`);
      return [match[1], match[2]] as const;
    });
  return Object.fromEntries(entries);
}

describe("deploy/env.example", () => {
  it("is accepted by the site as it is, and names only settings the site reads", () => {
    const values = settings(example);
    expect(() => parseEnv(values)).not.toThrow();
    const known = Object.keys(envSchema.shape);
    expect(Object.keys(values).filter((name) => !known.includes(name))).toEqual([]);
  });
});

/**
 * What the shipped nginx file and units must agree on with the site for a stop (a restart, an
 * upgrade) to lose nothing (deploy/UPGRADE.md, server/graceful-stop.ts).
 */
describe("the shipped nginx file and units, and the site's stop", () => {
  const nginx = readFileSync(SHIPPED_NGINX_CONF, "utf8").replace(/#.*$/gm, "");
  const units = ["gdm-concrete.service", "gdm-concrete@.service"].map((name) => ({
    name,
    text: readFileSync(path.resolve(import.meta.dirname, "../../deploy/systemd", name), "utf8"),
  }));

  it("nginx closes an idle connection to the site before the site would", () => {
    const seconds = /upstream gdm_concrete \{[^}]*keepalive_timeout (\d+)s;/.exec(nginx)?.[1];
    expect(seconds, "keepalive_timeout in the upstream").toBeDefined();
    expect(Number(seconds) * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it("nginx sends a keyed post again only to the site's lead endpoints, and only after a failed connection", () => {
    const location = /location ~ (\S+) \{\s*error_page 418 = @gdm_concrete_keyed_lead;/.exec(nginx)?.[1];
    expect(location, "the keyed lead location").toBeDefined();
    const leadPaths = new RegExp(location!);
    for (const [route] of endpointRoutes) expect(route, route).toMatch(leadPaths);
    for (const other of [
      "/",
      "/api/revalidate",
      "/api/admin/leads",
      "/leads/release",
      "/api/quotes",
      "/api/lead/1",
    ])
      expect(other, other).not.toMatch(leadPaths);
    const keyed = /location @gdm_concrete_keyed_lead \{([^}]*)\}/.exec(nginx)?.[1] ?? "";
    expect(/proxy_next_upstream ([^;]*);/.exec(keyed)?.[1]).toBe("error non_idempotent");
    // Everywhere else a post is never sent twice.
    expect(nginx.replace(keyed, "")).not.toContain("non_idempotent");
  });

  it("systemd stops the site with SIGTERM and waits longer than the site takes", () => {
    for (const { name, text } of units) {
      expect(/^KillSignal=(\S+)$/m.exec(text)?.[1], name).toBe("SIGTERM");
      expect(/^ExecStop=/m.test(text), name).toBe(false);
      expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(text)?.[1]) * 1000, name).toBeGreaterThan(
        STOP_DEADLINE_MS,
      );
    }
  });
});
