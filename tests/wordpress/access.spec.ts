import { expect, test } from "@playwright/test";
import type { SiteServer } from "../e2e/support/server.ts";
import {
  type LowerRole,
  logIn,
  type RealWordPress,
  realWordPress,
  restApi,
  startSiteFor,
} from "./support.ts";

// Who may change and who may read what the site shows, against the real WordPress of
// `npm run test:wordpress` with a user of each role: the site options (contact details, call to action,
// footer, header menu) are the administrators'; the site's pages are the Editors'; a post's fields reach
// only the readers who may read its text; the shared secret survives a save of the settings page.
// Files run in name order; this one comes before wordpress.spec.ts, whose last test stops WordPress.

test.describe.configure({ mode: "serial" });

const BUSINESS_PHONE = "(515) 555-0190";
const BUSINESS_EMAIL = "office@gdm-concrete.example";
const ATTACKER_PHONE = "(515) 555-0666";
const ATTACKER_EMAIL = "payments@attacker.example";
const POST_PASSWORD = "crew-only";
/** The states in which a post's text is kept from most readers, and so must its fields be. */
const HIDDEN_STATES = ["draft", "private", "protected", "trash"] as const;
/** One text field of each type with fields, by REST route. */
const FIELD_BY_ROUTE = {
  "/service": "_gdm_keywords",
  "/location": "_gdm_county",
  "/gallery_album": "_gdm_keywords",
  "/posts": "_gdm_author",
} as const;
type Route = keyof typeof FIELD_BY_ROUTE;
const ROUTES = Object.keys(FIELD_BY_ROUTE) as Route[];
/** The same types as the search route names them. */
const SEARCH_SUBTYPE: Record<Route, string> = {
  "/service": "service",
  "/location": "location",
  "/gallery_album": "gallery_album",
  "/posts": "post",
};

let wp: RealWordPress;
let site: SiteServer;
/** Posts whose fields are hidden: route, id, state and the field's value. */
const hidden: { route: Route; id: number; state: (typeof HIDDEN_STATES)[number]; value: string }[] = [];

const hiddenValue = (route: Route, state: string) => `INTERNAL-${route.slice(1)}-${state}`;

/** The business's contact details, set by the administrator (once). */
async function contactOption(): Promise<{ id: number }> {
  const admin = restApi(wp);
  const [existing] = await admin.get<{ id: number }[]>("/site_option?slug=contact_info&status=publish");
  return (existing ??
    (await admin.create("/site_option", {
      slug: "contact_info",
      title: "Contact information",
      status: "publish",
      meta: { _gdm_phone: BUSINESS_PHONE, _gdm_email: BUSINESS_EMAIL },
    }))) as { id: number };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wp = realWordPress();
  site = await startSiteFor(wp);
  const admin = restApi(wp);
  for (const route of ROUTES) {
    for (const state of HIDDEN_STATES) {
      const value = hiddenValue(route, state);
      const post = await admin.create(route, {
        title: `A ${state} record`,
        content: "<p>Kept from visitors.</p>",
        status: state === "protected" ? "publish" : state === "trash" ? "draft" : state,
        ...(state === "protected" ? { password: POST_PASSWORD } : {}),
        meta: { [FIELD_BY_ROUTE[route]]: value },
      });
      if (state === "trash") expect((await admin.attempt("DELETE", `${route}/${post.id}`)).status).toBe(200);
      hidden.push({ route, id: Number(post.id), state, value });
    }
  }
});

test.afterAll(async () => {
  await site?.stop();
});

test("saving Settings → Concrete site keeps the shared secret unless a new one is typed (wp-config.php sets only the site's address)", async ({
  page,
}) => {
  await logIn(page, wp, wp.user, wp.adminPassword);
  const settings = `${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`;
  await page.goto(settings);
  await expect(page.getByLabel("Website address")).toHaveValue(`http://127.0.0.1:${wp.sitePort}`);
  await expect(page.getByLabel("Website address")).not.toBeEditable();
  await expect(page.getByLabel("Shared secret")).toHaveValue(wp.secret);

  // Saved untouched: the site still accepts the plugin's calls.
  await page.getByRole("button", { name: "Save and send a test call" }).click();
  await expect(page.getByText("Saved. The website shows the change on its next page view.")).toBeVisible();
  await expect(page.locator("#gdm-last-call")).toContainText("HTTP 200");
  await expect(page.getByLabel("Shared secret")).toHaveValue(wp.secret);

  // Too short to be safe: refused, the old one stays.
  await page.getByLabel("Shared secret").fill("short");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The shared secret was not changed")).toBeVisible();
  await expect(page.getByLabel("Shared secret")).toHaveValue(wp.secret);

  // A new one typed is kept; then the site's own is typed back.
  await page.getByLabel("Shared secret").fill("a-new-secret-typed-by-the-owner");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Shared secret")).toHaveValue("a-new-secret-typed-by-the-owner");
  await page.getByLabel("Shared secret").fill(wp.secret);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Shared secret")).toHaveValue(wp.secret);
});

test("no Contributor, Author or Editor can create, edit, unpublish or delete the contact details, call to action, footer or header menu; every page keeps the business's phone", async () => {
  const attack = {
    slug: "contact_info",
    title: "Contact information",
    status: "publish",
    meta: { _gdm_phone: ATTACKER_PHONE, _gdm_email: ATTACKER_EMAIL },
  };
  const refusals: unknown[][] = [];
  const expected: unknown[][] = [];
  const attempt = async (role: LowerRole, method: "POST" | "DELETE", route: string, body?: unknown) => {
    const answer = await restApi(wp, role).attempt(method, route, body);
    refusals.push([role, method, route, body, answer.status]);
    expected.push([role, method, route, body, 403]);
  };
  // Before the business has set its own: the slug is free for the taking.
  for (const role of ["author", "editor", "contributor"] as LowerRole[]) {
    for (const body of [
      attack,
      { ...attack, status: "pending" },
      { ...attack, slug: "footer", status: "draft" },
    ]) {
      await attempt(role, "POST", "/site_option", body);
    }
  }
  const contact = await contactOption();
  for (const role of ["author", "editor", "contributor"] as LowerRole[]) {
    await attempt(role, "POST", `/site_option/${contact.id}`, { meta: { _gdm_phone: ATTACKER_PHONE } });
    await attempt(role, "POST", `/site_option/${contact.id}`, { status: "draft" });
    await attempt(role, "DELETE", `/site_option/${contact.id}`);
  }

  const home = await (await fetch(`${site.origin}/`)).text();
  expect(home).toContain("555-0190");
  expect(home).not.toContain("555-0666");
  expect(home).not.toContain(ATTACKER_EMAIL);
  const [option] = await restApi(wp, "anonymous").get<{ acf: { phone: string; email: string } }[]>(
    "/site_option?slug=contact_info",
  );
  expect(option.acf).toMatchObject({ phone: BUSINESS_PHONE, email: BUSINESS_EMAIL });
  expect(refusals).toEqual(expected);
});

test("an Editor is refused the site options' screens", async ({ page }) => {
  const contact = await contactOption();
  await logIn(page, wp, wp.users.editor.user, wp.users.editor.password);
  for (const screen of [
    "post-new.php?post_type=site_option",
    "edit.php?post_type=site_option",
    `post.php?post=${contact.id}&action=edit`,
    "options-general.php?page=gdm-concrete-site",
  ]) {
    await page.goto(`${wp.url}/wp-admin/${screen}`);
    await expect(page.getByText(/Sorry, you are not allowed/), screen).toBeVisible();
  }
});

test("Editors publish the site's pages (services, towns, FAQ, steps, albums); Authors and Contributors cannot", async () => {
  for (const role of ["contributor", "author"] as LowerRole[]) {
    for (const route of ["/service", "/location", "/faq", "/process_step", "/gallery_album"]) {
      const answer = await restApi(wp, role).attempt("POST", route, {
        slug: "commercial",
        title: "Cheap concrete, call 515-555-0666",
        status: role === "author" ? "publish" : "pending",
      });
      expect([role, route, answer.status]).toEqual([role, route, 403]);
    }
  }
  await restApi(wp, "editor").create("/service", {
    slug: "commercial",
    status: "publish",
    title: "Commercial Concrete for Warehouses and Lots",
    content: "<p>Loading docks and parking lots.</p>",
  });
  await expect
    .poll(async () => (await fetch(`${site.origin}/services/commercial`)).text(), { timeout: 5_000 })
    .toContain("Commercial Concrete for Warehouses and Lots");
});

test("a draft, private, password-protected or trashed record's fields reach no anonymous reader, Contributor or Author; a published one's, or the right password's, do", async () => {
  for (const reader of ["anonymous", "contributor", "author"] as const) {
    const api = restApi(wp, reader);
    const answers: { request: string; status: number; text: string }[] = [];
    for (const { route, id } of hidden) {
      for (const request of [
        `${route}/${id}`,
        `${route}/${id}?context=embed`,
        `${route}/${id}?password=wrong`,
      ]) {
        answers.push({ request, ...(await api.attempt("GET", request)) });
      }
    }
    for (const route of ROUTES) {
      for (const request of [
        `${route}?per_page=100&_embed`,
        `${route}?per_page=100&status=draft,private,trash`,
        `/search?type=post&subtype=${SEARCH_SUBTYPE[route]}&per_page=100&_embed`,
      ]) {
        answers.push({ request, ...(await api.attempt("GET", request)) });
      }
    }
    // Some answers refuse (401/403), some list the protected records' titles; none carries a field.
    expect(answers.some((answer) => answer.text.includes("A protected record"))).toBe(true);
    for (const answer of answers) {
      const leaks = hidden.filter(({ value }) => answer.text.includes(value));
      expect([reader, answer.request, leaks]).toEqual([reader, answer.request, []]);
    }
  }

  // The right password opens the fields with the text, as it does on WordPress's own pages.
  const protectedService = hidden.find((post) => post.route === "/service" && post.state === "protected");
  const opened = await restApi(wp, "anonymous").get<{
    meta: Record<string, string>;
    acf: { keywords?: string };
  }>(`/service/${protectedService?.id}?password=${POST_PASSWORD}`);
  expect(opened.meta._gdm_keywords).toBe(protectedService?.value);
  expect(opened.acf.keywords).toBe(protectedService?.value);
  // An Editor, who may edit the site's pages, sees a draft's fields.
  const draftService = hidden.find((post) => post.route === "/service" && post.state === "draft");
  const draft = await restApi(wp, "editor").get<{ meta: Record<string, string> }>(
    `/service/${draftService?.id}?context=edit`,
  );
  expect(draft.meta._gdm_keywords).toBe(draftService?.value);
});

test("of a record's ACF fields, only those the site reads are published, and they reach its page", async () => {
  const admin = restApi(wp);
  const service = await admin.create("/service", {
    slug: "repair",
    status: "publish",
    title: "Concrete Repair and Leveling",
    content: "<p>Cracks sealed, slabs lifted.</p>",
  });
  const stored = await admin.attempt("POST", `acf-stand-in/v1/fields/${service.id}`, {
    faqs: [{ question: "Can you lift a sunken sidewalk slab?", answer: "Yes, in an afternoon." }],
    internal_price: "INTERNAL-PRICE our cost $2.35 a square foot",
  });
  expect(stored.status).toBe(200);

  const answer = await restApi(wp, "anonymous").attempt("GET", `/service/${service.id}`);
  expect(answer.status).toBe(200);
  expect(answer.text).not.toContain("INTERNAL-PRICE");
  expect(JSON.parse(answer.text).acf.faqs).toEqual([
    { question: "Can you lift a sunken sidewalk slab?", answer: "Yes, in an afternoon." },
  ]);
  const page = await (await fetch(`${site.origin}/services/repair`)).text();
  expect(page).toContain("Can you lift a sunken sidewalk slab?");
  expect(page).not.toContain("INTERNAL-PRICE");
});
