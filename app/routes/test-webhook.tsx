import { webhookTestPage as copy } from "@shared/content/pages/developer.ts";
import { useEffect, useState } from "react";
import { Section } from "~/components/sections/Section.tsx";
import { leadEndpoint } from "~/forms/lead-client.ts";
import { WebhookTestForm } from "~/forms/webhook-test/WebhookTestForm.tsx";
import { developerPagesOn } from "~/lib/developer-pages.server.ts";
import { HydrateApart } from "~/lib/hydrate-apart.tsx";
import { notFoundMeta } from "~/lib/not-found-meta.ts";
import { useRootData } from "~/lib/root-data.ts";
import { developerPageMeta } from "~/lib/seo.ts";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/test-webhook";
import { notFoundAnswer } from "./not-found.sections.server.tsx";

const PATH = "/test-webhook";

// Where the page is off: the 404 page.
export function loader(args: Route.LoaderArgs) {
  if (!developerPagesOn(args.context)) return notFoundAnswer(args);
  return { notFound: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  loaderData?.notFound
    ? notFoundMeta(matches, location.pathname)
    : developerPageMeta(matches, copy.seo, PATH);

export default function WebhookTestPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <StaticHtml part={loaderData.notFound} />;
  return (
    <Section labelledBy="webhook-test-heading">
      <div className="mx-auto grid max-w-4xl gap-10 lg:grid-cols-[1fr_18rem]">
        <div>
          <h1 id="webhook-test-heading" className="text-3xl font-bold text-concrete-900">
            {copy.heading}
          </h1>
          <p className="mt-3 text-concrete-700">{copy.intro}</p>
          <div className="mt-8">
            <HydrateApart>
              <WebhookTestForm />
            </HydrateApart>
          </div>
        </div>
        <EnvironmentPanel />
      </div>
    </Section>
  );
}

/** Where the test runs: the browser's host, the build, and the address the lead helper posts to. */
function EnvironmentPanel() {
  const { siteUrl, isProduction } = useRootData();
  // The server renders the canonical host; the browser's own is read once the page runs.
  const [hostname, setHostname] = useState(() => new URL(siteUrl).hostname);
  useEffect(() => setHostname(window.location.hostname), []);
  const rows: [string, string][] = [
    [copy.environment.hostname, hostname],
    [copy.environment.mode, isProduction ? "production" : "development"],
    [copy.environment.endpoint, leadEndpoint("contact", hostname)],
  ];
  return (
    <aside aria-labelledby="environment-heading" className="h-fit rounded-lg bg-concrete-50 p-5">
      <h2 id="environment-heading" className="font-semibold text-concrete-900">
        {copy.environment.heading}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-concrete-700">{label}</dt>
            <dd className="break-all font-mono text-concrete-900">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
