import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { logIn, type RealWordPress, realWordPress, restApi, wordpressPhp } from "./support.ts";

// The fields a person fills on the plugin's edit screens, in a real WordPress and a real browser: rows
// of labelled inputs added, moved and removed with buttons, a photo chosen with the Media Library's
// picker, the checks shown after a save, and the REST answer the site reads holding the rows in the
// order on screen, every character as typed. Then plugin 1.5.0's upgrade: rows stored by 1.4.0 as
// "a | b" lines become JSON with the same rows.
// With WP_SCREENSHOTS=1 it also takes docs/wordpress/rows.png and docs/wordpress/media-picker.png.

test.describe.configure({ mode: "serial" });

const SCREENSHOTS = process.env.WP_SCREENSHOTS === "1";
const DOCS = path.resolve(import.meta.dirname, "../../docs/wordpress");

let wp: RealWordPress;
let linkedServiceId = 0;

interface Answer {
  id: number;
  acf: Record<string, unknown>;
  meta: Record<string, string>;
}

test.beforeAll(async () => {
  wp = realWordPress();
  // A published service, so the album's "Service page" list has a page to choose (removed at the end).
  const service = await restApi(wp).create("/service", {
    slug: "fields-test-patios",
    status: "publish",
    title: "Fields Test Patios",
  });
  linkedServiceId = Number(service.id);
});

test.afterAll(async () => {
  if (linkedServiceId) await restApi(wp).attempt("DELETE", `/service/${linkedServiceId}?force=true`);
});

/** A photo from the machine's wallpapers, made small, uploaded to the Media Library. */
async function uploadRealPhoto(): Promise<number> {
  const wallpapers = "/usr/share/wallpapers";
  const folder = readdirSync(wallpapers).find((name) => {
    try {
      return readdirSync(path.join(wallpapers, name, "contents/images")).includes("2560x1600.jpg");
    } catch {
      return false;
    }
  });
  if (!folder) throw new Error(`No photo to upload: no ${wallpapers}/*/contents/images/2560x1600.jpg`);
  const jpeg = await sharp(path.join(wallpapers, folder, "contents/images/2560x1600.jpg"))
    .resize(480, 300)
    .jpeg({ quality: 80 })
    .toBuffer();
  const { status, text } = await restApi(wp).attempt("POST", "/media", jpeg, {
    "Content-Type": "image/jpeg",
    "Content-Disposition": "attachment; filename=fields-test-patio.jpg",
  });
  expect(status, text).toBe(201);
  const media = JSON.parse(text) as { id: number };
  await restApi(wp).update("/media", media.id, { alt_text: "A test photo from the machine's wallpapers" });
  return media.id;
}

async function saveDraft(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Save Draft" }).click();
  await page.waitForURL(/post\.php\?post=\d+&action=edit/);
  return Number(/post=(\d+)/.exec(page.url())?.[1]);
}

function screenshotPath(name: string) {
  mkdirSync(DOCS, { recursive: true });
  return path.join(DOCS, name);
}

test("a service's questions are rows: added, moved up, removed, checked at save, answered in order", async ({
  page,
}) => {
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/post-new.php?post_type=service`);
  await page.locator("#title").fill("Fields test: stamped steps");
  await page.getByLabel("Typical price").fill("$8–$14 per sq ft");
  await page.getByLabel("Price note").fill("installed, 4-inch slab");

  const questions = page.getByRole("group", { name: "Questions and answers" });
  const question = (n: number) => questions.getByRole("group", { name: `Question ${n}`, exact: true });
  // One empty row to start from, then two added with Add.
  await expect(questions.getByRole("group", { name: /^Question \d$/ })).toHaveCount(1);
  await question(1).getByLabel("Question", { exact: true }).fill("Do you seal it?");
  await question(1).getByLabel("Answer").fill("Yes, always.");
  await questions.getByRole("button", { name: "Add question" }).click();
  await expect(question(2).getByLabel("Question", { exact: true })).toBeFocused();
  await question(2).getByLabel("Question", { exact: true }).fill("Is it | slippery?");
  const trickyAnswer = 'With grit: "safe" \\ sure,\nsealed twice.';
  await question(2).getByLabel("Answer").fill(trickyAnswer);
  await questions.getByRole("button", { name: "Add question" }).click();
  await question(3).getByLabel("Question", { exact: true }).fill("Can you pour in rain?");
  await question(3).getByLabel("Answer").fill("No.");

  await questions.getByRole("button", { name: "Move up question 3" }).click();
  await expect(question(2).getByLabel("Question", { exact: true })).toHaveValue("Can you pour in rain?");
  await expect(question(3).getByLabel("Question", { exact: true })).toHaveValue("Is it | slippery?");
  await expect(questions.getByRole("button", { name: "Move up question 2" })).toBeFocused();

  await questions.getByRole("button", { name: "Remove question 1" }).click();
  await expect(questions.getByRole("group", { name: /^Question \d$/ })).toHaveCount(2);
  await expect(question(1).getByLabel("Question", { exact: true })).toHaveValue("Can you pour in rain?");

  await questions.getByRole("button", { name: "Add question" }).click();
  await question(3).getByLabel("Question", { exact: true }).fill("Do you pour in winter?");
  if (SCREENSHOTS) {
    // WordPress's admin bar stays on top while the box scrolls into the picture.
    await page.addStyleTag({ content: "#wpadminbar { display: none !important; }" });
    await page.locator("#gdm-concrete-fields").screenshot({ path: screenshotPath("rows.png") });
  }

  const id = await saveDraft(page);
  await expect(page.locator(".gdm-row-notice")).toContainText("Question 3 has no answer.");
  // Kept as typed, in the order on screen.
  await expect(question(2).getByLabel("Question", { exact: true })).toHaveValue("Is it | slippery?");
  await expect(question(2).getByLabel("Answer")).toHaveValue(trickyAnswer);
  await expect(question(3).getByLabel("Question", { exact: true })).toHaveValue("Do you pour in winter?");

  const expected = [
    { question: "Can you pour in rain?", answer: "No." },
    { question: "Is it | slippery?", answer: trickyAnswer },
    { question: "Do you pour in winter?", answer: "" },
  ];
  const answer = await restApi(wp).get<Answer>(`/service/${id}?context=edit`);
  expect(answer.acf.faqs).toEqual(expected);
  expect(answer.acf.price).toBe("$8–$14 per sq ft");
  expect(answer.acf.price_note).toBe("installed, 4-inch slab");
  expect(JSON.parse(answer.meta._gdm_faqs)).toEqual(expected);

  // The notice is shown once; a save with every row whole shows none.
  await page.reload();
  await expect(page.locator(".gdm-row-notice")).toHaveCount(0);
  await question(3).getByLabel("Answer").fill("Yes, above 40 °F.");
  await saveDraft(page);
  await expect(page.locator("#message")).toBeVisible();
  await expect(page.locator(".gdm-row-notice")).toHaveCount(0);
});

test("a gallery project's photo is chosen with the Media Library's picker and kept as its ID", async ({
  page,
}) => {
  const photoId = await uploadRealPhoto();
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/post-new.php?post_type=gallery_album`);
  await page.locator("#title").fill("Fields test album");
  const project = page.getByRole("group", { name: "Projects" }).getByRole("group", { name: "Project 1" });
  await project.getByLabel("Title").fill("Brushed patio");
  await project.getByLabel("Size").fill("320 sq ft");
  await project.getByLabel("Town").fill("Ankeny");
  // Links are chosen from the site's pages.
  await project.getByLabel("Service page").selectOption("/services/fields-test-patios");

  await project.getByRole("button", { name: "Choose photo for project 1" }).click();
  const picker = page.locator(".media-modal:visible");
  await expect(picker).toBeVisible();
  const library = picker.getByRole("tab", { name: "Media Library" });
  if (await library.isVisible()) await library.click();
  await picker.locator(`li.attachment[data-id="${photoId}"]`).click();
  if (SCREENSHOTS) await page.screenshot({ path: screenshotPath("media-picker.png") });
  await picker.getByRole("button", { name: "Use this photo" }).click();
  await expect(picker).toBeHidden();

  const preview = project.locator(".gdm-image__preview");
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("src", /fields-test-patio.*-150x150\.jpg$/);
  await expect(project.getByRole("button", { name: "Remove photo of project 1" })).toBeVisible();

  const id = await saveDraft(page);
  await expect(page.locator(".gdm-row-notice")).toHaveCount(0);
  await expect(project.locator(".gdm-image__preview")).toHaveAttribute("src", /-150x150\.jpg$/);
  await expect(project.getByLabel("Service page")).toHaveValue("/services/fields-test-patios");

  const answer = await restApi(wp).get<Answer>(`/gallery_album/${id}?context=edit`);
  const [row] = answer.acf.projects as Record<string, unknown>[];
  expect(row).toMatchObject({
    title: "Brushed patio",
    size: "320 sq ft",
    town: "Ankeny",
    service_link: "/services/fields-test-patios",
    image: { ID: photoId, width: 480, height: 300, alt: "A test photo from the machine's wallpapers" },
  });
  expect(JSON.parse(answer.meta._gdm_projects)).toEqual([
    {
      title: "Brushed patio",
      size: "320 sq ft",
      town: "Ankeny",
      service_link: "/services/fields-test-patios",
      image: String(photoId),
      service_label: "",
    },
  ]);
});

test("updating to 1.5.0 turns rows stored as 'a | b' lines into JSON with the same rows", async ({
  page,
}) => {
  const api = restApi(wp);
  const service = await api.create("/service", { status: "draft", title: "Fields test: stored by 1.4.0" });
  const town = await api.create("/location", { status: "draft", title: "Fields test: old town" });
  const stored = {
    [Number(service.id)]: {
      _gdm_faqs: "Is it slippery? | We add grit.\nHow often to reseal? | Every two years.",
      _gdm_process: "Call | We measure.\n\nPour | In a day.",
    },
    [Number(town.id)]: { _gdm_testimonials: "Great crew | Dana K. | Prairie Trail | 4\nOn time | Sam | | " },
  };
  // Written as 1.4.0 wrote them, past the plugin's cleaning (which would store them as JSON at once).
  for (const [postId, metas] of Object.entries(stored)) {
    for (const [key, value] of Object.entries(metas)) {
      wordpressPhp(
        wp,
        `global $wpdb; $wpdb->insert($wpdb->postmeta, array('post_id' => ${postId}, 'meta_key' => '${key}', 'meta_value' => base64_decode('${Buffer.from(value).toString("base64")}')));`,
      );
    }
  }
  const expected = {
    faqs: [
      { question: "Is it slippery?", answer: "We add grit." },
      { question: "How often to reseal?", answer: "Every two years." },
    ],
    process: [
      { title: "Call", description: "We measure." },
      { title: "Pour", description: "In a day." },
    ],
    testimonials: [
      { content: "Great crew", author: "Dana K.", location: "Prairie Trail", rating: "4" },
      { content: "On time", author: "Sam", location: "", rating: "" },
    ],
  };
  // Before the upgrade the lines are read as before.
  const before = await api.get<Answer>(`/service/${service.id}?context=edit`);
  expect(before.acf).toMatchObject({ faqs: expected.faqs, process: expected.process });
  expect(before.meta._gdm_faqs).toBe(stored[Number(service.id)]._gdm_faqs);

  wordpressPhp(wp, "update_option('gdm_concrete_content_version', '1.4.0');");
  await logIn(page, wp, wp.user, wp.adminPassword);
  await page.goto(`${wp.url}/wp-admin/edit.php?post_type=service`);
  // The upgrade ran to the plugin's version (1.5.0 or later).
  expect(wordpressPhp(wp, "echo get_option('gdm_concrete_content_version');")).toBe(
    wordpressPhp(wp, "echo GDM_CONCRETE_VERSION;"),
  );

  const after = await api.get<Answer>(`/service/${service.id}?context=edit`);
  expect(after.acf).toEqual(before.acf);
  expect(JSON.parse(after.meta._gdm_faqs)).toEqual(expected.faqs);
  expect(JSON.parse(after.meta._gdm_process)).toEqual(expected.process);
  const townAfter = await api.get<Answer>(`/location/${town.id}?context=edit`);
  expect(townAfter.acf.testimonials).toEqual(expected.testimonials);
  expect(JSON.parse(townAfter.meta._gdm_testimonials)).toEqual(expected.testimonials);

  // The edit screen shows the brought-over rows.
  await page.goto(`${wp.url}/wp-admin/post.php?post=${service.id}&action=edit`);
  const questions = page.getByRole("group", { name: "Questions and answers" });
  await expect(
    questions.getByRole("group", { name: "Question 2", exact: true }).getByLabel("Answer"),
  ).toHaveValue("Every two years.");
});
