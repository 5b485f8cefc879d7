import { describe, expect, it } from "vitest";
import { fallbackFor, routedPath } from "./static-behaviour.ts";

const plainClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const sameTab = { target: "", hasDownload: false };
const here = { origin: "https://www.example.com", pathname: "/", search: "" };

describe("routedPath: which clicks on a static section's links the router takes", () => {
  it("takes a plain click on a link to another page of the site, with its query and hash", () => {
    expect(
      routedPath(plainClick, { href: "https://www.example.com/services?x=1#faq", ...sameTab }, here),
    ).toBe("/services?x=1#faq");
  });

  it("leaves new tabs, modified clicks, other buttons and handled clicks to the browser", () => {
    const link = { href: "https://www.example.com/services", ...sameTab };
    expect(routedPath({ ...plainClick, ctrlKey: true }, link, here)).toBeNull();
    expect(routedPath({ ...plainClick, metaKey: true }, link, here)).toBeNull();
    expect(routedPath({ ...plainClick, shiftKey: true }, link, here)).toBeNull();
    expect(routedPath({ ...plainClick, button: 1 }, link, here)).toBeNull();
    expect(routedPath({ ...plainClick, defaultPrevented: true }, link, here)).toBeNull();
    expect(routedPath(plainClick, { ...link, target: "_blank" }, here)).toBeNull();
    expect(routedPath(plainClick, { ...link, hasDownload: true }, here)).toBeNull();
  });

  it("leaves other sites, phone and mail links, files and the API to the browser", () => {
    for (const href of [
      "https://elsewhere.example/services",
      "tel:+15155550143",
      "mailto:estimates@example.com",
      "https://www.example.com/sitemap.xml",
      "https://www.example.com/api/contact",
      "https://www.example.com/images/hero-home.webp",
    ]) {
      expect(routedPath(plainClick, { href, ...sameTab }, here), href).toBeNull();
    }
  });

  it("leaves a jump to a section of the same page to the browser, but not the same hash on another page", () => {
    expect(routedPath(plainClick, { href: "https://www.example.com/#faq", ...sameTab }, here)).toBeNull();
    expect(routedPath(plainClick, { href: "https://www.example.com/about#faq", ...sameTab }, here)).toBe(
      "/about#faq",
    );
  });
});

describe("fallbackFor: the picture a failed static image switches to", () => {
  it("is the fallback, once", () => {
    expect(
      fallbackFor({
        currentSrc: "https://x.example/images/a.webp",
        src: "",
        fallback: "/images/fallback.webp",
      }),
    ).toBe("/images/fallback.webp");
    expect(
      fallbackFor({
        currentSrc: "https://x.example/images/fallback.webp",
        src: "https://x.example/images/fallback.webp",
        fallback: "/images/fallback.webp",
      }),
    ).toBeNull();
  });

  it("is nothing for an image without one", () => {
    expect(fallbackFor({ currentSrc: "https://x.example/a.webp", src: "", fallback: undefined })).toBeNull();
  });
});
