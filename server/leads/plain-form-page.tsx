import { weWillContact } from "@shared/content/promises.ts";
import { phoneHref, type SiteConfig } from "@shared/content/site.ts";
import { ESTIMATE_PAGE_PATH } from "@shared/estimate/form.ts";
import { knownFieldLabel } from "@shared/forms/field-labels.ts";
import { renderPlainPage } from "../core/plain-page.tsx";
import { sameSitePath } from "../core/same-site-path.ts";
import { endpointPage, type LeadEndpoint } from "./endpoints.ts";
import { estimatePageRefusal } from "./estimate-counts.ts";

/**
 * The pages a plain form post (no JavaScript) is answered with: a thank-you page in the words
 * of the form's own success view, the list of what to correct, or a short notice, in the server's
 * own page frame (server/core/plain-page.tsx), where React escapes every value.
 */

/** A lead without a form of the site's own (another client's post) is thanked in general words. */
const generalThanks = { title: "Request Received!", text: weWillContact };

const copy = {
  correctTitle: "Please correct the highlighted fields.",
  correctIntro: "Some of what you entered needs a second look:",
  correctBack: "Go back to the form",
  correctHint: "Your browser's Back button keeps what you typed.",
  home: "Back to the home page",
  backToPage: "Back to the page you were on",
  callUs: "Prefer to talk? Call us at",
};

/** The thank-you page: the form's own confirmation, and a way back to the page it was sent from. */
export function thankYouPage(
  thanks: { title: string; text: (site: SiteConfig) => string } | undefined,
  back: string,
  site: SiteConfig,
): string {
  const { title, text: textOf } = thanks ?? generalThanks;
  const text = textOf(site);
  return renderPlainPage(
    site,
    title,
    <>
      <h1>{title}</h1>
      <p>{text}</p>
      <CallLine site={site} />
      <p>
        <a className="button" href={back}>
          {back === "/" ? copy.home : copy.backToPage}
        </a>
      </p>
    </>,
  );
}

/**
 * Where "back" leads after a plain post: the page it was sent from when that is on this site
 * (the sidebar's quick quote sits on many pages), else the endpoint's own form. `page_url` is
 * whatever the visitor sent, so only a same-site path may come of it (`sameSitePath`).
 */
export function backLink(endpoint: LeadEndpoint, body: unknown, siteUrl: string): string {
  const pageUrl =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>).page_url : null;
  return (typeof pageUrl === "string" && sameSitePath(pageUrl, siteUrl)) || endpointPage[endpoint];
}

/**
 * What to correct, each field under the label the visitor saw on the form (`formLabels`, the form's
 * own) or, for a post without a form of the site's own, the one label map's; any other field as sent.
 */
export function correctionsPage(
  fields: Record<string, string>,
  back: string,
  site: SiteConfig,
  formLabels?: Readonly<Record<string, string>>,
): string {
  return renderPlainPage(
    site,
    copy.correctTitle,
    <>
      <h1>{copy.correctTitle}</h1>
      <p>{copy.correctIntro}</p>
      <ul className="errors">
        {Object.entries(fields).map(([field, message]) => (
          <li key={field}>
            <strong>{`${knownFieldLabel(field, formLabels) ?? field}:`}</strong> {message}
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href={back}>
          {copy.correctBack}
        </a>
      </p>
      <p className="hint">{copy.correctHint}</p>
      <CallLine site={site} />
    </>,
  );
}

/** A refusal (too many submissions, too large, store unavailable) told in plain words. */
export function noticePage(title: string, message: string, back: string, site: SiteConfig): string {
  return renderPlainPage(
    site,
    title,
    <>
      <h1>{title}</h1>
      <p>{message}</p>
      <CallLine site={site} />
      <p>
        <a className="button" href={back}>
          {copy.correctBack}
        </a>
      </p>
    </>,
  );
}

/** The page of a network that asked for too many estimate addresses in a minute. */
export function estimateRefusalPage(site: SiteConfig): string {
  return noticePage(estimatePageRefusal.title, estimatePageRefusal.message, ESTIMATE_PAGE_PATH, site);
}

function CallLine({ site }: { site: SiteConfig }) {
  return (
    <p>
      {copy.callUs} <a href={phoneHref(site.phone)}>{site.phone}</a>.
    </p>
  );
}
