import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type PriceOverrides, pricesNotGiven, withPrices } from "@shared/content/prices.ts";
import type { SiteConfig } from "@shared/content/site.ts";
import type { ContentSource } from "@shared/content/source.ts";
import { type Env, parseEnvOr } from "./core/env.ts";
import type { Identity } from "./core/live-identity.ts";
import type { Logger } from "./core/log.ts";
import { type LaunchEnv, type LaunchFinding, launchCheck } from "./launch-check.ts";

/**
 * The launch check run on what the site serves (server/launch-check.ts holds the rules): at start
 * (server/compose.ts logs each finding), for /readyz (server/app.ts), and as `npm run doctor`.
 */

/** The example business file, found from this module up (the checkout holds it): null when absent. */
let exampleCache: { value: unknown } | undefined;
export function exampleBusinessFile(): unknown {
  if (exampleCache) return exampleCache.value;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [0, 1, 2, 3].map((up) =>
    path.resolve(here, ...Array(up).fill(".."), "deploy/business.example.json"),
  );
  const found = [...candidates, path.resolve("deploy/business.example.json")].find((file) =>
    existsSync(file),
  );
  let value: unknown = null;
  try {
    if (found) value = JSON.parse(readFileSync(found, "utf8"));
  } catch {
    value = null;
  }
  exampleCache = { value };
  return value;
}

/** Every string a value holds, at any depth. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const each of value) stringsOf(each, into);
  else if (value && typeof value === "object") for (const each of Object.values(value)) stringsOf(each, into);
  return into;
}

/** A record's text as a visitor reads it: no tags, entities and typographic quotes as typed. */
function readable(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&#8217;|&#8216;|&#039;|&#39;|&#x27;|&rsquo;|&lsquo;|[\u2018\u2019]/g, "'")
    .replace(/&#8220;|&#8221;|&quot;|&ldquo;|&rdquo;|[\u201c\u201d]/g, '"')
    .replace(/&#8211;|&ndash;/g, "\u2013")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * The content the site serves, as one text: every record the content source (built-in, or
 * WordPress's, imported demo content included) answers, and the identity. A read that fails is left
 * out: the content service answers its last good copy where it has one.
 */
export async function servedText(content: ContentSource, site: SiteConfig): Promise<string> {
  const reads = await Promise.allSettled([
    content.getCta(),
    content.getHomePage(),
    content.getFaq(),
    content.getProcess(),
    content.getTestimonials(),
    content.getContactInfo(),
    content.getAbout(),
    content.listServices(),
    content.listLocations(),
    content.getHeaderMenu(),
    content.getFooterOptions(),
    content.listGalleryAlbums(),
  ]);
  const records = reads.flatMap((read) => (read.status === "fulfilled" ? [read.value] : []));
  return stringsOf([site, ...records])
    .map(readable)
    .join("\n");
}

/**
 * The prices the pages state that neither the business file nor WordPress's price list gives, by
 * the business file's field (none for the demo, which states docs/product.md §9's as its own).
 */
export function pricesNotGivenNow(
  env: LaunchEnv,
  site: Pick<SiteConfig, "prices">,
  overrides: PriceOverrides | null,
): string[] {
  if (!env.BUSINESS_FILE) return [];
  return pricesNotGiven({ prices: withPrices(site.prices, overrides) }).map((item) => `prices.${item}`);
}

export interface LaunchSources {
  env: LaunchEnv;
  content: ContentSource;
  identity: Identity;
}

/** The launch check on the identity and content of now. */
export async function checkLaunch({ env, content, identity }: LaunchSources): Promise<LaunchFinding[]> {
  const site = await identity.resolve();
  // The content is read only where it is judged: a client's site in production.
  const judged = env.NODE_ENV === "production" && env.BUSINESS_FILE !== undefined;
  const [served, overrides] = judged
    ? await Promise.all([servedText(content, site), content.getPriceList().catch(() => null)])
    : ["", null];
  return launchCheck({
    env,
    site,
    served,
    example: exampleBusinessFile(),
    pricesNotGiven: pricesNotGivenNow(env, site, overrides),
  });
}

/** How long one run answers /readyz: however many calls arrive, the content is read once in this time. */
export const LAUNCH_CHECK_CACHE_MS = 10_000;

/** The check for /readyz: one run shared by the calls of LAUNCH_CHECK_CACHE_MS. */
export function launchCheckEvery(sources: LaunchSources, now: () => number = Date.now) {
  let last: { at: number; findings: Promise<LaunchFinding[]> } | undefined;
  return (): Promise<LaunchFinding[]> => {
    if (!last || now() - last.at >= LAUNCH_CHECK_CACHE_MS) {
      last = { at: now(), findings: checkLaunch(sources) };
    }
    return last.findings;
  };
}

/** One `launch.warning` line per finding (a warning: journalctl -p warning shows them). */
export function logLaunchFindings(findings: readonly LaunchFinding[], log: Logger): void {
  for (const finding of findings) log({ event: "launch.warning", ...finding });
}

/** The check run once the start is done, and logged; a run that fails says so and holds nothing up. */
export function logLaunchCheck(sources: LaunchSources, log: Logger): Promise<void> {
  return checkLaunch(sources).then(
    (findings) => logLaunchFindings(findings, log),
    (error: Error) => log({ event: "launch.check_failed", error: error.message }),
  );
}

interface DoctorIo {
  env: Record<string, string | undefined>;
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
}

export const DOCTOR_USAGE = `Usage: npm run doctor (on a server: sudo bin/gdm-leads doctor)

The launch check, with the site's own settings: what still is the demo's or the example's, and the
settings a launch needs. The start log and /readyz (from the machine itself) list the same.
Exits 0 when there is nothing to fix, 1 when there is, 2 when the command is not understood.
`;

/**
 * `npm run doctor`, `bin/gdm-leads doctor`: the launch check on the settings given, printed; the
 * content and identity it reads are built by `compose` (server/compose.ts, composeLaunchCheck).
 */
export async function runDoctor(
  args: readonly string[],
  io: DoctorIo,
  compose: (env: Env) => LaunchSources,
): Promise<number> {
  if (args.length > 0) {
    const help = ["help", "--help", "-h"].includes(args[0]);
    (help ? io.stdout : io.stderr).write(
      help ? DOCTOR_USAGE : `doctor takes no arguments\n\n${DOCTOR_USAGE}`,
    );
    return help ? 0 : 2;
  }
  const env = parseEnvOr(io.env, (message) => io.stdout.write(`The site would not start: ${message}\n`));
  if (!env) return 1;
  const findings = await checkLaunch(compose(env));
  const settings = [
    `NODE_ENV=${env.NODE_ENV}`,
    `SITE_URL=${env.SITE_URL}`,
    env.BUSINESS_FILE ? `BUSINESS_FILE=${env.BUSINESS_FILE.path}` : "no BUSINESS_FILE",
    env.WORDPRESS_URL ? `WORDPRESS_URL=${env.WORDPRESS_URL}` : "built-in content",
  ];
  io.stdout.write(`The launch check (${settings.join(", ")}):\n\n`);
  if (findings.length === 0) {
    io.stdout.write("Nothing to fix.\n");
    return 0;
  }
  for (const { code, message } of findings) io.stdout.write(`- ${code}: ${message}\n`);
  const count = findings.length === 1 ? "1 thing" : `${findings.length} things`;
  io.stdout.write(`\n${count} to fix before launch.\n`);
  return 1;
}
