import { escapeHtml } from "./email.ts";

/**
 * The layout of the e-mails that tell the owner something about several leads (the held digest,
 * the notices of decision 020): a title, a few paragraphs, a numbered list of leads, each a table of
 * labelled values, and closing lines. Text and HTML say the same. Every value is put on one line
 * by the caller (present/visitorLine), so nothing a visitor typed can start a line of its own.
 */

/** A value shown as text, as a link (its label the link's words), or as a command to copy. */
export type MailValue = string | { link: string; words: string } | { command: string };

export type MailField = [label: string, value: MailValue];

/** A closing line: text, or text ending in a command. */
export type MailLine = string | { text: string; command: string };

export interface OwnerMail {
  subject: string;
  /** Paragraphs under the title. */
  intro: readonly string[];
  /** One numbered entry per lead. */
  entries: readonly (readonly MailField[])[];
  /** Lines after the list. */
  after?: readonly MailLine[];
}

const valueText = (value: MailValue): string =>
  typeof value === "string" ? value : "link" in value ? value.link : value.command;

function valueHtml(value: MailValue): string {
  if (typeof value === "string") return escapeHtml(value);
  if ("link" in value) return `<a href="${escapeHtml(value.link)}">${escapeHtml(value.words)}</a>`;
  return `<code>${escapeHtml(value.command)}</code>`;
}

const lineText = (line: MailLine) => (typeof line === "string" ? line : `${line.text} ${line.command}`);
const lineHtml = (line: MailLine) =>
  typeof line === "string"
    ? escapeHtml(line)
    : `${escapeHtml(line.text)} <code>${escapeHtml(line.command)}</code>`;

export function renderOwnerMail({ subject, intro, entries, after = [] }: OwnerMail): {
  subject: string;
  text: string;
  html: string;
} {
  const text = [
    subject,
    "",
    ...intro,
    "",
    ...entries.flatMap((fields, i) => [
      ...fields.map(([label, value], j) => `${j === 0 ? `${i + 1}.` : "  "} ${label}: ${valueText(value)}`),
      "",
    ]),
    ...after.map(lineText),
    "",
  ].join("\n");

  const cell = ([label, value]: MailField) =>
    `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${valueHtml(value)}</td></tr>`;
  const html = [
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    ...intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(entries.length > 0
      ? [
          `<ol>${entries.map((fields) => `<li><table>${fields.map(cell).join("")}</table></li>`).join("")}</ol>`,
        ]
      : []),
    ...after.map((line) => `<p>${lineHtml(line)}</p>`),
  ].join("\n");

  return { subject, text, html };
}
