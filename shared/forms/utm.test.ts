import { describe, expect, it } from "vitest";
import { type CampaignStorage, captureCampaign, captureCampaignScript, readCampaign } from "./utm.ts";

function memoryStorage(
  initial: Record<string, string> = {},
): CampaignStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const site = "https://gdmconcrete.example";

describe("campaign capture", () => {
  it("keeps the five campaign parameters of the address", () => {
    const storage = memoryStorage();
    captureCampaign(
      `${site}/quote?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=ad-2&utm_term=stamped+patio&gclid=x`,
      "https://www.google.com/",
      storage,
    );
    expect(readCampaign(storage)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_content: "ad-2",
      utm_term: "stamped patio",
    });
  });

  it("keeps a referrer from another site, host only, when no utm_source is stored", () => {
    const storage = memoryStorage();
    captureCampaign(`${site}/services/patios`, "https://www.bing.com/search?q=concrete+patio", storage);
    expect(readCampaign(storage)).toEqual({ referrer: "www.bing.com" });
  });

  it("ignores the site's own pages as referrer", () => {
    const storage = memoryStorage();
    captureCampaign(`${site}/contact`, `${site}/services`, storage);
    expect(readCampaign(storage)).toEqual({});
  });

  it("ignores the referrer once a utm_source is stored, now or on an earlier visit", () => {
    const now = memoryStorage();
    captureCampaign(`${site}/?utm_source=newsletter`, "https://mail.example.net/", now);
    expect(readCampaign(now)).toEqual({ utm_source: "newsletter" });

    const earlier = memoryStorage({ utm_source: "facebook" });
    captureCampaign(`${site}/quote`, "https://www.google.com/", earlier);
    expect(readCampaign(earlier)).toEqual({ utm_source: "facebook" });
  });

  it("keeps earlier campaign values that the new address does not carry", () => {
    const storage = memoryStorage({ utm_source: "facebook", utm_campaign: "fall" });
    captureCampaign(`${site}/?utm_campaign=winter`, "", storage);
    expect(readCampaign(storage)).toEqual({ utm_source: "facebook", utm_campaign: "winter" });
  });

  it("stores nothing for a direct visit, an empty parameter or an unreadable referrer", () => {
    const storage = memoryStorage();
    captureCampaign(`${site}/?utm_source=&utm_medium=%20`, "", storage);
    captureCampaign(`${site}/`, "not a url", storage);
    expect(storage.items.size).toBe(0);
  });

  it("cuts an absurdly long value", () => {
    const storage = memoryStorage();
    captureCampaign(`${site}/?utm_term=${"a".repeat(5000)}`, "", storage);
    expect(readCampaign(storage).utm_term).toHaveLength(200);
  });

  it("reads nothing where there is no storage (on the server)", () => {
    expect(readCampaign(null)).toEqual({});
    expect(readCampaign()).toEqual({});
  });

  it("runs as the page's inline script, on its own: the campaign and a foreign referrer are saved", () => {
    const run = (url: string, referrer: string, storage: CampaignStorage) =>
      new Function("location", "document", "localStorage", captureCampaignScript)(
        { href: url },
        { referrer },
        storage,
      );
    const fromAd = memoryStorage();
    run(`${site}/services?utm_source=google&utm_campaign=spring`, "https://www.google.com/", fromAd);
    expect(readCampaign(fromAd)).toEqual({ utm_source: "google", utm_campaign: "spring" });
    const fromSearch = memoryStorage();
    run(`${site}/services/patios`, "https://www.bing.com/search?q=patio", fromSearch);
    expect(readCampaign(fromSearch)).toEqual({ referrer: "www.bing.com" });
  });

  it("as the inline script, never breaks the page when storage is blocked", () => {
    const blocked: CampaignStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() =>
      new Function("location", "document", "localStorage", captureCampaignScript)(
        { href: `${site}/?utm_source=google` },
        { referrer: "" },
        blocked,
      ),
    ).not.toThrow();
  });
});
