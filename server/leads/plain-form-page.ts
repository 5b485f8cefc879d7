import { phoneHref, type SiteConfig } from "@shared/content/site";
import { knownFieldLabel } from "@shared/forms/field-labels";
import { sameSitePath } from "../same-site-path";
import { endpointPage, type LeadEndpoint } from "./endpoints";

/**
 * The pages a plain form post (no JavaScript) is answered with: a thank-you page in the words
 * of the form's own success view, the list of what to correct, or a short notice. Simple server
 * HTML in the site's colours; every value that came from a visitor or the configuration is escaped.
 */

/** A lead without a form of the site's own (another client's post) is thanked in general words. */
const generalThanks = { title: "Request Received!", text: "We'll contact you within 24 hours." };

const copy = {
  correctTitle: "Please correct the highlighted fields.",
  correctIntro: "Some of what you entered needs a second look:",
  correctBack: "Go back to the form",
  correctHint: "Your browser's Back button keeps what you typed.",
  home: "Back to the home page",
  backToPage: "Back to the page you were on",
  callUs: "Prefer to talk? Call us at",
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** The thank-you page: the form's own confirmation, and a way back to the page it was sent from. */
export function thankYouPage(
  thanks: { title: string; text: string } | undefined,
  back: string,
  site: SiteConfig,
): string {
  const { title, text } = thanks ?? generalThanks;
  return layout(
    site,
    title,
    `<h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(text)}</p>
    ${callLine(site)}
    <p><a class="button" href="${escapeHtml(back)}">${escapeHtml(back === "/" ? copy.home : copy.backToPage)}</a></p>`,
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
  const items = Object.entries(fields)
    .map(
      ([field, message]) =>
        `<li><strong>${escapeHtml(knownFieldLabel(field, formLabels) ?? field)}:</strong> ${escapeHtml(message)}</li>`,
    )
    .join("\n      ");
  return layout(
    site,
    copy.correctTitle,
    `<h1>${escapeHtml(copy.correctTitle)}</h1>
    <p>${escapeHtml(copy.correctIntro)}</p>
    <ul class="errors" role="list">
      ${items}
    </ul>
    <p><a class="button" href="${escapeHtml(back)}">${escapeHtml(copy.correctBack)}</a></p>
    <p class="hint">${escapeHtml(copy.correctHint)}</p>
    ${callLine(site)}`,
  );
}

/** A refusal (too many submissions, too large, store unavailable) told in plain words. */
export function noticePage(title: string, message: string, back: string, site: SiteConfig): string {
  return layout(
    site,
    title,
    `<h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(message)}</p>
    ${callLine(site)}
    <p><a class="button" href="${escapeHtml(back)}">${escapeHtml(copy.correctBack)}</a></p>`,
  );
}

function callLine(site: SiteConfig): string {
  return `<p>${escapeHtml(copy.callUs)} <a href="${escapeHtml(phoneHref(site.phone))}">${escapeHtml(site.phone)}</a>.</p>`;
}

/** A page of the site's own server HTML around `main` (already escaped): the owner's link pages use it too. */
export function plainPage(site: SiteConfig, title: string, main: string): string {
  return layout(site, title, main);
}

function layout(site: SiteConfig, title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
  <style>
    body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #23221f; background: #f7f7f5; line-height: 1.6; }
    header { background: #0f2740; color: #fff; padding: 1rem 1.5rem; }
    header a { color: #fff; font-weight: 700; font-size: 1.125rem; text-decoration: none; }
    main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 40rem; margin: 2.5rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
    h1 { margin-top: 0; color: #143354; font-size: 1.75rem; line-height: 1.25; }
    a { color: #183f69; }
    a:focus-visible { outline: 3px solid #0f2740; outline-offset: 2px; }
    .button { display: inline-block; background: #1f4f82; color: #fff; padding: 0.65rem 1.25rem; border-radius: 0.5rem; font-weight: 600; text-decoration: none; }
    .button:hover { background: #143354; }
    .errors { padding-left: 1.25rem; color: #4a4842; }
    .errors li { margin: 0.35rem 0; }
    .hint { color: #4a4842; font-size: 0.925rem; }
    button.button { border: 0; font: inherit; font-weight: 600; cursor: pointer; }
    button.button:focus-visible { outline: 3px solid #0f2740; outline-offset: 2px; }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 1.25rem 0; }
    .facts dt { font-weight: 600; color: #143354; }
    .facts dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  </style>
</head>
<body>
  <header><a href="/">${escapeHtml(site.name)}</a></header>
  <main>
    ${main}
  </main>
</body>
</html>
`;
}
