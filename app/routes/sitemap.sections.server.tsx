import { sitemapPageCopy as copy } from "@shared/content/pages/sitemap-page.ts";
import { phoneHref } from "@shared/content/site.ts";
import { Link } from "react-router";
import { useSite } from "~/lib/root-data.ts";
import type { groupSitePages } from "~/lib/site-pages.ts";

function groupId(group: string): string {
  return `sitemap-${group.toLowerCase().replace(/\s+/g, "-")}`;
}

/** The whole sitemap page: links and text, nothing that needs JavaScript. */
export function SitemapSections({ groups }: { groups: ReturnType<typeof groupSitePages> }) {
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
        {groups.map(({ group, pages }) => (
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
          {copy.xmlText}{" "}
          {/* A file, not a page: a plain link (the static links' router leaves files alone). */}
          <a href="/sitemap.xml" className="font-semibold text-brand-700 underline underline-offset-2">
            {copy.xmlLink}
          </a>
        </p>
      </section>
    </div>
  );
}
