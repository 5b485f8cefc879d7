import { describe, expect, it } from "vitest";
import { pageSourceFromPath, splitName } from "./lead.ts";

describe("name split", () => {
  it("takes the first word as first name and the rest as last name", () => {
    expect(splitName("Mary Ann Smith")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
    expect(splitName("Dana Lee")).toEqual({ firstName: "Dana", lastName: "Lee" });
  });

  it("leaves the last name empty for a single word and ignores stray spaces", () => {
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitName("  Mary   Ann  Smith ")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
  });
});

describe("page source", () => {
  it("names the home page as the form asks", () => {
    expect(pageSourceFromPath("/", "Homepage Hero")).toBe("Homepage Hero");
    expect(pageSourceFromPath("/", "Homepage Product Form")).toBe("Homepage Product Form");
  });

  it("follows the spec's rule elsewhere: no leading slash, first letter capitalised, hyphens to spaces", () => {
    expect(pageSourceFromPath("/services", "Homepage Hero")).toBe("Services");
    expect(pageSourceFromPath("/west-des-moines", "Homepage Hero")).toBe("West des moines");
    expect(pageSourceFromPath("/services/stamped-concrete", "Homepage Hero")).toBe(
      "Services/stamped concrete",
    );
    expect(pageSourceFromPath("/services/", "Homepage Hero")).toBe("Services");
  });
});
