import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path.ts";

const SITE = "https://www.example.com";

describe("sameSitePath", () => {
  it("gives the path and query of an address on this site", () => {
    expect(sameSitePath("https://www.example.com/services/patios", SITE)).toBe("/services/patios");
    expect(sameSitePath("/gallery/stamped-patios?photo=3", SITE)).toBe("/gallery/stamped-patios?photo=3");
    expect(sameSitePath("https://www.example.com", SITE)).toBe("/");
  });

  it("refuses another site, however it is written", () => {
    for (const address of [
      "https://evil.example/phish",
      "//evil.example/phish",
      "/\\evil.example/phish",
      "\\\\evil.example/phish",
      "/\t/evil.example/phish",
      "http://www.example.com/quote",
      "javascript:alert(1)",
    ]) {
      expect(sameSitePath(address, SITE), address).toBeNull();
    }
  });

  it("refuses a path of this site that a browser or a proxy would read as another host", () => {
    for (const address of [
      "https://www.example.com//evil.example/phish",
      "https://www.example.com/%2F%2Fevil.example/",
      "https://www.example.com/%2fevil.example/",
      "/%5Cevil.example/",
      "/%5c%5cevil.example/",
    ]) {
      expect(sameSitePath(address, SITE), address).toBeNull();
    }
  });

  it("refuses what is not an address", () => {
    expect(sameSitePath("http://", SITE)).toBeNull();
  });
});
