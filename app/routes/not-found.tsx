import { notFoundMeta } from "~/lib/not-found-meta.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/not-found";
import { notFoundAnswer } from "./not-found.sections.server.tsx";

export const meta: Route.MetaFunction = ({ matches, location }) => notFoundMeta(matches, location.pathname);

// Any address no other route matches: a real 404 status, not a 200 "soft 404". The card is
// links and text, so it comes as the server's HTML.
export function loader(args: Route.LoaderArgs) {
  return notFoundAnswer(args);
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml part={loaderData.notFound} />;
}
