import { siteConfig } from "@shared/content/site.ts";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import { createContentService } from "../content/index.ts";
import { parseEnv } from "./env.ts";
import { createIdentity } from "./live-identity.ts";
import { siteFromEnv } from "./site-from-env.ts";

let wp: FakeWordPress | undefined;
afterEach(async () => {
  await wp?.close();
  wp = undefined;
});

function identityFor(vars: Record<string, string>) {
  const env = parseEnv({ NODE_ENV: "test", CONTENT_TIMEOUT_MS: "2000", ...vars });
  return createIdentity(createContentService(env), siteFromEnv(env));
}

describe("createIdentity", () => {
  it("answers the site config with the environment's overrides when there is no CMS", async () => {
    const site = await identityFor({ SITE_PHONE: "(515) 555-0111", SITE_EMAIL: "hi@example.com" }).resolve();
    expect(site).toEqual({ ...siteConfig, phone: "(515) 555-0111", email: "hi@example.com" });
  });

  it("answers WordPress's contact details over the environment's", async () => {
    wp = await startFakeWordPress();
    const contact = wp.content.site_option.find((option) => option.slug === "contact_info");
    Object.assign(contact?.acf as Record<string, unknown>, {
      address: "2200 Grand Ave, West Des Moines, IA 50265",
    });
    const site = await identityFor({ WORDPRESS_URL: wp.url, SITE_PHONE: "(515) 555-0111" }).resolve();
    expect(site.phone).toBe("(515) 555-0199");
    expect(site.email).toBe("office@example.com");
    expect(site.address).toMatchObject({
      street: "2200 Grand Ave",
      city: "West Des Moines",
      postalCode: "50265",
    });
    expect(site.hours.contact).toEqual(["Mon-Fri 7AM-6PM", "Sat 8AM-noon"]);
    expect(site.social).toEqual({ facebook: "https://www.facebook.com/example" });
  });

  it("answers the environment's identity while WordPress is down", async () => {
    wp = await startFakeWordPress({ mode: "failing" });
    const site = await identityFor({ WORDPRESS_URL: wp.url, SITE_PHONE: "(515) 555-0111" }).resolve();
    expect(site.phone).toBe("(515) 555-0111");
    expect(site.address).toEqual(siteConfig.address);
  });

  it("never throws: a source that fails answers the base, and the failure is logged", async () => {
    const events: Record<string, unknown>[] = [];
    const failing = {
      getContactInfo: () => Promise.reject(new Error("store on fire")),
      getPriceList: () => Promise.resolve(null),
    };
    const base = { ...siteConfig, phone: "(515) 555-0111" };
    const site = await createIdentity(failing, base, (event) => events.push(event)).resolve();
    expect(site).toBe(base);
    expect(events).toEqual([{ event: "identity.resolve_failed", error: "store on fire" }]);
  });
});
