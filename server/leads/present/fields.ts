import { fieldLabel } from "@shared/forms/field-labels.ts";
import { shownValue } from "./shown-value.ts";

/** The fields that say where the visitor came from (the campaign), shown after the details. */
export const campaignKeys: ReadonlySet<string> = new Set([
  "utm_params",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "referrer",
  "page_url",
]);

/** A field's label in the e-mail: the one label map's (shared/forms/field-labels.ts). */
export const humanLabel = (key: string): string => fieldLabel(key);

function display(value: unknown): string {
  return shownValue(value) || "—";
}

export type Row = [label: string, value: string];

/** A row per field; an object field (utm_params) gives a row per key, one level down and no further. */
export function rowsOf(entries: [string, unknown][]): Row[] {
  return entries.flatMap(([key, value]): Row[] =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value).map(([inner, item]): Row => [humanLabel(inner), display(item)])
      : [[humanLabel(key), display(value)]],
  );
}

/**
 * The fields a visitor sent as the e-mail labels them: the details, then the campaign's (the
 * owner's Leads screen shows them the same way). Tags are left to the caller: a list, not a field.
 */
export function labelledFields(payload: Record<string, unknown>): Row[] {
  const entries = Object.entries(payload).filter(([key]) => key !== "tags");
  return [
    ...rowsOf(entries.filter(([key]) => !campaignKeys.has(key))),
    ...rowsOf(entries.filter(([key]) => campaignKeys.has(key))),
  ];
}
