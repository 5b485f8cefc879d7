import nodemailer from "nodemailer";
import { campaignKeys, oneLine, type Row, rowsOf, shownLines } from "../present/index.ts";
import { SPAM_TAG_PREFIX, type SpamSignal } from "../spam.ts";
import type { Lead } from "../store/index.ts";
import { APPOINTMENT_SUBJECTS, appointmentFacts } from "./appointment-invitation.ts";
import { leadDeliveryPayload } from "./lead-payload.ts";

export const SMTP_TIMEOUT_MS = 10_000;

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
 * The banner is the server's alone: it is made only of the guard's own signals, in its own words.
 * A visitor's `possible-spam:` tags are dropped when the lead comes in (spam.ts), and any other
 * tag, whatever it says, is never shown here (the Details list the lead's tags as the visitor's).
 */
export function possibleSpamLines(payload: Record<string, unknown>): string[] {
  const tags = Array.isArray(payload.tags) ? payload.tags : [];
  const signals = new Set(
    tags
      .filter((tag): tag is string => typeof tag === "string" && tag.startsWith(SPAM_TAG_PREFIX))
      .map((tag) => tag.slice(SPAM_TAG_PREFIX.length))
      .filter((signal): signal is SpamSignal => Object.hasOwn(signalExplanations, signal)),
  );
  return [...signals].map((signal) => `Possible spam (${signal}): ${signalExplanations[signal]}. ${DECIDE}`);
}

/**
 * The last line of a lead e-mail: where the owner marks it as spam (decision 017). Never a link
 * that acts: the e-mail's Reply-To is the visitor, and a reply quotes the body, so whatever is here
 * reaches the customer. A WordPress address asks for the owner's login; a command needs the server.
 */
export function spamHint(leadId: string, wordpressUrl?: string, leadsCommand = LEADS_COMMAND): string {
  if (wordpressUrl) {
    const screen = new URL("/wp-admin/admin.php", wordpressUrl);
    screen.search = new URLSearchParams({ page: "gdm-leads", lead: leadId }).toString();
    return `Spam? Mark it in WordPress, under Leads: ${screen}`;
  }
  return `Spam? Mark it on the server: ${leadsCommand} spam ${leadId}`;
}
/** The leads command line where no LEADS_COMMAND names the server's (a checkout: development, tests). */
export const LEADS_COMMAND = "npm run leads --";
export const MARK_SPAM_COMMAND = `${LEADS_COMMAND} spam`;

/**
 * The notification the business reads: every field with a label, then campaign data and the lead
 * id, and where to mark it as spam (spamHint).
 */
export function leadEmail(
  lead: Lead,
  linked: readonly Lead[] = [],
  wordpressUrl?: string,
  leadsCommand?: string,
): LeadEmail {
  const payload = leadDeliveryPayload(lead, linked);
  const fullName = [payload.firstName, payload.lastName].filter((v) => typeof v === "string" && v).join(" ");
  // The subject is one header line, whatever the visitor typed.
  const name = oneLine(firstText(payload, ["name"]) ?? (fullName || lead.name || "")) || "a visitor";
  const service = oneLine(
    firstText(payload, ["service", "serviceType", "projectType", "service_type"]) ?? "",
  );
  const test = payload.is_test === true ? "[Test] " : "";
  // A booked visit (issue 41) says when and where first.
  const visit = appointmentFacts(payload);
  const city = oneLine(firstText(payload, ["city"]) ?? "");
  const subject = visit
    ? `${test}${APPOINTMENT_SUBJECTS[visit.status]}: ${visit.label}, ${name}${city ? `, ${city}` : ""}`
    : `${test}New ${formWords[lead.formType]}: ${name}${service ? ` (${service})` : ""}`;

  const entries = Object.entries(payload).filter(([key]) => !(visit && key === "appointment"));
  const sections: [string, Row[]][] = [
    ...(visit
      ? ([
          [
            "Visit",
            [
              ["When", visit.label],
              ["Where", visit.address],
              ["Status", visit.status],
            ],
          ],
        ] as [string, Row[]][])
      : []),
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
    spamHint(lead.id, wordpressUrl, leadsCommand),
    "",
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
    `<p style="color:#555">${escapeHtml(spamHint(lead.id, wordpressUrl, leadsCommand))}</p>`,
  ].join("\n");

  const visitorEmail = firstText(payload, ["email"]) ?? lead.email ?? undefined;
  return {
    subject,
    text,
    html,
    replyTo: visitorEmail && emailPattern.test(visitorEmail) ? visitorEmail : undefined,
  };
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
