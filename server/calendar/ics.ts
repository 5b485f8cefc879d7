/**
 * The estimate visits written as iCalendar (RFC 5545), for the owner's calendar and the visitor's
 * (issue 41): one visit as an e-mail invitation (METHOD:REQUEST, or CANCEL once it is cancelled),
 * and all of them as the feed the owner subscribes to. Pure: no clock, no I/O.
 *
 * Times are written in UTC ("Z" form), not with TZID=America/Chicago and a VTIMEZONE: a visit is one
 * instance, never a recurring one, so a zone would change nothing about when it is, while a
 * VTIMEZONE is rules to keep right by hand (DST has changed before). Every calendar shows a UTC time
 * in its own zone, so the owner and the visitor each see the local time of the visit.
 *
 * Lines end in CRLF and are folded at 75 octets, never inside a UTF-8 character; TEXT values escape
 * `\`, `;`, `,` and newlines. A visit keeps one UID, so an update (a higher SEQUENCE) or a
 * cancellation replaces the event a calendar already has.
 */

export interface VisitForCalendar {
  id: string;
  start: Date;
  end: Date;
  status: "booked" | "cancelled";
  /** 0 when booked; one more at each change (moved, cancelled). */
  sequence: number;
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  message?: string;
  updatedAt: Date;
}

export interface InvitationOptions {
  /** The visitor's copy says what the visit is and whom to call; only the owner's holds the visitor's details. */
  audience: "visitor" | "owner";
  businessName: string;
  businessEmail: string;
  businessPhone: string;
  siteUrl: string;
}

export interface FeedOptions {
  businessName: string;
  siteUrl: string;
  now: Date;
}

const CRLF = "\r\n";
/** How often a subscribed calendar is asked to read the feed again. */
export const FEED_REFRESH = "PT15M";

/** Control characters a calendar line must not hold (TAB and newlines are dealt with apart). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters taken out.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** A parameter value (RFC 5545 3.2): quoted, without the double quotes and controls it cannot hold. */
function paramValue(value: string): string {
  return `"${value.replace(CONTROL, "").replace(/[\r\n\t"]/g, " ")}"`;
}

/** A `mailto:` address, or null for one that is not plainly an e-mail address. */
function mailto(address: string): string | null {
  const trimmed = address.trim();
  return /^[^\s"<>;:,\\@]+@[^\s"<>;:,\\@]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** One content line folded at 75 octets (RFC 5545 3.1): the next lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    if (octets + size > 75) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** `20261102T150000Z`. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** The lines of a calendar object, each folded, each ended by CRLF. */
function serialize(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join("");
}

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** The visit's UID: the same for every version and every copy of it. */
export function visitUid(visit: Pick<VisitForCalendar, "id">, siteUrl: string): string {
  return `visit-${visit.id.replace(/[^A-Za-z0-9._-]/g, "-")}@${hostOf(siteUrl)}`;
}

/** Where the visit is: the job's address. */
export function visitLocation(visit: VisitForCalendar): string {
  return [visit.address, visit.city, `IA ${visit.zip}`.trim()]
    .map((part) => part.trim())
    .filter((part) => part && part !== "IA")
    .join(", ");
}

export function ownerSummary(visit: VisitForCalendar): string {
  return `Estimate: ${visit.name}, ${visit.address}, ${visit.city}`;
}

export function visitorSummary(businessName: string): string {
  return `Free on-site estimate — ${businessName}`;
}

/** What the owner needs to call the visitor back: name, phone, e-mail and their message. */
function ownerDescription(visit: VisitForCalendar): string {
  const lines = [`Name: ${visit.name}`, `Phone: ${visit.phone}`, `E-mail: ${visit.email}`];
  if (visit.message?.trim()) lines.push("", "Message:", visit.message.trim());
  return lines.join("\n");
}

function visitorDescription(visit: VisitForCalendar, options: InvitationOptions): string {
  const lines =
    visit.status === "cancelled"
      ? [`This free on-site estimate with ${options.businessName} is cancelled.`]
      : [`${options.businessName} comes to look at the job and give you a price, free of charge.`];
  lines.push(
    `To change the time or ask a question: ${options.businessPhone}, ${options.businessEmail}.`,
    options.siteUrl,
  );
  return lines.join("\n");
}

/** The VEVENT lines both the invitation and the feed share. */
function eventLines(
  visit: VisitForCalendar,
  siteUrl: string,
  stamp: Date,
  summary: string,
  description: string,
) {
  return [
    `UID:${visitUid(visit, siteUrl)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(visit.start)}`,
    `DTEND:${utcStamp(visit.end)}`,
    `SEQUENCE:${Math.max(0, Math.floor(visit.sequence))}`,
    `STATUS:${visit.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    `LAST-MODIFIED:${utcStamp(visit.updatedAt)}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(visitLocation(visit))}`,
    `DESCRIPTION:${escapeText(description)}`,
    "TRANSP:OPAQUE",
  ];
}

function calendarStart(businessName: string, method: string): string[] {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(businessName.replace(/\//g, " "))}//Estimate visits//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
  ];
}

/**
 * One visit as an invitation for an e-mail attachment (`.ics`, text/calendar; method=REQUEST or
 * CANCEL): the visitor's copy, or the owner's with the visitor's details.
 */
export function visitInvitation(visit: VisitForCalendar, options: InvitationOptions): string {
  const owner = options.audience === "owner";
  const summary = owner ? ownerSummary(visit) : visitorSummary(options.businessName);
  const description = owner ? ownerDescription(visit) : visitorDescription(visit, options);
  const lines = [
    ...calendarStart(options.businessName, visit.status === "cancelled" ? "CANCEL" : "REQUEST"),
    "BEGIN:VEVENT",
    ...eventLines(visit, options.siteUrl, visit.updatedAt, summary, description),
    `URL:${options.siteUrl.replace(CONTROL, "").replace(/\s/g, "")}`,
  ];
  const organizer = mailto(options.businessEmail);
  if (organizer) lines.push(`ORGANIZER;CN=${paramValue(options.businessName)}:${organizer}`);
  const attendee = mailto(visit.email);
  if (attendee) {
    lines.push(
      `ATTENDEE;CN=${paramValue(visit.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${attendee}`,
    );
  }
  lines.push("END:VEVENT", "END:VCALENDAR");
  return serialize(lines);
}

/** The owner's subscribed feed: every visit given, with the visitor's details, for the owner alone. */
export function visitsFeed(visits: VisitForCalendar[], options: FeedOptions): string {
  const name = `${options.businessName} — estimate visits`;
  const lines = [
    ...calendarStart(options.businessName, "PUBLISH"),
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-CALDESC:${escapeText(`Free on-site estimates booked on ${options.siteUrl}`)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ];
  for (const visit of visits) {
    lines.push(
      "BEGIN:VEVENT",
      ...eventLines(visit, options.siteUrl, options.now, ownerSummary(visit), ownerDescription(visit)),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return serialize(lines);
}
