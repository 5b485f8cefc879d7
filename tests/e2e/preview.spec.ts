import { expect, type Page, test } from "@playwright/test";
import { makePreviewToken } from "../../server/content/preview-token.ts";
import { type FakeWordPress, startFakeWordPress } from "../fakes/wordpress.ts";
import type { WpJson } from "../fakes/wordpress-samples.ts";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { type SiteServer, startSiteServer } from "./support/server.ts";

// WordPress's Preview carries none of the site's scripts, so no tab button can switch tabs: every tab's
// panel is shown, one under another, and the office manager checks all she wrote before publishing.
// The production build against a stand-in WordPress that answers the plugin's preview route.

const SECRET = "e2e-preview-secret-0123456789abcdef";

let wp: FakeWordPress;
let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  wp = await startFakeWordPress();
  site = await startSiteServer({
    WORDPRESS_URL: wp.url,
    WORDPRESS_WEBHOOK_SECRET: SECRET,
    CONTENT_TIMEOUT_MS: "2000",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await wp?.close();
});

/** Opens the preview of `post`, a draft shown on `path`, as the editor's browser does from WordPress. */
async function openPreview(page: Page, route: string, path: string, post: WpJson) {
  wp.setPreview({ route, path, post });
  const token = makePreviewToken(SECRET, {
    postId: post.id,
    postType: route,
    userId: 7,
    expiresAt: new Date(Date.now() + 5 * 60_000),
  });
  const response = await page.goto(`${site.origin}/preview?token=${token}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("note", { name: "Preview — not published" })).toBeVisible();
  expect(await page.locator("script[src], script:not([type='application/ld+json'])").count()).toBe(0);
  // No tab list: its buttons would do nothing here.
  await expect(page.getByRole("tablist")).toBeHidden();
}

const steps = [
  { title: "Snow-Melt Plan", description: "We size the tubing loop to the driveway and the boiler." },
  { title: "Base and Insulation", description: "Six inches of compacted rock under foam board." },
  { title: "Tubing Laid", description: "PEX loops tied to the rebar grid, pressure-tested." },
  { title: "Pour and Finish", description: "Five inches of concrete over the tubing, broom finished." },
];
const benefits = [
  { title: "No Shovelling", description: "The slab melts its own snow all winter." },
  { title: "No Salt Damage", description: "Without de-icing salt the surface does not scale." },
];
const questions = [
  {
    question: "Does a heated slab need a bigger electric service?",
    answer: "Usually not: a gas boiler heats the loop, so the panel stays as it is.",
  },
  { question: "How thick is a heated driveway?", answer: "Five inches over the tubing." },
  { question: "Can you heat only the wheel paths?", answer: "Yes, two strips cost about half as much." },
];

test("the preview of a new service shows every step, benefit and question the editor wrote", async ({
  page,
}) => {
  test.slow(); // the axe scan takes a while on a busy two-core machine
  const stamped = wp.content.service[0] as WpJson;
  await openPreview(page, "service", "/services/heated-driveway-slabs", {
    ...stamped,
    id: 95,
    slug: "heated-driveway-slabs",
    status: "draft",
    title: { rendered: "Heated Driveway Slabs" },
    content: { rendered: "<p>Hydronic tubing keeps a Johnston driveway clear.</p>", protected: false },
    acf: { process: steps, benefits, faqs: questions },
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heated Driveway Slabs");

  // Every tab is open: Overview, Process, Benefits and FAQ, one under another.
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText(
    "Hydronic tubing keeps a Johnston driveway clear.",
  );
  const process = page.getByRole("tabpanel", { name: "Process" });
  await expect(process).toBeVisible();
  await expect(process.getByRole("listitem")).toHaveCount(steps.length);
  for (const [i, step] of steps.entries()) {
    await expect(process.getByRole("heading", { name: `Step ${i + 1}: ${step.title}` })).toBeVisible();
    await expect(process.getByText(step.description)).toBeVisible();
  }
  const benefitsPanel = page.getByRole("tabpanel", { name: "Benefits" });
  for (const benefit of benefits) {
    await expect(benefitsPanel.getByRole("heading", { name: benefit.title })).toBeVisible();
    await expect(benefitsPanel.getByText(benefit.description)).toBeVisible();
  }
  // The questions are native disclosures: each opens without a script.
  const faq = page.getByRole("tabpanel", { name: "FAQ" });
  for (const { question, answer } of questions) {
    await expect(faq.getByText(answer)).toBeHidden();
    await faq.getByText(question).click();
    await expect(faq.getByText(answer)).toBeVisible();
  }
  await expectNoA11yViolations(page);
});

test("the preview of a city shows its projects, testimonials and questions, every tab of its page", async ({
  page,
}) => {
  const ankeny = wp.content.location[0] as WpJson;
  const projects = [
    { title: "Prairie Trail driveway", description: "A 3-car driveway with a broom finish." },
    { title: "Uptown patio", description: "A stamped patio behind a bungalow." },
  ];
  const reviews = [{ content: "They came back to seal it a year later, unasked.", author: "Dana K." }];
  const cityQuestions = [
    { question: "Do you pour in Ankeny's new subdivisions?", answer: "Yes, we know the HOA rules there." },
    { question: "Who pulls the Ankeny permit?", answer: "We do, and we schedule the inspections." },
  ];
  await openPreview(page, "location", "/locations/ankeny", {
    ...ankeny,
    acf: {
      ...(ankeny.acf as object),
      recent_projects: projects,
      testimonials: reviews,
      faqs: cityQuestions,
    },
  });
  await expect(page.getByRole("tabpanel", { name: "Services" })).toContainText(
    "Ankeny grows fast: new driveways in Prairie Trail",
  );
  const projectsPanel = page.getByRole("tabpanel", { name: "Recent Projects" });
  for (const project of projects) {
    await expect(projectsPanel.getByText(project.title)).toBeVisible();
    await expect(projectsPanel.getByText(project.description)).toBeVisible();
  }
  await expect(page.getByRole("tabpanel", { name: "Testimonials" })).toContainText(reviews[0]?.content ?? "");
  const faq = page.getByRole("tabpanel", { name: "FAQ" });
  for (const { question, answer } of cityQuestions) {
    await faq.getByText(question).click();
    await expect(faq.getByText(answer)).toBeVisible();
  }
});
