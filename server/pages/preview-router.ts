import { type AppServices, servicesContext } from "@shared/app-services.ts";
import type { ContentSource } from "@shared/content/source.ts";
import express from "express";
import {
  createRequestHandler as createDocumentHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { SharedLimiter } from "../cluster/index.ts";
import {
  ContentService,
  checkPreviewToken,
  EmbeddedSource,
  fetchPreviewDraft,
  type PreviewDraft,
  WordPressSource,
} from "../content/index.ts";
import { networkOf } from "../core/client-address.ts";
import type { Env } from "../core/env.ts";
import type { Logger } from "../core/log.ts";
import { siteFromEnv } from "../core/site-from-env.ts";

/**
 * `GET /preview?token=…`: WordPress's Preview button lands here (includes/preview.php). The page that
 * shows the record is rendered with the draft in it, as it will look once published, under a banner
 * saying it is not. Never kept by the page cache, a CDN or a browser (`no-store`), never indexed, and
 * the live page stays as it is: the draft goes into this one render's own content service only.
 *
 * The preview is the page as a visitor without JavaScript sees it: its address is not the page's, so
 * the app's scripts (whose router reads the address) are left out.
 */

export const PREVIEW_BANNER_TITLE = "Preview — not published";
/**
 * Previews with a good link one network may open a minute: each asks WordPress about nine times
 * (the draft, then the page's content), so a leaked link, good for 10 minutes, cannot be turned
 * into a flood of WordPress calls. An editor pressing Preview after each change stays far below.
 */
export const PREVIEWS_PER_MINUTE = 30;

/** The answers a preview link can get that are not the page: status and what to do. */
const REFUSALS = {
  "not-connected": {
    status: 403,
    title: "Previews need WordPress",
    text: "This site is not connected to WordPress, so it has nothing to preview.",
  },
  invalid: {
    status: 403,
    title: "This preview link does not work",
    text: "The link is incomplete or was changed. Go back to WordPress and press Preview again.",
  },
  expired: {
    status: 410,
    title: "This preview link has expired",
    text: "Preview links work for 10 minutes. Go back to WordPress and press Preview again for a new one.",
  },
  refused: {
    status: 403,
    title: "WordPress did not allow this preview",
    text: "The draft may have been deleted, or your account may no longer edit it. Open it in WordPress and press Preview again.",
  },
  "too-many": {
    status: 429,
    title: "Too many previews at once",
    text: "This network opened many previews in the last minute. Wait a minute, then press Preview again in WordPress.",
  },
  unavailable: {
    status: 503,
    title: "WordPress did not answer",
    text: "The draft could not be read from WordPress just now. Wait a minute, then press Preview again in WordPress.",
  },
} as const;
type Refusal = keyof typeof REFUSALS;

export interface PreviewRouteOptions {
  env: Pick<
    Env,
    | "WORDPRESS_URL"
    | "WORDPRESS_WEBHOOK_SECRET"
    | "CONTENT_TIMEOUT_MS"
    | "SITE_URL"
    | "NODE_ENV"
    | "SITE_NAME"
    | "SITE_PHONE"
    | "SITE_EMAIL"
    | "BUSINESS_FILE"
  >;
  build: ServerBuild;
  /** What a whole-document render is given, as the live pages have it, with this content instead. */
  services: (content: ContentSource) => Promise<AppServices>;
  /** PREVIEWS_PER_MINUTE per network, counted by every instance together. */
  limiter: SharedLimiter;
  log: Logger;
}

export function createPreviewRouter({
  env,
  build,
  services,
  limiter,
  log,
}: PreviewRouteOptions): express.Router {
  const router = express.Router();
  const renderDocument = createDocumentHandler(build, env.NODE_ENV);
  const site = siteFromEnv(env);
  const fallback = new EmbeddedSource(site);

  function previewContent(draft: PreviewDraft): ContentSource {
    const baseUrl = env.WORDPRESS_URL as string;
    const primary = new WordPressSource({
      baseUrl,
      timeoutMs: env.CONTENT_TIMEOUT_MS,
      builtIn: fallback,
      site,
      draft,
    });
    // Its own service, asked afresh: nothing of the draft reaches the live pages' copies.
    return new ContentService({ primary, fallback, ttlMs: 0 });
  }

  router.get("/preview", async (req, res) => {
    res.set({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      // The token is in the address: no page this one links to is told it.
      "Referrer-Policy": "no-referrer",
    });
    const refuse = (why: Refusal, detail: Record<string, unknown> = {}) => {
      log({ event: "preview.refused", why, ...detail });
      const { status, title, text } = REFUSALS[why];
      res.status(status).type("html").send(refusalPage(title, text));
    };
    if (!env.WORDPRESS_URL || !env.WORDPRESS_WEBHOOK_SECRET) return refuse("not-connected");
    const token = req.query.token;
    const check = checkPreviewToken(env.WORDPRESS_WEBHOOK_SECRET, token);
    if (!check.ok)
      return refuse(check.reason === "expired" ? "expired" : "invalid", { reason: check.reason });
    // Only a good link reaches WordPress, so only a good link is counted.
    const decision = await limiter.hit(networkOf(req.ip));
    if (!decision.allowed) {
      res.set("Retry-After", String(decision.retryAfterSeconds));
      return refuse("too-many", { post: check.postId });
    }

    let draft: PreviewDraft;
    try {
      const answer = await fetchPreviewDraft(env.WORDPRESS_URL, token as string, env.CONTENT_TIMEOUT_MS);
      if (!answer.ok) return refuse("refused", { post: check.postId, status: answer.status });
      draft = answer.draft;
    } catch (error) {
      return refuse("unavailable", { post: check.postId, error: (error as Error).message });
    }

    const context = new RouterContextProvider();
    context.set(servicesContext, await services(previewContent(draft)));
    const response = await renderDocument(new Request(new URL(draft.path, env.SITE_URL)), context);
    const html = previewDocument(await response.text(), draft.path);
    log({
      event: "preview.shown",
      post: check.postId,
      user: check.userId,
      path: draft.path,
      status: response.status,
    });
    res.status(response.status).type("html").send(html);
  });

  return router;
}

const BANNER_STYLE =
  "background:#fef3c7;color:#78350f;border-bottom:3px solid #b45309;padding:0.75rem 1rem;" +
  "font:1rem/1.5 system-ui,sans-serif;text-align:center";

/**
 * The rendered page as a preview: the banner first in the body, `noindex`, and no scripts (nor their
 * preloads), which would take the address for the page's and show "not found". Its `<html>` is marked
 * `data-without-scripts`, so the stylesheet lays it out as for a visitor without JavaScript (app.css):
 * every tab's panel shown, since no script is there to switch tabs.
 */
export function previewDocument(html: string, path: string): string {
  // In a landmark, as the rest of the page is: a screen reader user moving by landmarks finds it too.
  const banner =
    `<aside aria-label="Preview"><div role="note" aria-label="${PREVIEW_BANNER_TITLE}" style="${BANNER_STYLE}">` +
    `<strong>${PREVIEW_BANNER_TITLE}.</strong> ` +
    `This is ${escapeHtml(path)} as visitors will see it once you publish; they still see the live page.</div></aside>`;
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<html\b/i, "<html data-without-scripts")
    .replace(
      /<meta name="robots" content="[^"]*"\s*\/?>/i,
      '<meta name="robots" content="noindex, nofollow"/>',
    )
    .replace(/<body\b[^>]*>/i, (body) => `${body}${banner}`);
}

function refusalPage(title: string, text: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
</head>
<body style="font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem;color:#1f2937">
<main>
<h1 style="font-size:1.75rem;line-height:1.25">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
