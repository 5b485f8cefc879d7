import { DESTINATION_LIST } from "./delivery/index.ts";
import type { LeadWithDeliveries } from "./store/index.ts";

/** The export's columns before the destinations' own. */
const FIRST_COLUMNS = [
  "id",
  "received_at",
  "form_type",
  "form_name",
  "name",
  "email",
  "phone",
  "service",
  "message",
  "page_url",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "referrer",
  "spam",
] as const;

/** The columns after the first destinations' own. */
const LATER_COLUMNS = [
  // Added with decision 006, at the end so spreadsheets reading columns by position keep working.
  "spam_reason",
  "released_at",
  // Added with issue 40, at the end too: where the job is, what it may cost and when, and which rows
  // are one visitor's submission (a two-step form's steps, the quote page's two posts) that share
  // the first one's id, each row keeping what its step sent.
  "address",
  "city",
  "zip",
  "budget",
  "timeline",
  "submission_id",
] as const;

type Column = (typeof FIRST_COLUMNS)[number] | (typeof LATER_COLUMNS)[number];

/**
 * Destinations whose status columns stand between `spam` and `spam_reason`, where the lead service's
 * and the e-mail's always have: a spreadsheet reading columns by position keeps working, so a
 * destination added to the registry later gets its column at the end (docs/decisions/048).
 */
const DESTINATIONS_IN_PLACE = 2;
const destinationColumns = DESTINATION_LIST.map((destination) => destination.words.csvColumn);

/** The export's columns, in order; the business opens the file in a spreadsheet. */
export const LEAD_CSV_COLUMNS: readonly string[] = [
  ...FIRST_COLUMNS,
  ...destinationColumns.slice(0, DESTINATIONS_IN_PLACE),
  ...LATER_COLUMNS,
  ...destinationColumns.slice(DESTINATIONS_IN_PLACE),
];

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): the four
// signs, in their full-width (＝) and small (﹦) forms too, which some spreadsheets read as the sign,
// and a tab or a line break. Before a sign, whatever a spreadsheet may skip or not show is looked
// past: spaces (the full-width one too) and the invisible characters (zero-width space and joiners,
// word joiner, byte-order mark, soft hyphen).
const FORMULA_START =
  /^(?:[\t\r\n]|[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66\uFE6B])/;

/** One RFC 4180 field: formulas neutralised with a leading ', quoted when it holds a quote, comma or line break. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export function leadCsvHeader(): string {
  return csvRecord(LEAD_CSV_COLUMNS);
}

export function leadCsvRecord(row: LeadWithDeliveries): string {
  const cells: Record<string, string> = { ...leadCsvCells(row), ...destinationCells(row) };
  return csvRecord(LEAD_CSV_COLUMNS.map((column) => cells[column]));
}

/** Each destination's column: the status of the lead's delivery there, or empty when it has none. */
function destinationCells({ deliveries }: LeadWithDeliveries): Record<string, string> {
  return Object.fromEntries(
    DESTINATION_LIST.map((destination) => [
      destination.words.csvColumn,
      deliveries.find((delivery) => delivery.destination === destination.id)?.status ?? "",
    ]),
  );
}

// Forms name the same thing differently (the quote form's projectDescription, the two-step form's
// notes...), so each column takes the first field a form fills.
function leadCsvCells({ lead }: LeadWithDeliveries): Record<Column, string> {
  const payload = lead.payload;
  const campaign = asRecord(payload.utm_params);
  // A lead service's payload may send the address as an object of its parts.
  const place = asRecord(payload.address);
  const field = (...keys: string[]) => firstText(keys.map((key) => payload[key]));
  const campaignField = (key: string) => firstText([campaign[key], payload[key]]);
  return {
    id: lead.id,
    received_at: lead.createdAt.toISOString(),
    form_type: lead.formType,
    form_name: lead.formName,
    name: firstText([lead.name, payload.name]),
    email: firstText([payload.email, lead.email]),
    phone: field("phone"),
    service: field("serviceType", "service", "productType"),
    message: field("message", "projectDescription", "description", "notes"),
    page_url: field("page_url"),
    utm_source: campaignField("utm_source"),
    utm_medium: campaignField("utm_medium"),
    utm_campaign: campaignField("utm_campaign"),
    utm_content: campaignField("utm_content"),
    utm_term: campaignField("utm_term"),
    referrer: campaignField("referrer"),
    spam: lead.spam ? "yes" : "no",
    spam_reason: lead.spamReason ?? "",
    released_at: lead.releasedAt?.toISOString() ?? "",
    address: firstText([payload.address, place.street, place.address, place.line1]),
    city: firstText([payload.city, place.city]),
    zip: firstText([
      payload.zip,
      payload.zipCode,
      payload.postalCode,
      place.zip,
      place.zipCode,
      place.postalCode,
    ]),
    budget: field("budget"),
    timeline: field("timeline"),
    submission_id: lead.linkedLeadId ?? lead.id,
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function firstText(values: unknown[]): string {
  for (const value of values) {
    if (typeof value === "string" && value.trim() !== "") return value;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
  }
  return "";
}
