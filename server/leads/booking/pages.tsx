import type { SiteConfig } from "@shared/content/site.ts";
import { renderPlainPage } from "../../core/plain-page.tsx";

/**
 * The booking's pages the server answers by itself, in the plain frame of the no-JavaScript answers
 * (core/plain-page.tsx): the form again with its fields' messages or the nearest free windows, and
 * the visitor's page of their visit behind the signed link, where nothing changes until a button
 * is pressed.
 */

export interface WindowChoice {
  start: string;
  label: string;
}

export interface VisitFacts {
  label: string;
  address: string;
  visitMinutes: number;
  status: "booked" | "cancelled";
  past: boolean;
}

const fieldLabels: Record<string, string> = {
  start: "Time",
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  address: "Street address",
  city: "City",
  zip: "ZIP code",
  message: "Anything we should know",
};

function CallLine({ site }: { site: SiteConfig }) {
  return (
    <p className="hint">
      Or call us at <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>{site.phone}</a>.
    </p>
  );
}

function Choices({
  windows,
  chosen,
  preselect = true,
}: {
  windows: readonly WindowChoice[];
  chosen?: string;
  /** The first is chosen unless `chosen` names one; off where a choice must be made on purpose. */
  preselect?: boolean;
}) {
  return (
    <fieldset>
      <legend>Choose a time</legend>
      {windows.map((w, i) => (
        <p key={w.start}>
          <label>
            <input
              type="radio"
              name="start"
              value={w.start}
              required
              defaultChecked={chosen ? w.start === chosen : preselect && i === 0}
            />{" "}
            {w.label}
          </label>
        </p>
      ))}
    </fieldset>
  );
}

/**
 * The booking form again, for a post without JavaScript that could not be booked: the fields'
 * messages, or (a window just taken) the nearest free windows to choose from, the visitor's values kept.
 */
export function bookingAgainPage(
  site: SiteConfig,
  options: {
    title: string;
    message: string;
    values: Record<string, string>;
    fields?: Record<string, string>;
    windows?: readonly WindowChoice[];
  },
): string {
  const { values, fields = {}, windows } = options;
  const hidden = Object.entries(values).filter(([key]) => key !== "start" || !windows);
  const errors = Object.entries(fields);
  return renderPlainPage(
    site,
    options.title,
    <>
      <h1>{options.title}</h1>
      <p>{options.message}</p>
      {errors.length > 0 ? (
        <ul className="errors">
          {errors.map(([field, message]) => (
            <li key={field}>
              <strong>{`${fieldLabels[field] ?? field}:`}</strong> {message}
            </li>
          ))}
        </ul>
      ) : null}
      {windows && windows.length > 0 ? (
        <form method="post" action="/api/bookings">
          <Choices windows={windows} />
          {hidden.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <p>
            <button className="button" type="submit">
              Book this time
            </button>
          </p>
        </form>
      ) : null}
      <p>
        <a className={windows && windows.length > 0 ? undefined : "button"} href={backToBook(values.start)}>
          {windows && windows.length > 0 ? "See every time we have" : "Back to the booking page"}
        </a>
      </p>
      <CallLine site={site} />
    </>,
  );
}

function backToBook(start: string | undefined): string {
  const day = typeof start === "string" ? /^(\d{4}-\d{2}-\d{2})T/.exec(start)?.[1] : undefined;
  return day ? `/book?day=${day}` : "/book";
}

function Facts({ visit }: { visit: VisitFacts }) {
  return (
    <dl className="facts">
      <dt>When</dt>
      <dd>{visit.label}</dd>
      <dt>Where</dt>
      <dd>{visit.address}</dd>
      <dt>How long</dt>
      <dd>{`About ${visit.visitMinutes} minutes, free of charge`}</dd>
    </dl>
  );
}

/** The visitor's page of their visit: what is booked, and the buttons to move or cancel it. */
export function visitPage(
  site: SiteConfig,
  options: {
    visit: VisitFacts;
    token: string;
    justBooked?: boolean;
    windows: readonly WindowChoice[];
    notice?: string;
  },
): string {
  const { visit, token } = options;
  const title =
    visit.status === "cancelled"
      ? "Visit cancelled"
      : options.justBooked
        ? "Your visit is booked"
        : "Your visit";
  return renderPlainPage(
    site,
    title,
    <>
      <h1>{title}</h1>
      {options.notice ? <p role="status">{options.notice}</p> : null}
      {options.justBooked ? (
        <p>
          We have e-mailed you the details with a calendar invitation. The estimator calls when on the way.
        </p>
      ) : null}
      <Facts visit={visit} />
      {visit.status === "cancelled" ? (
        <p>
          <a className="button" href="/book">
            Book another time
          </a>
        </p>
      ) : visit.past ? (
        <p>This visit's time has passed.</p>
      ) : (
        <>
          <h2>Need another time?</h2>
          {options.windows.length > 0 ? (
            <form method="post" action="/book/visit/reschedule">
              <input type="hidden" name="token" value={token} />
              <Choices windows={options.windows} preselect={false} />
              <p>
                <button className="button" type="submit">
                  Move my visit to this time
                </button>
              </p>
            </form>
          ) : (
            <p>No other time is free in the coming weeks; please call us.</p>
          )}
          <h2>Cancel the visit</h2>
          <form method="post" action="/book/visit/cancel">
            <input type="hidden" name="token" value={token} />
            <p>
              <button className="button" type="submit">
                Cancel my visit
              </button>
            </p>
          </form>
        </>
      )}
      <CallLine site={site} />
    </>,
  );
}

/** A link that is not this site's, or whose visit is gone. */
export function visitLinkPage(
  site: SiteConfig,
  reason: "invalid" | "expired" | "gone" | "unavailable",
): string {
  const words = {
    invalid: [
      "This link does not work",
      "The link is not complete, or it was changed. Please use the link in your e-mail as it is.",
    ],
    expired: ["This visit is past", "The link in your e-mail worked until the day after the visit."],
    gone: ["This visit is not found", "We have no visit for this link."],
    unavailable: ["Please try again in a minute", "We cannot open your visit just now."],
  }[reason];
  return renderPlainPage(
    site,
    words[0],
    <>
      <h1>{words[0]}</h1>
      <p>{words[1]}</p>
      <p>
        <a className="button" href="/book">
          Book a visit
        </a>
      </p>
      <CallLine site={site} />
    </>,
  );
}

/**
 * A booking taken as a lead without a place (the spam guard held it, or the store was away and it
 * waits in the spool): the owner calls to confirm.
 */
export function receivedPage(
  site: SiteConfig,
  message = "Thank you. We will call you to confirm the time of your free on-site estimate.",
): string {
  return renderPlainPage(
    site,
    "Request received",
    <>
      <h1>Request received</h1>
      <p>{message}</p>
      <CallLine site={site} />
    </>,
  );
}
