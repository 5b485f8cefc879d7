import { pageQueryHandle } from "@shared/page-query.ts";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageQueryOf } from "./route-queries.ts";

const photo = /^[1-9]\d{0,3}$/;

/** A route table shaped as the React Router build hands it over: flat, each route naming its parent. */
function manifest(): ServerBuild["routes"] {
  const route = (id: string, path: string | undefined, handle?: unknown, parentId = "root") => ({
    id,
    path,
    parentId,
    module: { default: () => null, handle },
  });
  return {
    root: { id: "root", path: "", module: { default: () => null } },
    home: { ...route("home", undefined), index: true },
    featured: route("featured", "gallery/featured"),
    album: route("album", "gallery/:album", pageQueryHandle({ photo })),
    notFound: route("notFound", "*"),
  } as unknown as ServerBuild["routes"];
}

describe("the query each page reads", () => {
  const queryOf = pageQueryOf(manifest());

  it("comes from the route the router picks for the path", () => {
    expect(queryOf("/gallery/stamped-patios")).toEqual({ photo });
    // The router prefers the static route, which reads no query.
    expect(queryOf("/gallery/featured")).toEqual({});
  });

  it("is nothing for a page that declares none, and for a path no route has", () => {
    expect(queryOf("/")).toEqual({});
    expect(queryOf("/no/such/page")).toEqual({});
  });
});
