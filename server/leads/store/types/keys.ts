/** The store's own keys and the settings beside them (rules/keys.ts). */

/** Random bytes in a key the store makes for itself (ipHashKey): as many as SHA-256's output. */
export const STORE_KEY_BYTES = 32;
/** The name of the key that hashes visitors' addresses, in `store_keys`. */
export const IP_HASH_KEY_NAME = "ip-hash";

/** The store's own keys and the settings the site records for other processes. */
export interface StoreKeys {
  /**
   * The key that hashes visitors' addresses (hex): random, made by the first process that asks,
   * then the same for every process on this store, for good. Not LEAD_WEBHOOK_SECRET, which the
   * lead service knows and the owner may rotate (decision 004).
   */
  ipHashKey(): Promise<string>;
  /**
   * A random key of this store's, by name (`ip-hash` is ipHashKey's): made by the first process
   * that asks, the same for every process after, for good.
   */
  storeKey(name: string): Promise<string>;
  /**
   * A value the site records for the command line and other processes to read (beside the keys,
   * apart from them): the latest write wins. Null when none was ever written.
   */
  readSetting(name: string): Promise<string | null>;
  writeSetting(name: string, value: string): Promise<void>;
}
