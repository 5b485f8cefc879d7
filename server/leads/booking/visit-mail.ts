import type { Logger } from "../../core/log.ts";
import { createRetryingMail, escapeHtml } from "../delivery/index.ts";

/**
 * The visitor's e-mails about their visit (issue 41): the confirmation, a move, a cancellation and
 * the day-before reminder, each with the visit as an `.ics` invitation their calendar takes.
 * Sent by the process that made the change, retried a few times in memory, like the visitor's
 * estimate (docs/decisions/050): the booking itself is durable, and its page holds the same links.
 * Nothing the visitor wrote in their message goes in; the address is the job's, which they typed
 * for this visit, and the name of the business sends it.
 */

/** Attempts of one e-mail, and the wait before each retry. */
export const VISIT_EMAIL_RETRY_MS = [2_000, 15_000, 60_000] as const;

export type VisitEmailKind = "booked" | "moved" | "cancelled" | "cancelled-by-owner" | "reminder";

export interface VisitEmail {
  subject: string;
  text: string;
  html: string;
  /** The invitation (METHOD:REQUEST) or its withdrawal (METHOD:CANCEL). */
  ics: { method: "REQUEST" | "CANCEL"; content: string };
}

export interface VisitEmailFacts {
  kind: VisitEmailKind;
  /** "Tue Dec 8, 8–10 AM" */
  label: string;
  address: string;
  visitMinutes: number;
  manageUrl: string;
  bookUrl: string;
  business: { name: string; phone: string };
}

const subjects: Record<VisitEmailKind, (f: VisitEmailFacts) => string> = {
  booked: (f) => `Your free on-site estimate: ${f.label}`,
  moved: (f) => `Your on-site estimate is moved to ${f.label}`,
  cancelled: (f) => `Your on-site estimate on ${f.label} is cancelled`,
  "cancelled-by-owner": (f) => `${f.business.name} had to cancel your on-site estimate on ${f.label}`,
  reminder: (f) => `Tomorrow: your free on-site estimate, ${f.label}`,
};

function opening(f: VisitEmailFacts): string {
  switch (f.kind) {
    case "booked":
      return `Your free on-site estimate with ${f.business.name} is booked.`;
    case "moved":
      return `Your on-site estimate with ${f.business.name} is moved. The new time:`;
    case "cancelled":
      return `Your on-site estimate with ${f.business.name} is cancelled, as you asked.`;
    case "cancelled-by-owner":
      return `We are sorry: ${f.business.name} had to cancel your on-site estimate.`;
    case "reminder":
      return `A reminder: our estimator visits tomorrow.`;
  }
}

function facts(f: VisitEmailFacts): [string, string][] {
  return [
    ["When", `${f.label} (we arrive within this window; the visit takes about ${f.visitMinutes} minutes)`],
    ["Where", f.address],
  ];
}

function closing(f: VisitEmailFacts): { text: string; link?: [string, string] } {
  if (f.kind === "cancelled" || f.kind === "cancelled-by-owner")
    return {
      text: `Book another time whenever suits you, or call us at ${f.business.phone}.`,
      link: ["Book another time", f.bookUrl],
    };
  return {
    text: `Need another time? Reschedule or cancel from this link, or call us at ${f.business.phone}. The estimate is free, and nothing is owed for the visit.`,
    link: ["Reschedule or cancel", f.manageUrl],
  };
}

/** The e-mail's words, as text and HTML, around the invitation made by the caller. */
export function visitEmail(f: VisitEmailFacts, ics: VisitEmail["ics"]): VisitEmail {
  const rows = facts(f);
  const end = closing(f);
  const text = [
    opening(f),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    end.text,
    ...(end.link ? [`${end.link[0]}: ${end.link[1]}`] : []),
    "",
    f.business.name,
    f.business.phone,
    "",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(opening(f))}</p>`,
    `<table role="presentation" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
    `<p>${escapeHtml(end.text)}</p>`,
    ...(end.link ? [`<p><a href="${escapeHtml(end.link[1])}">${escapeHtml(end.link[0])}</a></p>`] : []),
    `<p>${escapeHtml(f.business.name)}<br>${escapeHtml(f.business.phone)}</p>`,
  ].join("\n");
  return { subject: subjects[f.kind](f), text, html, ics };
}

export interface VisitMailer {
  /** Sends in the background, retried; resolves once it went or was given up (logged either way). */
  send(to: string, email: VisitEmail, visitId: string): Promise<void>;
  /** Waits for the e-mails under way, then closes the connection. */
  stop(): Promise<void>;
}

export function createVisitMailer({
  smtpUrl,
  from,
  log,
  retryMs = VISIT_EMAIL_RETRY_MS,
}: {
  smtpUrl: string;
  /** The business's address (NOTIFY_EMAIL): the sender, and where a reply goes. */
  from: string;
  log: Logger;
  retryMs?: readonly number[];
}): VisitMailer {
  const mail = createRetryingMail(smtpUrl, retryMs);
  return {
    async send(to, email, visitId) {
      const { ics, ...words } = email;
      const outcome = await mail.send({
        from,
        to,
        replyTo: from,
        ...words,
        // Calendar programs read the invitation from the alternative; the attachment is for the others.
        icalEvent: { method: ics.method, filename: "estimate-visit.ics", content: ics.content },
      });
      if (outcome.sent) log({ event: "booking.visitor_email_sent", visitId, attempts: outcome.attempts });
      else
        log({
          event: "booking.visitor_email_failed",
          visitId,
          attempts: outcome.attempts,
          status: outcome.status,
          error: outcome.error,
        });
    },
    stop: () => mail.stop(),
  };
}
