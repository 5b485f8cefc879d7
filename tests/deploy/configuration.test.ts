import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "../../server/core/env";

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
