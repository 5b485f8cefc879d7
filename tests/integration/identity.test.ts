import { phoneHref, siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import {
  loadServerThroughVite,
  pageHtml,
  startViteSite,
  type ViteServerModules,
} from "../support/vite-server.ts";

// The pages rendered for real (the React Router build Vite serves in development, as `npm run dev`
// does) behind the real Express app, over HTTP: the footer, the contact page, the structured data
// and the API must all show the one resolved identity.

let server: ViteServerModules;

beforeAll(async () => {
  server = await loadServerThroughVite();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

interface Site {
  origin: string;
  close(): Promise<void>;
}

const startSite = (vars: Record<string, string>): Promise<Site> =>
  startViteSite(server, { CONTENT_TIMEOUT_MS: "5000", ...vars });
const page = pageHtml;

/** The visible text of an HTML fragment, on one line. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

function element(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no ${pattern} in the page`);
  return match[0];
}

const footerOf = (html: string) => element(html, /<footer[\s\S]*?<\/footer>/);
const contactDetailsOf = (html: string) =>
  element(html, /<aside aria-labelledby="contact-details-heading"[\s\S]*?<\/aside>/);

type JsonLdNode = Record<string, unknown> & { "@type": string | string[] };

function jsonLdNodes(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    ([, json]) => {
      const doc = JSON.parse(json);
      return doc["@graph"] ?? [doc];
    },
  );
}

function localBusinessOf(html: string): JsonLdNode {
  const node = jsonLdNodes(html).find((n) => [n["@type"]].flat().includes("LocalBusiness"));
  if (!node) throw new Error("no LocalBusiness structured data in the page");
  return node;
}

interface Expected {
  phone: string;
  email: string;
  street: string;
  city: string;
  postalCode: string;
}

const oneLine = (e: Expected) => `${e.street}, ${e.city}, IA ${e.postalCode}`;

/** Home page footer and JSON-LD, contact page details and JSON-LD, a service's provider, the API. */
async function expectIdentityEverywhere(site: Site, expected: Expected, absent: string[]) {
  const home = await page(site, "/");
  const contact = await page(site, "/contact");
  const service = await page(site, "/services/patios");

  for (const [name, html] of [
    ["home footer", footerOf(home)],
    ["contact footer", footerOf(contact)],
    ["contact details", contactDetailsOf(contact)],
  ]) {
    expect(textOf(html), name).toContain(expected.phone);
    expect(html, name).toContain(`href="${phoneHref(expected.phone)}"`);
    expect(textOf(html), name).toContain(expected.email);
    expect(textOf(html), name).toContain(oneLine(expected));
  }

  for (const [name, html] of [
    ["home", home],
    ["contact", contact],
  ]) {
    const business = localBusinessOf(html);
    expect(business.telephone, name).toBe(expected.phone);
    expect(business.email, name).toBe(expected.email);
    expect(business.address, name).toMatchObject({
      streetAddress: expected.street,
      addressLocality: expected.city,
      addressRegion: "IA",
      postalCode: expected.postalCode,
    });
  }

  const provider = jsonLdNodes(service).find((n) => n["@type"] === "Service")?.provider;
  expect(provider).toMatchObject({ telephone: expected.phone, address: oneLine(expected) });

  const api = await (await fetch(`${site.origin}/api/wp/options/contact_info`)).json();
  expect(api.value).toMatchObject({
    phone: expected.phone,
    email: expected.email,
    address: oneLine(expected),
  });

  for (const [name, html] of [
    ["home", home],
    ["contact", contact],
    ["service", service],
  ]) {
    for (const value of absent) expect(html, `${name} page shows ${value}`).not.toContain(value);
  }
}

describe("the business identity with WordPress giving other contact details", () => {
  let wp: FakeWordPress;
  let site: Site;

  beforeAll(async () => {
    wp = await startFakeWordPress();
    // The editor moves the office and changes the number.
    const contactInfo = wp.content.site_option.find((option) => option.slug === "contact_info");
    Object.assign(contactInfo?.acf as Record<string, unknown>, {
      phone: "(515) 555-0177",
      email: "office@example.com",
      address: "2200 Grand Ave, West Des Moines, IA 50265",
      hours: "Mon-Fri 7AM-6PM\nSat 8AM-noon",
    });
    site = await startSite({ WORDPRESS_URL: wp.url, SITE_PHONE: "(515) 555-0111" });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await wp?.close();
  });

  it("shows the CMS's phone, e-mail and address in the footer, the contact page, the JSON-LD and the API, and no other", async () => {
    await expectIdentityEverywhere(
      site,
      {
        phone: "(515) 555-0177",
        email: "office@example.com",
        street: "2200 Grand Ave",
        city: "West Des Moines",
        postalCode: "50265",
      },
      [
        siteConfig.phone,
        phoneHref(siteConfig.phone),
        "(515) 555-0111",
        siteConfig.address.street,
        siteConfig.email,
      ],
    );
  });

  it("shows the CMS's hours and social profiles on the contact page", async () => {
    const details = contactDetailsOf(await page(site, "/contact"));
    expect(textOf(details)).toContain("Mon-Fri 7AM-6PM");
    expect(textOf(details)).toContain("Sat 8AM-noon");
    for (const line of siteConfig.hours.contact) expect(textOf(details)).not.toContain(line);
    expect(details).toContain('href="https://www.facebook.com/example"');
    expect(details).not.toContain(siteConfig.social.instagram);
  });

  it("shows the CMS's hours wherever hours are shown, in every block of structured data, and no other", async () => {
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
    const structured = [
      { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "07:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
    ];
    const oldReadings = [
      siteConfig.hours.standard,
      siteConfig.hours.phoneLine,
      ...siteConfig.hours.contact,
      '"closes":"17:00"',
      '"closes":"13:00"',
    ];
    // The top bar and footer everywhere, the quote page's phone line, a city page's sidebar and its
    // own block of structured data (the tabbed layout), the services index's phone line.
    for (const path of ["/", "/quote", "/locations/ankeny", "/locations/des-moines", "/services"]) {
      const html = await page(site, path);
      expect(textOf(html), path).toContain("Mon-Fri 7AM-6PM, Sat 8AM-12PM");
      for (const old of oldReadings) expect(html, `${path}: ${old}`).not.toContain(old);
      for (const node of jsonLdNodes(html).filter((n) => "openingHoursSpecification" in n)) {
        expect(node.openingHoursSpecification, path).toEqual(structured);
      }
    }
    expect(localBusinessOf(await page(site, "/")).openingHoursSpecification).toEqual(structured);
  });
});

describe("the business identity with SITE_PHONE set and no WordPress", () => {
  let site: Site;

  beforeAll(async () => {
    site = await startSite({ SITE_PHONE: "(515) 555-0111" });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("shows SITE_PHONE and the configured address everywhere, and never the default phone", async () => {
    await expectIdentityEverywhere(
      site,
      {
        phone: "(515) 555-0111",
        email: siteConfig.email,
        street: siteConfig.address.street,
        city: siteConfig.address.city,
        postalCode: siteConfig.address.postalCode,
      },
      [siteConfig.phone, phoneHref(siteConfig.phone)],
    );
  });
});
