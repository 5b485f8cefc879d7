import { describe, expect, it } from "vitest";
import { linksWithout } from "./menu-links.ts";
import { headerMenu } from "./navigation.ts";
import { isRemoved, NOTHING_REMOVED, removedPaths, withoutRemoved } from "./removed.ts";

const removed = {
  service: ["driveways", "stamped-concrete"],
  location: ["ankeny"],
  album: ["modern-patios"],
};

describe("records the CMS took down", () => {
  it("have the addresses of their pages, a service's second address included", () => {
    expect([...removedPaths(removed)].sort()).toEqual([
      "/gallery/modern-patios",
      "/locations/ankeny",
      "/services/concrete-driveways",
      "/services/driveways",
      "/services/stamped-concrete",
    ]);
    expect(removedPaths(NOTHING_REMOVED).size).toBe(0);
  });

  it("count a second address as the record it shows, and nothing else", () => {
    expect(isRemoved(removed, "service", "concrete-driveways")).toBe(true);
    expect(isRemoved(removed, "service", "patios")).toBe(false);
    // A slug is taken down in its own kind only.
    expect(isRemoved(removed, "location", "driveways")).toBe(false);
  });

  it("leave lists of records, in their order", () => {
    const services = ["driveways", "patios", "concrete-driveways", "sidewalks"].map((slug) => ({ slug }));
    expect(withoutRemoved(services, removed, "service")).toEqual([{ slug: "patios" }, { slug: "sidewalks" }]);
  });

  it("leave the menus: an entry of a dropdown, a link with a query, and nothing else", () => {
    const gone = removedPaths(removed);
    const menu = linksWithout(headerMenu, gone);
    const hrefs = (items: typeof menu): string[] =>
      items.flatMap((item) => [item.href, ...hrefs(item.children ?? [])]);
    expect(hrefs(menu)).not.toContain("/services/driveways");
    expect(hrefs(menu)).not.toContain("/locations/ankeny");
    expect(hrefs(menu).length).toBe(hrefs(headerMenu).length - 2);
    expect(menu.map((item) => item.label)).toEqual(headerMenu.map((item) => item.label));
    expect(linksWithout([{ href: "/locations/ankeny?tab=faq" }, { href: "/quote" }], gone)).toEqual([
      { href: "/quote" },
    ]);
  });
});
