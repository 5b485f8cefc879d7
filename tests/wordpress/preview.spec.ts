import { expect, type Page, test } from "@playwright/test";
import { makePreviewToken } from "../../server/content/preview-token.ts";
import type { SiteServer } from "../e2e/support/server.ts";
import {
  logIn,
  pressSave,
  type RealWordPress,
  realWordPress,
  restApi,
  siteOnce,
  startSiteFor,
} from "./support.ts";

// WordPress's Preview, as the office manager presses it in the editor: the site's own page with the
// draft, or the unsaved changes, under a banner; never cached, never indexed, the live page unchanged.
// Run by `npm run test:wordpress` (one WordPress, one site at a time, so serial).

test.describe.configure({ mode: "serial" });

let wp: RealWordPress;
let site: SiteServer;

test.beforeAll(async () => {
  wp = realWordPress();
  site = await startSiteFor(wp, { WORDPRESS_CRON_SECONDS: "0" });
});

test.afterAll(async () => {
  await site?.stop();
});

/** Presses the classic editor's Preview and answers the tab it opens, once the site's page is in it. */
async function pressPreview(editor: Page): Promise<{ preview: Page; ms: number }> {
  const started = Date.now();
  const [preview] = await Promise.all([
    editor.context().waitForEvent("page"),
    editor.locator("#post-preview").click(),
  ]);
  await preview.waitForURL(`${site.origin}/preview?token=*`);
  await expect(preview.getByRole("note", { name: "Preview — not published" })).toBeVisible();
  return { preview, ms: Date.now() - started };
}

test("an editor's new service: Preview shows the draft on the site, Publish puts it live", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = "Heated Driveway Slabs";
  const path = "/services/heated-driveway-slabs";
  const photo = await restApi(wp).uploadPhoto(
    "heated-slab",
    2400,
    1600,
    "Snow-free heated driveway in Johnston",
  );

  await logIn(page, wp, wp.users.editor.user, wp.users.editor.password);
  await page.goto(`${wp.url}/wp-admin/post-new.php?post_type=service`);
  await page.locator("#title").fill(title);
  await page.locator("#content-html").click();
  await page
    .locator("#content")
    .fill("<p>Hydronic tubing in the slab keeps a Johnston driveway clear all winter.</p>");
  await page.locator("#excerpt").fill("Driveways that melt their own snow, poured over compacted base.");
  // Two questions, as rows: the first row is there, the second comes with Add question.
  const questions = page.getByRole("group", { name: "Questions and answers" });
  const row = (n: number) => questions.getByRole("group", { name: `Question ${n}`, exact: true });
  await row(1)
    .getByLabel("Question", { exact: true })
    .fill("Does a heated slab need a bigger electric service?");
  await row(1)
    .getByLabel("Answer")
    .fill("Usually not: a gas boiler heats the loop, so the panel stays as it is.");
  await questions.getByRole("button", { name: "Add question" }).click();
  await row(2).getByLabel("Question", { exact: true }).fill("How thick is a heated driveway?");
  await row(2).getByLabel("Answer").fill("Five inches over the tubing, on six inches of compacted base.");
  // The photo, from WordPress's own media picker.
  await page.locator("#set-post-thumbnail").click();
  const modal = page.locator(".media-modal:visible");
  await modal.getByRole("tab", { name: "Media Library" }).click();
  await modal.locator(`li.attachment[data-id="${photo.id}"]`).click();
  await modal.getByRole("button", { name: "Set featured image" }).click();
  await expect(page.locator("#postimagediv img")).toBeVisible();
  await pressSave(page, "#save-post", "draft updated");

  const { preview, ms } = await pressPreview(page);
  console.log(`preview of a new draft shown ${ms} ms after pressing Preview`);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByText("Hydronic tubing in the slab")).toBeVisible();
  // The preview has no scripts, so every tab's panel is shown: the questions too, each opening on a click.
  const faq = preview.getByRole("tabpanel", { name: "FAQ" });
  await expect(faq.getByText("Does a heated slab need a bigger electric service?")).toBeVisible();
  await faq.getByText("How thick is a heated driveway?").click();
  await expect(faq.getByText("Five inches over the tubing, on six inches of compacted base.")).toBeVisible();
  // docs/wordpress.md's picture of a preview (WP_SCREENSHOTS=1 npm run test:wordpress -- preview).
  if (process.env.WP_SCREENSHOTS === "1") {
    await preview.setViewportSize({ width: 1100, height: 720 });
    await preview.screenshot({ path: "docs/wordpress/preview.png" });
  }
  // The photo, through the site's own image service like every published one.
  await expect(preview.locator('img[alt="Snow-free heated driveway in Johnston"]').first()).toHaveAttribute(
    "src",
    /^\/_img\//,
  );
  const answer = await fetch(preview.url());
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(answer.headers.get("x-robots-tag")).toContain("noindex");
  expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  // Visitors do not see it.
  expect((await fetch(site.origin + path)).status).toBe(404);
  await preview.close();

  const publishing = Date.now();
  await pressSave(page, "#publish", "published");
  const live = await siteOnce(site, path, (_, status) => status === 200, publishing);
  console.log(`published service live on the site ${live.ms} ms after pressing Publish`);
  expect(live.status).toBe(200);
  expect(live.html).toContain(title);

  // Unsaved changes to the published service, to its title and a question: Preview shows them,
  // visitors still see the live page.
  await page.locator("#title").fill("Heated Driveway Slabs, Now With Walkways");
  await row(2).getByLabel("Question", { exact: true }).fill("How thick is a heated walkway?");
  const changed = await pressPreview(page);
  console.log(`preview of an unsaved change shown ${changed.ms} ms after pressing Preview`);
  await expect(changed.preview.getByRole("heading", { level: 1 })).toHaveText(
    "Heated Driveway Slabs, Now With Walkways",
  );
  await expect(changed.preview.getByText("How thick is a heated walkway?")).toBeAttached();
  const stillLive = await (await fetch(site.origin + path)).text();
  expect(stillLive).toContain(title);
  expect(stillLive).toContain("How thick is a heated driveway?");
  expect(stillLive).not.toContain("Now With Walkways");
  expect(stillLive).not.toContain("heated walkway");
  await changed.preview.close();
  await restApi(wp).attempt("DELETE", `/service/${/post=(\d+)/.exec(page.url())?.[1]}?force=true`);
});

test("a question edited for Patios in the editor is on /services/patios when Update is pressed", async ({
  page,
}) => {
  const question = "Can a patio go right against the house on clay soil?";
  const answer =
    "Yes, sloped a quarter inch per foot away from the foundation, so water never sits on the clay.";
  const patios = await restApi(wp).create("/service", {
    slug: "patios",
    status: "publish",
    title: "Concrete Patios",
  });
  expect(await (await fetch(`${site.origin}/services/patios`)).text()).not.toContain(question);
  await logIn(page, wp, wp.users.editor.user, wp.users.editor.password);
  await page.goto(`${wp.url}/wp-admin/post.php?post=${patios.id}&action=edit`);
  const first = page
    .getByRole("group", { name: "Questions and answers" })
    .getByRole("group", { name: "Question 1" });
  await first.getByLabel("Question", { exact: true }).fill(question);
  await first.getByLabel("Answer").fill(answer);
  const updating = Date.now();
  await pressSave(page, "#publish", "updated");
  const { html, ms } = await siteOnce(
    site,
    "/services/patios",
    (shown) => shown.includes(question),
    updating,
  );
  console.log(`a Patios question live on /services/patios ${ms} ms after pressing Update`);
  expect(html).toContain(question);
  expect(html).toContain(answer);
  // Gone again, slug and all, for the tests after this file that make their own Patios.
  await restApi(wp).attempt("DELETE", `/service/${patios.id}?force=true`);
});

test("a question, which has no page of its own, previews on the FAQ page", async ({ page }) => {
  const question = "Do you seal a new driveway before its first winter?";
  const faq = await restApi(wp, "editor").create("/faq", {
    status: "draft",
    title: question,
    content: "<p>Yes: a penetrating sealer before the first salt.</p>",
    menu_order: 1,
  });
  await logIn(page, wp, wp.users.editor.user, wp.users.editor.password);
  await page.goto(`${wp.url}/wp-admin/post.php?post=${faq.id}&action=edit`);
  const { preview } = await pressPreview(page);
  await expect(preview.getByText(question)).toBeVisible();
  expect(new URL(preview.url()).pathname).toBe("/preview");
  expect(await (await fetch(`${site.origin}/faq`)).text()).not.toContain(question);
});

test("a changed, expired or forged preview link gets a page that says what to do, never the draft", async () => {
  const draft = await restApi(wp, "editor").create("/service", {
    status: "draft",
    title: "SECRET draft pricing",
    content: "<p>SECRET</p>",
  });
  const editorId = Number((await restApi(wp, "editor").get<{ id: number }>("/users/me")).id);
  const good = makePreviewToken(wp.secret, {
    postId: Number(draft.id),
    postType: "service",
    userId: editorId,
    expiresAt: new Date(Date.now() + 600_000),
  });
  expect(await (await fetch(`${site.origin}/preview?token=${good}`)).text()).toContain(
    "SECRET draft pricing",
  );

  const cases: [string, string, number, string][] = [
    ["no token", "", 403, "press Preview again"],
    ["a changed token", `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`, 403, "press Preview again"],
    [
      "an expired token",
      makePreviewToken(wp.secret, {
        postId: Number(draft.id),
        postType: "service",
        userId: 1,
        expiresAt: new Date(Date.now() - 3_600_000),
      }),
      410,
      "Preview links work for 10 minutes",
    ],
    [
      "a token signed with another secret",
      makePreviewToken("not-the-shared-secret-at-all", {
        postId: Number(draft.id),
        postType: "service",
        userId: 1,
        expiresAt: new Date(Date.now() + 600_000),
      }),
      403,
      "press Preview again",
    ],
    [
      "a signed token naming the post as another type",
      makePreviewToken(wp.secret, {
        postId: Number(draft.id),
        postType: "page",
        userId: editorId,
        expiresAt: new Date(Date.now() + 600_000),
      }),
      403,
      "WordPress did not allow this preview",
    ],
  ];
  for (const [what, token, status, sentence] of cases) {
    const answer = await fetch(`${site.origin}/preview?token=${encodeURIComponent(token)}`);
    const html = await answer.text();
    expect(answer.status, what).toBe(status);
    expect(html, what).toContain(sentence);
    expect(html, what).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html, what).not.toContain("SECRET");
    expect(answer.headers.get("cache-control"), what).toBe("no-store");
  }
});

test("an Author previews their own draft, but cannot preview, or get a link for, someone else's", async ({
  page,
}) => {
  const editorApi = restApi(wp, "editor");
  const authorApi = restApi(wp, "author");
  const theirs = await editorApi.create("/posts", { status: "draft", title: "EDITOR draft review" });
  const own = await authorApi.create("/posts", { status: "draft", title: "Author's own review" });
  const author = await authorApi.get<{ id: number }>("/users/me");

  // Their own: WordPress's preview link (what the editor's Preview opens) is the site's.
  const autosave = await authorApi.create(`/posts/${own.id}/autosaves`, {
    title: "Author's own review, edited",
  });
  expect(String(autosave.preview_link)).toMatch(new RegExp(`^${site.origin}/preview\\?token=`));
  const mine = await fetch(String(autosave.preview_link));
  expect(mine.status).toBe(200);

  // Someone else's: WordPress gives no preview link, and no way to make one.
  expect((await authorApi.attempt("POST", `/posts/${theirs.id}/autosaves`, { title: "x" })).status).toBe(403);
  expect((await authorApi.attempt("GET", `/posts/${theirs.id}?context=edit`)).status).toBe(403);
  await logIn(page, wp, wp.users.author.user, wp.users.author.password);
  await page.goto(`${wp.url}/?p=${theirs.id}&preview=true`);
  expect(new URL(page.url()).pathname).not.toBe("/preview");
  expect(await page.content()).not.toContain("EDITOR draft review");

  // A token for the Author naming the other's post (even one signed with the real secret) is refused
  // by WordPress, which checks the Author may edit it.
  const forged = makePreviewToken(wp.secret, {
    postId: Number(theirs.id),
    postType: "post",
    userId: author.id,
    expiresAt: new Date(Date.now() + 600_000),
  });
  const refused = await fetch(`${site.origin}/preview?token=${forged}`);
  expect(refused.status).toBe(403);
  const html = await refused.text();
  expect(html).toContain("WordPress did not allow this preview");
  expect(html).not.toContain("EDITOR draft review");
});
