import { z } from "zod";
import { readBusinessFile, siteFromBusiness } from "./business.ts";
import { DEFAULT_TRUST_PROXY, parseTrustProxy } from "./client-address.ts";
import { parseAnalytics, parseCspAllow } from "./third-parties.ts";

/**
 * One network's submissions a minute before 429. An office, a school or a phone carrier's shared
 * address sends several customers' leads from one IP, and a person with autofill can send a few in a
 * minute: the limit sits far above that (one a second, sustained) and far below a flood. It is
 * counted by every instance together (server/cluster, docs/decisions/015).
 */
export const RATE_LIMIT_PER_MINUTE = 60;
export const RATE_WINDOW_SECONDS = 60;
/**
 * Estimate addresses (`/estimate?service=…`, each distinct one a render) and estimate-shown beacons
 * one network may ask per minute. The page's own form asks one per press of its button, the live
 * result one beacon per service per page view.
 */
export const ESTIMATE_LIMIT_PER_MINUTE = 60;

/** A phone number in E.164 form: +, a country code, at most 15 digits. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** Quiet hours for the owner's texts: from this hour to that one (0-23), in the business's time zone. */
export interface QuietHours {
  from: number;
  to: number;
}

/** Configuration read once at start. A bad value stops the server with a message naming it. */
const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.url({ message: `must be an absolute URL (${what})` }).optional())
    .optional();

/** A size in whole megabytes, between `min` and `max`. */
const megabytes = ({ min, minMessage, max }: { min: number; minMessage: string; max: number }) =>
  z.coerce
    .number({ message: "must be a number of megabytes" })
    .int("must be a whole number")
    .min(min, minMessage)
    .max(max);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // Which proxies' X-Forwarded-For is believed (server/core/client-address.ts). The default believes only
  // a proxy on this machine: a site reached directly cannot be told another address by a visitor.
  TRUST_PROXY: z
    .string()
    .default(DEFAULT_TRUST_PROXY)
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `${(error as Error).message}; use none, loopback, a hop count such as 1, or addresses/CIDR ranges such as 10.0.0.0/8`,
        });
        return z.NEVER;
      }
    }),
  SITE_URL: z
    .url({ message: "must be an absolute http(s) URL such as https://www.example.com" })
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
    .transform((v) => v.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => v.startsWith("file:") || v.startsWith("postgres://") || v.startsWith("postgresql://"),
      "must be file:<path> or postgres://…",
    )
    .default("file:./data/site.db"),
  LEAD_WEBHOOK_URL: optionalUrl("the lead service"),
  LEAD_WEBHOOK_SECRET: z.string().optional(),
  WORDPRESS_URL: optionalUrl("the WordPress site, e.g. https://cms.example.com"),
  // Shared with the WordPress plugin; signs its POST /api/revalidate calls (docs/decisions/012). Unset: no endpoint.
  WORDPRESS_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(16, "must be at least 16 characters (the plugin's settings page makes one)")
    .optional(),
  // Signs the Release and This-is-spam links of the owner's e-mails (docs/decisions/017). Unset: a
  // random key the lead store makes once and keeps, shared by every instance on it.
  OWNER_LINK_SECRET: z
    .string()
    .trim()
    .min(32, "must be at least 32 characters (for example the output of: openssl rand -hex 32)")
    .optional(),
  // Where a lead waits while the store cannot take it, and how large that folder may grow
  // (docs/decisions/018); 0 turns the spool off, and such leads are answered 503.
  LEAD_SPOOL_DIR: z.string().trim().min(1).default("./data/spool"),
  LEAD_SPOOL_MAX_MB: megabytes({ min: 0, minMessage: "must be 0 (off) or more", max: 100_000 }).default(100),
  // The pictures the image service makes (docs/decisions/019): where they are kept, how much disk
  // they may take, and the hosts besides WORDPRESS_URL's whose pictures it may fetch (uploads
  // offloaded to a CDN or a bucket), comma-separated host names (with :port if not the default).
  IMAGE_CACHE_DIR: z.string().trim().min(1).default("./data/images"),
  IMAGE_CACHE_MAX_MB: megabytes({ min: 50, minMessage: "must be at least 50", max: 1_000_000 }).default(2048),
  IMAGE_MEDIA_HOSTS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const hosts = value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      for (const host of hosts) {
        if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) {
          ctx.addIssue({ code: "custom", message: `"${host}" is not a host name such as media.example.com` });
          return z.NEVER;
        }
      }
      return hosts;
    }),
  // The spec's developer pages, /test-webhook and /test-forms: anyone who can open them can send
  // "[Test]" leads to the lead service and the owner's inbox, so a production site has them off
  // unless told (developerPagesOn). "on" or "off"; unset: on everywhere but NODE_ENV=production.
  DEVELOPER_PAGES: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).optional(),
  // Hosts other than the site's own that pages may load from (server/core/third-parties.ts), e.g.
  // "script-src https://plausible.io; frame-src https://www.google.com": https only, no wildcards.
  CSP_ALLOW: z
    .string()
    .default("")
    .transform((value, ctx) => {
      try {
        return parseCspAllow(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // The analytics tag on every page, with the hosts it needs: plausible:<domain> or ga4:<G-id>.
  ANALYTICS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      try {
        return parseAnalytics(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Strict-Transport-Security (sent once SITE_URL is https) covers the site's own host only unless
  // "on": includeSubDomains would pin every subdomain of the client's domain (cms., mail., a shop
  // on another service) to HTTPS for a year, whether or not each one has a certificate.
  HSTS_INCLUDE_SUBDOMAINS: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("off"),
  // Pages rendered once per content version and served from memory (docs/decisions/011); "off" renders every view.
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  // How long a CDN may keep a page (its s-maxage): the longest an edit can take to show behind one.
  CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CONTENT_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /**
   * How often the site runs WordPress's scheduler (wp-cron.php), so a post scheduled for 7:00 is
   * published and on the site by 7:01 even when nobody opens WordPress; 0 leaves it to WordPress.
   */
  WORDPRESS_CRON_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Submissions one network may send per minute before it is answered 429. */
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, "must be at least 1")
    .max(1_000_000)
    .default(RATE_LIMIT_PER_MINUTE),
  /** Estimate addresses and estimate-shown beacons one network may ask per minute, each before a 429. */
  ESTIMATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, "must be at least 1")
    .max(1_000_000)
    .default(ESTIMATE_LIMIT_PER_MINUTE),
  // Prometheus's GET /metrics, on a listener of its own (server/metrics): a port number, or +N for
  // PORT plus N (each unit of the template gdm-concrete@PORT then has its own); unset or "off": none.
  // Loopback unless METRICS_HOST says otherwise: the numbers are the business's, not the visitors'.
  METRICS_PORT: z
    .string()
    .trim()
    .default("off")
    .transform((value, ctx): MetricsPort => {
      if (value === "off") return null;
      const match = /^(\+?)(\d{1,5})$/.exec(value);
      const number = Number(match?.[2]);
      if (!match || number > 65535 || (match[1] === "+" && number === 0)) {
        ctx.addIssue({
          code: "custom",
          message: "must be a port number (9464), +N for the site's PORT plus N (+6464), or off",
        });
        return z.NEVER;
      }
      return match[1] === "+" ? { plus: number } : { port: number };
    }),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  SMTP_URL: optionalUrl("the SMTP server, e.g. smtp://127.0.0.1:25"),
  NOTIFY_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  // How the owner runs the leads command line where the site runs, as the e-mails name it: the
  // systemd unit sets the server's (`sudo /srv/gdm-concrete/bin/gdm-leads`, deploy/CHECKLIST.md).
  LEADS_COMMAND: z.string().trim().min(1).default("npm run leads --"),
  // When the owner is told that leads stopped (docs/decisions/020), with SMTP_URL and NOTIFY_EMAIL:
  // a delivery waiting longer than this many minutes, and no lead at all for this many hours (or
  // longer, after a month with longer gaps). 0 turns either off.
  LEADS_BACKLOG_MINUTES: z.coerce
    .number({ message: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(0, "must be 0 (off) or more")
    .max(1440, "must be at most 1440 (a day)")
    .default(15),
  LEADS_QUIET_HOURS: z.coerce
    .number({ message: "must be a number of hours" })
    .int("must be a whole number of hours")
    .min(0, "must be 0 (off) or more")
    .max(2160, "must be at most 2160 (90 days)")
    .default(72),
  // A text message to the owner for each lead (issue 42; docs/decisions/049-sms-destination.md),
  // through Twilio's Messages API. All of SID, token, a sender and OWNER_SMS_TO are needed to text.
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be the account's SID: AC and 32 hex characters")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(E164, "must be a phone number in E.164 form, such as +15155550100")
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .trim()
    .regex(/^MG[0-9a-fA-F]{32}$/, "must be a Messaging Service SID: MG and 32 hex characters")
    .optional(),
  TWILIO_API_BASE: z
    .url({ message: "must be an absolute URL such as https://api.twilio.com" })
    .transform((v) => v.replace(/\/+$/, ""))
    .default("https://api.twilio.com"),
  OWNER_SMS_TO: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const numbers = value
        .split(",")
        .map((one) => one.trim())
        .filter(Boolean);
      const bad = numbers.filter((one) => !E164.test(one));
      if (numbers.length === 0 || bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `must be phone numbers in E.164 form, comma-separated, such as +15155550142,+15155550143${bad.length > 0 ? ` (not one: ${bad.join(", ")})` : ""}`,
        });
        return z.NEVER;
      }
      return [...new Set(numbers)];
    }),
  // When texts wait for morning, in the business's time zone: "21-6" (9 PM to 6 AM) or "off".
  SMS_QUIET_HOURS: z
    .string()
    .trim()
    .default("21-6")
    .transform((value, ctx): QuietHours | null => {
      if (value === "off") return null;
      const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
      const from = Number(match?.[1]);
      const to = Number(match?.[2]);
      if (!match || from > 23 || to > 23 || from === to) {
        ctx.addIssue({
          code: "custom",
          message: 'must be two hours "FROM-TO" such as 21-6 (9 PM to 6 AM), or off',
        });
        return z.NEVER;
      }
      return { from, to };
    }),
  // The places in each visit window of the booking (issue 41), over the business file's visitsPerWindow.
  BOOKING_VISITS_PER_WINDOW: z.coerce
    .number({ message: "must be a number of visits" })
    .int("must be a whole number of visits")
    .min(1, "must be at least 1")
    .max(20, "must be at most 20")
    .optional(),
  // The owner's private iCalendar address (Google's, iCloud's or Outlook's): a secret, never logged.
  OWNER_CALENDAR_URL: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const url = value.replace(/^webcals?:\/\//i, "https://");
      if (!/^https?:\/\/[^\s/]+/i.test(url) || !URL.canParse(url)) {
        ctx.addIssue({
          code: "custom",
          message: "must be the calendar's address, starting with https:// (or webcal://)",
        });
        return z.NEVER;
      }
      return url;
    }),
  SITE_PHONE: z.string().optional(),
  SITE_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  SITE_NAME: z.string().min(1).optional(),
  // The client's identity and claims (server/core/business.ts, docs/configuration.md): a JSON file read
  // and checked once, here, so a file that does not read stops the site with its field named.
  BUSINESS_FILE: z
    .string()
    .trim()
    .optional()
    .transform((path, ctx) => {
      if (!path) return undefined;
      const result = readBusinessFile(path);
      if (!result.ok) {
        for (const issue of result.issues) {
          ctx.addIssue({
            code: "custom",
            message: `${issue.field}: ${issue.message}`,
            params: { file: path },
          });
        }
        return z.NEVER;
      }
      // The file as written, too: the launch check compares it with deploy/business.example.json.
      return { path, site: siteFromBusiness(result.business), business: result.business };
    }),
});

/** METRICS_PORT as read: a port of its own, an offset from PORT, or none. */
export type MetricsPort = { port: number } | { plus: number } | null;

export type Env = z.infer<typeof envSchema>;

/** Whether /test-webhook and /test-forms answer: DEVELOPER_PAGES, else on outside production. */
export function developerPagesOn(env: Pick<Env, "DEVELOPER_PAGES" | "NODE_ENV">): boolean {
  return (env.DEVELOPER_PAGES ?? (env.NODE_ENV === "production" ? "off" : "on")) === "on";
}

/**
 * The metrics listener's port, or null when it is off. With +N and PORT 0 (any free port, as tests
 * run the site) it is 0 too: any free port.
 */
export function metricsPortOf(env: Pick<Env, "PORT" | "METRICS_PORT">): number | null {
  const setting = env.METRICS_PORT;
  if (setting === null) return null;
  if ("port" in setting) return setting.port;
  return env.PORT === 0 ? 0 : env.PORT + setting.plus;
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Treat empty strings as unset, the way shells and .env files usually mean them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      // A setting that names a file says which file: "BUSINESS_FILE (/etc/…/business.json): address.postalCode: …".
      const file = issue.code === "custom" ? issue.params?.file : undefined;
      return `  ${issue.path.join(".")}${file ? ` (${file})` : ""}: ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  // Never the visitors' port, and a port that exists.
  const metricsPort = metricsPortOf(result.data);
  if (
    metricsPort !== null &&
    metricsPort !== 0 &&
    (metricsPort === result.data.PORT || metricsPort > 65535)
  ) {
    throw new EnvError(
      `Invalid configuration:\n  METRICS_PORT: ${
        metricsPort > 65535 ? `PORT + N is ${metricsPort}, above 65535` : "must not be the site's own PORT"
      }`,
    );
  }
  return result.data;
}

/**
 * The settings, or null once `explain` has been given why they are not valid: what each command
 * line does before anything else (the leads and content commands, the launch check).
 */
export function parseEnvOr(source: Record<string, string | undefined>, explain: (message: string) => void) {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    explain(error.message);
    return null;
  }
}
