import { oneLine } from "./shown-value.ts";

/** Characters of a lead's message an owner's summary quotes: enough to tell a customer from spam. */
export const EXCERPT_CHARS = 200;

/**
 * A visitor's value on one line, or "" for anything but text: in a list of leads a name or message
 * cannot fake a line of the e-mail (a "Release:" line with another command, say).
 */
export const visitorLine = (value: unknown): string => (typeof value === "string" ? oneLine(value) : "");

/** The start of what the visitor wrote (message, notes or project description), on one line. */
export function messageExcerpt(payload: Record<string, unknown>): string {
  for (const key of ["message", "notes", "projectDescription"]) {
    const text = visitorLine(payload[key]);
    if (text) return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
  }
  return "";
}
