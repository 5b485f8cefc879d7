import { Link } from "react-router";
import { sitemapPageCopy as copy } from "~/content/pages/sitemap-page";
import { phoneHref } from "~/content/site";
import { servicesContext } from "~/lib/context";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useSite } from "~/lib/site";
import { groupSitePages, listSitePages } from "~/lib/site-pages";
import type { Route } from "./+types/sitemap";

const PATH = "/sitemap";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${copy.title} | ${ctx.site.name}`,
      description: copy.description,
      path: PATH,
      keywords: ["sitemap", "concrete services Des Moines", "service areas"],
    },
    ctx,
  );
};

export async function loader({ context }: Route.LoaderArgs) {
  const pages = await listSitePages(context.get(servicesContext).content);
  return { groups: groupSitePages(pages.filter((p) => p.path !== PATH)) };
}

function groupId(group: string): string {
  return `sitemap-${group.toLowerCase().replace(/\s+/g, "-")}`;
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight text-concrete-900 sm:text-5xl">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-concrete-700">
        {copy.intro}{" "}
        <a href={phoneHref(site.phone)} className="font-semibold text-brand-700 underline underline-offset-2">
          {site.phone}
        </a>
      </p>

      <div className="mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.groups.map(({ group, pages }) => (
          <section key={group} aria-labelledby={groupId(group)}>
            <h2
              id={groupId(group)}
              className="border-b-2 border-accent-400 pb-2 text-xl font-bold text-concrete-900"
            >
              {group}
            </h2>
            <ul className="mt-4 space-y-1">
              {pages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    prefetch="intent"
                    className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline sm:min-h-9"
                  >
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section aria-labelledby="sitemap-xml-heading" className="mt-14 rounded-xl bg-concrete-50 p-6">
        <h2 id="sitemap-xml-heading" className="text-lg font-semibold text-concrete-900">
          {copy.xmlHeading}
        </h2>
        <p className="mt-2 text-concrete-700">
          {copy.xmlText} {/* A file, not a page: a plain link so the router doesn't try to render it. */}
          <a href="/sitemap.xml" className="font-semibold text-brand-700 underline underline-offset-2">
            {copy.xmlLink}
          </a>
        </p>
      </section>
    </div>
  );
}
