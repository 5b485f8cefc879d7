import { destinationOf, LEADS_COMMAND, receiptWords } from "./delivery/index.ts";
import { oneLine, shownValue } from "./present/index.ts";
import {
  DELIVERY_STATUSES,
  DESTINATIONS,
  type Delivery,
  type DeliveryReceipt,
  type EstimateCount,
  type Lead,
  type LeadDetail,
  type LeadWithDeliveries,
  type StoreStats,
} from "./store/index.ts";

/** How the operator CLI shows leads in a terminal: plain text, one screen-friendly view per command. */

// A visitor typed these fields: control characters (escape sequences) must not reach the terminal.
const CONTROL = /(?!\n)\p{Cc}/gu;

function clip(value: string, width: number): string {
  return value.length > width ? `${value.slice(0, width - 1)}…` : value;
}

export function formatWhen(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const units: [number, string][] = [
    [86_400, "d"],
    [3_600, "h"],
    [60, "min"],
    [1, "s"],
  ];
  const parts: string[] = [];
  let rest = seconds;
  for (const [size, unit] of units) {
    if (rest >= size || (size === 1 && parts.length === 0)) {
      parts.push(`${Math.floor(rest / size)} ${unit}`);
      rest %= size;
    }
    if (parts.length === 2) break;
  }
  return parts.join(" ");
}

function deliverySummary({ lead, deliveries }: LeadWithDeliveries): string {
  if (deliveries.length > 0)
    return deliveries
      .map((d) => `${d.destination} ${d.status}${d.receipt ? ` (${receiptShort(d.receipt)})` : ""}`)
      .join(", ");
  return lead.linkedLeadId ? `sent with ${lead.linkedLeadId.slice(0, 8)}` : "none";
}

/** The list's SPAM column: held with its reason, released, or no. */
function spamCell(lead: Lead): string {
  if (lead.spam) return `held: ${oneLine(lead.spamReason ?? "flagged")}`;
  if (lead.markedSpamAt) return "marked by the owner";
  return lead.releasedAt ? "released" : "no";
}

/** The detail's Spam line: whether it is held, why, and what to do about it. */
function spamLine(lead: Lead, leadsCommand: string): string {
  const reason = lead.spamReason ?? "flagged";
  if (lead.spam) return `held (${reason}): not delivered; ${leadsCommand} release ${lead.id} delivers it`;
  return lead.releasedAt ? `no, released (was held: ${reason})` : "no";
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return `${[header, ...rows].map(line).join("\n")}\n`;
}

export function leadTable(rows: LeadWithDeliveries[]): string {
  if (rows.length === 0) return "No leads.\n";
  return table(
    ["ID", "RECEIVED", "FORM", "NAME", "EMAIL", "SPAM", "DELIVERIES"],
    rows.map((row) => [
      row.lead.id,
      formatWhen(row.lead.createdAt),
      clip(oneLine(row.lead.formName), 28),
      clip(oneLine(row.lead.name ?? ""), 24),
      clip(oneLine(row.lead.email ?? ""), 32),
      spamCell(row.lead),
      deliverySummary(row),
    ]),
  );
}

/** Characters of a field's name the detail shows; a made-up name can be any length. */
const LABEL_MAX = 40;

/** `label  value`, a multi-line value indented under its first line. */
function fieldLines(rawFields: [string, string][], indent = "  "): string {
  // A field's name is a visitor's text too: one line, no escape sequences, not too wide.
  const fields = rawFields.map(([label, value]): [string, string] => [
    clip(oneLine(label), LABEL_MAX),
    value,
  ]);
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields
    .map(([label, value]) => {
      const lines = value.replace(/\r\n/g, "\n").replace(CONTROL, " ").split("\n");
      const pad = `${indent}${" ".repeat(width + 2)}`;
      return `${indent}${label.padEnd(width)}  ${lines.join(`\n${pad}`)}`.trimEnd();
    })
    .join("\n");
}

/** A row per field; an object field (utm_params) gives `field.key` rows, one level down and no further. */
function payloadFields(payload: Record<string, unknown>): [string, string][] {
  return Object.entries(payload).flatMap(([key, value]): [string, string][] => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.entries(value).map(([inner, item]): [string, string] => [
        `${key}.${inner}`,
        shownValue(item),
      ]);
    }
    return [[key, shownValue(value)]];
  });
}

/** A destination's last report, short: "undelivered 30003". */
const receiptShort = ({ status, errorCode }: DeliveryReceipt) =>
  errorCode ? `${status} ${errorCode}` : status;

/** What a parked delivery waits for: its destination's setting, then a restart. */
const settingOf = (delivery: Delivery) =>
  `${destinationOf(delivery.destination).words.setting} to be set, then a restart`;

function deliveryFields(delivery: Delivery): [string, string][] {
  const fields: [string, string][] = [
    ["Status", delivery.status],
    ["Attempts", String(delivery.attempts)],
  ];
  if (delivery.status === "pending") fields.push(["Next attempt", formatWhen(delivery.nextAttemptAt)]);
  if (delivery.status === "parked") fields.push(["Waits for", settingOf(delivery)]);
  if (delivery.deliveredAt) fields.push(["Delivered", formatWhen(delivery.deliveredAt)]);
  if (delivery.lastStatus != null) fields.push(["Last HTTP status", String(delivery.lastStatus)]);
  if (delivery.lastError) fields.push(["Last error", delivery.lastError]);
  const reported = receiptWords(delivery);
  if (delivery.receipt)
    fields.push([
      "Reported",
      `${receiptShort(delivery.receipt)} on ${formatWhen(delivery.receipt.at)}${reported ? `: ${reported}` : ""}`,
    ]);
  return fields;
}

/** One lead in full; `leadsCommand` (LEADS_COMMAND) names the command line in what to do. */
export function leadDetail(
  { lead, deliveries, attempts, linked }: LeadDetail,
  leadsCommand: string = LEADS_COMMAND,
): string {
  const sections = [
    `Lead ${lead.id}`,
    fieldLines([
      ["Received", formatWhen(lead.createdAt)],
      ["Form", `${lead.formName} (${lead.formType}, endpoint ${lead.endpoint})`],
      ["Name", lead.name ?? ""],
      ["Email", lead.email ?? ""],
      ["Spam", spamLine(lead, leadsCommand)],
      ...(lead.releasedAt ? [["Released", formatWhen(lead.releasedAt)] as [string, string]] : []),
      ...(lead.markedSpamAt
        ? [
            [
              "Marked as spam",
              `${formatWhen(lead.markedSpamAt)} by the owner (a record only; ${leadsCommand} release ${lead.id} removes it)`,
            ] as [string, string],
          ]
        : []),
      ...(lead.linkedLeadId ? [["Linked to lead", lead.linkedLeadId] as [string, string]] : []),
      ["Idempotency key", lead.idempotencyKey ?? ""],
      ["User agent", lead.userAgent ?? ""],
    ]),
    "\nSubmitted fields",
    fieldLines(payloadFields(lead.payload)),
    ...linked.flatMap((other) => [
      `\nLinked submission ${other.id}`,
      fieldLines([
        ["Received", formatWhen(other.createdAt)],
        ["Form", `${other.formName} (${other.formType}, endpoint ${other.endpoint})`],
      ]),
      fieldLines(payloadFields(other.payload)),
    ]),
    "\nDeliveries",
    deliveries.length === 0
      ? "  none"
      : deliveries
          .map((d) => `  ${d.destination} (${d.id})\n${fieldLines(deliveryFields(d), "    ")}`)
          .join("\n"),
    "\nAttempts",
    attempts.length === 0
      ? "  none"
      : table(
          ["WHEN", "DESTINATION", "OUTCOME", "HTTP", "MS", "WORKER", "ERROR"],
          attempts.map((a) => [
            formatWhen(a.startedAt),
            deliveries.find((d) => d.id === a.deliveryId)?.destination ?? a.deliveryId,
            a.outcome,
            a.statusCode == null ? "-" : String(a.statusCode),
            String(a.durationMs),
            a.workerId,
            oneLine(a.error ?? ""),
          ]),
        )
          .trimEnd()
          .replace(/^/gm, "  "),
  ];
  return `${sections.join("\n")}\n`;
}

/** The instant estimates shown and sent per service, for the last 7 and 30 days (as the dashboard widget). */
export function estimatesView(week: readonly EstimateCount[], month: readonly EstimateCount[]): string {
  const rows = month.map((row) => {
    const inWeek = week.find((other) => other.service === row.service);
    return [
      row.service,
      String(inWeek?.shown ?? 0),
      String(inWeek?.sent ?? 0),
      String(row.shown),
      String(row.sent),
    ];
  });
  return `${table(["ESTIMATES", "SHOWN 7D", "SENT 7D", "SHOWN 30D", "SENT 30D"], rows).trimEnd()}\n`;
}

export function statsView(stats: StoreStats): string {
  const rows = DESTINATIONS.map((destination) => [
    destination,
    ...DELIVERY_STATUSES.map((status) => String(stats.byDestination[destination][status])),
  ]);
  rows.push(["total", ...DELIVERY_STATUSES.map((status) => String(stats.deliveries[status]))]);
  const oldest = stats.oldestPendingAt
    ? `${formatAge(stats.oldestPendingAgeMs)} (since ${formatWhen(stats.oldestPendingAt)})`
    : "nothing pending";
  return [
    `Leads: ${stats.leads} (${stats.spamLeads} spam)`,
    "",
    table(["DELIVERIES", ...DELIVERY_STATUSES.map((s) => s.toUpperCase())], rows).trimEnd(),
    "",
    `Oldest pending delivery: ${oldest}`,
    "",
  ].join("\n");
}
