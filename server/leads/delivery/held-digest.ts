import type { Logger } from "../../core/log.ts";
import { startPeriodic } from "../../core/periodic.ts";
import { OWNER_LINK_DAYS } from "../owner/link-token.ts";
import type { OwnerLinks } from "../owner/links.ts";
import {
  BUSINESS_TIME_ZONE,
  EXCERPT_CHARS,
  localDayAndHour,
  localTime,
  messageExcerpt,
  reasonText,
  visitorLine,
} from "../present/index.ts";
import { HELD_DIGEST_LIMIT, type HeldDigests, type Lead, type OwnerDesk } from "../store/index.ts";
import { createMailTransport, LEADS_COMMAND } from "./email.ts";
import { type MailField, renderOwnerMail } from "./owner-mail.ts";

/**
 * The daily e-mail that tells the owner what the spam guard held (decision 006), so a customer
 * held by mistake is seen and released rather than lost. Every server process checks; the store's
 * claim lets one of them send it, at most once a day, and none when nothing was held.
 */

/** How often each process asks whether the day's digest is due. */
export const HELD_DIGEST_CHECK_MS = 15 * 60_000;
/** The digest goes out at the first check at or after this local hour: the start of the working day. */
export const HELD_DIGEST_HOUR = 7;
/** Characters of a held lead's message the digest quotes: enough to tell a customer from spam. */
export const HELD_EXCERPT_CHARS = EXCERPT_CHARS;
export const RELEASE_COMMAND = `${LEADS_COMMAND} release`;
export const LIST_HELD_COMMAND = `${LEADS_COMMAND} list --status spam`;

function leadFields(lead: Lead, timeZone: string, releaseCommand: string, releaseUrl?: string): MailField[] {
  const { payload } = lead;
  const fields: MailField[] = [
    ["Received", localTime(lead.createdAt, timeZone)],
    ["Form", visitorLine(lead.formName)],
    ["Name", visitorLine(lead.name ?? payload.name) || "—"],
    ["E-mail", visitorLine(payload.email ?? lead.email) || "—"],
    ["Phone", visitorLine(payload.phone) || "—"],
    ["Held because", reasonText(lead.spamReason)],
  ];
  const message = messageExcerpt(payload);
  if (message) fields.push(["Message", message]);
  const command = { command: `${releaseCommand} ${lead.id}` };
  if (releaseUrl) {
    fields.push(["Release", { link: releaseUrl, words: "Release this lead" }], ["Or run", command]);
  } else {
    fields.push(["Release it", command]);
  }
  return fields;
}

export interface HeldDigestEmailInput {
  /** Newest first, as the store's claim returns them. */
  leads: readonly Lead[];
  /** Every lead the digest covers; more than `leads` when the list was cut. */
  total: number;
  day: string;
  siteName: string;
  /** LEADS_COMMAND: the command line as the owner runs it where the site runs. */
  leadsCommand?: string;
  /** Each lead's signed Release link, by lead id (decision 017); without one, the command only. */
  releaseLinks?: Readonly<Record<string, string>>;
  timeZone?: string;
}

export function heldDigestEmail({
  leads,
  total,
  day,
  siteName,
  leadsCommand = LEADS_COMMAND,
  releaseLinks = {},
  timeZone = BUSINESS_TIME_ZONE,
}: HeldDigestEmailInput): { subject: string; text: string; html: string } {
  const releaseCommand = `${leadsCommand} release`;
  const linked = leads.some((lead) => Object.hasOwn(releaseLinks, lead.id));
  const subject = `${total} ${total === 1 ? "submission" : "submissions"} held as spam on ${day}`;
  const intro = [
    `The ${siteName} website held ${total === 1 ? "this submission" : "these submissions"} as spam since the last summary: stored, but not sent to the lead service or to you.`,
    linked
      ? `If one is a customer, open its Release link and confirm (or run the command under it): it is then delivered like any other lead, once. The links work for ${OWNER_LINK_DAYS} days.`
      : "If one is a customer, run the command under it: it is then delivered like any other lead, once.",
  ];
  const more = total > leads.length ? `…and ${total - leads.length} more, not shown here.` : null;
  return renderOwnerMail({
    subject,
    intro,
    entries: leads.map((lead) =>
      leadFields(
        lead,
        timeZone,
        releaseCommand,
        Object.hasOwn(releaseLinks, lead.id) ? releaseLinks[lead.id] : undefined,
      ),
    ),
    after: [
      ...(more ? [more] : []),
      { text: "The full list:", command: `${leadsCommand} list --status spam` },
    ],
  });
}

export interface HeldDigestOptions {
  store: HeldDigests;
  smtpUrl: string;
  /** NOTIFY_EMAIL: the recipient, and the sender as for lead e-mails. */
  to: string;
  log: Logger;
  siteName: string;
  timeZone?: string;
  /** Local hour from which the day's digest is sent. */
  hour?: number;
  checkEveryMs?: number;
  now?: () => Date;
  /** Signs each held lead's Release link; without it the e-mail gives the command only. */
  links?: OwnerLinks;
  /** LEADS_COMMAND: the command line as the owner runs it where the site runs. */
  leadsCommand?: string;
}

/** Each lead's Release link, by id. */
async function releaseLinksOf(leads: readonly Lead[], links: OwnerLinks | undefined, now: Date) {
  if (!links) return {};
  const entries = await Promise.all(
    leads.map(async (lead) => [lead.id, await links.url("release", lead.id, now)] as const),
  );
  return Object.fromEntries(entries);
}

export interface HeldDigestNow {
  store: Pick<OwnerDesk, "findLeads">;
  smtpUrl: string;
  to: string;
  siteName: string;
  links?: OwnerLinks;
  timeZone?: string;
  now?: Date;
  /** LEADS_COMMAND: the command line as the owner runs it where the site runs. */
  leadsCommand?: string;
}

/**
 * `npm run leads -- digest`: the summary of every lead held now, sent at once, for an owner who
 * wants it on demand. It lists what is held, whether or not a daily digest listed it, and changes
 * nothing the daily digest does. Answers how many it listed and how many are held.
 */
export async function sendHeldDigestNow({
  store,
  smtpUrl,
  to,
  siteName,
  links,
  timeZone = BUSINESS_TIME_ZONE,
  now = new Date(),
  leadsCommand,
}: HeldDigestNow): Promise<{ listed: number; total: number }> {
  const held = await store.findLeads({ status: "held", limit: HELD_DIGEST_LIMIT });
  if (held.total === 0) return { listed: 0, total: 0 };
  const leads = held.rows.map((row) => row.lead);
  const message = heldDigestEmail({
    leads,
    total: held.total,
    day: localDayAndHour(now, timeZone).day,
    siteName,
    timeZone,
    releaseLinks: await releaseLinksOf(leads, links, now),
    leadsCommand,
  });
  const transport = createMailTransport(smtpUrl);
  try {
    await transport.sendMail({ from: to, to, ...message });
  } finally {
    transport.close();
  }
  return { listed: leads.length, total: held.total };
}

export interface HeldDigestJob {
  /** One check now (a check already under way is awaited, not repeated). */
  runOnce(): Promise<void>;
  /** Stops checking and waits for a check under way. */
  stop(): Promise<void>;
}

export function startHeldDigest({
  store,
  smtpUrl,
  to,
  log,
  siteName,
  timeZone = BUSINESS_TIME_ZONE,
  hour = HELD_DIGEST_HOUR,
  checkEveryMs = HELD_DIGEST_CHECK_MS,
  now = () => new Date(),
  links,
  leadsCommand,
}: HeldDigestOptions): HeldDigestJob {
  const transport = createMailTransport(smtpUrl);

  async function check(): Promise<void> {
    const at = now();
    const local = localDayAndHour(at, timeZone);
    if (local.hour < hour) return;
    const { day } = local;
    try {
      const digest = await store.claimHeldDigest({ day, now: at });
      if (!digest) return;
      let error: string | null = null;
      try {
        const releaseLinks = await releaseLinksOf(digest.leads, links, at);
        const message = heldDigestEmail({ ...digest, siteName, timeZone, releaseLinks, leadsCommand });
        await transport.sendMail({ from: to, to, ...message });
      } catch (sendError) {
        error = (sendError as Error).message;
      }
      // Not sent: the claim is undone and the next check (here or in another process) tries again.
      await store.finishHeldDigest({ day, sent: error === null, now: now() });
      log(
        error === null
          ? { event: "held_digest.sent", day, count: digest.total }
          : { event: "held_digest.failed", day, count: digest.total, error },
      );
    } catch (storeError) {
      log({ event: "held_digest.failed", day, error: (storeError as Error).message });
    }
  }

  const periodic = startPeriodic(check, checkEveryMs);
  return {
    runOnce: periodic.runOnce,
    async stop() {
      await periodic.stop();
      transport.close();
    },
  };
}
