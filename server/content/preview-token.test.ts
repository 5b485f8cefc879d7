import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import sitePages from "../../wordpress/gdm-concrete-content/site-pages.json" with { type: "json" };
import {
  checkPreviewToken,
  fetchPreviewDraft,
  makePreviewToken,
  PREVIEW_ROUTES,
  PREVIEW_TOKEN_SECONDS,
} from "./preview-token.ts";
import type { WpPost } from "./reshape/index.ts";
import { withDraft } from "./wordpress.ts";
import { WordPressError } from "./wordpress-fetch.ts";

const secret = "a-secret-shared-with-wordpress-0123456789";
const now = new Date("2026-11-25T07:00:00Z");
const inTen = new Date(now.getTime() + PREVIEW_TOKEN_SECONDS * 1000);
const claims = { postId: 42, postType: "service", userId: 7, expiresAt: inTen };

/** A token as the plugin writes it in PHP: base64 with its padding taken off, then the hex HMAC. */
function phpToken(json: string, key = secret, purpose = "gdm-preview.v1.") {
  const payload = Buffer.from(json)
    .toString("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `${payload}.${createHmac("sha256", key)
    .update(purpose + payload)
    .digest("hex")}`;
}

describe("a preview token", () => {
  it("made by the plugin names its post and editor until it expires", () => {
    const token = phpToken(JSON.stringify({ p: 42, t: "service", u: 7, e: inTen.getTime() / 1000 }));
    expect(token).toBe(makePreviewToken(secret, claims));
    expect(checkPreviewToken(secret, token, now)).toEqual({ ok: true, ...claims });
  });

  it("is refused once expired, and told apart from a forged one", () => {
    const token = makePreviewToken(secret, claims);
    const later = new Date(inTen.getTime() + 61_000);
    expect(checkPreviewToken(secret, token, later)).toEqual({ ok: false, reason: "expired" });
  });

  it("is refused when signed with another secret, for another purpose, or edited to name another post", () => {
    const json = JSON.stringify({ p: 42, t: "service", u: 7, e: inTen.getTime() / 1000 });
    expect(
      checkPreviewToken(secret, phpToken(json, "another-secret-of-the-same-length!!!!!"), now),
    ).toMatchObject({
      reason: "signature",
    });
    // The revalidation call's signature is made with the same secret: never a preview token.
    expect(checkPreviewToken(secret, phpToken(json, secret, "gdm-revalidate.v1."), now)).toMatchObject({
      reason: "signature",
    });
    const [, sig] = makePreviewToken(secret, claims).split(".");
    const otherPost = Buffer.from(
      JSON.stringify({ p: 43, t: "service", u: 7, e: inTen.getTime() / 1000 }),
    ).toString("base64url");
    expect(checkPreviewToken(secret, `${otherPost}.${sig}`, now)).toMatchObject({ reason: "signature" });
  });

  it("is refused when malformed, missing, an array, oversized or good for longer than any link WordPress makes", () => {
    expect(checkPreviewToken(secret, undefined, now)).toMatchObject({ reason: "missing" });
    expect(checkPreviewToken(secret, ["a", "b"], now)).toMatchObject({ reason: "missing" });
    expect(checkPreviewToken(secret, "not-a-token", now)).toMatchObject({ reason: "malformed" });
    expect(checkPreviewToken(secret, `${"A".repeat(5000)}.${"0".repeat(64)}`, now)).toMatchObject({
      reason: "malformed",
    });
    expect(checkPreviewToken(secret, phpToken('{"p":"42","t":"service","u":7,"e":1}'), now)).toMatchObject({
      reason: "malformed",
    });
    const aYear = makePreviewToken(secret, {
      ...claims,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    });
    expect(checkPreviewToken(secret, aYear, now)).toMatchObject({ ok: false, reason: "malformed" });
  });
});

const post = (id: number, slug: string, extra: Record<string, unknown> = {}): WpPost =>
  ({ id, slug, status: "publish", title: { rendered: slug }, ...extra }) as WpPost;

describe("a draft among WordPress's answers", () => {
  const draft = {
    route: "service",
    post: post(2, "patios", { status: "draft", title: { rendered: "New patios" } }),
  };

  it("takes the place of the published version in a list, and of its record by slug", () => {
    const list = [post(1, "driveways"), post(2, "patios"), post(3, "sidewalks")];
    expect(withDraft(draft, "/service?per_page=100&_embed", list).map((p) => p.title?.rendered)).toEqual([
      "driveways",
      "New patios",
      "sidewalks",
    ]);
    expect(withDraft(draft, "/service?slug=patios&_embed", [post(2, "patios")])).toEqual([draft.post]);
  });

  it("is added where WordPress would answer it once published, and nowhere else", () => {
    expect(withDraft(draft, "/service?slug=patios&_embed", [])).toEqual([draft.post]);
    expect(withDraft(draft, "/service?slug=driveways&_embed", [post(1, "driveways")])).toEqual([
      post(1, "driveways"),
    ]);
    expect(withDraft(draft, "/location?per_page=100", [post(2, "ankeny")])).toEqual([post(2, "ankeny")]);
    // A post renamed in the draft leaves its old address.
    expect(withDraft(draft, "/service?slug=old-patios", [post(2, "old-patios")])).toEqual([]);
  });

  it("shows as a testimonial only when the draft is in that category", () => {
    const review = { route: "posts", post: post(9, "review", { categories: [5] }) };
    expect(withDraft(review, "/posts?categories=5&per_page=20", [])).toEqual([review.post]);
    expect(withDraft(review, "/posts?categories=6&per_page=20", [])).toEqual([]);
  });
});

describe("the draft WordPress answers for a preview", () => {
  async function answering(status: number, body: string, headers: Record<string, string> = {}) {
    const { createServer } = await import("node:http");
    const server = createServer((_req, res) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const draft = { route: "service", path: "/services/heated-slabs", post: { id: 5, slug: "heated-slabs" } };

  it("is read with its route, post and the page it shows on", async () => {
    const wp = await answering(200, JSON.stringify(draft));
    await expect(fetchPreviewDraft(wp.url, "t", 2_000)).resolves.toMatchObject({ ok: true, draft });
    await wp.close();
  });

  it("is refused, not an error, when WordPress refuses the token", async () => {
    const wp = await answering(403, '{"code":"gdm_preview_refused"}');
    await expect(fetchPreviewDraft(wp.url, "t", 2_000)).resolves.toEqual({ ok: false, status: 403 });
    await wp.close();
  });

  it("is an error for an answer that is not the plugin's: another host's page, a redirect, a broken body", async () => {
    for (const [status, body, headers] of [
      [200, JSON.stringify({ ...draft, path: "//evil.example/phish" }), {}],
      [200, JSON.stringify({ ...draft, path: "/services/../admin" }), {}],
      [200, JSON.stringify({ ...draft, route: "users" }), {}],
      [200, "<html>maintenance</html>", {}],
      [302, "", { Location: "https://evil.example/" }],
      [500, '{"code":"internal_server_error"}', {}],
    ] as const) {
      const wp = await answering(status, body, headers);
      await expect(fetchPreviewDraft(wp.url, "t", 2_000), body || String(status)).rejects.toThrow(
        WordPressError,
      );
      await wp.close();
    }
  });
});

describe("the kinds of record a preview may show", () => {
  it("are the post types whose edits reach the site (site-pages.json), by their REST route", () => {
    // WordPress answers a post type under its REST base: `post` and `page` under `posts` and `pages`.
    const restRoute = (postType: string) => ({ post: "posts", page: "pages" })[postType] ?? postType;
    const watched = Object.keys(sitePages).filter((key) => !key.startsWith("_"));
    expect([...PREVIEW_ROUTES].sort()).toEqual(watched.map(restRoute).sort());
  });
});
