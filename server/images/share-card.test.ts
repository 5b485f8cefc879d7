import { siteConfig } from "@shared/content/site.ts";
import { type SharePictureSite, shareCardText } from "@shared/share-picture.ts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawShareCard, layoutShareCard, SHARE_CARD_MARGIN, textBox } from "./share-card.ts";

/** A client of the demo's kind, with a name of `name`. */
const client = (name: string, more: Partial<SharePictureSite> = {}): SharePictureSite => ({
  ...siteConfig,
  name,
  phone: "(515) 964-2210",
  tagline: "Driveways and patios poured for Iowa's freeze-thaw winters",
  address: { ...siteConfig.address, city: "West Des Moines" },
  ...more,
});

/** Names of 60 characters: words of an agency's real client, and one long word with no space to break at. */
const SIXTY_WORDS = "Raccoon River Concrete & Masonry Contractors of Dallas Cnty.";
const SIXTY_ONE_WORD = "RaccoonRiverConcreteAndMasonryContractorsOfDallasCountyIowa1";

/** The share picture's pixels, for comparing two pictures. */
const pixels = (png: Buffer) => sharp(png).raw().toBuffer();

describe("the share picture", () => {
  it("is a 1200×630 PNG of a few tens of kilobytes", async () => {
    const png = await drawShareCard(shareCardText(siteConfig));
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(150_000);
  });

  it.each([
    ["words", SIXTY_WORDS],
    ["one word", SIXTY_ONE_WORD],
  ])(
    "sets a name of 60 characters (%s) whole, in two lines, with no text past the margins",
    async (_, name) => {
      expect(name).toHaveLength(60);
      const layout = await layoutShareCard(shareCardText(client(name)));
      const nameLines = layout.lines.filter((line) => line.weight === 700 && line.text !== "(515) 964-2210");
      expect(nameLines).toHaveLength(2);
      // Whole: broken at a space, or (with none) hyphenated at its middle.
      expect(
        nameLines
          .map((line) => line.text)
          .join(" ")
          .replace("- ", ""),
      ).toBe(name);
      // The text alone, rendered and trimmed to its ink: inside the margins, and still large.
      const box = await textBox(layout);
      expect(box.left).toBeGreaterThanOrEqual(SHARE_CARD_MARGIN);
      expect(box.right).toBeLessThanOrEqual(1200 - SHARE_CARD_MARGIN);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(630);
      expect(box.right - box.left).toBeGreaterThan(800);
      expect(nameLines[0].size).toBeGreaterThanOrEqual(40);
    },
  );

  it("sets a short name in one line at the largest size, and a long tagline is left out rather than cut", async () => {
    const layout = await layoutShareCard(
      shareCardText(client("Acme Concrete", { tagline: "Driveways, patios and walks. ".repeat(6).trim() })),
    );
    expect(layout.lines.filter((line) => line.text.includes("Acme"))).toEqual([
      expect.objectContaining({ text: "Acme Concrete", size: 76 }),
    ]);
    expect(layout.lines.some((line) => line.text.includes("Driveways"))).toBe(false);
    expect(layout.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining(["(515) 964-2210", "West Des Moines, IA"]),
    );
  });

  it("shows the business's own name and phone: two businesses get two different pictures", async () => {
    const [demo, other, otherPhone] = await Promise.all([
      drawShareCard(shareCardText(siteConfig)),
      drawShareCard(shareCardText({ ...siteConfig, name: "Raccoon River Concrete" })),
      drawShareCard(shareCardText({ ...siteConfig, phone: "(515) 964-2210" })),
    ]);
    const [a, b, c] = await Promise.all([pixels(demo), pixels(other), pixels(otherPhone)]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
    // The same identity draws the same picture (so one address can be kept for good).
    expect((await pixels(await drawShareCard(shareCardText(siteConfig)))).equals(a)).toBe(true);
  });
});
