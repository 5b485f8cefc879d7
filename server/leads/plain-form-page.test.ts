import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import { backLink, correctionsPage, thankYouPage } from "./plain-form-page.tsx";

const SITE = "https://www.example.com";

describe("the way back from a no-JavaScript result page", () => {
  it("leads to the page the form was sent from, on this site", () => {
    expect(backLink("lead", { page_url: `${SITE}/services/patios` }, SITE)).toBe("/services/patios");
    expect(backLink("lead", { page_url: "/locations/ankeny" }, SITE)).toBe("/locations/ankeny");
  });

  it("leads to the endpoint's own form when the page named is on another site", () => {
    for (const page_url of [
      "https://evil.example/phish",
      `${SITE}//evil.example/phish`,
      `${SITE}/\\evil.example/phish`,
      `${SITE}/%2F%2Fevil.example/phish`,
      `${SITE}/%5Cevil.example/phish`,
      "//evil.example/phish",
    ]) {
      expect(backLink("contact", { page_url }, SITE), page_url).toBe("/contact");
    }
  });

  it("never puts another site in the thank-you page's link", () => {
    const back = backLink("quote", { page_url: `${SITE}//evil.example/phish` }, SITE);
    const html = thankYouPage(undefined, back, siteConfig);
    expect(html).toContain('href="/quote"');
    expect(html).not.toContain("evil.example");
  });
});

describe("the server's own pages", () => {
  it("show what a visitor sent as text, never as markup, field names and messages alike", () => {
    const html = correctionsPage(
      {
        '<img src=x onerror="alert(1)">': "<script>alert(2)</script>",
        email: 'Use "you@example.com" & more',
      },
      "/contact",
      siteConfig,
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  });
});
