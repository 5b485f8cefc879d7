import { expect, test } from "@playwright/test";
import { builtInServices } from "@shared/content/services/index.ts";
import type { SiteServer } from "../e2e/support/server.ts";
import {
  logIn,
  pressSave,
  type RealWordPress,
  realWordPress,
  restApi,
  signedRevalidation,
  startSiteFor,
  wordpressPhp,
} from "./support.ts";

// What WordPress offers works, in a real WordPress with the plugin and the site reading it: a service,
// town or album taken down there is gone from the site at once (410, out of the sitemap and the
// lists) and back once published again, while built-in pages WordPress never published stay; a gallery
// row the site cannot use is named at save; a picture without Alternative Text is never described by
// its file name; and WordPress's own front end stays out of search.
// Files run in name order: this one comes before wordpress.spec.ts, whose last test stops WordPress.

test.describe.configure({ mode: "serial" });

let wp: RealWordPress;
let site: SiteServer;
/** Posts made here, deleted at the end. */
const made: { route: string; id: number }[] = [];

test.beforeAll(async () => {
  wp = realWordPress();
  site = await startSiteFor(wp, { WORDPRESS_CRON_SECONDS: "0" });
});

test.afterAll(async () => {
  for (const { route, id } of made) await restApi(wp).attempt("DELETE", `${route}/${id}?force=true`);
  // The files after this one start from a WordPress that took nothing down.
  wordpressPhp(wp, "delete_option( 'gdm_concrete_removed' );");
  await site?.stop();
});

async function create(route: string, body: Record<string, unknown>) {
  const post = await restApi(wp).create(route, body);
  made.push({ route, id: Number(post.id) });
  // WordPress's slug: the one asked for, or another when a post already has it.
  return { ...post, id: Number(post.id), slug: String(post.slug) };
}

async function fetchPage(path: string) {
  const response = await fetch(site.origin + path);
  return {
    status: response.status,
    robots: response.headers.get("x-robots-tag"),
    html: await response.text(),
  };
}

const inSitemap = async (path: string) => (await fetchPage("/sitemap.xml")).html.includes(`${path}</loc>`);

/** What the plugin tells the site it took down. */
async function removedList(): Promise<Record<string, string[]>> {
  return (await fetch(`${wp.url}/wp-json/gdm/v1/removed`)).json();
}

test("a service trashed in WordPress answers 410 on the site at once and leaves the sitemap; published again, it is back", async () => {
  const path = "/services/concrete-steps";
  const service = await create("/service", {
    slug: "concrete-steps",
    status: "publish",
    title: "Poured Steps With Rails",
    content: "<p>Front steps poured in place.</p>",
  });
  expect((await fetchPage(path)).html).toContain("Poured Steps With Rails");
  expect(await inSitemap(path)).toBe(true);

  const trashing = Date.now();
  expect((await restApi(wp).attempt("DELETE", `/service/${service.id}`)).status).toBe(200);
  // The plugin's call has landed by the time WordPress answered the trash.
  const gone = await fetchPage(path);
  console.log(`a trashed service answered 410 ${Date.now() - trashing} ms after the trash was asked for`);
  expect([gone.status, gone.robots]).toEqual([410, "noindex"]);
  expect(gone.html).toContain("Service Not Found");
  expect(gone.html).not.toContain("Poured Steps With Rails");
  expect(await inSitemap(path)).toBe(false);
  expect((await fetchPage("/services")).html).not.toContain(`href="${path}"`);
  expect((await removedList()).service).toContain("concrete-steps");

  // Restored and published again: the same address, back on the site and in the sitemap.
  const restored = await restApi(wp).update("/service", service.id, { status: "publish" });
  expect(restored.slug).toBe("concrete-steps");
  const back = await fetchPage(path);
  expect(back.status).toBe(200);
  expect(back.html).toContain("Poured Steps With Rails");
  expect(await inSitemap(path)).toBe(true);
  expect((await removedList()).service).not.toContain("concrete-steps");
});

test("a town unpublished and an album deleted outright are gone too; built-in pages WordPress never published stay", async () => {
  const photo = await restApi(wp).uploadPhoto("takedown-patio", 1200, 800, "Broom-finished patio in Norwalk");
  const town = await create("/location", {
    slug: "norwalk",
    status: "publish",
    title: "Norwalk's Concrete Crew",
    content: "<p>Driveways along Orchard Ridge.</p>",
  });
  const album = await restApi(wp).create("/gallery_album", {
    slug: "modern-patios",
    status: "publish",
    title: "Modern Patios, Our Own",
    meta: {
      _gdm_projects: JSON.stringify([
        { title: "Saw-cut patio", service_link: "/services/patios", image: String(photo.id) },
      ]),
    },
  });
  expect((await fetchPage("/locations/norwalk")).html).toContain("Driveways along Orchard Ridge.");
  expect((await fetchPage("/gallery/modern-patios")).html).toContain("Saw-cut patio");

  await restApi(wp).update("/location", town.id, { status: "draft" });
  expect((await restApi(wp).attempt("DELETE", `/gallery_album/${album.id}?force=true`)).status).toBe(200);

  for (const path of ["/locations/norwalk", "/gallery/modern-patios"]) {
    const gone = await fetchPage(path);
    expect([path, gone.status, gone.robots]).toEqual([path, 410, "noindex"]);
    expect(await inSitemap(path)).toBe(false);
  }
  expect((await fetchPage("/gallery")).html).not.toContain('href="/gallery/modern-patios"');
  expect((await fetchPage("/locations")).html).not.toContain('href="/locations/norwalk"');
  // The built-in copy of what WordPress never had stays, in its page and the sitemap. Other specs
  // publish and delete records of their own in this same WordPress (a deleted one is gone, rightly):
  // the built-in records checked are ones WordPress has neither now nor took down.
  const BUILT_IN_SERVICES = builtInServices.map((service) => service.slug);
  const removed = await removedList();
  const inWordPress = async (route: string) =>
    (
      (await (await fetch(`${wp.url}/wp-json/wp/v2/${route}?per_page=100&_fields=slug`)).json()) as {
        slug: string;
      }[]
    ).map((record) => record.slug);
  const untouched = async (kind: string, route: string, builtIn: readonly string[]) => {
    const there = new Set([...(removed[kind] ?? []), ...(await inWordPress(route))]);
    const slug = builtIn.find((candidate) => !there.has(candidate));
    expect(slug, `a built-in ${kind} WordPress never had`).toBeDefined();
    return slug;
  };
  for (const path of [
    `/services/${await untouched("service", "service", BUILT_IN_SERVICES)}`,
    "/locations/waukee",
    "/gallery/backyard-transformations",
  ]) {
    expect((await fetchPage(path)).status, path).toBe(200);
    expect(await inSitemap(path), path).toBe(true);
  }
});

test("a service trashed before plugin 1.6.0 is listed by the update, and its page is gone", async () => {
  const service = await create("/service", {
    slug: "pre-update-slab",
    status: "publish",
    title: "Slab Repair",
  });
  const path = `/services/${service.slug}`;
  expect((await fetchPage(path)).status).toBe(200);
  expect((await restApi(wp).attempt("DELETE", `/service/${service.id}`)).status).toBe(200);
  // As 1.5.0 left it: the post in the trash, no list, the version before.
  wordpressPhp(
    wp,
    "delete_option( 'gdm_concrete_removed' ); update_option( 'gdm_concrete_content_version', '1.5.0' );",
  );
  // The first request after the update runs it.
  expect((await removedList()).service).toEqual([service.slug]);
  expect(wordpressPhp(wp, "echo get_option( 'gdm_concrete_content_version' );")).toBe(
    wordpressPhp(wp, "echo GDM_CONCRETE_VERSION;"),
  );
  const body = JSON.stringify({ changes: [{ type: "settings", action: "settings" }] });
  const call = await fetch(`${site.origin}/api/revalidate`, {
    method: "POST",
    headers: signedRevalidation(wp.secret, body),
    body,
  });
  expect(call.status).toBe(200);
  expect((await fetchPage(path)).status).toBe(410);
});

test("gallery rows the site cannot use are named at save and kept as typed; the site shows the usable photos, described by their captions, and no link off the site", async ({
  page,
}) => {
  const described = await restApi(wp).uploadPhoto(
    "takedown-good",
    1200,
    800,
    "Stamped patio with a seat wall",
  );
  // A phone's photo nobody described: WordPress titles it after its file.
  const undescribed = await restApi(wp).uploadPhoto("IMG_4031", 1200, 800, "");
  const album = await create("/gallery_album", {
    slug: "rows-test-album",
    status: "publish",
    title: "Rows Test Album",
    meta: {
      _gdm_projects: JSON.stringify([
        {
          title: "Pasted photo",
          service_link: "/services/patios",
          image: "https://photos.example.net/IMG_4031.jpg",
        },
        {
          title: "Linked elsewhere",
          service_link: "https://other-contractor.example/services/patios",
          image: String(described.id),
        },
        {
          title: "Herringbone patio",
          town: "Ankeny",
          service_link: `${site.origin}/services/patios/`,
          image: String(undescribed.id),
        },
      ]),
    },
  });
  // The site's own address became its path as it was saved.
  const saved = await restApi(wp).get<{ meta: Record<string, string> }>(
    `/gallery_album/${album.id}?context=edit`,
  );
  expect(JSON.parse(saved.meta._gdm_projects)[2].service_link).toBe("/services/patios");

  const albumPage = await fetchPage("/gallery/rows-test-album");
  expect(albumPage.status).toBe(200);
  expect(albumPage.html).toContain("Herringbone patio");
  expect(albumPage.html).not.toContain("Pasted photo");
  // A project whose service page is another site's is shown, its photo being hers, without the link.
  expect(albumPage.html).toContain("Linked elsewhere");
  expect(albumPage.html).not.toContain("other-contractor.example");
  expect(albumPage.html).toContain('alt="Herringbone patio, Ankeny"');
  expect(albumPage.html).not.toMatch(/alt="IMG_4031/);

  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/post.php?post=${album.id}&action=edit`);
  const projects = page.getByRole("group", { name: "Projects" });
  const third = projects.getByRole("group", { name: "Project 3", exact: true });
  // The picker asks for the description the photo lacks, with a link to where it is written.
  await expect(third.getByText("This photo has no description for people who cannot see it:")).toBeVisible();
  await expect(
    third.getByRole("link", { name: "add Alternative Text in the Media Library" }),
  ).toHaveAttribute("href", new RegExp(`post\\.php\\?post=${undescribed.id}&action=edit`));
  await expect(
    projects
      .getByRole("group", { name: "Project 2", exact: true })
      .getByText("Description: Stamped patio with a seat wall"),
  ).toBeVisible();

  await pressSave(page, "#publish");
  const notice = page.locator(".gdm-row-notice");
  await expect(notice).toContainText(
    "Photo in project 1 is an address, not a photo from the Media Library: press Choose photo.",
  );
  await expect(notice).toContainText(
    "Service page in project 2 is an address on another website: choose one of the site's pages from the list.",
  );
  await expect(notice).toContainText(
    "Photo in project 3 has no description for people who cannot see it: add Alternative Text to it in the Media Library.",
  );
  // Kept as typed: nothing is dropped without a word.
  const after = await restApi(wp).get<{ meta: Record<string, string> }>(
    `/gallery_album/${album.id}?context=edit`,
  );
  expect(JSON.parse(after.meta._gdm_projects).map((row: { title: string }) => row.title)).toEqual([
    "Pasted photo",
    "Linked elsewhere",
    "Herringbone patio",
  ]);
});

test("a featured image without Alternative Text is described on the site by the service's title, not its file name", async () => {
  const photo = await restApi(wp).uploadPhoto("PXL_20260502_140311123", 1600, 1000, "");
  await create("/service", {
    slug: "heated-steps",
    status: "publish",
    title: "Heated Front Steps",
    featured_media: photo.id,
  });
  const html = (await fetchPage("/services/heated-steps")).html;
  expect(html).toMatch(/<img[^>]*alt="Heated Front Steps"/);
  expect(html).not.toContain('alt="PXL_20260502_140311123"');
});

test("WordPress's own front end stays out of search: noindex on every answer, no sitemap, the site's records out of it", async () => {
  for (const asked of ["/wp-sitemap.xml", "/service/heated-steps/", "/"]) {
    const answer = await fetch(wp.url + asked, { redirect: "manual" });
    expect([asked, answer.status]).toEqual([asked, 301]);
    expect(answer.headers.get("x-robots-tag"), asked).toBe("noindex, nofollow");
  }
  expect((await fetch(`${wp.url}/wp-sitemap.xml`, { redirect: "manual" })).headers.get("location")).toBe(
    `${site.origin}/`,
  );
  expect(wordpressPhp(wp, "echo wp_sitemaps_get_server()->sitemaps_enabled() ? 'on' : 'off';")).toBe("off");
  const listed = wordpressPhp(
    wp,
    "echo implode( ',', array_keys( apply_filters( 'wp_sitemaps_post_types', get_post_types( array( 'public' => true ), 'objects' ) ) ) );",
  );
  for (const type of ["service", "location", "faq", "process_step", "gallery_album"]) {
    expect(listed.split(",")).not.toContain(type);
  }
  expect(listed.split(",")).toContain("page");
});
