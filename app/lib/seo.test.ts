import { siteConfig } from "@shared/content/site.ts";
import { sharePicture } from "@shared/share-picture.ts";
import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalUrl, seoMeta } from "./seo.ts";

const ctx = { siteUrl: "https://www.example.com", site: siteConfig, sharePicture: sharePicture(siteConfig) };

function content(tags: ReturnType<typeof seoMeta>, key: string): string | undefined {
  const tag = tags.find(
    (t) => (t as Record<string, string>).name === key || (t as Record<string, string>).property === key,
  );
  return (tag as Record<string, string> | undefined)?.content;
}

describe("canonicalUrl", () => {
  it("is SITE_URL + path without a trailing slash", () => {
    expect(canonicalUrl("https://www.example.com", "/services/driveways/")).toBe(
      "https://www.example.com/services/driveways",
    );
    expect(canonicalUrl("https://www.example.com/", "/")).toBe("https://www.example.com");
    expect(canonicalUrl("https://www.example.com", "about")).toBe("https://www.example.com/about");
  });
});

describe("seoMeta", () => {
  const tags = seoMeta(
    { title: "Driveways", description: "New driveways", path: "/services/driveways", keywords: ["a", "b"] },
    ctx,
  );

  it("sets title, description, canonical, keywords and the default robots", () => {
    expect(tags).toContainEqual({ title: "Driveways" });
    expect(content(tags, "description")).toBe("New driveways");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.com/services/driveways",
    });
    expect(content(tags, "keywords")).toBe("a, b");
    expect(content(tags, "robots")).toBe("index, follow");
  });

  it("sets Open Graph and Twitter tags with the business's 1200×630 share picture, by absolute URL", () => {
    expect(content(tags, "og:title")).toBe("Driveways");
    expect(content(tags, "og:url")).toBe("https://www.example.com/services/driveways");
    expect(content(tags, "og:image")).toMatch(
      /^https:\/\/www\.example\.com\/_img\/share\/[0-9a-f]{16}\.png$/,
    );
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:alt")).toContain(siteConfig.name);
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:image")).toBe(content(tags, "og:image"));
  });

  it("honours a page's own robots", () => {
    const hidden = seoMeta({ title: "t", description: "d", path: "/x", robots: "noindex, nofollow" }, ctx);
    expect(content(hidden, "robots")).toBe("noindex, nofollow");
  });

  it("leaves absolute image URLs alone", () => {
    expect(absoluteUrl(ctx.siteUrl, "https://cms.example.com/a.webp")).toBe("https://cms.example.com/a.webp");
  });
});
