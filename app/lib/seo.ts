import type { SiteConfig } from "@shared/content/site.ts";
import type { ImageRef } from "@shared/content/types.ts";
import type { MetaDescriptor } from "react-router";

/** Everything a page says about itself to search engines and social networks. */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/driveways"; the canonical is SITE_URL + path. */
  path: string;
  keywords?: string[];
  /** Share image; the business's share picture when absent (1200×630, shared/share-picture.ts). */
  image?: ImageRef;
  /** Default 'index, follow'. */
  robots?: string;
  type?: "website" | "article";
}

export const DEFAULT_ROBOTS = "index, follow";

export interface SeoContext {
  siteUrl: string;
  site: Pick<SiteConfig, "name">;
  /**
   * The business's share picture (shared/share-picture.ts), its address worked out on the server by
   * the root loader, so the browser's scripts carry none of its drawing inputs.
   */
  sharePicture: ImageRef;
}

/** SITE_URL + path, no trailing slash (the home page is the bare origin). */
export function canonicalUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const clean = path === "/" ? "" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${origin}${clean}`;
}

export function absoluteUrl(siteUrl: string, src: string): string {
  return /^https?:\/\//.test(src)
    ? src
    : `${siteUrl.replace(/\/+$/, "")}${src.startsWith("/") ? "" : "/"}${src}`;
}

/** The meta descriptors of a page: title, description, canonical, keywords, robots, Open Graph, Twitter. */
export function seoMeta(seo: PageSeo, ctx: SeoContext): MetaDescriptor[] {
  const url = canonicalUrl(ctx.siteUrl, seo.path);
  const image = seo.image ?? ctx.sharePicture;
  const imageUrl = absoluteUrl(ctx.siteUrl, image.src);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: seo.robots ?? DEFAULT_ROBOTS },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: ctx.site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (seo.keywords?.length) tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  return tags;
}

/** The title and meta description an editor wrote for a record's page in WordPress (its SEO fields). */
export interface EditorSeo {
  seoTitle?: string;
  seoDescription?: string;
}

/**
 * A record's SEO fields, for its page's loader data: only those an editor wrote, so a page without them
 * sends the same data as ever.
 */
export function editorSeoOf({ seoTitle, seoDescription }: EditorSeo): EditorSeo {
  return { ...(seoTitle ? { seoTitle } : {}), ...(seoDescription ? { seoDescription } : {}) };
}

/**
 * A page's title and description for search engines and sharing: what an editor wrote (used as typed),
 * each in place of the page's own; the page's own where the editor wrote nothing.
 */
export function withEditorSeo(
  own: { title: string; description: string },
  editor: EditorSeo | undefined,
): { title: string; description: string } {
  return { title: editor?.seoTitle || own.title, description: editor?.seoDescription || own.description };
}

/** What a route's meta function gets from the root loader. */
export interface RootSeoData {
  siteUrl: string;
  site: SiteConfig;
  sharePicture: ImageRef;
}

/** Pulls the root loader's data out of a meta function's matches. */
export function rootSeo(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootSeoData {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootSeoData | undefined;
  if (!root) throw new Error("root loader data missing");
  return { siteUrl: root.siteUrl, site: root.site, sharePicture: root.sharePicture };
}

/**
 * A developer page's meta (/test-webhook, /test-forms): public, as the spec says, but kept
 * out of search results and the sitemap (docs/product.md, "Decided: developer pages").
 */
export function developerPageMeta(
  matches: Parameters<typeof rootSeo>[0],
  page: { title: string; description: string; keywords: string[] },
  path: string,
): MetaDescriptor[] {
  const ctx = rootSeo(matches);
  return seoMeta(
    { ...page, title: `${page.title} | ${ctx.site.name}`, path, robots: "noindex, nofollow" },
    ctx,
  );
}
