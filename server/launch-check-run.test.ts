import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { siteConfig } from "@shared/content/site.ts";
import { afterAll, describe, expect, it } from "vitest";
import { clientBusiness } from "../tests/support/client-business.ts";
import { composeLaunchCheck } from "./compose.ts";
import { createContentService, EmbeddedSource } from "./content/index.ts";
import { siteFromBusiness } from "./core/business.ts";
import { parseEnv } from "./core/env.ts";
import { createIdentity } from "./core/live-identity.ts";
import { siteFromEnv } from "./core/site-from-env.ts";
import { checkLaunch, exampleBusinessFile, pricesNotGivenNow, runDoctor } from "./launch-check-run.ts";

const dir = mkdtempSync(path.join(tmpdir(), "launch-check-run-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A client's own file, every price given and nothing in it the example's. */
const client = clientBusiness;
const clientFile = path.join(dir, "business.json");
writeFileSync(clientFile, JSON.stringify(client));

/** Every setting a launch needs, for this client. */
const launchReady = {
  NODE_ENV: "production",
  SITE_URL: "https://www.beavercreekflatwork.com",
  BUSINESS_FILE: clientFile,
  LEAD_WEBHOOK_URL: "https://leads.example.net/hook",
  SMTP_URL: "smtp://127.0.0.1:25",
  NOTIFY_EMAIL: "owner@beavercreekflatwork.com",
  DATABASE_URL: `file:${path.join(dir, "site.db")}`,
};

/** The command's output and exit code. */
async function doctor(env: Record<string, string>, args: string[] = []) {
  let stdout = "";
  let stderr = "";
  const io = {
    env,
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
  };
  const code = await runDoctor(args, io, composeLaunchCheck);
  return { code, stdout, stderr };
}

describe("the launch check on what the site serves", () => {
  it("reads the example business file from the checkout", () => {
    expect(exampleBusinessFile()).toMatchObject({ phone: "(515) 555-0188", licence: expect.any(String) });
  });

  it("finds none of the demo's claims in a client's built-in content", async () => {
    const env = parseEnv(launchReady);
    const content = createContentService(env);
    const findings = await checkLaunch({ env, content, identity: createIdentity(content, siteFromEnv(env)) });
    expect(findings.filter((finding) => finding.code === "demo-claims")).toEqual([]);
  });

  it("finds the demo's claims in content that is the demo's (as imported into the client's WordPress)", async () => {
    const env = parseEnv(launchReady);
    const demoContent = new EmbeddedSource(siteConfig);
    const findings = await checkLaunch({
      env,
      content: demoContent,
      identity: createIdentity(createContentService(env), siteFromEnv(env)),
    });
    const claims = findings.find((finding) => finding.code === "demo-claims");
    expect(claims?.message).toContain(`the demo's phone (${siteConfig.phone}) [business file "phone"]`);
    expect(claims?.message).toContain(`the demo's street (${siteConfig.address.street})`);
  });

  it("names the prices neither the business file nor WordPress's price list gives", () => {
    const file = path.join(dir, "two-prices.json");
    writeFileSync(file, JSON.stringify({ ...client, prices: { driveway: client.prices.driveway } }));
    const env = parseEnv({ ...launchReady, BUSINESS_FILE: file });
    const site = siteFromBusiness((env.BUSINESS_FILE as NonNullable<typeof env.BUSINESS_FILE>).business);
    expect(pricesNotGivenNow(env, site, { patio: { low: 10, high: 20 } })).toEqual([
      "prices.newSidewalk",
      "prices.sidewalkRepair",
      "prices.stampedPatio",
      "prices.overlay",
      "prices.polishedFloor",
      "prices.stampedPremium",
      "prices.exposedAggregatePremium",
    ]);
    expect(pricesNotGivenNow(parseEnv(launchReady), siteConfig, null)).toEqual([]);
  });
});

describe("npm run doctor", () => {
  it("lists what a production site on the demo must still fix, one line each, and exits 1", async () => {
    const { code, stdout } = await doctor({ NODE_ENV: "production", DATABASE_URL: launchReady.DATABASE_URL });
    expect(code).toBe(1);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toBe(
      "The launch check (NODE_ENV=production, SITE_URL=http://localhost:3000, no BUSINESS_FILE, built-in content):",
    );
    expect(lines.filter((line) => line.startsWith("- ")).map((line) => line.split(":")[0])).toEqual([
      "- demo-identity",
      "- site-url",
      "- leads-have-no-destination",
      "- owner-has-no-email",
    ]);
    expect(stdout).toContain("- demo-identity: The site runs as the demo:");
    expect(lines.at(-1)).toBe("4 things to fix before launch.");
  });

  it("names the example's placeholders a copied business file still holds, and that they stop the start", async () => {
    const example = path.resolve(__dirname, "../deploy/business.example.json");
    const { code, stdout } = await doctor({ ...launchReady, BUSINESS_FILE: example });
    expect(code).toBe(1);
    expect(stdout).toContain(
      "- example-placeholders: The business file (" +
        example +
        ") still holds deploy/business.example.json's placeholders: phone, email, licence, social.facebook, social.instagram.",
    );
    expect(stdout).toContain("In production the site does not start with them.");
    expect(stdout).toContain("- example-values: ");
  });

  it("says there is nothing to fix on a client's site set up for launch, and exits 0", async () => {
    const { code, stdout } = await doctor(launchReady);
    expect(stdout).toContain("Nothing to fix.");
    expect(code).toBe(0);
  });

  it("says a setting the site would not start with, and takes no arguments", async () => {
    const bad = await doctor({ NODE_ENV: "production", SITE_URL: "www.example" });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("The site would not start: Invalid configuration:");
    expect(bad.stdout).toContain("SITE_URL");
    const extra = await doctor(launchReady, ["--all"]);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain("doctor takes no arguments");
  });
});
