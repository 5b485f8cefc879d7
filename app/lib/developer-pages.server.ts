import { servicesContext } from "@shared/app-services.ts";
import type { RouterContextProvider } from "react-router";

/**
 * Whether the developer pages (/test-webhook, /test-forms) answer here: only where DEVELOPER_PAGES
 * lets them (off by default in production). Elsewhere their loader answers the site's 404 page,
 * title included (notFoundAnswer, notFoundMeta), so nobody can push "[Test]" leads at the lead
 * service and the owner's inbox from a live site, and the address reads as any unknown one.
 */
export function developerPagesOn(context: Readonly<RouterContextProvider>): boolean {
  return context.get(servicesContext).developerPages;
}
