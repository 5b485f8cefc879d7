import { localTime, oneLine } from "../present/index.ts";
import type { Delivery, Destination } from "../store/index.ts";
import { BUDGET_SPENT } from "./backoff.ts";
import { destinationOf } from "./destinations/index.ts";

/**
 * What became of a delivery, in the owner's words (decision 020): the notices of dead leads and of
 * an old backlog, and the Retry link's pages. The answer the lead service or the mail server gave is
 * quoted after the words, cut short and on one line: it is another system's text.
 */

/** Characters of the lead service's or mail server's answer a notice quotes. */
export const ANSWER_SHOWN_MAX = 300;

/** A length of time as an owner says it: "45 minutes", "26 hours", "3 days". */
export function durationWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (minutes < 120) return unit(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 72) return unit(hours, "hour");
  return unit(Math.round(hours / 24), "day");
}

/** The last answer as stored, without the worker's note that the budget was spent, on one line and short. */
export function answerQuoted(delivery: Pick<Delivery, "lastError" | "lastStatus">): string {
  let text = delivery.lastError ?? "";
  if (text.endsWith(BUDGET_SPENT)) text = text.slice(0, -BUDGET_SPENT.length);
  text = oneLine(text).trim();
  if (!text) return delivery.lastStatus === null ? "no answer was recorded" : `status ${delivery.lastStatus}`;
  return text.length > ANSWER_SHOWN_MAX ? `${text.slice(0, ANSWER_SHOWN_MAX)}…` : text;
}

/** True when the last answer refused the lead for good, rather than the tries running out. */
export function wasRefused(delivery: Pick<Delivery, "destination" | "lastStatus">): boolean {
  if (delivery.lastStatus === null) return false;
  return destinationOf(delivery.destination).classify(delivery.lastStatus) === "dead";
}

type DeadDelivery = Pick<
  Delivery,
  "destination" | "lastStatus" | "lastError" | "createdAt" | "deadAt" | "retriedAt" | "updatedAt"
>;

/**
 * Why a dead delivery is dead, as a sentence: "The lead service refused it (HTTP 400: …)." or "The
 * lead service did not answer for 26 hours (the last try: request failed: ECONNREFUSED)."
 */
export function deadReason(delivery: DeadDelivery): string {
  const answer = answerQuoted(delivery);
  // Tried since it was made, or since the owner last sent it again.
  const from = delivery.retriedAt ?? delivery.createdAt;
  const lasted = durationWords((delivery.deadAt ?? delivery.updatedAt).getTime() - from.getTime());
  return destinationOf(delivery.destination).words.deadReason({
    refused: wasRefused(delivery),
    unanswered: delivery.lastStatus === null,
    lasted,
    answer,
  });
}

/** Where a pending delivery stands, for the backlog notice: tried how often, the last answer, the next try. */
export function pendingState(
  delivery: Pick<Delivery, "attempts" | "lastStatus" | "lastError" | "nextAttemptAt">,
  timeZone?: string,
): string {
  if (delivery.attempts === 0) return "It has not been tried yet.";
  const tries = delivery.attempts === 1 ? "once" : `${delivery.attempts} times`;
  return `Tried ${tries}; the last answer: ${answerQuoted(delivery)}. The next try: ${localTime(delivery.nextAttemptAt, timeZone)}.`;
}

/**
 * What a destination last reported of a delivery it took, in the owner's words ("Text delivered to
 * your phone."), or null when it reported nothing (decision 049).
 */
export function receiptWords(delivery: Pick<Delivery, "destination" | "receipt">): string | null {
  const words = destinationOf(delivery.destination).words.receipt;
  return delivery.receipt && words ? words(delivery.receipt) : null;
}

/**
 * A destination named on its own, as a row or a heading: "Lead service". Its module's words
 * (destinations/), which the owner's e-mails and pages, the CLI and WordPress's Leads screen (through
 * the admin API) all show.
 */
export function destinationLabel(destination: Destination): string {
  return destinationOf(destination).words.label;
}

/** A destination inside a sentence: "has waited 3 hours for the lead service". */
export function destinationInSentence(destination: Destination): string {
  return destinationOf(destination).words.inSentence;
}
