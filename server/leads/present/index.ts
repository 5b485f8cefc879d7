/**
 * How a lead is shown to the business, wherever it is shown (the lead e-mail, the held digest, the
 * owner's link pages, the WordPress Leads screen's API, the `leads` command): its fields under their
 * labels, a visitor's text made safe to put on a line, the hold reasons in the owner's words, and the
 * business's time zone.
 */
export { EXCERPT_CHARS, messageExcerpt, visitorLine } from "./excerpt.ts";
export { campaignKeys, humanLabel, labelledFields, type Row, rowsOf } from "./fields.ts";
export { reasonText } from "./hold-reason.ts";
export { oneLine, shownLines, shownValue } from "./shown-value.ts";
export { BUSINESS_TIME_WORDS, BUSINESS_TIME_ZONE, localDayAndHour, localTime } from "./time.ts";
