import { BOOK_PAGE_PATH, bookSteps } from "@shared/booking/copy.ts";
import { Link } from "react-router";
import type { BookingDay } from "./days.ts";

const copy = bookSteps.day;

/**
 * Step 1: the days with windows, as links (`/book?day=2026-12-08`). Without scripts each is a page of
 * its own; with them the router fetches the day's windows and the form keeps what was typed.
 */
export function DayLinks({ days, chosen }: { days: readonly BookingDay[]; chosen: string | null }) {
  return (
    <nav aria-labelledby="book-day-heading">
      <h3 id="book-day-heading" className="text-lg font-bold text-concrete-900">
        {copy.legend}
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {days.map((day) => {
          const current = day.key === chosen;
          return (
            <li key={day.key}>
              <Link
                to={`${BOOK_PAGE_PATH}?day=${day.key}`}
                preventScrollReset
                aria-current={current ? "date" : undefined}
                className={`flex min-h-11 flex-col rounded-md border px-3 py-2 text-left transition-colors ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-concrete-500 bg-white text-concrete-900 hover:border-brand-700"
                }`}
              >
                <span className="font-semibold">{day.label}</span>
                <span className={`text-sm ${current ? "text-brand-50" : "text-concrete-700"}`}>
                  {day.open > 0 ? copy.open(day.open) : copy.full}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
