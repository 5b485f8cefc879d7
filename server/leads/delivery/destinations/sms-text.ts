import { labelOf, leadServiceTypes, quoteServiceTypes } from "@shared/forms/options.ts";
import type { Lead } from "../../store/index.ts";
import { appointmentFacts } from "../appointment-invitation.ts";
import { leadDeliveryPayload } from "../lead-payload.ts";

/**
 * The owner's text for one lead (docs/decisions/049-sms-destination.md): who, what, where, the
 * estimate's range, a phone number the phone makes tappable and a signed link to the lead's page.
 * Nothing the visitor typed goes in beyond the name, cut and cleaned. Written in GSM-7 only, and at
 * most SMS_MAX_CHARS, so it is never more than two segments.
 */

/** Two GSM-7 segments of 153 characters each. */
export const SMS_MAX_CHARS = 306;
/** The longest name a text carries. */
export const SMS_NAME_MAX = 40;

/** GSM 03.38's basic set (the extension's characters cost two and are left out). */
const GSM7 = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);

const LOOKALIKES: Record<string, string> = {
  "‘": "'",
  "’": "'",
  "‚": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "–": "-",
  "—": "-",
  "‐": "-",
  "…": "...",
  "\u00a0": " ",
  "[": "(",
  "]": ")",
  "{": "(",
  "}": ")",
  "~": "-",
  "|": "/",
  "^": "",
  "\\": "/",
  "€": "EUR",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ø: "Ø",
};

/** `text` in GSM-7's basic set: look-alikes replaced, accents dropped where GSM-7 has none, the rest removed. */
export function toGsm7(text: string): string {
  let out = "";
  for (const char of text) {
    if (GSM7.has(char)) out += char;
    else if (Object.hasOwn(LOOKALIKES, char)) out += LOOKALIKES[char];
    else {
      const plain = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += [...plain].filter((c) => GSM7.has(c)).join("");
    }
  }
  return out;
}

/** The visitor's name as a text carries it: one line, no control characters, no address, at most SMS_NAME_MAX. */
export function cleanName(name: string): string {
  const text = name
    .replace(/\p{Cc}|\p{Cf}/gu, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S*/gi, " ")
    .replace(/\S+\.(?:com|net|org|info|biz|io|ru|cn|xyz|top|co|us)\b\S*/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  const gsm = toGsm7(text).replace(/\s+/g, " ").trim();
  return gsm.length > SMS_NAME_MAX ? gsm.slice(0, SMS_NAME_MAX).trimEnd() : gsm;
}

/** A US number as "(515) 555-0142", another as +digits; null when it holds too few digits. */
export function tappablePhone(phone: unknown): string | null {
  if (typeof phone !== "string") return null;
  const digits = phone.replace(/\D/g, "");
  const us = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  const international = phone.trim().startsWith("+") && !digits.startsWith("1");
  if (!international && us.length === 10 && /^[2-9]/.test(us))
    return `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`;
  if (digits.length >= 7 && digits.length <= 15) return `+${digits}`;
  return null;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

function serviceOf(payload: Record<string, unknown>): string {
  const value = text(payload.serviceType) || text(payload.service) || text(payload.projectType);
  if (!value) return "";
  const label = labelOf(quoteServiceTypes, value);
  return toGsm7(label === value ? labelOf(leadServiceTypes, value) : label).slice(0, 30);
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

function rangeOf(payload: Record<string, unknown>): string {
  const estimate = payload.estimate as { low?: unknown; high?: unknown } | undefined;
  if (!estimate || typeof estimate !== "object") return "";
  const { low, high } = estimate;
  if (typeof low !== "number" || typeof high !== "number" || !(low > 0) || !(high >= low)) return "";
  return low === high ? `est. ${dollars(low)}` : `est. ${dollars(low)}-${dollars(high)}`;
}

function placeOf(payload: Record<string, unknown>): string {
  const city = toGsm7(text(payload.city))
    .replace(/[^\p{L} .'-]/gu, "")
    .slice(0, 30)
    .trim();
  const zip = /^\d{5}(?:-\d{4})?$/.test(text(payload.zip)) ? text(payload.zip) : "";
  return [city, zip].filter(Boolean).join(" ");
}

/** Whether the visitor asked for it as soon as possible (the forms' timeline "asap"): texted at any hour. */
export function isUrgent(lead: Lead, linked: readonly Lead[] = []): boolean {
  return text(leadDeliveryPayload(lead, linked).timeline) === "asap";
}

/**
 * The text: "New lead: Jane Smith (515) 555-0142 - Driveways, Des Moines 50309, est. $4,200-$5,600
 * ref K3F9QZ7A https://…". The reference and the link are kept whole; what does not fit before them
 * is cut at the end.
 */
const VISIT_WORDS = {
  booked: "Visit booked",
  rescheduled: "Visit moved to",
  cancelled: "Visit cancelled",
  requested: "Visit requested, call to confirm,",
} as const;

export function smsText(
  lead: Lead,
  linked: readonly Lead[],
  link: string | null,
  reference: string | null = null,
): string {
  const payload = leadDeliveryPayload(lead, linked);
  const fullName = [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(" ");
  const name = cleanName(text(payload.name) || fullName || lead.name || "") || "a visitor";
  const phone = tappablePhone(payload.phone);
  const what = [serviceOf(payload), placeOf(payload), rangeOf(payload)].filter(Boolean).join(", ");
  const test = payload.is_test === true ? "TEST " : "";
  const urgent = isUrgent(lead, linked) ? "ASAP " : "";
  // A booked visit (issue 41) is named by its state and time: "Visit booked Mon Nov 30, 8-10 AM: …".
  const visit = appointmentFacts(payload);
  const opening = visit ? `${VISIT_WORDS[visit.status]} ${toGsm7(visit.label)}:` : "New lead:";
  let head = `${test}${urgent}${opening} ${name}${phone ? ` ${phone}` : ""}${what ? ` - ${what}` : ""}`;
  // The delivery's reference (sms-sent.ts) says, after a crash, whether this text already went.
  const tail = `${reference ? ` ref ${toGsm7(reference)}` : ""}${link ? ` ${toGsm7(link)}` : ""}`;
  const room = SMS_MAX_CHARS - tail.length;
  if (head.length > room) head = `${head.slice(0, Math.max(0, room - 3)).trimEnd()}...`;
  return `${head}${tail}`.slice(0, SMS_MAX_CHARS);
}
