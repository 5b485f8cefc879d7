import type { PriceList } from "@shared/content/prices.ts";
import {
  ESTIMATE_ASSUMPTIONS,
  estimateCopy,
  estimateOptionLabel,
  estimateSentence,
} from "@shared/estimate/copy.ts";
import { estimateQuery, valuesOfInput } from "@shared/estimate/form.ts";
import type { Estimate } from "@shared/estimate/model.ts";
import { estimateOfBody } from "@shared/forms/estimate/lead.ts";
import type { Logger } from "../../core/log.ts";
import type { VisitorEmailCaps } from "../store/index.ts";
import { escapeHtml } from "./email.ts";
import { createRetryingMail } from "./retrying-mail.ts";
import type { VisitorEmailSkip } from "./visitor-estimate-gate.ts";

/**
 * The visitor's copy of the estimate they sent (issue 30, "Send me this estimate"), by e-mail when
 * SMTP is configured. It is made only of the server's own estimate and fixed texts: nothing the
 * visitor typed (not even their name) is in it, so nobody can use the site to e-mail an address of
 * their choice words of their own. A lead held as spam gets none.
 *
 * Sent once the lead is stored, from the process that took it, retried a few times in memory. It is
 * not a delivery row of the store: `lead_deliveries.destination` is checked to the two destinations
 * of the business (webhook, email) in both engines, and SQLite can only widen that check by rebuilding
 * the table, which an upgrade one instance at a time cannot do (migrations.test.ts); an older
 * instance would also read such a row as a destination it does not know. The business's own
 * deliveries stay durable; the visitor can always open the estimate's address again.
 *
 * Each e-mail is first claimed in the store (VisitorEmailCaps): one per address a day and a cap an
 * hour, across every instance, so the form cannot make the business's address pester a stranger. A
 * claim is kept when the mail server then refuses the e-mail: it counts what the site tried to send.
 */

/** Attempts of one visitor e-mail, and the wait before each retry. */
export const VISITOR_EMAIL_RETRY_MS = [2_000, 15_000] as const;

export interface VisitorEstimateEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the business is, as the e-mail names it. */
export interface VisitorEmailSite {
  name: string;
  phone: string;
}

/**
 * The estimate a stored lead's `estimate` object describes, priced again with `prices`; null for none.
 * Read as the lead rules read a body's estimate (shared/forms/estimate/lead.ts).
 */
export function estimateOfPayload(payload: Record<string, unknown>, prices: PriceList): Estimate | null {
  return estimateOfBody(payload, prices);
}

/** The e-mail: the range, the finish or kind, what it assumes, the terms, the business and the way back. */
export function visitorEstimateEmail(
  result: Estimate,
  site: VisitorEmailSite,
  siteUrl: string,
): VisitorEstimateEmail {
  const sentence = `${estimateSentence(result).replace(/\.$/, "")}.`;
  const option = estimateOptionLabel(result.input);
  const assumptions = ESTIMATE_ASSUMPTIONS[result.input.service];
  const link = `${siteUrl.replace(/\/+$/, "")}/estimate?${estimateQuery(valuesOfInput(result.input))}`;
  const subject = `Your concrete estimate from ${site.name}`;
  const lines = [
    `Here is the estimate you asked ${site.name} to send you:`,
    "",
    sentence,
    ...(option ? [`${estimateCopy.labels.finish} or job: ${option}.`] : []),
    "",
    `${estimateCopy.assumptionsHeading}:`,
    ...assumptions.map((line) => `- ${line}`),
    "",
    estimateCopy.terms,
    "",
    `See it again or change it: ${link}`,
    "",
    `We will call you to set up a free on-site measurement. Questions? Call ${site.name} at ${site.phone}.`,
    estimateCopy.versionLine(result.priceListVersion),
    "",
  ];
  const html = [
    `<p>Here is the estimate you asked ${escapeHtml(site.name)} to send you:</p>`,
    `<p style="font-size:18px"><strong>${escapeHtml(sentence)}</strong></p>`,
    ...(option ? [`<p>${escapeHtml(`${estimateCopy.labels.finish} or job: ${option}.`)}</p>`] : []),
    `<h2 style="font-size:15px">${escapeHtml(estimateCopy.assumptionsHeading)}</h2>`,
    `<ul>${assumptions.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(estimateCopy.terms)}</p>`,
    `<p><a href="${escapeHtml(link)}">See it again or change it</a></p>`,
    `<p>We will call you to set up a free on-site measurement. Questions? Call ${escapeHtml(site.name)} at ${escapeHtml(site.phone)}.</p>`,
    `<p style="color:#555">${escapeHtml(estimateCopy.versionLine(result.priceListVersion))}</p>`,
  ].join("\n");
  return { subject, text: lines.join("\n"), html };
}

export interface VisitorEstimateMailer {
  /**
   * Claims the e-mail to `to` in the store, then sends it in the background, retried; resolves once
   * it went, was refused a claim (logged with the reason) or was given up.
   */
  send(to: string, email: VisitorEstimateEmail, leadId: string): Promise<void>;
  /** Waits for the e-mails under way (no new retry starts), then closes the connection. */
  stop(): Promise<void>;
}

export function createVisitorEstimateMailer({
  smtpUrl,
  from,
  caps,
  log,
  retryMs = VISITOR_EMAIL_RETRY_MS,
}: {
  smtpUrl: string;
  /** The business's address (NOTIFY_EMAIL): the sender, and where a reply goes. */
  from: string;
  /** Where each e-mail is claimed first: the lead store, shared by every instance. */
  caps: Pick<VisitorEmailCaps, "claimVisitorEmail">;
  log: Logger;
  retryMs?: readonly number[];
}): VisitorEstimateMailer {
  const mail = createRetryingMail(smtpUrl, retryMs);

  /** The store's answer; a store that cannot answer sends nothing (the caps are not kept in memory). */
  async function claim(to: string, leadId: string): Promise<boolean> {
    let skipped: VisitorEmailSkip;
    let error: string | undefined;
    try {
      const grant = await caps.claimVisitorEmail({ to, now: new Date() });
      if (grant === "claimed") return true;
      skipped = grant;
    } catch (failure) {
      skipped = "store-unavailable";
      error = failure instanceof Error ? failure.message : String(failure);
    }
    log({ event: "estimate.visitor_email_skipped", leadId, reason: skipped, ...(error ? { error } : {}) });
    return false;
  }

  async function attempt(to: string, email: VisitorEstimateEmail, leadId: string) {
    if (!(await claim(to, leadId))) return;
    const outcome = await mail.send({ from, to, replyTo: from, ...email });
    if (outcome.sent) log({ event: "estimate.visitor_email_sent", leadId, attempts: outcome.attempts });
    else
      log({
        event: "estimate.visitor_email_failed",
        leadId,
        attempts: outcome.attempts,
        status: outcome.status,
        error: outcome.error,
      });
  }

  return {
    send: (to, email, leadId) => mail.track(attempt(to, email, leadId)),
    stop: () => mail.stop(),
  };
}
