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

/**
 * What an agency found on a server set up by the checklist: the site user's home was the checkout,
 * so npm's cache and an export landed in it (`git status` showed both); the lead e-mail named
 * `npm run leads`, which a server runs as `sudo bin/gdm-leads`; certbot's line asked questions.
 */
describe("the shipped units and checklist keep the checkout as git left it, and name the server's commands", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const units = ["gdm-concrete.service", "gdm-concrete@.service"].map((name) => ({
    name,
    text: readFileSync(path.join(root, "deploy/systemd", name), "utf8"),
  }));
  const checklist = readFileSync(path.join(root, "deploy/CHECKLIST.md"), "utf8");
  /** Every `Environment=` of a unit, as systemd reads them (quoted or not, several on a line). */
  const environment = (text: string) =>
    Object.fromEntries(
      [...text.matchAll(/^Environment=(.*)$/gm)].flatMap(([, line]) =>
        [...line.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, plain]) => {
          const pair = quoted ?? plain;
          return [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
        }),
      ),
    );

  it("gives the site's user a home and npm a cache of their own, out of the checkout", () => {
    const checkout = /^WorkingDirectory=(\S+)$/m.exec(units[0].text)?.[1] ?? "";
    for (const { name, text } of units) {
      const env = environment(text);
      const state = /^StateDirectory=(\S+)$/m.exec(text)?.[1];
      const cache = /^CacheDirectory=(\S+)$/m.exec(text)?.[1];
      expect(env.HOME, name).toBe(`/var/lib/${state}`);
      expect(env.npm_config_cache, name).toBe(`/var/cache/${cache}/npm`);
      for (const folder of [env.HOME, env.npm_config_cache])
        expect(path.relative(checkout, folder).startsWith(".."), `${name}: ${folder}`).toBe(true);
    }
    // The user the checklist makes has the same home; the checkout is only where the site lives.
    expect(checklist).toContain(
      `adduser --system --group --home ${environment(units[0].text).HOME} gdm-concrete`,
    );
  });

  it("names the leads command line as it runs on the server, a file the checkout ships", () => {
    for (const { name, text } of units) {
      const command = environment(text).LEADS_COMMAND;
      expect(command, name).toMatch(/^sudo \/srv\/gdm-concrete\/bin\/gdm-leads$/);
      expect(parseEnv({ LEADS_COMMAND: command }).LEADS_COMMAND).toBe(command);
    }
    expect(readFileSync(path.join(root, "bin/gdm-leads"), "utf8")).toMatch(/^#!\/bin\/sh/);
  });

  it("gets the certificate with a line that asks nothing, so it runs without a terminal", () => {
    const line = /`(certbot certonly [^`]*)`/.exec(checklist)?.[1] ?? "";
    expect(line).toContain("--non-interactive");
    expect(line).toContain("--agree-tos");
    expect(line).toMatch(/ -m \S+@\S+ /);
  });
});
