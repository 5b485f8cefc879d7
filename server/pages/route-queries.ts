import { type PageQuery, pageQueryOfHandle } from "@shared/page-query.ts";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The query parameters the page at a path reads; any other parameter of its address is dropped. */
export type PageQueryOf = (pathname: string) => PageQuery;

const NOTHING: PageQuery = Object.freeze({});

type Node = RouteObject & { pageQuery: PageQuery | null };

/**
 * The query each page reads, from the route modules' own declarations (`handle.pageQuery`,
 * shared/page-query.ts): the router matches the path as it will when it renders it, and the
 * declarations of every matched route (layout and page) count.
 */
export function pageQueryOf(routes: ServerBuild["routes"]): PageQueryOf {
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      pageQuery: pageQueryOfHandle(route.module.handle),
    } as Node);
  }
  const tree: Node[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else tree.push(node);
  }
  if (![...nodes.values()].some((node) => node.pageQuery)) return () => NOTHING;
  return (pathname) => {
    const declared = (matchRoutes(tree, pathname) ?? []).flatMap(({ route }) =>
      route.pageQuery ? [route.pageQuery] : [],
    );
    return declared.length === 0 ? NOTHING : Object.assign({}, ...declared);
  };
}
