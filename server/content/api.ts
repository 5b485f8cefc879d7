import { siteContactInfo } from "@shared/content/contact.ts";
import { CTA_DEFAULTS } from "@shared/content/cta.ts";
import { siteConfig } from "@shared/content/site.ts";
import type { ContentSource } from "@shared/content/source.ts";
import { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import { createIdentity, type Identity } from "../core/live-identity.ts";

/**
 * The spec's content reads (§7) as JSON, answered from the content service
 * (cache → CMS → last good copy → built-in), so a CMS outage never shows
 * here either. Anything a client sends wrong is a 4xx with a reason.
 */

const CACHEABLE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
const TESTIMONIALS_CATEGORY = "testimonials";

const slug = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be given once, as text") })
  .min(1, "is required")
  .max(100, "must be at most 100 characters")
  .regex(/^[a-z0-9-]+$/, "may contain only lowercase letters, digits and hyphens");

const pagesQuery = z.object({
  type: z.enum(["service", "location", "page"], { error: "must be service, location or page" }).optional(),
  slug,
});
const postsQuery = z.object({ category: slug });
const slugParams = z.object({ slug });

function ok(res: Response, body: unknown) {
  res.set("Cache-Control", CACHEABLE).json(body);
}

function notFound(res: Response, what: string) {
  res
    .status(404)
    .set("Cache-Control", "no-store")
    .json({ error: `${what} not found` });
}

function parseOrReject<T>(schema: z.ZodType<T>, input: unknown, res: Response): T | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "query";
    fields[field] ??= `${field} ${issue.message}`;
  }
  res.status(400).set("Cache-Control", "no-store").json({ error: "Invalid request", fields });
  return undefined;
}

export function createWpApiRouter(
  content: ContentSource,
  identity: Identity = createIdentity(content, siteConfig),
) {
  const router = Router();

  // GET /api/wp/menus/header – the header menu (the page keeps its fixed menu; the spec still fetches it)
  router.get("/menus/header", async (_req, res) => {
    ok(res, { items: await content.getHeaderMenu() });
  });

  // GET /api/wp/options/footer – the footer's blurb and link columns
  router.get("/options/footer", async (_req, res) => {
    const footer = await content.getFooterOptions();
    if (!footer) return notFound(res, "Footer options");
    ok(res, { value: footer });
  });

  // GET /api/wp/options/cta – the call-to-action banner
  router.get("/options/cta", async (_req, res) => {
    ok(res, { value: (await content.getCta()) ?? CTA_DEFAULTS });
  });

  // GET /api/wp/options/faq – the FAQ items of the about section
  router.get("/options/faq", async (_req, res) => {
    ok(res, { value: await content.getFaq() });
  });

  // GET /api/wp/options/process – the numbered steps of the process section
  router.get("/options/process", async (_req, res) => {
    ok(res, { value: await content.getProcess() });
  });

  // GET /api/wp/options/contact_info – phone, e-mail, address, hours, social profiles and promises, as the pages show them.
  // The plugin's settings screen reads it too, to show these greyed in its empty fields
  // (wordpress/gdm-concrete-content/includes/site-values.php): keep its shape.
  router.get("/options/contact_info", async (_req, res) => {
    const site = await identity.resolve();
    // With the promises in use, which the plugin shows greyed in its empty promise fields.
    ok(res, { value: { ...siteContactInfo(site), promises: site.claims.promises } });
  });

  // GET /api/wp/posts?category=testimonials – customer testimonials (no other category is published)
  router.get("/posts", async (req, res) => {
    const query = parseOrReject(postsQuery, req.query, res);
    if (!query) return;
    ok(res, query.category === TESTIMONIALS_CATEGORY ? await content.getTestimonials() : []);
  });

  // GET /api/wp/pages?type=service|location&slug=… and ?slug=about – a service, a location or the about page
  router.get("/pages", async (req, res) => {
    const query = parseOrReject(pagesQuery, req.query, res);
    if (!query) return;
    if (query.type === "service") {
      const service = await content.getService(query.slug);
      return service ? ok(res, service) : notFound(res, "Service");
    }
    if (query.type === "location") {
      const location = await content.getLocation(query.slug);
      return location ? ok(res, location) : notFound(res, "Location");
    }
    const about = query.slug === "about" ? await content.getAbout() : null;
    if (!about) return notFound(res, "Page");
    ok(res, { slug: "about", content: about.content, value: { content: about.content } });
  });

  // GET /api/wp/services/{slug} – one service for the generic service page
  router.get("/services/:slug", async (req, res) => {
    const params = parseOrReject(slugParams, req.params, res);
    if (!params) return;
    const service = await content.getService(params.slug);
    return service ? ok(res, service) : notFound(res, "Service");
  });

  // GET /api/wp/locations/{slug} – one city for the generic location page
  router.get("/locations/:slug", async (req, res) => {
    const params = parseOrReject(slugParams, req.params, res);
    if (!params) return;
    const location = await content.getLocation(params.slug);
    return location ? ok(res, location) : notFound(res, "Location");
  });

  // Any other menu or option, or a collection path without its slug.
  router.get(["/menus/{*rest}", "/options/{*rest}"], (req, res) => {
    notFound(res, req.path.startsWith("/menus/") ? "Menu" : "Option");
  });
  router.get(["/services", "/locations"], (_req, res) => {
    res
      .status(400)
      .set("Cache-Control", "no-store")
      .json({ error: "Invalid request", fields: { slug: "slug is required" } });
  });

  // A malformed address (bad %-escape) is the client's error; anything else is ours, and still answers JSON.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown })?.status;
    const isClientError = typeof status === "number" && status >= 400 && status < 500;
    res
      .status(isClientError ? status : 500)
      .set("Cache-Control", "no-store")
      .json({ error: isClientError ? "Invalid request" : "Content is temporarily unavailable" });
  });

  return router;
}
