import { describe, expect, it } from "vitest";
import { pageQueryHandle, pageQueryOfHandle, pageQueryValue } from "./page-query.ts";

// How a page may read its address (only through its route's declaration) is checked beside the
// declaration's hook, app/lib/page-query.test.ts.
describe("what a page reads of its address", () => {
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
    expect(pageQueryOfHandle(pageQueryHandle({ photo: /^\d+$/ }))).toEqual({ photo: /^\d+$/ });
    expect(pageQueryOfHandle(undefined)).toBeNull();
    expect(pageQueryOfHandle({ breadcrumb: "Gallery" })).toBeNull();
    expect(pageQueryOfHandle({ pageQuery: null })).toBeNull();
  });
});
