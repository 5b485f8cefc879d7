import { data } from "react-router";
import { ButtonLink } from "~/components/sections/ButtonLink";
import { NotFoundCard } from "~/components/sections/NotFoundCard";
import { notFoundCopy as copy } from "~/content/pages/not-found";
import { phoneHref } from "~/content/site";
import { rootSeo, seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/site";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${copy.title} | ${ctx.site.name}`,
      description: copy.text,
      path: location.pathname,
      robots: "noindex, follow",
    },
    ctx,
  ).filter((tag) => !("rel" in tag && tag.rel === "canonical"));
};

// Any address no other route matches: a real 404 status, not a 200 "soft 404".
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFoundPage() {
  const { site, isProduction } = useRootData();
  return (
    <NotFoundCard heading={copy.heading} text={copy.text}>
      <div className="flex w-full flex-col items-center gap-6">
        <ul className="flex flex-wrap justify-center gap-3">
          {copy.links.map((link, i) => (
            <li key={link.to}>
              <ButtonLink to={link.to} variant={i === copy.links.length - 1 ? "primary" : "outlineDark"}>
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className="text-concrete-700">
          {copy.callPrefix}{" "}
          <a
            href={phoneHref(site.phone)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {site.phone}
          </a>
        </p>
        {isProduction ? null : (
          <p className="rounded-md bg-accent-300/40 px-4 py-2 text-sm text-concrete-900">
            {copy.developerHint}
          </p>
        )}
      </div>
    </NotFoundCard>
  );
}
