import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { NOT_FOUND_MODULE, PAGES } from "../shared/pages.ts";

// The route table is the page registry's (shared/pages.ts), in its order: the first match wins.
export default [
  ...PAGES.map(({ path, module, id }) => {
    if (path === "/") return index(module);
    return id ? route(path.slice(1), module, { id }) : route(path.slice(1), module);
  }),
  route("*", NOT_FOUND_MODULE),
] satisfies RouteConfig;
