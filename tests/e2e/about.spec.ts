import { expect, type Page, test } from "@playwright/test";
import { builtInFaq } from "@shared/content/faq.ts";
import { aboutSections, faqPageCopy, processPageCopy } from "@shared/content/pages/about.ts";
import { builtInProcess } from "@shared/content/process.ts";
import { siteConfig } from "@shared/content/site.ts";
import { builtInTestimonials } from "@shared/content/testimonials.ts";
import { type FakeWordPress, type FakeWordPressMode, startFakeWordPress } from "../fakes/wordpress.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { expectAnswerOpen, expectSingleOpenFaq, faqQuestions } from "./support/faq.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectSameDocument, markDocument } from "./support/same-document-marker.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// The About section: one page with a section selector at /about, /testimonials, /process and /faq.

const selector = (page: Page) => page.getByRole("navigation", { name: "About section" });
const processRegion = (page: Page) => page.getByRole("region", { name: processPageCopy.heading });

async function open(page: Page, path: string, origin = "") {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status()).toBe(200);
}

test.describe("about section", () => {
  for (const [id, path, label, title] of [
    ["about", "/about", "About Us", /About Us/],
    ["testimonials", "/testimonials", "Testimonials", /Customer Testimonials/],
    ["process", "/process", "Our Process", /Our Process/],
    ["faq", "/faq", "FAQ", /Concrete FAQ/],
  ] as const) {
    test(`${path} is its own page, marked current in the selector`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        aboutSections[id].description(siteConfig),
      );
      await expect(selector(page).getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(selector(page).locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("the selector's links work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await open(page, "/about");
    await selector(page).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(selector(page).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    // Every tab's questions are in the server's HTML, the inactive tabs hidden until chosen.
    const panels = page.getByRole("tabpanel", { includeHidden: true });
    await expect(panels).toHaveCount(faqPageCopy.tabs.length);
    for (const [i, items] of [
      builtInFaq.slice(0, 3),
      ...Object.values(faqPageCopy.fixed(siteConfig)),
    ].entries()) {
      for (const item of items) await expect(panels.nth(i)).toContainText(item.question);
    }
    await selector(page).getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(page.getByRole("figure")).toHaveCount(builtInTestimonials.length);
    await context.close();
  });

  test("the selector moves between sections in the browser, each address showing its own section", async ({
    page,
  }) => {
    await open(page, "/process");
    await waitForHydration(page);
    const h1 = page.getByRole("heading", { level: 1 });
    for (const [label, path, heading, title] of [
      ["About Us", "/about", aboutSections.about.heroTitle, /About Us/],
      ["FAQ", "/faq", aboutSections.faq.heroTitle, /Concrete FAQ/],
      ["Testimonials", "/testimonials", aboutSections.testimonials.heroTitle, /Customer Testimonials/],
      ["Our Process", "/process", aboutSections.process.heroTitle, /Our Process/],
    ] as const) {
      await selector(page).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(selector(page).locator('[aria-current="page"]')).toHaveText(label);
    }
    await expect(processRegion(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(h1).toHaveText(aboutSections.testimonials.heroTitle);
    await expect(page.getByRole("figure")).toHaveCount(builtInTestimonials.length);
  });

  test("about: the story, values, expertise, three team cards, quick facts and Learn More", async ({
    page,
  }) => {
    await open(page, "/about");
    const hero = page.getByRole("region", { name: "About Our Concrete Company" });
    expect((await hero.boundingBox())?.height).toBe(400);
    await expect(page.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
    await expect(page.getByText("Freeze-thaw cycles, de-icing salt and clay soils")).toBeVisible();
    for (const heading of ["Our Values", "Our Expertise", "Meet Our Team", "Quick Facts", "Learn More"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem")).toHaveCount(3);
    const facts = page.getByRole("region", { name: "Quick Facts" });
    // The spec's readings there (docs/product.md, "Decided: contradictory copy").
    await expect(facts).toContainText("since 2008");
    await expect(facts).toContainText("over 1,000");
    await expect(facts).toContainText("2-year structural warranty");
    const learnMore = page.getByRole("region", { name: "Learn More" }).getByRole("link");
    await expect(learnMore).toHaveText([
      "Read Testimonials",
      "See Our Process",
      "Read the FAQ",
      "Contact Us",
    ]);
    expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/testimonials",
      "/process",
      "/faq",
      "/contact",
    ]);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"@type":"AboutPage"');
    expect(jsonLd.join("")).toContain('"LocalBusiness"');
    await expectNoA11yViolations(page);
  });

  test("testimonials: six five-star cards in two columns, with the calls to action", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/testimonials");
    const cards = page.getByRole("region", { name: "Reviews From Our Customers" }).getByRole("figure");
    await expect(cards).toHaveCount(builtInTestimonials.length);
    await expect(cards.first()).toContainText(builtInTestimonials[0].author);
    const tops = await cards.evaluateAll((figures) =>
      figures.map((f) => Math.round(f.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[1]);
    await expect(page.getByRole("link", { name: "Get a Free Quote" }).last()).toHaveAttribute(
      "href",
      "/quote",
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
    expect(jsonLd).not.toContain("Review");
    expect(jsonLd).not.toContain("AggregateRating");
  });

  test("process: the six numbered steps and buttons to /quote and /contact", async ({ page }) => {
    await open(page, "/process");
    const steps = processRegion(page).getByRole("listitem");
    await expect(steps).toHaveCount(6);
    await expect(steps.first()).toContainText(builtInProcess[0].title);
    const region = processRegion(page);
    await expect(region.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
    await expect(region.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("faq: four tabs, General with the first three questions, one answer open at a time", async ({
    page,
  }) => {
    await open(page, "/faq");
    await waitForHydration(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["General", "Services", "Pricing", "Maintenance"]);
    const general = page.getByRole("tabpanel", { name: "General" });
    const questions = faqQuestions(general);
    await expectSingleOpenFaq(
      general,
      builtInFaq.slice(0, 3).map((item) => item.question),
    );
    await expect(general.getByText(builtInFaq[1].answer)).toBeHidden();

    // The keyboard does the same: Enter opens a question, opening the next one closes it; Tab moves
    // from one question to the next (native disclosures: no arrow keys, decision 013).
    await questions.nth(2).focus();
    await page.keyboard.press("Enter");
    await expectAnswerOpen(questions.nth(2), true);
    await expect(general.getByText(builtInFaq[2].answer)).toBeVisible();
    await questions.nth(0).focus();
    await page.keyboard.press("Space");
    await expectAnswerOpen(questions.nth(0), true);
    await expectAnswerOpen(questions.nth(2), false);
    await page.keyboard.press("Tab");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(questions.nth(0)).toBeFocused();
    await expect(general.getByText(builtInFaq[0].answer)).toBeVisible();

    await page.getByRole("tab", { name: "General" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Services" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Services" })).toContainText("Do you pour on clay soil?");
    // One tab in the tab order; Left wraps from the first to the last, Home and End go to the ends.
    await expect(page.getByRole("tab", { name: "General" })).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "General" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Maintenance" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Maintenance" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "General" })).toBeHidden();
    await page.getByRole("tab", { name: "Maintenance" }).click();
    await expect(page.getByRole("tabpanel", { name: "Maintenance" })).toContainText(
      "How often should concrete be sealed?",
    );
    const pricing = page.getByRole("tabpanel", { name: "Pricing" });
    await page.getByRole("tab", { name: "Pricing" }).click();
    await expect(faqQuestions(pricing)).toHaveText(
      faqPageCopy.fixed(siteConfig).pricing.map((q) => q.question),
    );
    await faqQuestions(pricing).first().click();
    await expect(pricing.getByText(faqPageCopy.fixed(siteConfig).pricing[0].answer)).toBeVisible();

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
    expect(jsonLd).toContain('"@type":"FAQPage"');
    expect(jsonLd).toContain(builtInFaq[0].question);
    expect(jsonLd).toContain(faqPageCopy.fixed(siteConfig).maintenance[0].question);
    expect(jsonLd).not.toContain(builtInFaq[3].question);
    await expect(page.getByRole("link", { name: "Get a Free Quote" }).last()).toHaveAttribute(
      "href",
      "/quote",
    );
    await expectNoA11yViolations(page);
  });
});

test("arriving at /faq from /about inside the site brings the server's text and working tabs", async ({
  page,
}) => {
  await open(page, "/about");
  await waitForHydration(page);
  // Survives a navigation inside the site, not a page load.
  await markDocument(page);
  await selector(page).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutSections.faq.heroTitle);
  await expect(page.getByRole("heading", { level: 2, name: faqPageCopy.heading })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get a Free Quote" }).last()).toHaveAttribute("href", "/quote");
  await expectSameDocument(page);

  const pricing = page.getByRole("tabpanel", { name: "Pricing" });
  await page.getByRole("tab", { name: "Pricing" }).click();
  await expect(pricing).toBeVisible();
  await faqQuestions(pricing).first().click();
  await expectAnswerOpen(faqQuestions(pricing).first(), true);
  await expect(pricing.getByText(faqPageCopy.fixed(siteConfig).pricing[0].answer)).toBeVisible();
});

/** The production build against a stand-in WordPress in `mode`, one server pair per scenario. */
function withWordPress(mode: FakeWordPressMode) {
  const setup = { wp: undefined as unknown as FakeWordPress, site: undefined as unknown as SiteServer };
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    setup.wp = await startFakeWordPress({ mode });
    // Every stand-in mode answers at once: 5 s is room for a loaded machine, where 1 s once ran out on
    // the normal answer and the page showed the built-in story.
    setup.site = await startSiteServer({ WORDPRESS_URL: setup.wp.url, CONTENT_TIMEOUT_MS: "5000" });
  });
  test.afterAll(async () => {
    await setup.site?.stop();
    await setup.wp?.close();
  });
  return setup;
}

test.describe("about section when WordPress answers something that is not a list", () => {
  const setup = withWordPress("wrong-shape");

  test("shows the built-in story, testimonials, process steps and questions", async ({ page }) => {
    const origin = setup.site.origin;
    await open(page, "/testimonials", origin);
    await expect(page.getByRole("figure")).toHaveCount(6);
    await expect(page.getByText("Rated 5 out of 5")).toHaveCount(6);
    await open(page, "/process", origin);
    await expect(processRegion(page).getByRole("listitem")).toHaveCount(6);
    await open(page, "/faq", origin);
    await expect(faqQuestions(page.getByRole("tabpanel", { name: "General" }))).toHaveText(
      builtInFaq.slice(0, 3).map((item) => item.question),
    );
    await open(page, "/about", origin);
    await expect(page.getByText("Freeze-thaw cycles, de-icing salt and clay soils")).toBeVisible();
    // The fallback is WordPress's answer being unusable, not WordPress never being asked.
    for (const route of ["/categories", "/process_step", "/faq", "/pages"]) {
      expect(setup.wp.requestsTo(route), route).toBeGreaterThan(0);
    }
  });
});

test.describe("about section with WordPress answering", () => {
  const setup = withWordPress("normal");

  test("shows WordPress's story, reviews, steps and first three questions", async ({ page }) => {
    const origin = setup.site.origin;
    await open(page, "/about", origin);
    const story = page.getByRole("region", { name: "Our Story" });
    await expect(story).toContainText("grown into a crew of twelve");
    await expect(story).not.toContainText("Freeze-thaw cycles");
    // The rest of the About section is the site's own copy.
    await expect(page.getByRole("region", { name: "Quick Facts" })).toContainText("since 2008");

    await open(page, "/testimonials", origin);
    const cards = page.getByRole("figure");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Tom R." })).toContainText("Rated 4 out of 5");
    await expect(cards.filter({ hasText: "Jenna M." })).toContainText("Rated 5 out of 5");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
    expect(jsonLd).not.toContain("Review");
    expect(jsonLd).not.toContain("AggregateRating");

    await open(page, "/process", origin);
    await expect(processRegion(page).getByRole("listitem")).toHaveCount(3);
    await expect(processRegion(page).getByRole("heading", { level: 3 })).toHaveText([
      "Consultation",
      "Site Visit",
      "Written Proposal",
    ]);

    await open(page, "/faq", origin);
    await expect(faqQuestions(page.getByRole("tabpanel", { name: "General" }))).toHaveText([
      "Are estimates free?",
      "Are you licensed & insured?",
      "Do you offer a warranty?",
    ]);
    await expect(page.getByRole("tab")).toHaveCount(4);
  });
});

test.describe("about section with a malicious WordPress", () => {
  const setup = withWordPress("malicious");

  test("renders the story, reviews and questions and runs none of the injected script", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    for (const path of ["/about", "/testimonials", "/faq"]) {
      await open(page, path, setup.site.origin);
      await waitForHydration(page);
      for (const text of ["Hover me", "Click for a discount"]) {
        const target = page.getByText(text).first();
        if (await target.isVisible()) {
          await target.hover();
          await target.click({ noWaitAfter: true });
        }
      }
      expect(
        await page.evaluate(() => (window as { __wpPwned?: unknown }).__wpPwned ?? null),
        path,
      ).toBeNull();
      const injectedElements = page.locator(
        'main script:not([type="application/ld+json"]), main iframe, main [onerror], main [onload]',
      );
      expect(await injectedElements.count(), path).toBe(0);
    }
    expect(dialogs).toEqual([]);
  });
});
