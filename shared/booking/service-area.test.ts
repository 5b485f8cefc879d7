import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import { checkServiceArea, countyOfZip } from "./service-area.ts";

const phone = "(515) 555-0143";
const check = (zip: string, city = "Des Moines") => checkServiceArea({ city, zip }, { phone });

describe("the area the estimator visits", () => {
  it.each([
    ["50309", "Polk"],
    ["50265", "Polk"],
    ["50023", "Polk"],
    ["50322", "Polk"],
    ["50325", "Polk"],
    ["50131", "Polk"],
    ["50327", "Polk"],
    ["50263", "Dallas"],
    ["50266", "Dallas"],
    ["50003", "Dallas"],
    ["50220", "Dallas"],
    ["50211", "Warren"],
    ["50125", "Warren"],
    ["50047", "Warren"],
    ["50166", "Warren"],
  ])("takes %s, in %s County", (zip, county) => {
    expect(check(zip)).toEqual({ ok: true, county });
  });

  it("takes a ZIP with spaces around it", () => {
    expect(check(" 50021 ")).toEqual({ ok: true, county: "Polk" });
  });

  it("says in plain words that a home outside is not visited, and whom to call", () => {
    // Ames (Story County), Iowa City, and a Des Moines number that is no home's.
    for (const zip of ["50010", "52240", "50326"]) {
      expect(check(zip, "Ames")).toEqual({
        ok: false,
        message: `We visit homes in Polk, Dallas and Warren counties. ${zip} is outside the area we serve; call us at (515) 555-0143 and we will tell you who can help.`,
      });
    }
  });

  it("asks for five digits", () => {
    for (const zip of ["", "5030", "503099", "50309-1234", "abcde", "50 309"]) {
      expect(check(zip)).toEqual({ ok: false, message: "Please enter a 5-digit ZIP code" });
    }
  });

  it("serves only the counties it is given, and names them", () => {
    const polkOnly = checkServiceArea({ city: "Norwalk", zip: "50211" }, { phone, counties: ["Polk"] });
    expect(polkOnly).toEqual({
      ok: false,
      message:
        "We visit homes in Polk County. 50211 is outside the area we serve; call us at (515) 555-0143 and we will tell you who can help.",
    });
    expect(checkServiceArea({ city: "Ankeny", zip: "50023" }, { phone, counties: ["Polk"] }).ok).toBe(true);
  });

  it("has a ZIP for every town the site names, in that town's county", () => {
    expect(siteConfig.counties).toEqual(["Polk", "Dallas", "Warren"]);
    expect(countyOfZip("50324")).toBe("Polk"); // Windsor Heights
    expect(countyOfZip("50111")).toBe("Polk"); // Grimes
    expect(countyOfZip("50035")).toBe("Polk"); // Bondurant
    expect(countyOfZip("50009")).toBe("Polk"); // Altoona
    expect(countyOfZip("50010")).toBeUndefined();
  });
});
