import { expect, type Page, test } from "@playwright/test";
import { serviceAreaMapSection } from "@shared/content/pages/service-area.ts";
import { siteConfig } from "@shared/content/site.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";
import {
  expectKeyboardReachesEveryMarker,
  expectTenCityLinks,
  serviceAreaMap,
} from "./support/service-area-map.ts";

async function openServiceArea(page: Page) {
  const response = await page.goto("/service-area");
  expect(response?.status()).toBe(200);
}

/** Each county's towns as its card lists them; the linked ones are the towns with a page. */
const countyTowns = {
  "Polk County": {
    linked: ["Des Moines", "Ankeny", "West Des Moines", "Urbandale", "Johnston", "Altoona", "Pleasant Hill"],
    plain: ["Clive", "Windsor Heights", "Grimes", "Bondurant"],
  },
  "Dallas County": { linked: ["Waukee"], plain: [] },
  "Warren County": { linked: ["Norwalk", "Indianola"], plain: ["Carlisle"] },
};

const slugOf = (name: string) => name.toLowerCase().replaceAll(" ", "-");

test.describe("service area page", () => {
  test("shows the map across the content width, with a link on each of the ten cities", async ({ page }) => {
    await openServiceArea(page);
    await expect(page).toHaveTitle(`Service Area: Polk, Dallas & Warren Counties, Iowa | ${siteConfig.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where We Pour Concrete");
    const section = page.getByRole("region", { name: "The Service Area Map" });
    const map = serviceAreaMap(section);
    await expectTenCityLinks(map);
    // Alone in its band: nothing beside it, as wide as the band allows (up to 1024 px).
    const mapBox = await map.boundingBox();
    const headingBox = await section.getByRole("heading", { level: 2 }).boundingBox();
    expect(mapBox?.width).toBeGreaterThanOrEqual(1000);
    expect(Math.abs((mapBox?.x ?? 0) + (mapBox?.width ?? 0) / 2 - 640)).toBeLessThan(20);
    expect(headingBox).toBeTruthy();
  });

  test("names the three counties and the 30-mile radius on the map and in its legend", async ({ page }) => {
    await openServiceArea(page);
    const map = serviceAreaMap(page);
    await expect(map).toHaveAccessibleDescription(
      /Polk, Dallas and Warren counties are shaded.*A dashed circle marks 30 miles from downtown Des Moines/,
    );
    for (const county of ["Polk County", "Dallas County", "Warren County"]) {
      await expect(map.getByText(county, { exact: true })).toBeVisible();
    }
    await expect(map.getByText("30 miles from downtown", { exact: true })).toBeVisible();
    const legend = page.getByRole("figure");
    await expect(legend).toContainText("Polk, Dallas and Warren counties");
    await expect(legend).toContainText("30-mile radius around Des Moines");
    await expect(
      page.getByRole("heading", { level: 2, name: "Within 30 Miles of Des Moines" }),
    ).toBeVisible();
  });

  test("lists every served town under its county, linked where the town has a page", async ({ page }) => {
    await openServiceArea(page);
    const counties = page.getByRole("region", { name: "The Counties We Serve" });
    await expect(counties.getByRole("heading", { level: 3 })).toHaveText(Object.keys(countyTowns));
    for (const [county, towns] of Object.entries(countyTowns)) {
      const card = counties.getByRole("region", { name: county });
      await expect(card.getByRole("listitem")).toHaveText([...towns.linked, ...towns.plain]);
      await expect(card.getByRole("link")).toHaveText(towns.linked);
      for (const name of towns.linked) {
        await expect(card.getByRole("link", { name, exact: true })).toHaveAttribute(
          "href",
          `/locations/${slugOf(name)}`,
        );
      }
    }
    await expect(counties.getByRole("listitem")).toHaveCount(15);
  });

  test("invites visitors from other towns to get in touch", async ({ page }) => {
    await openServiceArea(page);
    await expect(page.getByRole("link", { name: "Don't see your city? Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("reaches every map marker with Tab, each showing the focus ring", async ({ page }) => {
    await openServiceArea(page);
    await waitForHydration(page);
    // A click on the map's introduction puts the keyboard's starting point just before the map.
    await page.getByText(serviceAreaMapSection.intro).click();
    await expectKeyboardReachesEveryMarker(page);
  });

  test("reached by a link within the site, shows its sections, and its map markers go on without a reload", async ({
    page,
  }) => {
    await page.goto("/locations");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: "Counties and every town we serve" }).click();
    await expect(page).toHaveURL(/\/service-area$/);
    const counties = page.getByRole("region", { name: "The Counties We Serve" });
    await expect(counties.getByRole("heading", { level: 3 })).toHaveText(Object.keys(countyTowns));
    await expectTenCityLinks(serviceAreaMap(page));

    await serviceAreaMap(page).getByRole("link", { name: "Norwalk" }).click();
    await expect(page).toHaveURL(/\/locations\/norwalk$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Norwalk");
    await expectSameDocument(page);
  });

  test("publishes the served counties and the 30-mile circle as the business's areaServed", async ({
    page,
  }) => {
    await openServiceArea(page);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const nodes = blocks.flatMap((b) => b["@graph"] ?? [b]);
    const business = nodes.find((n) => [n["@type"]].flat().includes("LocalBusiness"));
    const areas = business.areaServed as { "@type": string; name?: string; geoRadius?: number }[];
    expect(areas.filter((a) => a["@type"] === "AdministrativeArea").map((a) => a.name)).toEqual([
      "Polk County, Iowa",
      "Dallas County, Iowa",
      "Warren County, Iowa",
    ]);
    const circle = areas.find((a) => a["@type"] === "GeoCircle");
    expect(circle?.geoRadius).toBe(Math.round(30 * 1609.344));
  });
});
