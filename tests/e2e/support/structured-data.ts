import type { Page } from "@playwright/test";

/** A schema.org node as the page's JSON-LD carries it. */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON, read by the test's expectations
export type JsonLdNode = Record<string, any>;

/** Every JSON-LD node on the page, whether a block holds one node or an @graph of them. */
export async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  return blocks.flatMap((block) => block["@graph"] ?? [block]);
}

/** The nodes of one @type. */
export async function nodesOfType(page: Page, type: string): Promise<JsonLdNode[]> {
  return (await structuredData(page)).filter((node) => [node["@type"]].flat().includes(type));
}
