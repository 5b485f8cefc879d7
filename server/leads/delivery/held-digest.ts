import type { Logger } from "../../core/log.ts";
import { OWNER_LINK_DAYS } from "../owner/link-token.ts";
import type { OwnerLinks } from "../owner/links.ts";
import { BUSINESS_TIME_ZONE, localDayAndHour, localTime, oneLine, reasonText } from "../present/index.ts";
import type { HeldDigests, Lead, OwnerDesk } from "../store/types.ts";
import { HELD_DIGEST_LIMIT } from "../store/types.ts";
import { createMailTransport, escapeHtml } from "./email.ts";

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
export const HELD_EXCERPT_CHARS = 200;
export const RELEASE_COMMAND = "npm run leads -- release";
export const LIST_HELD_COMMAND = "npm run leads -- list --status spam";

// A visitor typed these: on one line, so a name or message cannot fake a line of the e-mail
// (a "Release:" line with another command, say).
const line = (value: unknown): string => (typeof value === "string" ? oneLine(value) : "");

function excerpt(payload: Record<string, unknown>): string {
  for (const key of ["message", "notes", "projectDescription"]) {
    const text = line(payload[key]);
    if (text) return text.length > HELD_EXCERPT_CHARS ? `${text.slice(0, HELD_EXCERPT_CHARS)}…` : text;
  }
  return "";
}

type Field = [label: string, value: string];

const RELEASE_LINK = "Release";

function leadFields(lead: Lead, timeZone: string, releaseCommand: string, releaseUrl?: string): Field[] {
  const { payload } = lead;
  const fields: Field[] = [
    ["Received", localTime(lead.createdAt, timeZone)],
    ["Form", line(lead.formName)],
    ["Name", line(lead.name ?? payload.name) || "—"],
    ["E-mail", line(payload.email ?? lead.email) || "—"],
    ["Phone", line(payload.phone) || "—"],
    ["Held because", reasonText(lead.spamReason)],
  ];
  const message = excerpt(payload);
  if (message) fields.push(["Message", message]);
  if (releaseUrl) {
    fields.push([RELEASE_LINK, releaseUrl], ["Or run", `${releaseCommand} ${lead.id}`]);
  } else {
    fields.push(["Release it", `${releaseCommand} ${lead.id}`]);
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
  /** The command that releases one, followed by its id. */
  releaseCommand?: string;
  /** Each lead's signed Release link, by lead id (decision 017); without one, the command only. */
  releaseLinks?: Readonly<Record<string, string>>;
  timeZone?: string;
}

export function heldDigestEmail({
  leads,
  total,
  day,
  siteName,
  releaseCommand = RELEASE_COMMAND,
  releaseLinks = {},
  timeZone = BUSINESS_TIME_ZONE,
}: HeldDigestEmailInput): { subject: string; text: string; html: string } {
  const linked = leads.some((lead) => Object.hasOwn(releaseLinks, lead.id));
  const subject = `${total} ${total === 1 ? "submission" : "submissions"} held as spam on ${day}`;
  const intro = [
    `The ${siteName} website held ${total === 1 ? "this submission" : "these submissions"} as spam since the last summary: stored, but not sent to the lead service or to you.`,
    linked
      ? `If one is a customer, open its Release link and confirm (or run the command under it): it is then delivered like any other lead, once. The links work for ${OWNER_LINK_DAYS} days.`
      : "If one is a customer, run the command under it: it is then delivered like any other lead, once.",
  ];
  const more = total > leads.length ? `…and ${total - leads.length} more, not shown here.` : null;
  const full = `The full list: ${LIST_HELD_COMMAND}`;
  const entries = leads.map((lead) =>
    leadFields(
      lead,
      timeZone,
      releaseCommand,
      Object.hasOwn(releaseLinks, lead.id) ? releaseLinks[lead.id] : undefined,
    ),
  );

  const text = [
    subject,
    "",
    ...intro,
    "",
    ...entries.flatMap((fields, i) => [
      ...fields.map(([label, value], j) => `${j === 0 ? `${i + 1}.` : "  "} ${label}: ${value}`),
      "",
    ]),
    ...(more ? [more] : []),
    full,
    "",
  ].join("\n");

  const shown = ([label, value]: Field) => {
    if (label === RELEASE_LINK) return `<a href="${escapeHtml(value)}">Release this lead</a>`;
    if (label === "Release it" || label === "Or run") return `<code>${escapeHtml(value)}</code>`;
    return escapeHtml(value);
  };
  const cell = (field: Field) =>
    `<tr><th align="left" style="padding-right:12px">${escapeHtml(field[0])}</th><td>${shown(field)}</td></tr>`;
  const html = [
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<ol>${entries.map((fields) => `<li><table>${fields.map(cell).join("")}</table></li>`).join("")}</ol>`,
    ...(more ? [`<p>${escapeHtml(more)}</p>`] : []),
    `<p>The full list: <code>${escapeHtml(LIST_HELD_COMMAND)}</code></p>`,
  ].join("\n");

  return { subject, text, html };
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
}: HeldDigestOptions): HeldDigestJob {
  const transport = createMailTransport(smtpUrl);
  let running: Promise<void> | null = null;
  let stopped = false;

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
        const message = heldDigestEmail({ ...digest, siteName, timeZone, releaseLinks });
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

  function runOnce(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void runOnce(), checkEveryMs);
  timer.unref?.();
  // A server started after 7 AM sends the day's digest now rather than at its first interval.
  const first = setTimeout(() => void runOnce(), 0);
  first.unref?.();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
      transport.close();
    },
  };
}
