/**
 * A stored lead's values as people read them: the e-mail to the business and the operator's CLI.
 * A submission is flat (parse.ts), but a lead stored before that rule may hold anything JSON can,
 * so lists and objects below a field's own are summarised, never walked: no stored value is too
 * deep to show. What a visitor typed cannot start a line of its own (see `shownLines`).
 */

// Every character a mail client or a terminal may break a line at.
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
// The other control characters (escape sequences, NUL…) read as a space.
const CONTROL = /\p{Cc}/gu;

/** A field's value as one text: a flat list "a, b", a flat object "key: value, …". */
export function shownValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(shownItem).join(", ");
  if (isObject(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${shownItem(item)}`)
      .join(", ");
  }
  return shownItem(value);
}

/** One item of a list or object: a nested list or object is only counted. */
function shownItem(value: unknown): string {
  if (value == null) return "";
  if (Array.isArray(value)) return `(a list of ${value.length}, not shown)`;
  if (isObject(value)) return `(a group of ${Object.keys(value).length}, not shown)`;
  return String(value);
}

/** A label or a short value on one line: line breaks and control characters become spaces. */
export function oneLine(text: string): string {
  return text.split(LINE_BREAK).join(" ").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

/** A value's lines, each free of control characters, for a caller that indents or quotes them. */
export function shownLines(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => line.replace(CONTROL, " ").trimEnd());
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
