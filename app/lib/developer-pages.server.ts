import { servicesContext } from "@shared/app-services.ts";
import { data, type RouterContextProvider } from "react-router";

/**
 * The developer pages (/test-webhook, /test-forms) answer only where DEVELOPER_PAGES lets them
 * (off by default in production): elsewhere they are the site's 404, so nobody can push "[Test]"
 * leads at the lead service and the owner's inbox from a live site.
 */
export function developerPageAllowed(context: Readonly<RouterContextProvider>): void {
  if (!context.get(servicesContext).developerPages) throw data(null, { status: 404 });
}
