import { BOOK_PAGE_PATH, bookAnswers } from "@shared/booking/copy.ts";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { BookedVisit, NearestWindow } from "./submit-booking.ts";

/** Moves focus to the element once it appears, so a screen reader reads the answer from there. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The visit as booked: when, where, and the way to change it. Replaces the form. */
export function BookedVisitView({ visit, onAgain }: { visit: BookedVisit; onAgain: () => void }) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const copy = bookAnswers.booked;
  return (
    <div className="rounded-xl border border-green-200 bg-green-50 p-8 text-center shadow-sm">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-700" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-concrete-900">
        {copy.title}
      </h3>
      <dl className="mx-auto mt-4 grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-lg">
        <dt className="font-semibold text-concrete-900">{copy.when}</dt>
        <dd className="text-concrete-900">{visit.label}</dd>
        <dt className="font-semibold text-concrete-900">{copy.where}</dt>
        <dd className="text-concrete-900">{visit.address}</dd>
      </dl>
      <div className="mt-6 flex flex-col items-center gap-2">
        {visit.manageUrl ? (
          <>
            <p className="text-concrete-700">{copy.text}</p>
            <a
              href={visit.manageUrl}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.manage}
            </a>
          </>
        ) : null}
        <button
          type="button"
          onClick={onAgain}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {copy.again}
        </button>
      </div>
    </div>
  );
}

/** A booking kept as a request while the site's database was away: the business calls to confirm. */
export function RequestedVisitView({ message }: { message: string }) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <div className="rounded-xl border border-green-200 bg-green-50 p-8 text-center shadow-sm">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-700" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-concrete-900">
        {bookAnswers.requested.title}
      </h3>
      <p className="mt-4 text-lg text-concrete-900">{message}</p>
    </div>
  );
}

/** The fields the server refused, each linked to its field; it takes focus when it appears. */
export function ErrorSummary({ errors }: { errors: readonly { fieldId: string; message: string }[] }) {
  const box = useFocusOnShow<HTMLDivElement>();
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="book-error-summary-heading"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4"
    >
      <h3 id="book-error-summary-heading" className="font-bold text-red-800">
        {bookAnswers.errorSummary(errors.length)}
      </h3>
      <ul className="mt-2 list-disc pl-5">
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
              }}
              className="font-medium text-red-800 underline underline-offset-2"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A notice that takes focus: the window was just taken (with the nearest open ones), or a failure. */
export function BookingNotice({
  message,
  nearest,
  phoneLine,
}: {
  message: string;
  nearest?: readonly NearestWindow[];
  phoneLine?: string;
}) {
  const box = useFocusOnShow<HTMLDivElement>();
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-md border-2 border-amber-600 bg-amber-50 p-4"
    >
      <p className="font-semibold text-concrete-900">{message}</p>
      {nearest ? (
        nearest.length > 0 ? (
          <>
            <p className="mt-2 text-concrete-900">{bookAnswers.taken.nearest}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {nearest.map((window) => (
                <li key={window.start}>
                  <Link
                    to={`${BOOK_PAGE_PATH}?start=${encodeURIComponent(window.start)}`}
                    preventScrollReset
                    className="inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-3 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {window.label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-concrete-900">{bookAnswers.taken.none}</p>
        )
      ) : null}
      {phoneLine ? <p className="mt-2 text-concrete-900">{phoneLine}</p> : null}
    </div>
  );
}
