import { expect, type Page, test } from "@playwright/test";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";
import {
  expectKeyboardReachesEveryMarker,
  expectTenCityLinks,
  mapCityLinks,
  serviceAreaMap,
} from "./support/service-area-map.ts";

async function openLocations(page: Page) {
  const response = await page.goto("/locations");
  expect(response?.status()).toBe(200);
}

test.describe("locations index", () => {
  test("opens with the hero, then the spec's sections in order", async ({ page }) => {
    await openLocations(page);
    await expect(page).toHaveTitle(
      `Concrete Contractor Locations in Greater Des Moines | ${siteConfig.name}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Concrete Work Across Greater Des Moines",
    );
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Where We Work Most",
      "Additional Areas We Serve",
      "Our Service Area",
      "Not Sure We Cover Your Street?",
    ]);
  });

  test("shows three location cards linking to their pages, and the four trust badges", async ({ page }) => {
    await openLocations(page);
    const cards = page.getByRole("region", { name: "Where We Work Most" });
    await expect(cards.getByRole("article")).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Ankeny",
      "Des Moines",
      "West Des Moines",
    ]);
    for (const [name, href] of [
      ["Ankeny", "/locations/ankeny"],
      ["Des Moines", "/locations/des-moines"],
      ["West Des Moines", "/locations/west-des-moines"],
    ]) {
      await expect(cards.getByRole("link", { name: `View location about ${name}` })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(cards.getByRole("listitem")).toHaveText([
      "Local Iowa Business",
      "Fast Response",
      "5-Year Warranty",
      "Free Estimates",
    ]);
  });

  test("lists the ten additional areas: a link where the town has a page, plain text where it has none", async ({
    page,
  }) => {
    await openLocations(page);
    const areas = page.getByRole("region", { name: "Additional Areas We Serve" });
    await expect(areas.getByRole("listitem")).toHaveText([
      "Altoona",
      "Urbandale",
      "Johnston",
      "Grimes",
      "Clive",
      "Waukee",
      "Windsor Heights",
      "Pleasant Hill",
      "Bondurant",
      "Carlisle",
    ]);
    const linked = ["Altoona", "Urbandale", "Johnston", "Waukee", "Pleasant Hill"];
    await expect(areas.getByRole("link")).toHaveText(linked);
    for (const name of linked) {
      const slug = name.toLowerCase().replace(" ", "-");
      await expect(areas.getByRole("link", { name })).toHaveAttribute("href", `/locations/${slug}`);
    }
    for (const name of ["Grimes", "Clive", "Windsor Heights", "Bondurant", "Carlisle"]) {
      await expect(areas.getByRole("listitem").filter({ hasText: name }).getByRole("link")).toHaveCount(0);
    }
  });

  test("draws the service-area map with a link on each of the ten cities, and the same cities beside it", async ({
    page,
  }) => {
    await openLocations(page);
    const section = page.getByRole("region", { name: "Our Service Area" });
    const map = serviceAreaMap(section);
    await expect(map).toBeVisible();
    await expectTenCityLinks(map);
    await expect(map).toHaveAccessibleDescription(/Polk, Dallas and Warren counties are shaded/);

    const list = section.getByRole("navigation", { name: "Cities with their own page" });
    await expect(list.getByRole("listitem")).toHaveText(mapCityLinks.map(([name]) => name));
    for (const [name, href] of mapCityLinks) {
      await expect(list.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(list.getByRole("link", { name: "Counties and every town we serve" })).toHaveAttribute(
      "href",
      "/service-area",
    );
  });

  test("reaches every map marker with Tab, each showing the focus ring", async ({ page }) => {
    await openLocations(page);
    await waitForHydration(page);
    // The last link before the map is the additional areas' last linked town.
    await page.getByRole("region", { name: "Additional Areas We Serve" }).getByRole("link").last().focus();
    await expectKeyboardReachesEveryMarker(page);
  });

  test("a map marker opens its city's page", async ({ page }) => {
    await openLocations(page);
    await waitForHydration(page);
    await serviceAreaMap(page).getByRole("link", { name: "Johnston" }).click();
    await expect(page).toHaveURL(/\/locations\/johnston$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Johnston");
  });

  test("reached by a link within the site, shows its sections, and its map markers go on without a reload", async ({
    page,
  }) => {
    await page.goto("/service-area");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "All Locations", exact: true }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole("heading", { level: 2, name: "Additional Areas We Serve" })).toBeVisible();
    await expectTenCityLinks(serviceAreaMap(page));

    await serviceAreaMap(page).getByRole("link", { name: "Waukee" }).click();
    await expect(page).toHaveURL(/\/locations\/waukee$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Waukee");
    await expectSameDocument(page);
  });

  test("ends with a phone prompt that calls the configured number", async ({ page }) => {
    await openLocations(page);
    const prompt = page.getByRole("region", { name: "Not Sure We Cover Your Street?" });
    await expect(prompt.getByRole("link", { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
      "href",
      phoneHref(siteConfig.phone),
    );
    await expect(prompt.getByRole("link", { name: "Request a Free Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(prompt).toContainText("within 48 hours");
  });

  test("describes the business and its service area in structured data", async ({ page }) => {
    await openLocations(page);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const nodes = blocks.flatMap((b) => b["@graph"] ?? [b]);
    const business = nodes.find((n) => [n["@type"]].flat().includes("LocalBusiness"));
    expect(business.telephone).toBe(siteConfig.phone);
    expect(business.areaServed).toEqual(
      expect.arrayContaining([
        { "@type": "AdministrativeArea", name: "Polk County, Iowa" },
        { "@type": "AdministrativeArea", name: "Dallas County, Iowa" },
        { "@type": "AdministrativeArea", name: "Warren County, Iowa" },
        expect.objectContaining({ "@type": "GeoCircle", geoRadius: 48280 }),
      ]),
    );
    expect(nodes.map((n) => n["@type"])).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList"]));
    const trail = nodes.find((n) => n["@type"] === "BreadcrumbList").itemListElement;
    expect(trail.map((crumb: { name: string }) => crumb.name)).toEqual(["Home", "Locations"]);
  });
});

test.describe("locations index without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server draws the map with its ten links", async ({ page }) => {
    await openLocations(page);
    await expectTenCityLinks(serviceAreaMap(page));
  });
});
