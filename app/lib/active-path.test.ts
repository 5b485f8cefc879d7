import { headerMenu } from "@shared/content/navigation.ts";
import { describe, expect, it } from "vitest";
import { activeEntryHref, isActiveMenu, isActivePath, isCurrentPage } from "./active-path.ts";

describe("isActivePath", () => {
  it("highlights an item on its own page", () => {
    expect(isActivePath("/contact", "/contact")).toBe(true);
    expect(isActivePath("/services", "/services")).toBe(true);
  });

  it("highlights a section on the pages below it", () => {
    expect(isActivePath("/services/patios", "/services")).toBe(true);
    expect(isActivePath("/locations/west-des-moines", "/locations")).toBe(true);
  });

  it("highlights the home link only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/services", "/")).toBe(false);
    expect(isActivePath("/contact", "/")).toBe(false);
  });

  it("does not match a path that merely shares the first letters", () => {
    expect(isActivePath("/services-area", "/services")).toBe(false);
    expect(isActivePath("/service-area", "/services")).toBe(false);
    expect(isActivePath("/locations/des-moines", "/locations/des")).toBe(false);
  });

  it("does not highlight a deeper item on its section page", () => {
    expect(isActivePath("/services", "/services/patios")).toBe(false);
  });

  it("ignores a trailing slash", () => {
    expect(isActivePath("/services/", "/services")).toBe(true);
    expect(isActivePath("/services/patios/", "/services/patios")).toBe(true);
  });
});

describe("isCurrentPage", () => {
  it("is true only for the exact page", () => {
    expect(isCurrentPage("/services", "/services")).toBe(true);
    expect(isCurrentPage("/services/", "/services")).toBe(true);
    expect(isCurrentPage("/services/patios", "/services")).toBe(false);
    expect(isCurrentPage("/", "/")).toBe(true);
  });
});

describe("isActiveMenu", () => {
  const about = headerMenu.find((item) => item.label === "About");
  const services = headerMenu.find((item) => item.label === "Services");

  it("highlights About on the testimonials, process and FAQ pages it lists", () => {
    if (!about) throw new Error("About menu missing");
    expect(isActiveMenu("/testimonials", about)).toBe(true);
    expect(isActiveMenu("/faq", about)).toBe(true);
    expect(isActiveMenu("/contact", about)).toBe(false);
  });

  it("highlights Services on a service page and not on a location page", () => {
    if (!services) throw new Error("Services menu missing");
    expect(isActiveMenu("/services/repair", services)).toBe(true);
    expect(isActiveMenu("/locations/ankeny", services)).toBe(false);
  });
});

describe("activeEntryHref", () => {
  const servicesEntries = headerMenu.find((item) => item.label === "Services")?.children ?? [];

  it("picks the entry of the service page, not also All Services", () => {
    expect(activeEntryHref("/services/patios", servicesEntries)).toBe("/services/patios");
  });

  it("falls back to All Services on the index and on services without an entry", () => {
    expect(activeEntryHref("/services", servicesEntries)).toBe("/services");
    expect(activeEntryHref("/services/stamped-concrete", servicesEntries)).toBe("/services");
  });

  it("picks nothing outside the section", () => {
    expect(activeEntryHref("/locations/ankeny", servicesEntries)).toBeUndefined();
  });
});
