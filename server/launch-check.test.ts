import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, describe, expect, it } from "vitest";
import { clientBusiness } from "../tests/support/client-business.ts";
import { parseEnv } from "./core/env.ts";
import { siteFromEnv } from "./core/site-from-env.ts";
import { exampleValuesIn, type LaunchInput, launchCheck, startRefusal } from "./launch-check.ts";

const EXAMPLE = path.resolve(__dirname, "../deploy/business.example.json");
const example = (): Record<string, unknown> => JSON.parse(readFileSync(EXAMPLE, "utf8"));

const dir = mkdtempSync(path.join(tmpdir(), "launch-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let written = 0;
function file(content: unknown): string {
  written += 1;
  const where = path.join(dir, `business-${written}.json`);
  writeFileSync(where, JSON.stringify(content));
  return where;
}

/** A client's own file, every price given and nothing in it the example's. */
const client = clientBusiness;

/** A production site with `vars`, configured for launch unless `vars` says otherwise. */
function input(vars: Record<string, string>, more: Partial<LaunchInput> = {}): LaunchInput {
  const env = parseEnv({
    NODE_ENV: "production",
    SITE_URL: "https://www.beavercreekflatwork.com",
    LEAD_WEBHOOK_URL: "https://leads.example.net/hook",
    SMTP_URL: "smtp://127.0.0.1:25",
    NOTIFY_EMAIL: "owner@beavercreekflatwork.com",
    ...vars,
  });
  return { env, site: siteFromEnv(env), served: "", example: example(), pricesNotGiven: [], ...more };
}

const codes = (findings: { code: string }[]) => findings.map((finding) => finding.code);
const messageOf = (findings: { code: string; message: string }[], code: string) =>
  findings.find((finding) => finding.code === code)?.message ?? "";

describe("the launch check", () => {
  it("finds nothing on a client's site set up for launch", () => {
    expect(launchCheck(input({ BUSINESS_FILE: file(client) }))).toEqual([]);
  });

  it("says once that a site without a business file runs as the demo, not claim by claim", () => {
    const findings = launchCheck(input({}, { served: `${siteConfig.name} ${siteConfig.phone}` }));
    expect(codes(findings)).toEqual(["demo-identity"]);
    expect(findings[0].message).toContain("The site runs as the demo:");
    expect(findings[0].message).toContain("the phone (515) 555-0143 (a fictional 555-01xx number)");
    expect(findings[0].message).toContain("no BUSINESS_FILE is set");
    expect(findings[0].message).toContain("deploy/business.example.json");
  });

  it("checks only where leads go outside production, which runs on the demo and localhost on purpose", () => {
    for (const NODE_ENV of ["development", "test"]) {
      expect(launchCheck(input({ NODE_ENV, SITE_URL: "http://localhost:3000" }))).toEqual([]);
      const bare = launchCheck({ ...input({ NODE_ENV }), env: parseEnv({ NODE_ENV }) });
      expect(codes(bare)).toEqual(["leads-have-no-destination"]);
    }
  });

  it("names each demo claim a client's content still holds (demo content imported into WordPress)", () => {
    const served = `About us\nCall ${siteConfig.phone} or write to ${siteConfig.email}.`;
    const findings = launchCheck(input({ BUSINESS_FILE: file(client) }, { served }));
    expect(codes(findings)).toEqual(["demo-claims"]);
    expect(findings[0].message).toContain(`the demo's phone (${siteConfig.phone})`);
    expect(findings[0].message).toContain(`the demo's e-mail (${siteConfig.email})`);
    expect(findings[0].message).not.toContain("the demo's name");
  });

  it("names the prices the pages state that the business did not give", () => {
    const findings = launchCheck(
      input({ BUSINESS_FILE: file(client) }, { pricesNotGiven: ["prices.overlay", "prices.polishedFloor"] }),
    );
    expect(codes(findings)).toEqual(["prices-not-given"]);
    expect(findings[0].message).toContain("prices.overlay, prices.polishedFloor");
  });

  it("knows a fictional phone and an example e-mail however the identity got them", () => {
    for (const SITE_PHONE of ["515-555-0100", "+1 (319) 555-0199", "15155550143"]) {
      const findings = launchCheck(input({ BUSINESS_FILE: file(client), SITE_PHONE }));
      expect(messageOf(findings, "demo-identity"), SITE_PHONE).toContain("fictional");
    }
    expect(launchCheck(input({ BUSINESS_FILE: file(client), SITE_PHONE: "(515) 555-0200" }))).toEqual([]);
    for (const SITE_EMAIL of ["a@example.org", "a@mail.example.net", "a@shop.test"]) {
      const findings = launchCheck(input({ BUSINESS_FILE: file(client), SITE_EMAIL }));
      expect(messageOf(findings, "demo-identity"), SITE_EMAIL).toContain("reserved for examples");
    }
    expect(launchCheck(input({ BUSINESS_FILE: file(client), SITE_EMAIL: "a@examples.com" }))).toEqual([]);
  });

  it("says when SITE_URL is unset, at example.com, on this machine, or plain http", () => {
    const cases: [string | undefined, string][] = [
      [undefined, "SITE_URL is not set"],
      ["https://www.example.com", "a domain reserved for examples"],
      ["http://127.0.0.1:3000", "this machine's address"],
      ["https://localhost", "this machine's address"],
      ["http://www.beavercreekflatwork.com", "plain http"],
    ];
    for (const [SITE_URL, words] of cases) {
      const { env, ...rest } = input({ BUSINESS_FILE: file(client) });
      const findings = launchCheck({ ...rest, env: { ...env, SITE_URL: SITE_URL ?? parseEnv({}).SITE_URL } });
      expect(codes(findings), SITE_URL).toEqual(["site-url"]);
      expect(findings[0].message, SITE_URL).toContain(words);
    }
  });

  it("says when leads go nowhere, and when the owner gets no e-mail", () => {
    const nowhere = launchCheck(
      input({ BUSINESS_FILE: file(client), LEAD_WEBHOOK_URL: "", SMTP_URL: "", NOTIFY_EMAIL: "" }),
    );
    expect(codes(nowhere)).toEqual(["leads-have-no-destination", "owner-has-no-email"]);
    expect(messageOf(nowhere, "owner-has-no-email")).toContain("SMTP_URL and NOTIFY_EMAIL are not set");
    // Webhook only: leads go out, the owner is told nothing.
    const webhookOnly = launchCheck(input({ BUSINESS_FILE: file(client), SMTP_URL: "", NOTIFY_EMAIL: "" }));
    expect(codes(webhookOnly)).toEqual(["owner-has-no-email"]);
    // SMTP without an address: names the one missing.
    const half = launchCheck(input({ BUSINESS_FILE: file(client), LEAD_WEBHOOK_URL: "", NOTIFY_EMAIL: "" }));
    expect(codes(half)).toEqual(["leads-have-no-destination", "owner-has-no-email"]);
    expect(messageOf(half, "owner-has-no-email")).toContain("NOTIFY_EMAIL is not set");
    // E-mail only is a destination.
    expect(launchCheck(input({ BUSINESS_FILE: file(client), LEAD_WEBHOOK_URL: "" }))).toEqual([]);
  });
});

describe("the example file's values left in a business file", () => {
  it("in an unedited copy, names every field: the placeholders, and the values to check", () => {
    expect(exampleValuesIn(example(), example())).toEqual({
      placeholders: ["phone", "email", "licence", "social.facebook", "social.instagram"],
      same: [
        "name",
        "shortName",
        "tagline",
        "address",
        "geo",
        "hours",
        "foundedYear",
        "warranty",
        "projectsCompleted",
        "paymentAccepted",
        "promises",
        "prices",
      ],
    });
  });

  it("still catches what a copy with the name, phone, e-mail and street changed left as it was", () => {
    const copy = {
      ...example(),
      name: client.name,
      phone: client.phone,
      email: client.email,
      address: { ...client.address, city: "West Des Moines", postalCode: "50265" },
    };
    const findings = launchCheck(input({ BUSINESS_FILE: file(copy) }));
    expect(codes(findings)).toEqual(["example-placeholders", "example-values"]);
    expect(messageOf(findings, "example-placeholders")).toContain(
      "placeholders: licence, social.facebook, social.instagram.",
    );
    const values = messageOf(findings, "example-values");
    for (const field of ["foundedYear", "warranty", "projectsCompleted", "address.city", "prices"]) {
      expect(values).toContain(field);
    }
    expect(values).not.toContain("address.region");
  });

  it("names a single price, a warranty year or a social profile left as the example's", () => {
    const copy = {
      ...client,
      warranty: { years: 10, structuralYears: 5 },
      social: { facebook: "https://www.facebook.com/your-page" },
      prices: { ...client.prices, driveway: { low: 8, high: 14 } },
    };
    expect(exampleValuesIn(copy, example())).toEqual({
      placeholders: ["social.facebook"],
      same: ["warranty.years", "prices.driveway"],
    });
  });

  it("stops a production start, in one line naming the fields; never the demo's, nor outside production", () => {
    const copied = parseEnv({ NODE_ENV: "production", BUSINESS_FILE: EXAMPLE });
    const refusal = startRefusal(copied, example());
    expect(refusal).toContain(`The business file (${EXAMPLE}) still holds deploy/business.example.json's`);
    expect(refusal).toContain("placeholders: phone, email, licence, social.facebook, social.instagram.");
    expect(refusal).toContain("Check these too, still the example's: name, shortName, tagline, address");
    expect(refusal).not.toContain("\n");
    expect(startRefusal(parseEnv({ NODE_ENV: "production" }), example())).toBeNull();
    expect(startRefusal(parseEnv({ NODE_ENV: "development", BUSINESS_FILE: EXAMPLE }), example())).toBeNull();
    // A file whose values are the client's own but for the example's founding year starts (and says so).
    const sameYear = parseEnv({
      NODE_ENV: "production",
      BUSINESS_FILE: file({ ...client, foundedYear: 2012 }),
    });
    expect(startRefusal(sameYear, example())).toBeNull();
    expect(codes(launchCheck(input({ BUSINESS_FILE: sameYear.BUSINESS_FILE?.path ?? "" })))).toEqual([
      "example-values",
    ]);
  });
});
