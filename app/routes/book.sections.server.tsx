import { BOOK_PAGE_PATH, bookHero, bookSeo, bookUnavailable, bookVisit } from "@shared/booking/copy.ts";
import { images } from "@shared/content/images.ts";
import { phoneHref } from "@shared/content/site.ts";
import { CheckCircle2, Phone } from "lucide-react";
import { ButtonLink } from "~/components/sections/ButtonLink.tsx";
import { PageHero } from "~/components/sections/PageHero.tsx";
import { JsonLd } from "~/components/seo/JsonLd.tsx";
import { webPage } from "~/lib/json-ld.ts";
import { useRootData } from "~/lib/root-data.ts";

/** The structured data and the hero: no JavaScript. */
export function BookHero() {
  const { siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={[
          webPage({ siteUrl, path: BOOK_PAGE_PATH, name: bookSeo.title, description: bookSeo.description }),
        ]}
      />
      <PageHero
        headingId="book-hero-heading"
        eyebrow={bookHero.eyebrow}
        title={bookHero.title}
        subtitle={bookHero.subtitle}
        image={images.driveway}
      />
    </>
  );
}

/** What the estimator does on site, how long it takes, and that it is free: beside the form. */
export function BookVisitDetails({ visitMinutes }: { visitMinutes: number | null }) {
  return (
    <aside
      aria-labelledby="book-visit-heading"
      className="rounded-xl border border-concrete-200 bg-concrete-50 p-6 shadow-sm lg:sticky lg:top-24 lg:self-start"
    >
      <h2 id="book-visit-heading" className="text-xl font-bold text-concrete-900">
        {bookVisit.heading}
      </h2>
      <p className="mt-2 font-semibold text-concrete-900">
        {visitMinutes ? `${bookVisit.length(visitMinutes)} ` : ""}
        {bookVisit.free}
      </p>
      <ol className="mt-4 flex flex-col gap-4">
        {bookVisit.steps.map((step) => (
          <li key={step.title} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-concrete-900">{step.title}</h3>
              <p className="text-concrete-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-concrete-700">{bookVisit.presence}</p>
    </aside>
  );
}

/** Without a booking service: the phone, and the quote form as the other way in. */
export function BookUnavailable({ phone }: { phone: string }) {
  return (
    <div className="rounded-xl border border-concrete-200 bg-white p-8 shadow-sm">
      <h2 id="book-form-heading" className="text-2xl font-bold text-concrete-900">
        {bookUnavailable.title}
      </h2>
      <p className="mt-3 text-lg text-concrete-700">{bookUnavailable.text(phone)}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={phoneHref(phone)}>
          <Phone aria-hidden="true" className="size-5" />
          {phone}
        </ButtonLink>
        <ButtonLink to="/quote" variant="outlineDark">
          {bookUnavailable.quote}
        </ButtonLink>
      </div>
    </div>
  );
}
