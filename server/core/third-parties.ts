import type { AnalyticsTag } from "@shared/analytics.ts";

/**
 * What the site may load from other hosts. Its pages load nothing from another host by default
 * (Content-Security-Policy, server/app.ts); an owner who adds analytics, a tag manager, a map or a
 * reviews widget names the hosts in CSP_ALLOW, and ANALYTICS puts Plausible's or Google Analytics'
 * tag on every page with the hosts it needs. Both are read at start; a value that would open the
 * policy to anything (a wildcard, plain http, inline code) stops the site with a message naming it.
 */

/**
 * The directives a host may be added to: what pages load, never what they may run inline. Styles
 * and fonts from any https host are already allowed (helmet's defaults), so they need no entry.
 */
export const ALLOWED_DIRECTIVES = ["script-src", "connect-src", "img-src", "frame-src", "media-src"] as const;
export type AllowedDirective = (typeof ALLOWED_DIRECTIVES)[number];
export type ExtraSources = Partial<Record<AllowedDirective, string[]>>;

/** Hosts one setting may name in all: a tag or two, a map, a widget, with room to spare. */
export const MAX_EXTRA_SOURCES = 30;

/** `https://host`, `https://host:port`, `https://*.host`, optionally with a path: never plain http or a bare wildcard. */
const SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?(\/[A-Za-z0-9._~\-/]*)?$/;

/**
 * `script-src https://plausible.io; frame-src https://www.google.com` → the hosts per directive.
 * Throws an Error whose message says what is wrong and how to write it.
 */
export function parseCspAllow(value: string): ExtraSources {
  const sources: ExtraSources = {};
  let count = 0;
  for (const part of value.split(";")) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const [directive, ...hosts] = words;
    const name = directive.toLowerCase();
    if (!(ALLOWED_DIRECTIVES as readonly string[]).includes(name)) {
      throw new Error(`"${directive}" is not one of ${ALLOWED_DIRECTIVES.join(", ")}`);
    }
    if (hosts.length === 0) throw new Error(`${name} names no host`);
    for (const host of hosts) {
      if (!SOURCE.test(host)) {
        throw new Error(
          `"${host}" is not an https address such as https://plausible.io or https://*.google-analytics.com (no http:, no *, no 'unsafe-…')`,
        );
      }
      count += 1;
    }
    addHosts(sources, name as AllowedDirective, hosts);
  }
  if (count > MAX_EXTRA_SOURCES) throw new Error(`name at most ${MAX_EXTRA_SOURCES} hosts`);
  return sources;
}

/** `plausible:www.example.com` or `ga4:G-XXXXXXXXXX` → the tag; throws with how to write it. */
export function parseAnalytics(value: string): AnalyticsTag {
  const [kind, id = ""] = value.trim().split(/:(.*)/s, 2);
  if (kind === "plausible" && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(id)) return { kind, domain: id };
  if (kind === "ga4" && /^G-[A-Z0-9]{4,20}$/.test(id)) return { kind, id };
  throw new Error(
    "must be plausible:<your domain> (e.g. plausible:www.example.com) or ga4:<measurement id> (e.g. ga4:G-ABC123XYZ)",
  );
}

/** The hosts each tag loads from and reports to, as Plausible's and Google's own CSP guides list them. */
export function analyticsSources(tag: AnalyticsTag): ExtraSources {
  if (tag.kind === "plausible") {
    return { "script-src": ["https://plausible.io"], "connect-src": ["https://plausible.io"] };
  }
  return {
    "script-src": ["https://www.googletagmanager.com"],
    "connect-src": [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  };
}

/** Several settings' hosts together, each once. */
export function mergeSources(...all: ExtraSources[]): ExtraSources {
  const merged: ExtraSources = {};
  for (const sources of all) {
    for (const [directive, hosts] of Object.entries(sources) as [AllowedDirective, string[]][]) {
      addHosts(merged, directive, hosts);
    }
  }
  return merged;
}

function addHosts(into: ExtraSources, directive: AllowedDirective, hosts: readonly string[]): void {
  const list = into[directive] ?? [];
  for (const host of hosts) if (!list.includes(host)) list.push(host);
  into[directive] = list;
}
