/**
 * The analytics tag the owner chose (ANALYTICS, server/core/third-parties.ts): what every page's <head>
 * carries for it. Plausible is one deferred script; Google Analytics 4 is gtag.js, loaded async,
 * and its few lines of set-up, which run inline with the page's nonce (a cached page allows them by
 * their hash, docs/decisions/011).
 */
export type AnalyticsTag = { kind: "plausible"; domain: string } | { kind: "ga4"; id: string };

export interface AnalyticsScripts {
  /** The external script: its address and attributes. */
  external: { src: string; async?: true; defer?: true; "data-domain"?: string };
  /** Set-up to run inline before it, if the tag needs any. */
  inline?: string;
}

export function analyticsScripts(tag: AnalyticsTag): AnalyticsScripts {
  if (tag.kind === "plausible") {
    return { external: { src: "https://plausible.io/js/script.js", defer: true, "data-domain": tag.domain } };
  }
  // The measurement id is checked at start (G- and letters and digits), so it needs no escaping.
  return {
    external: { src: `https://www.googletagmanager.com/gtag/js?id=${tag.id}`, async: true },
    inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","${tag.id}");`,
  };
}
