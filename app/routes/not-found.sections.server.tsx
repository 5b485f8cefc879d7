import { notFoundCopy as copy } from "@shared/content/pages/not-found.ts";
import { phoneHref } from "@shared/content/site.ts";
import { data } from "react-router";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { NotFoundCard } from "~/components/sections/NotFoundCard.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { renderStaticParts, type StaticPartsArgs } from "~/lib/static-sections/static-html.server.tsx";

/** The 404 card; the developer hint only in a development build. */
export function NotFoundSections() {
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

/**
 * The 404 page as a loader answers it (status 404, the card as the server's HTML): for an address no
 * route matches, and for a developer page where DEVELOPER_PAGES is off, so both are one page, title
 * included (the route's meta: notFoundMeta).
 */
export function notFoundAnswer(args: StaticPartsArgs) {
  return data({ notFound: renderStaticParts(args, { page: <NotFoundSections /> }).page }, { status: 404 });
}
