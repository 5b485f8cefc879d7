import { servicesContext } from "@shared/app-services.ts";
import { BOOK_PAGE_PATH, bookSeo, bookSteps } from "@shared/booking/copy.ts";
import type { PageQueryHandle } from "@shared/page-query.ts";
import { Section } from "~/components/sections/Section.tsx";
import { BookingForm } from "~/forms/book/BookingForm.tsx";
import { bookingDays, chosenDay, DAY_PATTERN, slotsOf } from "~/forms/book/days.ts";
import { pageQuery } from "~/lib/declare-page-query.ts";
import { HydrateApart } from "~/lib/hydrate-apart.tsx";
import { rootSeo, seoMeta } from "~/lib/seo.ts";
import { renderStaticParts } from "~/lib/static-sections/static-html.server.tsx";
import { StaticHtml } from "~/lib/static-sections/static-html.tsx";
import type { Route } from "./+types/book";
import { BookHero, BookUnavailable, BookVisitDetails } from "./book.sections.server.tsx";

/**
 * The day shown (`?day=2026-12-08`) and the window chosen (`?start=`, a window's ISO start as the server
 * gave it). The page is live (shared/pages.ts): never kept by the page cache or a CDN, as its windows
 * fill up while it is open.
 */
const BOOK_QUERY = { day: DAY_PATTERN, start: /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/ };
// Written out as estimate.tsx does: the query is read in the loader alone, so no reading code ships.
export const handle = { pageQuery: BOOK_QUERY } satisfies PageQueryHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = rootSeo(matches);
  return seoMeta(
    {
      title: `${bookSeo.title} | ${ctx.site.name}`,
      description: bookSeo.description,
      path: BOOK_PAGE_PATH,
      keywords: bookSeo.keywords,
    },
    ctx,
  );
};

export async function loader({ context, pattern, url }: Route.LoaderArgs) {
  const { bookings, site } = context.get(servicesContext);
  const query = pageQuery(BOOK_QUERY);
  const asked = { day: query.valueIn(url, "day"), start: query.valueIn(url, "start") };
  const page = bookings ? await bookings.page().catch(() => null) : null;
  const windows = page?.windows ?? [];
  const days = bookingDays(windows);
  const day = chosenDay(windows, days, asked);
  const slots = day ? slotsOf(windows, day) : [];
  const preselected = slots.some((slot) => slot.start === asked.start && !slot.taken) ? asked.start : null;
  return {
    booking: page ? { days, day, slots, preselected } : null,
    phone: page?.phone || site.phone,
    // The spam guard times the fill from the server's render, so plain posts are timed too.
    startedAt: Date.now(),
    ...renderStaticParts(
      { context, pattern },
      {
        hero: <BookHero />,
        visit: <BookVisitDetails visitMinutes={page?.visitMinutes ?? null} />,
        unavailable: page ? null : <BookUnavailable phone={site.phone} />,
      },
    ),
  };
}

/** The day links and the form run in the browser; the hero and the visit's details are server HTML. */
export default function BookPage({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  return (
    <>
      <StaticHtml part={loaderData.hero} />
      <Section labelledBy="book-form-heading">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            {booking ? (
              <>
                <h2 id="book-form-heading" className="mb-8 text-3xl font-bold text-concrete-900">
                  {bookSteps.heading}
                </h2>
                <HydrateApart>
                  <BookingForm {...booking} phone={loaderData.phone} startedAt={loaderData.startedAt} />
                </HydrateApart>
              </>
            ) : (
              <StaticHtml part={loaderData.unavailable} />
            )}
          </div>
          <StaticHtml part={loaderData.visit} />
        </div>
      </Section>
    </>
  );
}
