import { expect, it } from "vitest";
import type { StoreHarness } from "./harness.ts";

/** The store's own keys and settings (StoreKeys): made once, the same for every process. */
export function keysContract({ openStore }: StoreHarness): void {
  it("keys address hashes with one random key, the same for every process on the store and after a restart", async () => {
    const [a, b, c] = [await openStore(), await openStore(), await openStore()];
    const keys = await Promise.all([a.ipHashKey(), b.ipHashKey(), c.ipHashKey(), a.ipHashKey()]);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(1);
    await a.close();
    expect(await (await openStore()).ipHashKey()).toBe(keys[0]);
  });

  it("keeps other keys by name, each made once and different from the address key", async () => {
    const [a, b] = [await openStore(), await openStore()];
    const [one, two, three] = await Promise.all([
      a.storeKey("owner-link"),
      b.storeKey("owner-link"),
      a.ipHashKey(),
    ]);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(two).toBe(one);
    expect(three).not.toBe(one);
    expect(await b.storeKey("ip-hash")).toBe(three);
  });

  it("keeps settings apart from keys, the latest write read by every process", async () => {
    const [a, b] = [await openStore(), await openStore()];
    expect(await a.readSetting("owner-link-signer")).toBeNull();
    await a.writeSetting("owner-link-signer", "store");
    expect(await b.readSetting("owner-link-signer")).toBe("store");
    await b.writeSetting("owner-link-signer", "secret:0123abcd");
    expect(await a.readSetting("owner-link-signer")).toBe("secret:0123abcd");
    // A setting and a key of one name are two things.
    await a.writeSetting("owner-link", "x");
    expect(await a.storeKey("owner-link")).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await openStore()).readSetting("owner-link-signer")).toBe("secret:0123abcd");
  });
}
