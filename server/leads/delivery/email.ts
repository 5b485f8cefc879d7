import { fieldLabel } from "@shared/forms/field-labels";
import nodemailer from "nodemailer";
import type { OwnerLinks } from "../owner/links.ts";
import { oneLine, shownLines, shownValue } from "../shown-value.ts";
import { SPAM_TAG_PREFIX, type SpamSignal } from "../spam.ts";
import type { Lead } from "../store/types.ts";
import type { AttemptResult } from "./outcome.ts";
import { leadDeliveryPayload } from "./webhook.ts";

export const SMTP_TIMEOUT_MS = 10_000;

const campaignKeys = new Set([
  "utm_params",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "referrer",
  "page_url",
]);

/** A field's label in the e-mail: the one label map's (shared/forms/field-labels.ts). */
export const humanLabel = (key: string): string => fieldLabel(key);

function display(value: unknown): string {
  return shownValue(value) || "—";
}

type Row = [label: string, value: string];

/** A row per field; an object field (utm_params) gives a row per key, one level down and no further. */
function rowsOf(entries: [string, unknown][]): Row[] {
  return entries.flatMap(([key, value]): Row[] =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value).map(([inner, item]): Row => [humanLabel(inner), display(item)])
      : [[humanLabel(key), display(value)]],
  );
}

/**
 * The fields a visitor sent as the e-mail labels them: the details, then the campaign's (the
 * owner's Leads screen shows them the same way). Tags are left to the caller: a list, not a field.
 */
export function labelledFields(payload: Record<string, unknown>): Row[] {
  const entries = Object.entries(payload).filter(([key]) => key !== "tags");
  return [
    ...rowsOf(entries.filter(([key]) => !campaignKeys.has(key))),
    ...rowsOf(entries.filter(([key]) => campaignKeys.has(key))),
  ];
}

/**
 * One row of the text version. A visitor's value of several lines is quoted below its label, each
 * line behind "> ", so nothing typed can start a line of the e-mail (a fake "Lead id:" block, say).
 */
function textRow([label, value]: Row): string[] {
  const lines = shownLines(value);
  const title = `  ${oneLine(label)}:`;
  if (lines.length === 1) return [`${title} ${lines[0]}`.trimEnd()];
  return [title, ...lines.map((line) => `    > ${line}`.trimEnd())];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

const emailPattern = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const formWords: Record<Lead["formType"], string> = {
  quote: "quote request",
  lead: "lead",
  contact: "contact message",
};

function firstText(payload: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = payload[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return undefined;
}

/** What each spam signal means to the business, in words; decision 006. */
const signalExplanations: Record<SpamSignal, string> = {
  "fast-fill": "the form was submitted faster than a person usually types",
  "foreign-script": "most of the text is in another writing system than the Latin alphabet",
};

const DECIDE = "It was delivered so you can decide; check it before replying.";

/**
 * One sentence per `possible-spam:<signal>` tag in the payload, for the top of the e-mail: the
 * guard delivered the lead rather than hide a customer, so the business must see why it doubted.
 */
export function possibleSpamLines(payload: Record<string, unknown>): string[] {
  const tags = Array.isArray(payload.tags) ? payload.tags : [];
  const signals = new Set(
    tags
      .filter((tag): tag is string => typeof tag === "string" && tag.startsWith(SPAM_TAG_PREFIX))
      .map((tag) => tag.slice(SPAM_TAG_PREFIX.length).trim())
      .filter((signal) => signal !== ""),
  );
  // A tag is a visitor's text too: on one line, and only the guard's own signals are explained.
  return [...signals].map((signal) => {
    const shown = oneLine(signal);
    const explanation = Object.hasOwn(signalExplanations, signal)
      ? signalExplanations[signal as SpamSignal]
      : `the spam guard noticed the signal "${shown}"`;
    return `Possible spam (${shown}): ${explanation}. ${DECIDE}`;
  });
}

/** The words under a lead e-mail's "This is spam" link (decision 017). */
export const SPAM_LINK_NOTE = "marks it in the website's records; nothing is deleted";

/**
 * The notification the business reads: every field with a label, then campaign data and the lead
 * id, and a signed "This is spam" link when `spamUrl` is given.
 */
export function leadEmail(lead: Lead, linked: readonly Lead[] = [], spamUrl?: string): LeadEmail {
  const payload = leadDeliveryPayload(lead, linked);
  const fullName = [payload.firstName, payload.lastName].filter((v) => typeof v === "string" && v).join(" ");
  // The subject is one header line, whatever the visitor typed.
  const name = oneLine(firstText(payload, ["name"]) ?? (fullName || lead.name || "")) || "a visitor";
  const service = oneLine(
    firstText(payload, ["service", "serviceType", "projectType", "service_type"]) ?? "",
  );
  const test = payload.is_test === true ? "[Test] " : "";
  const subject = `${test}New ${formWords[lead.formType]}: ${name}${service ? ` (${service})` : ""}`;

  const entries = Object.entries(payload);
  const sections: [string, Row[]][] = [
    ["Details", rowsOf(entries.filter(([key]) => !campaignKeys.has(key)))],
    ["Campaign", rowsOf(entries.filter(([key]) => campaignKeys.has(key)))],
    [
      "Record",
      [
        ["Lead id", lead.id],
        ["Received", lead.createdAt.toISOString()],
        ["Form", lead.formName],
        // A released lead arrives late: say why, so its received time makes sense.
        ...(lead.releasedAt
          ? ([
              ["Held as spam", lead.spamReason ?? "yes"],
              ["Released", lead.releasedAt.toISOString()],
            ] as Row[])
          : []),
      ],
    ],
  ];
  const warnings = possibleSpamLines(payload);
  const nonEmpty = sections.filter(([, rows]) => rows.length > 0);
  const text = [
    ...(warnings.length > 0 ? [...warnings, ""] : []),
    subject,
    "",
    ...nonEmpty.flatMap(([title, rows]) => [title, ...rows.flatMap(textRow), ""]),
    ...(spamUrl ? [`This is spam (${SPAM_LINK_NOTE}): ${spamUrl}`, ""] : []),
  ].join("\n");
  const html = [
    ...warnings.map(
      (line) =>
        `<p style="padding:8px 12px;background:#fff4ce;border:1px solid #d9a400"><strong>${escapeHtml(line)}</strong></p>`,
    ),
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    ...nonEmpty.map(
      ([title, rows]) =>
        `<h2 style="font-size:15px">${escapeHtml(title)}</h2><table>${rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding-right:12px">${escapeHtml(oneLine(label))}</th><td style="white-space:pre-wrap">${escapeHtml(shownLines(value).join("\n"))}</td></tr>`,
          )
          .join("")}</table>`,
    ),
    ...(spamUrl
      ? [`<p><a href="${escapeHtml(spamUrl)}">This is spam</a> (${escapeHtml(SPAM_LINK_NOTE)})</p>`]
      : []),
  ].join("\n");

  const visitorEmail = firstText(payload, ["email"]) ?? lead.email ?? undefined;
  return {
    subject,
    text,
    html,
    replyTo: visitorEmail && emailPattern.test(visitorEmail) ? visitorEmail : undefined,
  };
}

export interface EmailSender {
  send(lead: Lead, linked: readonly Lead[]): Promise<AttemptResult>;
  close(): void;
}

/** The SMTP connection every e-mail to the business uses: each step bounded by SMTP_TIMEOUT_MS. */
export function createMailTransport(smtpUrl: string) {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as object);
}

export type MailTransport = ReturnType<typeof createMailTransport>;

/** SMTP 5xx is a permanent refusal (dead); 4xx and connection trouble are retried. */
export function createEmailSender({
  smtpUrl,
  to,
  links,
}: {
  smtpUrl: string;
  to: string;
  /** Signs each e-mail's "This is spam" link; without it the e-mail has none. */
  links?: OwnerLinks;
}): EmailSender {
  const transport = createMailTransport(smtpUrl);
  return {
    async send(lead, linked) {
      const message = leadEmail(lead, linked, links ? await links.url("spam", lead.id) : undefined);
      try {
        await transport.sendMail({ from: to, to, ...message });
        return { outcome: "delivered", statusCode: null, error: null };
      } catch (error) {
        const err = error as Error & { responseCode?: number; code?: string };
        const code = typeof err.responseCode === "number" ? err.responseCode : null;
        return {
          outcome: code !== null && code >= 500 ? "dead" : "retry",
          statusCode: code,
          error: `SMTP ${code ?? err.code ?? "error"}: ${err.message}`,
        };
      }
    },
    close: () => transport.close(),
  };
}
