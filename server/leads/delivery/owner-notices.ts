import { OWNER_LINK_DAYS } from "../owner/link-token.ts";
import { BUSINESS_TIME_ZONE, localTime, messageExcerpt, visitorLine } from "../present/index.ts";
import type { Delivery, Destination, EndedEpisode, Lead, LeadWithDeliveries } from "../store/index.ts";
import { RETRY_BUDGET_MS } from "./backoff.ts";
import { destinationOf } from "./destinations/index.ts";
import { LEADS_COMMAND } from "./email.ts";
import { type MailField, renderOwnerMail } from "./owner-mail.ts";
import { deadReason, destinationInSentence, durationWords, pendingState } from "./owner-wording.ts";

/**
 * The notices that tell the owner leads have stopped (decision 020): the leads whose delivery died,
 * a backlog that stays old, and a quiet spell longer than usual. Each names what happened in the
 * owner's words and what to do; each episode's end is a line in the next notice.
 */

export const RETRY_COMMAND = `${LEADS_COMMAND} retry`;
export const LIST_DEAD_COMMAND = `${LEADS_COMMAND} list --status dead`;
export const STATS_COMMAND = `${LEADS_COMMAND} stats`;

type Mail = { subject: string; text: string; html: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who a lead is, as the held digest shows it: when, which form, name, e-mail, phone, message. */
function whoFields(lead: Lead, timeZone: string): MailField[] {
  const { payload } = lead;
  const fields: MailField[] = [
    ["Received", localTime(lead.createdAt, timeZone)],
    ["Form", visitorLine(lead.formName)],
    ["Name", visitorLine(lead.name ?? payload.name) || "—"],
    ["E-mail", visitorLine(payload.email ?? lead.email) || "—"],
    ["Phone", visitorLine(payload.phone) || "—"],
  ];
  const message = messageExcerpt(payload);
  if (message) fields.push(["Message", message]);
  return fields;
}

/** "Back to normal" lines for the episodes told before that have ended since. */
export function endedLines(ended: readonly EndedEpisode[], timeZone: string = BUSINESS_TIME_ZONE): string[] {
  return ended.map(({ kind, toldAt, endedAt }) =>
    kind === "backlog"
      ? `Back to normal: since ${localTime(endedAt, timeZone)} no lead has waited long to be delivered (you were told of the wait on ${localTime(toldAt, timeZone)}).`
      : `Back to normal: leads were arriving again by ${localTime(endedAt, timeZone)}, after the quiet spell you were told of on ${localTime(toldAt, timeZone)}.`,
  );
}

export interface DeadNoticeEmailInput {
  /** Oldest received first, as the store's claim returns them. */
  leads: readonly LeadWithDeliveries[];
  /** Every lead the notice covers; more than `leads` when the list was cut. */
  total: number;
  siteName: string;
  /** Each lead's signed Retry link, by lead id; without one, the command only. */
  retryLinks?: Readonly<Record<string, string>>;
  ended?: readonly EndedEpisode[];
  timeZone?: string;
  /** LEADS_COMMAND: the command line as the owner runs it where the site runs. */
  leadsCommand?: string;
}

/** The e-mail that lists the leads whose delivery died since the last one, each with a Retry link. */
export function deadNoticeEmail({
  leads,
  total,
  siteName,
  retryLinks = {},
  ended = [],
  timeZone = BUSINESS_TIME_ZONE,
  leadsCommand = LEADS_COMMAND,
}: DeadNoticeEmailInput): Mail {
  const one = total === 1;
  const linked = leads.some(({ lead }) => Object.hasOwn(retryLinks, lead.id));
  const entries = leads.map(({ lead, deliveries }) => {
    const fields = whoFields(lead, timeZone);
    for (const delivery of deliveries.filter((d) => d.status === "dead"))
      fields.push(["What went wrong", deadReason(delivery)]);
    const command = { command: `${leadsCommand} retry ${lead.id}` };
    if (Object.hasOwn(retryLinks, lead.id)) {
      fields.push(
        ["Retry", { link: retryLinks[lead.id], words: "Send this lead again" }],
        ["Or run", command],
      );
    } else {
      fields.push(["Retry it", command]);
    }
    return fields;
  });
  const more = total > leads.length ? `…and ${total - leads.length} more, not shown here.` : null;
  return renderOwnerMail({
    subject: `${siteName}: ${plural(total, "lead", "leads")} could not be delivered`,
    intro: [
      `The ${siteName} website stopped trying to deliver ${one ? "this lead" : "these leads"}: ${one ? "it is" : "they are"} kept, but did not reach the lead service or your inbox, as said under each.`,
      `If a customer is waiting, call them. Once the cause is fixed, ${
        linked
          ? `open the Retry link and confirm (or run the command under it): the lead is sent again, once. The links work for ${OWNER_LINK_DAYS} days.`
          : "run the command under the lead: it is sent again, once."
      } If it fails again, you will be told again.`,
    ],
    entries,
    after: [
      ...(more ? [more] : []),
      { text: "The full list:", command: `${leadsCommand} list --status dead` },
      ...endedLines(ended, timeZone),
    ],
  });
}

export interface BacklogEmailInput {
  siteName: string;
  /** Deliveries pending now. */
  pending: number;
  /** The one that has waited longest. */
  oldest: { lead: Lead; delivery: Delivery };
  /** What this process can deliver to: a destination missing here is why leads wait. */
  deliverable: readonly Destination[];
  ended?: readonly EndedEpisode[];
  now: Date;
  timeZone?: string;
  /** LEADS_COMMAND: the command line as the owner runs it where the site runs. */
  leadsCommand?: string;
}

/** The e-mail that says leads have been waiting to be delivered longer than they should. */
export function backlogEmail({
  siteName,
  pending,
  oldest,
  deliverable,
  ended = [],
  now,
  timeZone = BUSINESS_TIME_ZONE,
  leadsCommand = LEADS_COMMAND,
}: BacklogEmailInput): Mail {
  const { lead, delivery } = oldest;
  const who = visitorLine(lead.name ?? lead.payload.name) || "a visitor";
  const waited = durationWords(now.getTime() - delivery.createdAt.getTime());
  const cause = deliverable.includes(delivery.destination)
    ? `Nothing is lost: the website keeps trying each lead for ${durationWords(RETRY_BUDGET_MS)} after it arrived, and a lead it gives up on comes in an e-mail of its own with a Retry link. If the lead service is down, its support may know more.`
    : destinationOf(delivery.destination).words.notSetNotice;
  return renderOwnerMail({
    subject: `${siteName}: leads are waiting to be delivered`,
    intro: [
      `${plural(pending, "delivery is", "deliveries are")} waiting on the ${siteName} website. The oldest, the ${visitorLine(lead.formName)} from ${who} received on ${localTime(lead.createdAt, timeZone)}, has waited ${waited} for ${destinationInSentence(delivery.destination)}; a lead usually goes within a minute.`,
      pendingState(delivery, timeZone),
      cause,
      `You get this once while it lasts. The website's next notice of trouble will also say when this was over.`,
    ],
    entries: [],
    after: [
      { text: "Where things stand:", command: `${leadsCommand} stats` },
      ...endedLines(ended, timeZone),
    ],
  });
}

export interface QuietEmailInput {
  siteName: string;
  siteUrl: string;
  /** The last lead received. */
  lastAt: Date;
  /** The longest time between two leads over the month before; 0 when unknown. */
  longestGapMs: number;
  /** The quiet time after which this was sent. */
  thresholdMs: number;
  ended?: readonly EndedEpisode[];
  now: Date;
  timeZone?: string;
}

/** The e-mail that says no lead has arrived for longer than is usual for the site. */
export function quietEmail({
  siteName,
  siteUrl,
  lastAt,
  longestGapMs,
  thresholdMs,
  ended = [],
  now,
  timeZone = BUSINESS_TIME_ZONE,
}: QuietEmailInput): Mail {
  const quiet = durationWords(now.getTime() - lastAt.getTime());
  return renderOwnerMail({
    subject: `${siteName}: no new leads for ${quiet}`,
    intro: [
      `The ${siteName} website has received no lead since ${localTime(lastAt, timeZone)}, ${quiet} ago. ${
        longestGapMs > 0
          ? `In the month before, the longest wait between two leads was ${durationWords(longestGapMs)}.`
          : "It had fewer than two leads in the month before."
      }`,
      `Please check that the forms work: send the contact form at ${siteUrl}/contact once, with "test" in the message. It should reach you within a minute. If it does not, visitors cannot reach you either. If it is just a quiet spell, there is nothing to do.`,
      `You get this once while it lasts (it is sent after ${durationWords(thresholdMs)} without a lead). The website's next notice of trouble will also say when this was over.`,
    ],
    entries: [],
    after: endedLines(ended, timeZone),
  });
}
