import { PAGES } from "@shared/pages.ts";
import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "./canonical-path.ts";

describe("a page's one spelling", () => {
  it("is its own for every address of the page registry", () => {
    for (const { path } of PAGES) expect(canonicalPagePath(path), path).toBe(path);
  });

  it("writes out escapes of plain characters, drops empty segments and lowers the case", () => {
    expect(canonicalPagePath("/ABOUT")).toBe("/about");
    expect(canonicalPagePath("/%61bout")).toBe("/about");
    expect(canonicalPagePath("/Services/Patios")).toBe("/services/patios");
    expect(canonicalPagePath("/services//patios/")).toBe("/services/patios");
    expect(canonicalPagePath("/%73ervices/%50atios")).toBe("/services/patios");
    expect(canonicalPagePath("/services/./../about/%2e%2e/faq")).toBe("/faq");
    expect(canonicalPagePath("/../../about")).toBe("/about");
  });

  it("keeps an escape that means something in a path, so none turns into a separator", () => {
    expect(canonicalPagePath("/%2F%2Fevil.example")).toBe("/%2f%2fevil.example");
    expect(canonicalPagePath("/a%3Fb")).toBe("/a%3fb");
    expect(canonicalPagePath("/caf%C3%A9")).toBe("/caf%c3%a9");
  });
});
