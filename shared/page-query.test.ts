import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { pageQuery, pageQueryOfHandle, pageQueryValue } from "./page-query";

const ROOT = join(import.meta.dirname, "..");
/** What renders pages: the React app and the kernel it shares with the server. */
const RENDERED = ["app", "shared"];

/** Ways to read the query of an address: the router's hooks, a URL's parts, the request itself. */
const QUERY_READ = /useSearchParams|searchParams|\.search\b|request\.url|location\.href|\burl\.href/;

/**
 * Modules that read an address's query directly, and why the server's HTML cannot depend on it.
 * Anything else must read through `pageQuery` (page-query.ts), so the page cache keys what the page reads.
 */
const READS_OUTSIDE_THE_RENDER: Record<string, string> = {
  "shared/page-query.ts": "the declared reads themselves",
  "app/entry.server.tsx": "hands the request to the router, which renders from the page cache's own URL",
  "shared/forms/utm.ts":
    "campaign capture: runs in the browser (an inline script and app start), never on the server",
  "app/lib/static-behaviour.ts": "compares a clicked link with the address, in the browser",
  "app/forms/use-lead-form.ts": "the page's address sent with a lead, read when the visitor submits",
  "app/forms/quote/submit-quote.ts": "the page's address sent with a lead, read when the visitor submits",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support/.test(entry.name) ? [path] : [];
  });
}

describe("what a page reads of its address", () => {
  it("is read only through a route's pageQuery declaration, so the page cache's key covers it", () => {
    const readers = RENDERED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && QUERY_READ.test(line)),
      )
      .map((file) => relative(ROOT, file).replaceAll("\\", "/"))
      .sort();
    expect(readers).toEqual(Object.keys(READS_OUTSIDE_THE_RENDER).sort());
  });

  it("is the first value of a declared parameter, in the declared form, and nothing else", () => {
    const query = { photo: /^[1-9]\d{0,3}$/ };
    const value = (search: string, name = "photo") =>
      pageQueryValue(query, new URLSearchParams(search), name);
    expect(value("photo=3&x=1")).toBe("3");
    expect(value("photo=3&photo=4")).toBe("3");
    expect([value("photo=abc"), value("photo=05"), value("photo=12345"), value("")]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(value("x=1", "x")).toBeNull();
    expect(value("toString=1", "toString")).toBeNull();
  });

  it("is found in a route's handle", () => {
    const query = pageQuery({ photo: /^\d+$/ });
    expect(pageQueryOfHandle(query.handle)).toEqual({ photo: /^\d+$/ });
    expect(query.valueIn(new URL("https://www.example.com/gallery/x?photo=2&utm_source=ad"), "photo")).toBe(
      "2",
    );
    expect(pageQueryOfHandle(undefined)).toBeNull();
    expect(pageQueryOfHandle({ breadcrumb: "Gallery" })).toBeNull();
  });
});
