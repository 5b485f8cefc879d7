import { expect, type Locator, type Page } from "@playwright/test";

/** The ten cities the map marks, in the order its links come (the service-area order). */
export const mapCityLinks: [name: string, href: string][] = [
  ["Ankeny", "/locations/ankeny"],
  ["Des Moines", "/locations/des-moines"],
  ["West Des Moines", "/locations/west-des-moines"],
  ["Urbandale", "/locations/urbandale"],
  ["Johnston", "/locations/johnston"],
  ["Waukee", "/locations/waukee"],
  ["Altoona", "/locations/altoona"],
  ["Norwalk", "/locations/norwalk"],
  ["Indianola", "/locations/indianola"],
  ["Pleasant Hill", "/locations/pleasant-hill"],
];

/** The map: an SVG group named by its title. */
export const serviceAreaMap = (scope: Page | Locator) =>
  scope.getByRole("group", {
    name: "Service area map: Polk, Dallas and Warren counties and 30 miles around Des Moines, Iowa",
  });

export async function expectTenCityLinks(map: Locator) {
  const links = map.getByRole("link");
  await expect(links).toHaveCount(mapCityLinks.length);
  for (const [i, [name, href]] of mapCityLinks.entries()) {
    await expect(links.nth(i)).toHaveAccessibleName(name);
    await expect(links.nth(i)).toHaveAttribute("href", href);
  }
}

/** The focused element's outline as the browser computes it, and whether it matches :focus-visible. */
export function focusRing(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return null;
    const style = getComputedStyle(active);
    return {
      name: active.textContent,
      inSvg: active.namespaceURI === "http://www.w3.org/2000/svg",
      focusVisible: active.matches(":focus-visible"),
      outline: { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor },
    };
  });
}

/**
 * From the point just before the map, Tab reaches every marker in turn, each with the site's visible
 * focus ring: a 3 px solid outline in the darkest brand blue (app.css).
 */
export async function expectKeyboardReachesEveryMarker(page: Page) {
  for (const [name] of mapCityLinks) {
    await page.keyboard.press("Tab");
    expect(await focusRing(page)).toEqual({
      name,
      inSvg: true,
      focusVisible: true,
      outline: { style: "solid", width: "3px", color: "rgb(15, 39, 64)" },
    });
  }
}
