import { createHmac } from "node:crypto";
import sharp from "sharp";

/** The WordPress that scripts/test-wordpress.mjs started, passed in the environment. */
export interface RealWordPress {
  url: string;
  /** The `php -S` process group, so a test can stop WordPress. */
  pid: number;
  user: string;
  adminPassword: string;
  applicationPassword: string;
  /** Where the site must listen: the plugin's GDM_CONCRETE_SITE_URL points there. */
  sitePort: number;
  /** WORDPRESS_WEBHOOK_SECRET, the same as the plugin's GDM_CONCRETE_WEBHOOK_SECRET. */
  secret: string;
}

export function realWordPress(): RealWordPress {
  const env = process.env;
  const missing = [
    "WP_TEST_URL",
    "WP_TEST_PID",
    "WP_TEST_USER",
    "WP_TEST_ADMIN_PASSWORD",
    "WP_TEST_APP_PASSWORD",
    "WP_TEST_SITE_PORT",
    "WP_TEST_SECRET",
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
    sitePort: Number(env.WP_TEST_SITE_PORT),
    secret: env.WP_TEST_SECRET as string,
  };
}

/** The wp/v2 REST API as an editor with an application password. */
export function editor(wp: RealWordPress) {
  const auth = `Basic ${Buffer.from(`${wp.user}:${wp.applicationPassword}`).toString("base64")}`;
  async function call<T = Record<string, unknown>>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${wp.url}/wp-json/wp/v2${route}`, {
      method,
      headers: {
        Authorization: auth,
        ...(body instanceof Buffer ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body:
        body === undefined ? undefined : body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }
  return {
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

/** A revalidation call signed as the plugin signs it. */
export function signedRevalidation(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const stamp = String(timestamp);
  return {
    "Content-Type": "application/json",
    "X-Timestamp": stamp,
    "X-Signature": `sha256=${createHmac("sha256", secret).update(`${stamp}.${body}`).digest("hex")}`,
  };
}
