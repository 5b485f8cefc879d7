import { describe, expect, it } from "vitest";
import { builtInLocations } from "./locations/index.ts";
import { headerMenu, siteMenusOf } from "./navigation.ts";
import { builtInServices } from "./services/index.ts";
import {
  BUILT_IN_SERVICE_SLUGS,
  BUILT_IN_TOWN_SLUGS,
  listedServices,
  listedTowns,
  namedTowns,
} from "./site-lists.ts";

const builtIn = { services: listedServices(builtInServices), towns: listedTowns(builtInLocations) };
const sealing = {
  ...builtInServices[0],
  slug: "driveway-sealing",
  title: "Driveway Sealing",
  summary: "Sealer that keeps salt and water out of your driveway.",
};

describe("the site's lists of services and towns", () => {
  it("know the built-in records by slug", () => {
    expect([...BUILT_IN_SERVICE_SLUGS].sort()).toEqual(builtInServices.map((s) => s.slug).sort());
    expect([...BUILT_IN_TOWN_SLUGS].sort()).toEqual(builtInLocations.map((t) => t.slug).sort());
  });

  it("make the built-in menus from the built-in records", () => {
    expect(siteMenusOf(builtIn).header).toEqual(headerMenu);
  });

  it("add a published service to the header's Services menu and the footer's column, in the records' order", () => {
    const services = listedServices([sealing, ...builtInServices]);
    const menus = siteMenusOf({ ...builtIn, services });
    const entries = menus.header.find((item) => item.label === "Services")?.children ?? [];
    expect(entries[0]).toEqual({ label: "Driveway Sealing", href: "/services/driveway-sealing" });
    expect(menus.footer[0].links[0]).toEqual(entries[0]);
  });

  it("name a town taken down nowhere, and a published town everywhere", () => {
    const towns = listedTowns([
      ...builtInLocations.filter((town) => town.slug !== "ankeny"),
      { slug: "grimes", name: "Grimes" },
    ]);
    const named = namedTowns(towns, [
      "des-moines",
      "ankeny",
      { slug: "urbandale", linked: false },
      { slug: "ankeny", linked: false },
      { name: "Clive" },
    ]);
    expect(named).toEqual([
      { name: "Des Moines", href: "/locations/des-moines" },
      { name: "Urbandale" },
      { name: "Clive" },
      { name: "Grimes", href: "/locations/grimes" },
    ]);
    const menus = siteMenusOf({ ...builtIn, towns });
    const links = JSON.stringify(menus);
    expect(links).not.toContain("/locations/ankeny");
    expect(links).toContain("/locations/grimes");
  });
});
