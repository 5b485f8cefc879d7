import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pageQueryOfHandle } from "@shared/page-query.ts";
import { describe, expect, it } from "vitest";
import { pageQuery } from "./declare-page-query.ts";

const ROOT = join(import.meta.dirname, "../..");
/** What renders pages: the React app and the kernel it shares with the server. */
const RENDERED = ["app", "shared"];

/** Ways to read the query of an address: the router's hooks, a URL's parts, the request itself. */
const QUERY_READ = /useSearchParams|searchParams|\.search\b|request\.url|location\.href|\burl\.href/;

/**
 * Modules that read an address's query directly, and why the server's HTML cannot depend on it.
 * Anything else must read through `pageQuery` (declare-page-query.ts), so the page cache keys what the page reads.
 */
const READS_OUTSIDE_THE_RENDER: Record<string, string> = {
  "app/lib/declare-page-query.ts": "the declared reads themselves",
  "app/entry.server.tsx": "hands the request to the router, which renders from the page cache's own URL",
  "shared/forms/utm.ts":
    "campaign capture: runs in the browser (an inline script and app start), never on the server",
  "app/lib/static-sections/static-behaviour.ts": "compares a clicked link with the address, in the browser",
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

  it("is declared in the route's handle and read back from one of its addresses", () => {
    const query = pageQuery({ photo: /^\d+$/ });
    expect(pageQueryOfHandle(query.handle)).toEqual({ photo: /^\d+$/ });
    expect(query.valueIn(new URL("https://www.example.com/gallery/x?photo=2&utm_source=ad"), "photo")).toBe(
      "2",
    );
    expect(query.valueIn(new URL("https://www.example.com/gallery/x?photo=two"), "photo")).toBeNull();
  });
});
