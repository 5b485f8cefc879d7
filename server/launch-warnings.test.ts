import path from "node:path";
import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./core/env.ts";
import { siteFromEnv } from "./core/site-from-env.ts";
import { identityWarnings } from "./launch-warnings.ts";

const EXAMPLE = path.resolve(__dirname, "../deploy/business.example.json");

/** A client's own contact details, as a business file or WordPress gives them. */
const client = {
  phone: "(515) 964-2210",
  email: "office@raccoonriverconcrete.com",
  address: {
    street: "2200 Grand Ave",
    city: "West Des Moines",
    region: "IA",
    postalCode: "50265",
    country: "US",
  },
};

describe("the demo-identity warning", () => {
  it("in production on the demo, names what is still the demo's and where to change it", () => {
    const [warning, ...rest] = identityWarnings(parseEnv({ NODE_ENV: "production" }), siteConfig);
    expect(rest).toEqual([]);
    expect(warning.code).toBe("demo-identity");
    expect(warning.message).toContain("the phone (515) 555-0143 (a fictional 555-01xx number)");
    expect(warning.message).toContain("the e-mail estimates@example.com");
    expect(warning.message).toContain("the address 1450 SW Vintage Pkwy, Ankeny, IA 50023");
    expect(warning.message).toContain("as no BUSINESS_FILE is set");
    expect(warning.message).toContain("deploy/business.example.json");
  });

  it("is not given in development or tests, which run on the demo on purpose", () => {
    expect(identityWarnings(parseEnv({ NODE_ENV: "development" }), siteConfig)).toEqual([]);
    expect(identityWarnings(parseEnv({ NODE_ENV: "test" }), siteConfig)).toEqual([]);
  });

  it("still warns of the built-in claims when WordPress gives real contact details but no business file is set", () => {
    const [warning] = identityWarnings(parseEnv({ NODE_ENV: "production" }), client);
    expect(warning.message).toContain("the built-in claims and people");
    expect(warning.message).not.toContain("the phone");
    expect(warning.message).not.toContain("the e-mail");
    expect(warning.message).not.toContain("the address");
  });

  it("warns of the example's placeholders left in a copied business file", () => {
    const env = parseEnv({ NODE_ENV: "production", BUSINESS_FILE: EXAMPLE });
    const [warning] = identityWarnings(env, siteFromEnv(env));
    expect(warning.message).toContain("the phone (515) 555-0188");
    expect(warning.message).toContain("the e-mail office@example.com");
    expect(warning.message).not.toContain("BUSINESS_FILE is set");
  });

  it("says nothing once the business file (or WordPress) gives the client's own details", () => {
    const env = parseEnv({ NODE_ENV: "production", BUSINESS_FILE: EXAMPLE });
    expect(identityWarnings(env, { ...siteFromEnv(env), ...client })).toEqual([]);
  });

  it("knows the fictional numbers in any spelling, and the reserved example domains", () => {
    const env = parseEnv({ NODE_ENV: "production", BUSINESS_FILE: EXAMPLE });
    for (const phone of ["515-555-0100", "+1 (319) 555-0199", "15155550143"]) {
      expect(identityWarnings(env, { ...client, phone })[0]?.message, phone).toContain("fictional");
    }
    expect(identityWarnings(env, { ...client, phone: "(515) 555-0200" })).toEqual([]);
    for (const email of ["a@example.org", "a@mail.example.net", "a@shop.test"]) {
      expect(identityWarnings(env, { ...client, email })[0]?.message, email).toContain(
        "reserved for examples",
      );
    }
    expect(identityWarnings(env, { ...client, email: "a@examples.com" })).toEqual([]);
  });
});
