import { homeHero } from "@shared/content/pages/home.ts";
import type { HomeButton, HomePageOption, HomeSection } from "@shared/content/types.ts";
import { PAGES } from "@shared/pages.ts";
import { type Acf, acfOf, bounded, maxOf, optionalText, text } from "./fields.ts";
import { acfImage } from "./media.ts";
import type { WpPost } from "./post.ts";

/** The pages of the site a link may name: every screen of the page registry but files and the developer pages. */
const SITE_PAGE_PATTERNS = PAGES.filter((page) => !page.file && !page.robots).map(
  (page) => new RegExp(`^${page.path.replace(/:[a-z]+/g, "[a-z0-9]+(?:-[a-z0-9]+)*")}$`),
);

/** An address of a page the site serves ("/quote", "/services/patios"), or undefined for anything else. */
export function sitePagePath(value: unknown): string | undefined {
  const path = typeof value === "string" ? value.trim() : "";
  return path.startsWith("/") && SITE_PAGE_PATTERNS.some((pattern) => pattern.test(path)) ? path : undefined;
}

/** Which field of the `home_page` option holds each section's heading and the line under it. */
const HOME_SECTION_FIELDS: Record<HomeSection, { heading: string; intro?: string }> = {
  intro: { heading: "intro_title", intro: "intro_text" },
  differentiators: { heading: "differentiators_title", intro: "differentiators_intro" },
  services: { heading: "services_title", intro: "services_intro" },
  promise: { heading: "promise_title", intro: "promise_intro" },
  customers: { heading: "customers_title", intro: "customers_intro" },
  included: { heading: "included_title" },
  planning: { heading: "planning_title" },
  testimonials: { heading: "testimonials_title", intro: "testimonials_intro" },
  area: { heading: "area_title", intro: "area_intro" },
};

/** A `home_page` field's text: plain, cut to its field's length in fields.json (the name there is `home_{as}`). */
function homeText(acf: Acf, name: string): string | undefined {
  return bounded(text(acf[name]), maxOf("site_option", `home_${name}`)) || undefined;
}

/**
 * The `home_page` site option: what an editor changed on the home page. Only the fields given are set,
 * so the page keeps its own copy for every other; a button's link must be a page of the site.
 */
export function reshapeHomePage(option: WpPost): HomePageOption {
  const acf = acfOf(option);
  const heroTitle = homeText(acf, "hero_title");
  const button = (n: 1 | 2): HomeButton => {
    const label = homeText(acf, `hero_button_${n}_label`);
    const to = sitePagePath(acf[`hero_button_${n}_link`]);
    return { ...(label ? { label } : {}), ...(to ? { to } : {}) };
  };
  const headings: HomePageOption["headings"] = {};
  const intros: HomePageOption["intros"] = {};
  for (const [section, fields] of Object.entries(HOME_SECTION_FIELDS) as [
    HomeSection,
    (typeof HOME_SECTION_FIELDS)[HomeSection],
  ][]) {
    const heading = homeText(acf, fields.heading);
    const intro = fields.intro ? homeText(acf, fields.intro) : undefined;
    if (heading) headings[section] = heading;
    if (intro) intros[section] = intro;
  }
  // A photo without its own alternative text is described by the heading it stands behind.
  const heroImage = acfImage(acf.hero_image, heroTitle ?? homeHero.title);
  return {
    ...optionalText("seoTitle", homeText(acf, "seo_title")),
    ...optionalText("seoDescription", homeText(acf, "seo_description")),
    ...optionalText("heroTitle", heroTitle),
    ...optionalText("heroText", homeText(acf, "hero_text")),
    ...(heroImage ? { heroImage } : {}),
    buttons: [button(1), button(2)],
    headings,
    intros,
  };
}
