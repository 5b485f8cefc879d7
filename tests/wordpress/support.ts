import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { BundleRecord as SiteBundleRecord } from "../../server/content/built-in-bundle/index.ts";
import { type SiteServer, startSiteServer } from "../e2e/support/server.ts";

/** A record of the site's built-in content (GET /api/content/built-in), as the import specs read it. */
export type BundleRecord = Pick<SiteBundleRecord, "type" | "slug" | "title" | "fields">;

/** Where each type of the bundle's records is in WordPress's REST API (wp/v2). */
export const REST_BASE: Record<BundleRecord["type"], string> = {
  service: "service",
  location: "location",
  gallery_album: "gallery_album",
  faq: "faq",
  process_step: "process_step",
  post: "posts",
  page: "pages",
};

/** A user of a role below the administrator's, made by scripts/wordpress/install.php. */
export interface WordPressUser {
  user: string;
  /** For the login screen. */
  password: string;
  /** For the REST API. */
  applicationPassword: string;
}

export type LowerRole = "editor" | "author" | "contributor";

/** The WordPress that scripts/test-wordpress.mjs started, passed in the environment. */
export interface RealWordPress {
  url: string;
  /** The `php -S` process group, so a test can stop WordPress. */
  pid: number;
  user: string;
  adminPassword: string;
  applicationPassword: string;
  users: Record<LowerRole, WordPressUser>;
  /** Where the site must listen: the plugin's GDM_CONCRETE_SITE_URL points there. */
  sitePort: number;
  /** WORDPRESS_WEBHOOK_SECRET, the same as the plugin's GDM_CONCRETE_WEBHOOK_SECRET. */
  secret: string;
  /** WordPress's folder (its wp-load.php), for a test that must change what no screen can. */
  dir: string;
}

export function realWordPress(): RealWordPress {
  const env = process.env;
  const missing = [
    "WP_TEST_URL",
    "WP_TEST_PID",
    "WP_TEST_USER",
    "WP_TEST_ADMIN_PASSWORD",
    "WP_TEST_APP_PASSWORD",
    "WP_TEST_USERS",
    "WP_TEST_SITE_PORT",
    "WP_TEST_SECRET",
    "WP_TEST_DIR",
  ].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`No WordPress to test against (${missing.join(", ")} unset): run npm run test:wordpress`);
  }
  return {
    url: env.WP_TEST_URL as string,
    pid: Number(env.WP_TEST_PID),
    user: env.WP_TEST_USER as string,
    adminPassword: env.WP_TEST_ADMIN_PASSWORD as string,
    applicationPassword: env.WP_TEST_APP_PASSWORD as string,
    users: JSON.parse(env.WP_TEST_USERS as string) as Record<LowerRole, WordPressUser>,
    sitePort: Number(env.WP_TEST_SITE_PORT),
    secret: env.WP_TEST_SECRET as string,
    dir: env.WP_TEST_DIR as string,
  };
}

/**
 * The wp/v2 REST API as the administrator (no `as`), a user of a lower role, or an anonymous reader
 * (`as: "anonymous"`), with an application password. `call` throws on an error status; `attempt`
 * answers it, for a request that should be refused.
 */
export function restApi(wp: RealWordPress, as: LowerRole | "administrator" | "anonymous" = "administrator") {
  const login =
    as === "administrator"
      ? { user: wp.user, applicationPassword: wp.applicationPassword }
      : as === "anonymous"
        ? null
        : wp.users[as];
  const auth: Record<string, string> = login
    ? {
        Authorization: `Basic ${Buffer.from(`${login.user}:${login.applicationPassword}`).toString("base64")}`,
      }
    : {};
  async function attempt(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(
      route.startsWith("/") ? `${wp.url}/wp-json/wp/v2${route}` : `${wp.url}/wp-json/${route}`,
      {
        method,
        headers: {
          ...auth,
          ...(body instanceof Buffer ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body:
          body === undefined
            ? undefined
            : body instanceof Buffer
              ? new Uint8Array(body)
              : JSON.stringify(body),
      },
    );
    return { status: response.status, text: await response.text() };
  }
  async function call<T = Record<string, unknown>>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const { status, text } = await attempt(method, route, body, headers);
    if (status < 200 || status > 299)
      throw new Error(`${method} ${route}: HTTP ${status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }
  return {
    /** Any request; `route` is under wp/v2 when it starts with "/", else under /wp-json/. */
    attempt,
    get: <T = Record<string, unknown>>(route: string) => call<T>("GET", route),
    create: (route: string, body: unknown) => call("POST", route, body),
    update: (route: string, id: number, body: unknown) => call("POST", `${route}/${id}`, body),
    /** Uploads a JPEG of the given size to the Media Library, as the media screen would. */
    async uploadPhoto(name: string, width: number, height: number, alt: string) {
      const jpeg = await sharp({
        create: { width, height, channels: 3, background: { r: 150, g: 146, b: 140 } },
      })
        .jpeg({ quality: 70 })
        .toBuffer();
      const media = await call("POST", "/media", jpeg, {
        "Content-Type": "image/jpeg",
        "Content-Disposition": `attachment; filename=${name}.jpg`,
      });
      return call("POST", `/media/${media.id}`, { alt_text: alt });
    },
  };
}

/** What the plugin signs before a revalidation call's timestamp and body (GDM_CONCRETE_REVALIDATE_SIGNATURE_PURPOSE). */
export const REVALIDATE_SIGNATURE_PURPOSE = "gdm-revalidate.v1.";

/** A revalidation call signed as the plugin signs it. */
export function signedRevalidation(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const stamp = String(timestamp);
  return {
    "Content-Type": "application/json",
    "X-Timestamp": stamp,
    "X-Signature": `sha256=${createHmac("sha256", secret)
      .update(`${REVALIDATE_SIGNATURE_PURPOSE}${stamp}.${body}`)
      .digest("hex")}`,
  };
}

/** Runs PHP inside this WordPress (its wp-load.php), as a script on its server would; what it printed. */
export function wordpressPhp(wp: RealWordPress, code: string): string {
  const run = spawnSync("php", ["-r", `require '${wp.dir}/wp-load.php'; ${code}`], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`php exited with ${run.status}: ${run.stderr}${run.stdout}`);
  return run.stdout.trim();
}

/**
 * Logs `user` in through wp-login.php. The page's own script empties the password field and focuses
 * the user name 200 ms after it loads, so the fields are filled only once that has happened.
 */
export async function logIn(page: Page, wp: RealWordPress, user: string, password: string) {
  await page.goto(`${wp.url}/wp-login.php`);
  const userName = page.getByLabel("Username or Email Address");
  await expect(userName).toBeFocused();
  await userName.fill(user);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/wp-admin/);
}

/**
 * The production site on the port this WordPress's plugin calls, reading it with the shared secret.
 * Content is kept an hour, so only the plugin's revalidation call can make an edit show within a
 * test; `env` adds to or overrides that.
 */
export function startSiteFor(wp: RealWordPress, env: Record<string, string> = {}): Promise<SiteServer> {
  return startSiteServer(
    {
      WORDPRESS_URL: wp.url,
      WORDPRESS_WEBHOOK_SECRET: wp.secret,
      CONTENT_TTL_SECONDS: "3600",
      CONTENT_TIMEOUT_MS: "10000",
      ...env,
    },
    { port: wp.sitePort },
  );
}

/**
 * How long a test waits for a change made in WordPress to show on the site. The test site keeps
 * content an hour (startSiteFor), so a change seen within this came by the plugin's revalidation
 * call, not by its copy expiring. How long it took is printed, a figure and not a limit: beside the
 * other suites in CI, on two cores, a save and its call take seconds longer than on a quiet server.
 */
export const REVALIDATED_WITHIN_MS = 30_000;

/** The site's answer at `path` once `done` holds of it, polled every 100 ms; with the ms since `since`. */
export async function siteOnce(
  site: SiteServer,
  path: string,
  done: (html: string, status: number) => boolean,
  since: number,
) {
  let answer = await fetch(site.origin + path);
  let html = await answer.text();
  while (!done(html, answer.status) && Date.now() - since < REVALIDATED_WITHIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await fetch(site.origin + path);
    html = await answer.text();
  }
  return { html, status: answer.status, ms: Date.now() - since };
}

/**
 * Presses the classic editor's Publish/Update (`#publish`) or Save Draft (`#save-post`) button, and,
 * given `notice`, waits for WordPress's "Post updated" notice to contain it. WordPress autosaves a new
 * post when its title loses focus and greys these buttons (class `disabled`) until that save answers;
 * its submit handler drops a press meanwhile, so the press waits for them to be live, and presses
 * again if no form post left within 5 s (an autosave can start between the check and the click).
 * On a loaded machine a save, with the plugin's calls to the site and the edit screen that follows,
 * has taken over 20 s, so the notice has 60 s, and the test that long more.
 */
export async function pressSave(page: Page, button: "#publish" | "#save-post", notice?: string) {
  const control = page.locator(button);
  test.info().setTimeout(test.info().timeout + 60_000);
  await expect(control).toBeVisible();
  for (let press = 1; ; press++) {
    await expect(control).not.toHaveClass(/\bdisabled\b/, { timeout: 20_000 });
    const posted = page
      .waitForRequest(
        (request) => request.method() === "POST" && /\/wp-admin\/post\.php/.test(request.url()),
        {
          timeout: 5_000,
        },
      )
      .then(
        () => true,
        () => false,
      );
    await control.click();
    if ((await posted) || press === 3) break;
  }
  if (notice !== undefined) await expect(page.locator("#message")).toContainText(notice, { timeout: 60_000 });
}
