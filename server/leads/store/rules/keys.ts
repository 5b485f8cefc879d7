import { randomBytes } from "node:crypto";
import type { Dialect } from "../dialect.ts";
import { changes, firstRow, sql } from "../sql.ts";
import { IP_HASH_KEY_NAME, STORE_KEY_BYTES, type StoreKeys } from "../types/keys.ts";

/** Where a setting is kept in `store_keys`: a name no key ever has. */
export function settingName(name: string): string {
  return `setting:${name}`;
}

/** A new random key for `store_keys`. */
export function newStoreKey(): string {
  return randomBytes(STORE_KEY_BYTES).toString("hex");
}

/** The store's own random keys, each made once for good, and the settings beside them. */
export function storeKeys(d: Dialect): StoreKeys {
  // A key never changes once made, so each is read once per process (again after a failed read).
  const keys = new Map<string, Promise<string>>();
  function storeKey(name: string): Promise<string> {
    let key = keys.get(name);
    if (key) return key;
    key = d.run(
      (function* () {
        // The first process to ask makes the key; the others find it. Two statements, so the
        // SELECT sees a key another process committed while this insert waited on it (in
        // PostgreSQL one statement would read from a snapshot taken before).
        yield* changes(
          sql`INSERT INTO store_keys (name, value, created_at) VALUES (${name}, ${newStoreKey()}, ${new Date()})
              ON CONFLICT (name) DO NOTHING`,
        );
        const row = yield* firstRow(sql`SELECT value FROM store_keys WHERE name = ${name}`);
        return String(row!.value);
      })(),
    );
    keys.set(name, key);
    key.catch(() => keys.delete(name));
    return key;
  }

  return {
    ipHashKey: () => storeKey(IP_HASH_KEY_NAME),
    storeKey,

    async readSetting(name) {
      const row = await d.run(firstRow(sql`SELECT value FROM store_keys WHERE name = ${settingName(name)}`));
      return row ? String(row.value) : null;
    },

    async writeSetting(name, value) {
      await d.run(
        changes(
          sql`INSERT INTO store_keys (name, value, created_at) VALUES (${settingName(name)}, ${value}, ${new Date()})
              ON CONFLICT (name) DO UPDATE SET value = excluded.value, created_at = excluded.created_at`,
        ),
      );
    },
  };
}
