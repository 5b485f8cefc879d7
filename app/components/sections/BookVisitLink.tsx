import { bookVisitLink } from "@shared/booking/copy.ts";
import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";

const tones = {
  light: "text-brand-700 hover:text-brand-900",
  dark: "text-white hover:text-accent-300",
} as const;

/**
 * "Book a free on-site estimate": the way to the booking page (/book) from the pages that lead to it.
 * `plain` makes it an anchor the router does not look up ahead (the instant estimate's result, whose
 * typing must cost no request), as the links beside it there are.
 */
export function BookVisitLink({
  tone = "light",
  plain = false,
  className = "",
}: {
  tone?: keyof typeof tones;
  plain?: boolean;
  className?: string;
}) {
  const classes = `inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4 ${tones[tone]} ${className}`;
  const content = (
    <>
      <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
      {bookVisitLink.label}
    </>
  );
  return plain ? (
    <a href={bookVisitLink.to} className={classes}>
      {content}
    </a>
  ) : (
    <Link to={bookVisitLink.to} className={classes}>
      {content}
    </Link>
  );
}
