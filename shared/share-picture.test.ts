import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "./content/site.ts";
import { SHARE_CARD_COLOURS, sharePicture, sharePicturePath } from "./share-picture.ts";

describe("the share picture's address", () => {
  it("is one per identity: a new name, phone, line or town gives a new one, the same identity the same", () => {
    const demo = sharePicturePath(siteConfig);
    expect(demo).toMatch(/^\/_img\/share\/[0-9a-f]{16}\.png$/);
    expect(sharePicturePath({ ...siteConfig })).toBe(demo);
    const others = [
      { ...siteConfig, name: "Raccoon River Concrete" },
      { ...siteConfig, phone: "(515) 555-0144" },
      { ...siteConfig, tagline: "Patios across Dallas County" },
      { ...siteConfig, address: { ...siteConfig.address, city: "Waukee" } },
    ].map(sharePicturePath);
    expect(new Set([demo, ...others]).size).toBe(5);
  });

  it("names the business and its phone in the picture's alt text, at 1200×630", () => {
    expect(sharePicture(siteConfig)).toMatchObject({
      width: 1200,
      height: 630,
      alt: expect.stringContaining(siteConfig.name),
    });
    expect(sharePicture(siteConfig).alt).toContain(siteConfig.phone);
  });
});

describe("the share picture's colours", () => {
  it("are the site's theme colours (app/app.css)", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../app/app.css"), "utf8");
    const theme = /@theme\s*\{([\s\S]*?)\}/.exec(css)?.[1] ?? "";
    const colour = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(theme)?.[1];
    expect(SHARE_CARD_COLOURS).toMatchObject({
      background: colour("brand-800"),
      backgroundDeep: colour("brand-900"),
      accent: colour("accent-400"),
      accentLight: colour("accent-300"),
      muted: colour("concrete-100"),
    });
  });
});
