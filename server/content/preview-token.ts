import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { type WpPost, wpPostSchema } from "./reshape/index.ts";
import type { DraftOverlay } from "./wordpress.ts";
import { MAX_ANSWER_BYTES, parseAnswer, readAtMost, WordPressError } from "./wordpress-fetch.ts";

/**
 * WordPress's Preview on the site (issue 26, decision 012): the plugin's `preview_post_link` gives
 * `{site}/preview?token=…`, a token naming the post and the editor, valid PREVIEW_TOKEN_SECONDS and
 * signed with the secret the site shares with WordPress. The site checks it, then asks the plugin
 * for the draft (GET /wp-json/gdm/v1/preview?token=…), which checks it again, and that the editor may
 * still edit the post, before it answers the draft, or the editor's unsaved changes, as the REST API
 * would answer the published post. The token is the only credential: the site holds no password.
 */

/** What a preview token signs first, so that no other signature made with the secret passes as one. */
export const PREVIEW_TOKEN_PREFIX = "gdm-preview.v1.";
/** How long WordPress's Preview link works (includes/preview.php makes it so). */
export const PREVIEW_TOKEN_SECONDS = 600;
/** Clocks of WordPress and the site may differ this much. */
const CLOCK_SKEW_SECONDS = 60;
/** A real token is about 100 characters; anything much longer is not one, and is not hashed. */
export const MAX_PREVIEW_TOKEN_LENGTH = 400;

/** The wp/v2 routes a preview can be of: the post types the site shows (site-pages.json). */
export const PREVIEW_ROUTES = [
  "service",
  "location",
  "gallery_album",
  "faq",
  "process_step",
  "posts",
  "pages",
  "site_option",
] as const;
export type PreviewRoute = (typeof PREVIEW_ROUTES)[number];

export interface PreviewClaims {
  postId: number;
  /** The post's type, as WordPress names it (`service`, `faq`, `post`…). */
  postType: string;
  userId: number;
  expiresAt: Date;
}

export type PreviewTokenCheck =
  | ({ ok: true } & PreviewClaims)
  | { ok: false; reason: "missing" | "malformed" | "signature" | "expired" };

const claimsSchema = z.object({
  p: z.number().int().positive(),
  t: z.string().regex(/^[a-z0-9_-]{1,20}$/),
  u: z.number().int().positive(),
  e: z.number().int().positive(),
});

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(PREVIEW_TOKEN_PREFIX).update(payload).digest("hex");
}

/** A token as the plugin makes it: base64url of {"p","t","u","e"}, a dot, the hex HMAC. For tests and tools. */
export function makePreviewToken(
  secret: string,
  { postId, postType, userId, expiresAt }: PreviewClaims,
): string {
  const payload = Buffer.from(
    JSON.stringify({ p: postId, t: postType, u: userId, e: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

/** Whether `token` was made with `secret` and is still good at `now`; the signature before anything is read. */
export function checkPreviewToken(secret: string, token: unknown, now: Date = new Date()): PreviewTokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  if (token.length > MAX_PREVIEW_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const match = /^([A-Za-z0-9_-]+)\.([0-9a-f]{64})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, payload, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, payload), "hex");
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) return { ok: false, reason: "signature" };
  let claims: z.infer<typeof claimsSchema>;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const nowSeconds = now.getTime() / 1000;
  // Signed, yet good for longer than any link the plugin makes: not one of its links.
  if (claims.e > nowSeconds + PREVIEW_TOKEN_SECONDS + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: "malformed" };
  if (claims.e + CLOCK_SKEW_SECONDS < nowSeconds) return { ok: false, reason: "expired" };
  return {
    ok: true,
    postId: claims.p,
    postType: claims.t,
    userId: claims.u,
    expiresAt: new Date(claims.e * 1000),
  };
}

/** The draft as the plugin answers it: the wp/v2 shape of the post, its route, and the site page it shows on. */
export interface PreviewDraft extends DraftOverlay {
  route: PreviewRoute;
  post: WpPost;
  /** The site's page that shows the record: its own, or where it appears (a question: /faq). */
  path: string;
}

const draftSchema = z.object({
  route: z.enum(PREVIEW_ROUTES),
  // A site path made of slugs: nothing that could name another host or climb out of the site.
  path: z
    .string()
    .max(300)
    .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/),
  post: wpPostSchema,
});

export type PreviewFetch =
  | { ok: true; draft: PreviewDraft }
  /** WordPress refused the token: the post is gone, or the editor may no longer edit it. */
  | { ok: false; status: number };

/**
 * Asks the plugin for the draft a checked token names. Throws WordPressError when WordPress cannot
 * answer (down, slow, not the plugin's shape); answers `ok: false` when it refuses.
 */
export async function fetchPreviewDraft(
  baseUrl: string,
  token: string,
  timeoutMs: number,
): Promise<PreviewFetch> {
  const url = `${baseUrl.replace(/\/+$/, "")}/wp-json/gdm/v1/preview?token=${encodeURIComponent(token)}`;
  const what = "WordPress GET /gdm/v1/preview";
  let response: Response;
  let body: string;
  try {
    // No redirect is followed: the plugin answers here or not at all.
    response = await fetch(url, {
      headers: { Accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await readAtMost(response, MAX_ANSWER_BYTES);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${timeoutMs} ms`
        : String((error as Error)?.message ?? error);
    throw new WordPressError(`${what}: ${reason}`);
  }
  if (
    response.status === 401 ||
    response.status === 403 ||
    response.status === 404 ||
    response.status === 410
  ) {
    return { ok: false, status: response.status };
  }
  return { ok: true, draft: parseAnswer(what, response, body, draftSchema) };
}
