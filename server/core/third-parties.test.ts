import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { analyticsSources, mergeSources, parseAnalytics, parseCspAllow } from "./third-parties.ts";

describe("CSP_ALLOW", () => {
  it("adds https hosts to the directives a page loads from", () => {
    expect(
      parseCspAllow(
        "script-src https://plausible.io; connect-src https://plausible.io ; frame-src https://www.google.com/maps/ https://*.youtube-nocookie.com:443",
      ),
    ).toEqual({
      "script-src": ["https://plausible.io"],
      "connect-src": ["https://plausible.io"],
      "frame-src": ["https://www.google.com/maps/", "https://*.youtube-nocookie.com:443"],
    });
    expect(parseCspAllow("")).toEqual({});
  });

  it("refuses anything that would open the policy to any host or to inline code, naming it", () => {
    for (const [value, named] of [
      ["script-src *", '"*"'],
      ["script-src https:", '"https:"'],
      ["script-src http://tracker.example", '"http://tracker.example"'],
      ["script-src 'unsafe-inline'", "'unsafe-inline'"],
      ["script-src 'unsafe-eval'", "'unsafe-eval'"],
      ["img-src data:", '"data:"'],
      ["script-src https://*", '"https://*"'],
      ["default-src https://a.example", '"default-src"'],
      ["form-action https://a.example", '"form-action"'],
      ["frame-src", "frame-src names no host"],
      ["script-src https://a.example;x", '"x"'],
      ["connect-src https://a.example\nscript-src 'self'", '"script-src" is not an https address'],
    ]) {
      expect(() => parseCspAllow(value), value).toThrow(named);
    }
    const many = `img-src ${Array.from({ length: 31 }, (_, i) => `https://h${i}.example`).join(" ")}`;
    expect(() => parseCspAllow(many)).toThrow("at most 30");
  });

  it("stops the site at start with the setting named, like any bad setting", () => {
    expect(() => parseEnv({ CSP_ALLOW: "script-src *" })).toThrow(/CSP_ALLOW: "\*" is not an https address/);
    expect(() => parseEnv({ ANALYTICS: "ga4:UA-1234" })).toThrow(/ANALYTICS: must be plausible:/);
  });
});

describe("ANALYTICS", () => {
  it("reads Plausible's domain and Google Analytics 4's measurement id, and the hosts each needs", () => {
    const plausible = parseAnalytics("plausible:www.gdm-concrete.example");
    expect(plausible).toEqual({ kind: "plausible", domain: "www.gdm-concrete.example" });
    expect(analyticsSources(plausible)["script-src"]).toEqual(["https://plausible.io"]);
    const ga = parseAnalytics("ga4:G-ABC123XYZ");
    expect(ga).toEqual({ kind: "ga4", id: "G-ABC123XYZ" });
    expect(analyticsSources(ga)["script-src"]).toEqual(["https://www.googletagmanager.com"]);
    expect(analyticsSources(ga)["connect-src"]).toContain("https://*.google-analytics.com");
  });

  it("refuses an id that could carry code into the page", () => {
    for (const value of [
      'ga4:G-1");alert(1);("',
      "ga4:",
      "plausible:",
      "matomo:1",
      "plausible:a b.example",
    ]) {
      expect(() => parseAnalytics(value), value).toThrow();
    }
  });

  it("merges the owner's hosts with the tag's, each once", () => {
    expect(
      mergeSources(
        { "script-src": ["https://plausible.io"] },
        analyticsSources({ kind: "plausible", domain: "a.example" }),
      ),
    ).toEqual({ "script-src": ["https://plausible.io"], "connect-src": ["https://plausible.io"] });
  });
});
