import { expect, type Page, test } from "@playwright/test";
import { builtInLocations, getBuiltInLocation } from "@shared/content/locations/index.ts";
import { phoneHref, siteConfig } from "@shared/content/site.ts";
import type { LocationContent } from "@shared/content/types.ts";
import { citiesWithLayout } from "@shared/pages.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { expectAnswerOpen, faqQuestions } from "./support/faq.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";

const TABBED_LOCATION_SLUGS = citiesWithLayout("tabbed");
const LANDING_LOCATION_SLUGS = citiesWithLayout("landing");

type JsonLdNode = Record<string, unknown> & { "@type": string | string[] };

function cityOf(slug: string): LocationContent {
  const location = getBuiltInLocation(slug);
  if (!location) throw new Error(`no built-in content for ${slug}`);
  return location;
}

async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text)["@graph"] ?? [JSON.parse(text)]);
}

const nodeOfType = (graph: JsonLdNode[], type: string) =>
  graph.find((node) => [node["@type"]].flat().includes(type));

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

test("the spec's five cities have pages of their own", () => {
  expect([...TABBED_LOCATION_SLUGS].sort()).toEqual(["ankeny", "des-moines", "west-des-moines"]);
  expect([...LANDING_LOCATION_SLUGS].sort()).toEqual(["johnston", "urbandale"]);
});

test.describe("Ankeny, Des Moines and West Des Moines", () => {
  for (const slug of TABBED_LOCATION_SLUGS) {
    test(`/locations/${slug} shows hero, tabs, neighbourhoods and the sidebar`, async ({ page }) => {
      test.slow(); // a long page with an axe scan, on a 2-core machine shared with other runs
      const location = cityOf(slug);
      const response = await page.goto(`/locations/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.title);
      await expect(page).toHaveTitle(`${location.title} | ${siteConfig.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", location.description);

      const hero = page.getByRole("region", { name: location.title });
      await expect(hero).toContainText(location.fullName);
      await expect(hero.getByRole("listitem")).toHaveText([
        "Licensed, Bonded & Insured",
        "Free Estimates",
        "5-Year Warranty",
        "Local Iowa Business",
      ]);
      await expect(hero.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");

      await expect(
        page.getByRole("tablist", { name: `Our work in ${location.name}` }).getByRole("tab"),
      ).toHaveText(["Services", "Recent Projects", "Testimonials", "FAQ"]);
      const services = page.getByRole("tabpanel", { name: "Services" });
      await expect(services).toBeVisible();
      await expect(services.getByRole("article")).toHaveCount(4);
      await expect(services).toContainText(location.whyChooseUs[0]);

      const coverage = page.getByRole("region", { name: `Where we work in ${location.name}` });
      for (const name of location.neighborhoods) await expect(coverage).toContainText(name);
      for (const zip of location.zipCodes) await expect(coverage).toContainText(zip);

      const sidebar = page.getByRole("complementary", { name: `Your ${location.name} concrete crew` });
      await expect(sidebar.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
        "href",
        phoneHref(siteConfig.phone),
      );
      await expect(sidebar).toContainText("Mon-Fri 8am-5pm");
      await expect(sidebar.getByRole("heading", { name: "On site within 48 hours" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
      await expect(sidebar.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
      const steps = sidebar.getByRole("region", { name: "How it works" }).getByRole("listitem");
      await expect(steps).toHaveCount(4);
      const alsoServing = sidebar.getByRole("navigation", { name: "Also Serving" }).getByRole("link");
      await expect(alsoServing).toHaveText(location.nearbyLocations.map((n) => n.name));
      for (const [i, nearby] of location.nearbyLocations.entries()) {
        await expect(alsoServing.nth(i)).toHaveAttribute("href", nearby.path);
      }

      const cta = page.getByRole("region", { name: "Ready to Transform Your Property?" });
      await expect(cta.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
      await expect(cta.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", "/contact");

      const graph = await structuredData(page);
      const business = nodeOfType(graph, "LocalBusiness");
      expect(business?.areaServed).toEqual({
        "@type": "City",
        name: location.fullName,
        geo: { "@type": "GeoCoordinates", ...location.coordinates },
      });
      // The spec's other reading of the hours: Mon-Fri 8AM-5PM and Saturday 9AM-1PM, in this one block.
      expect(business?.openingHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "08:00", closes: "17:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
      ]);
      expect(nodeOfType(graph, "BreadcrumbList")?.itemListElement).toEqual([
        expect.objectContaining({ position: 1, name: "Home" }),
        expect.objectContaining({ position: 2, name: "Locations" }),
        expect.objectContaining({ position: 3, name: location.name }),
      ]);
      expect(nodeOfType(graph, "FAQPage")?.mainEntity).toHaveLength(location.faqs.length);

      await expectNoA11yViolations(page);
    });
  }

  test("every tab's content is in the server's HTML", async ({ request }) => {
    for (const slug of TABBED_LOCATION_SLUGS) {
      const location = cityOf(slug);
      const html = await (await request.get(`/locations/${slug}`)).text();
      expect(html.match(/role="tabpanel"/g), slug).toHaveLength(4);
      for (const text of [
        location.services[3].title,
        location.recentProjects[1].title,
        location.testimonials[1].author,
        location.faqs[2].answer,
      ]) {
        expect(html, `${slug}: ${text}`).toContain(text.replaceAll("'", "&#x27;"));
      }
    }
  });

  test("switches tabs with the mouse", async ({ page }) => {
    const location = cityOf("des-moines");
    await page.goto("/locations/des-moines");
    await waitForHydration(page);

    await page.getByRole("tab", { name: "Recent Projects" }).click();
    await expect(page.getByRole("tab", { name: "Recent Projects" })).toHaveAttribute("aria-selected", "true");
    const projects = page.getByRole("tabpanel", { name: "Recent Projects" });
    await expect(projects).toBeVisible();
    await expect(projects.getByRole("listitem")).toHaveCount(location.recentProjects.length);
    await expect(projects).toContainText(location.recentProjects[0].title);
    await expect(page.getByRole("tabpanel", { name: "Services" })).toBeHidden();

    await page.getByRole("tab", { name: "Testimonials" }).click();
    const testimonials = page.getByRole("tabpanel", { name: "Testimonials" });
    await expect(testimonials).toBeVisible();
    await expect(testimonials.getByRole("figure")).toHaveCount(location.testimonials.length);
    await expect(testimonials).toContainText(location.testimonials[0].author);
    await expect(projects).toBeHidden();

    await page.getByRole("tab", { name: "FAQ" }).click();
    const faq = page.getByRole("tabpanel", { name: "FAQ" });
    await expect(faqQuestions(faq)).toHaveText(location.faqs.map((item) => item.question));
    await faqQuestions(faq, location.faqs[0].question).click();
    await expect(faq.getByText(location.faqs[0].answer)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("reached by a link within the site, shows the city and its tabs work", async ({ page }) => {
    const location = cityOf("ankeny");
    await page.goto("/locations");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: "View location about Ankeny" }).click();
    await expect(page).toHaveURL(/\/locations\/ankeny$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.title);
    await expect(page.getByRole("tabpanel", { name: "Services" })).toContainText(location.whyChooseUs[0]);
    await expect(page.getByRole("region", { name: `Where we work in ${location.name}` })).toContainText(
      location.neighborhoods[0],
    );

    await page.getByRole("tab", { name: "Recent Projects" }).click();
    await expect(page.getByRole("tabpanel", { name: "Recent Projects" })).toContainText(
      location.recentProjects[0].title,
    );
    await expect(page.getByRole("tabpanel", { name: "Services" })).toBeHidden();
    await page.getByRole("tab", { name: "FAQ" }).click();
    const question = faqQuestions(page.getByRole("tabpanel", { name: "FAQ" }), location.faqs[0].question);
    await question.click();
    await expectAnswerOpen(question, true);
    await expect(page.getByText(location.faqs[0].answer)).toBeVisible();
    await expectSameDocument(page);
  });

  test("switches tabs with the keyboard", async ({ page }) => {
    const location = cityOf("west-des-moines");
    await page.goto("/locations/west-des-moines");
    await waitForHydration(page);
    const tab = (name: string) => page.getByRole("tab", { name });

    await tab("Services").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Recent Projects")).toBeFocused();
    await expect(tab("Recent Projects")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Recent Projects" })).toContainText(
      location.recentProjects[1].title,
    );

    await page.keyboard.press("End");
    await expect(tab("FAQ")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "FAQ" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(tab("Services")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tab("FAQ")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Services")).toBeFocused();

    // Tab leaves the tab list for the open panel's content, where Enter opens a question.
    await tab("FAQ").click();
    await page.keyboard.press("Tab");
    const firstQuestion = faqQuestions(
      page.getByRole("tabpanel", { name: "FAQ" }),
      location.faqs[0].question,
    );
    await expect(page.getByRole("tabpanel", { name: "FAQ" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(firstQuestion).toBeFocused();
    await page.keyboard.press("Enter");
    await expectAnswerOpen(firstQuestion, true);
  });
});

test.describe("Urbandale and Johnston", () => {
  const zipCodes: Record<string, string[]> = {
    urbandale: ["50322", "50323"],
    johnston: ["50131"],
  };

  for (const slug of LANDING_LOCATION_SLUGS) {
    test(`/locations/${slug} shows ZIP codes, hours, service cards, testimonials and calls to action`, async ({
      page,
    }) => {
      test.slow();
      const location = cityOf(slug);
      const response = await page.goto(`/locations/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.title);
      await expect(page).toHaveTitle(`${location.title} | ${siteConfig.name}`);

      const hero = page.getByRole("region", { name: location.title });
      await expect(hero).toContainText(`ZIP codes:${zipCodes[slug].join(", ")}`);
      await expect(hero).toContainText("Office hours:Mon-Fri 8AM-6PM");
      await expect(hero.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");

      const services = page.getByRole("region", { name: `Concrete services in ${location.name}` });
      const serviceLinks = await services
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(serviceLinks).toEqual([
        "/services/driveways",
        "/services/patios",
        "/services/sidewalks",
        "/services/decorative-concrete",
      ]);

      const testimonials = page.getByRole("region", { name: `What ${location.name} homeowners say` });
      await expect(testimonials.getByRole("figure")).toHaveCount(location.testimonials.length);

      const coverage = page.getByRole("region", { name: `Where we work in ${location.name}` });
      for (const zip of zipCodes[slug]) await expect(coverage).toContainText(zip);
      for (const name of location.neighborhoods) await expect(coverage).toContainText(name);

      const quoteCard = page.getByRole("complementary", { name: `Free estimate in ${location.name}` });
      await expect(quoteCard.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute(
        "href",
        "/quote",
      );
      await expect(quoteCard.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
      const cta = page.getByRole("region", { name: "Ready to Transform Your Property?" });
      await expect(cta.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", "/contact");

      const graph = await structuredData(page);
      const business = nodeOfType(graph, "LocalBusiness");
      const centre = { "@type": "GeoCoordinates", ...location.coordinates };
      expect(business?.areaServed).toEqual([
        { "@type": "City", name: location.fullName, geo: centre },
        { "@type": "GeoCircle", geoMidpoint: centre, geoRadius: 25000 },
      ]);
      expect(business?.openingHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "08:00", closes: "18:00" },
      ]);
      expect(business?.telephone).toBe(siteConfig.phone);
      expect(nodeOfType(graph, "BreadcrumbList")).toBeTruthy();
      expect(nodeOfType(graph, "FAQPage")?.mainEntity).toHaveLength(location.faqs.length);

      await expectNoA11yViolations(page);
    });
  }
});

test("Urbandale reached by a link within the site shows the city, and its FAQ opens", async ({ page }) => {
  const location = cityOf("urbandale");
  await page.goto("/locations");
  await waitForHydration(page);
  await markDocument(page);
  await page
    .getByRole("region", { name: "Additional Areas We Serve" })
    .getByRole("link", { name: "Urbandale" })
    .click();
  await expect(page).toHaveURL(/\/locations\/urbandale$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.title);
  await expect(page.getByRole("region", { name: `Concrete services in ${location.name}` })).toBeVisible();

  const faq = page.getByRole("region", { name: `${location.name} concrete FAQs` });
  const questions = faqQuestions(faq);
  await expect(questions).toHaveCount(location.faqs.length);
  await questions.nth(1).click();
  await expectAnswerOpen(questions.nth(1), true);
  await expect(faq.getByText(location.faqs[1].answer)).toBeVisible();
  await expectSameDocument(page);
});

test("the header's Locations menu and the footer link to every city page", async ({ page }) => {
  await page.goto("/locations/ankeny");
  const footerAreas = page.getByRole("contentinfo").getByRole("navigation", { name: "Service Areas" });
  const headerMenu = page.getByRole("navigation", { name: "Main" }).first();
  for (const { slug } of builtInLocations) {
    const name = cityOf(slug).name;
    await expect(footerAreas.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `/locations/${slug}`,
    );
    await expect(headerMenu.locator(`a[href="/locations/${slug}"]`)).toHaveText(name);
  }
});
