import type { FaqItem } from "@shared/content/types.ts";
import pluginFields from "../../../wordpress/gdm-concrete-content/fields.json" with { type: "json" };
import { plainText } from "../sanitize.ts";
import type { WpPost } from "./post.ts";

/** Readers of the ACF fields every record type has: lenient, each answers nothing rather than a wrong value. */

export type Acf = Record<string, unknown>;

export const WEB_URL = /^https?:\/\/[^\s]+$/i;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function acfOf(post: WpPost): Acf {
  return isRecord(post.acf) ? post.acf : {};
}

export function text(value: unknown): string {
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** A list from an ACF field: an array (of strings or one-field rows), or text split on `separator`. */
export function textList(value: unknown, separator: RegExp): string[] {
  const items = Array.isArray(value)
    ? value.map((item) =>
        isRecord(item) ? text(Object.values(item).find((v) => typeof v === "string")) : text(item),
      )
    : typeof value === "string"
      ? value.split(separator).map(text)
      : [];
  return items.filter(Boolean);
}

export const LINES = /\r?\n/;
export const LINES_OR_COMMAS = /\r?\n|,/;

export function rows(value: unknown): Acf[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Links an editor may set: site paths, anchors, web, mail and phone; nothing else. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const href = value.trim();
  if (/^\/(?![/\\])/.test(href) || /^#[\w-]*$/.test(href)) return href;
  if (WEB_URL.test(href) || /^mailto:[^\s]+$/i.test(href) || /^tel:[+\d\s().-]+$/i.test(href)) return href;
  return null;
}

/** An image address from an ACF image field (URL string or image array), web or site path only. */
export function imageUrl(value: unknown): string | null {
  const url = isRecord(value) ? value.url : value;
  if (typeof url !== "string") return null;
  const trimmed = url.trim();
  return WEB_URL.test(trimmed) || /^\/(?![/\\])\S+$/.test(trimmed) ? trimmed : null;
}

export function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

/** A number from an ACF field (number or numeric text), or null. */
export function numberOf(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

/** WordPress's "2024-05-02T14:03:11" (GMT, no zone) as an ISO date. */
function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function updatedAt(post: WpPost, builtIn?: { updatedAt: string } | null): string {
  return (
    isoDate(post.modified_gmt) ?? isoDate(post.date_gmt) ?? builtIn?.updatedAt ?? new Date().toISOString()
  );
}

export const titleDescription = (row: Acf) => ({
  title: text(row.title),
  description: text(row.description),
});
export const questionAnswer = (row: Acf) => ({ question: text(row.question), answer: text(row.answer) });

export function faqRows(value: unknown): FaqItem[] {
  return rows(value)
    .map(questionAnswer)
    .filter((f) => f.question && f.answer);
}

export function byMenuOrder(posts: WpPost[]): WpPost[] {
  return [...posts].sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0));
}

/**
 * The longest a field of the plugin's fields.json may be (`max`): what WordPress answers is cut at the
 * length its edit screen stops at, so a value written some other way (the REST API, ACF) is no longer.
 */
export function maxOf(type: keyof typeof pluginFields.types, name: string): number {
  const field = (pluginFields.types[type] as Record<string, { max?: number }>)[name];
  if (!field?.max) throw new Error(`fields.json gives ${type}.${name} no max`);
  return field.max;
}

/** `value` cut to `max` characters at a word, with an ellipsis; as it is when it fits. */
export function bounded(value: string, max: number): string {
  const characters = [...value];
  if (characters.length <= max) return value;
  const cut = characters.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * A record's SEO title and meta description as an editor wrote them (ACF `seo_title`,
 * `seo_description`), plain text cut to their fields' length; the built-in record's, which has none
 * today, else nothing, so the page keeps its own.
 */
export function seoFields(
  type: "service" | "location" | "gallery_album",
  acf: Acf,
  builtIn: { seoTitle?: string; seoDescription?: string } | null,
): { seoTitle?: string; seoDescription?: string } {
  return {
    ...optionalText("seoTitle", bounded(text(acf.seo_title), maxOf(type, "seo_title")) || builtIn?.seoTitle),
    ...optionalText(
      "seoDescription",
      bounded(text(acf.seo_description), maxOf(type, "seo_description")) || builtIn?.seoDescription,
    ),
  };
}

/** `{ [key]: value }` when there is a value, else nothing: a record without a price has no `price` key. */
export function optionalText<K extends string>(
  key: K,
  value: string | undefined,
): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}
