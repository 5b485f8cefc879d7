/**
 * The spam guard (docs/decisions/006). A submission is held (stored, not delivered, listed
 * for the owner, releasable) only on evidence no customer produces; anything weaker is a
 * signal: the lead is delivered with a `possible-spam:…` tag and the business decides.
 * Either way the visitor gets the same answer, so a bot learns nothing.
 */

/** A person rarely reads and fills a form faster than this; a faster one is tagged, never held. */
export const MIN_FILL_MS = 3_000;
export const HONEYPOT_FIELD = "_hp";
export const STARTED_FIELD = "_started";
/** How long the visitor had the form on screen (ms), measured by the browser; preferred when sent. */
export const ELAPSED_FIELD = "_elapsed";
export const SPAM_TAG_PREFIX = "possible-spam:";

/** Why a submission is held: each is something a person filling the form never does. */
export type HoldReason = "honeypot" | "link-markup" | "mostly-links" | "foreign-script-with-link";
/** What makes a delivered lead worth a second look. */
export type SpamSignal = "fast-fill" | "foreign-script";

export interface SpamVerdict {
  hold: HoldReason | null;
  signals: SpamSignal[];
}

/** Fields a visitor types into; the composed ones (notes) repeat them and are read alike. */
const typedFields = [
  "name",
  "firstName",
  "lastName",
  "subject",
  "message",
  "projectDescription",
  "notes",
  "address",
  "city",
] as const;

/** A link as spam writes it: with a scheme or a leading www. */
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"'\]]+/gi;
/** Forum and HTML link markup: a plain text box never needs it. */
const markupPattern = /\[url[=\]]|\[link=|<a\s[^>]*href/i;
/** A field is "mostly links" with at least this many, on this many different sites, over half its text. */
const MOSTLY_LINKS = { links: 4, hosts: 3, share: 0.5 } as const;
/** Below this many letters a script cannot be judged (a name, a city). */
const SCRIPT_MIN_LETTERS = 20;

export interface SpamInput {
  /** The honeypot's value as sent. */
  honeypot: unknown;
  /** When the form was rendered, as sent (epoch ms); absent or forged values change nothing. */
  started: unknown;
  /**
   * How long the form was on screen, as the browser measured it (ms). A cached page's `_started`
   * is when the cache rendered it, not when this visitor saw it; the browser's count is, so it wins.
   */
  elapsed?: unknown;
  /** The lead's fields. */
  payload: Record<string, unknown>;
  now: number;
}

export function judgeSubmission({ honeypot, started, elapsed, payload, now }: SpamInput): SpamVerdict {
  const texts = typedFields.map((field) => payload[field]).filter((v): v is string => typeof v === "string");
  const signals: SpamSignal[] = [];
  if (isFastFill(started, elapsed, now)) signals.push("fast-fill");
  const foreign = isMostlyOtherScript(texts.join(" "));
  if (foreign) signals.push("foreign-script");

  let hold: HoldReason | null = null;
  if (isFilled(honeypot)) hold = "honeypot";
  else if (texts.some((text) => markupPattern.test(text))) hold = "link-markup";
  else if (texts.some(isMostlyLinks)) hold = "mostly-links";
  else if (foreign && texts.some((text) => linksIn(text).length > 0)) hold = "foreign-script-with-link";
  return { hold, signals };
}

/** Whether a tag says "possible spam", in any case or spacing: only the server may write one. */
function isSignalTag(tag: unknown): boolean {
  return typeof tag === "string" && tag.trim().toLowerCase().startsWith(SPAM_TAG_PREFIX);
}

/**
 * The payload's tags with one `possible-spam:<signal>` per signal the guard noticed, and none of
 * the visitor's: a form that posts `possible-spam:…` tags of its own has them dropped, so the
 * owner's e-mail banner (email.ts) and the lead service only ever see the server's.
 */
export function withSignalTags(payload: Record<string, unknown>, signals: readonly SpamSignal[]) {
  const given = Array.isArray(payload.tags) ? payload.tags : [];
  if (signals.length === 0 && !given.some(isSignalTag)) return payload;
  const tags = given.filter((tag) => !isSignalTag(tag));
  return { ...payload, tags: [...tags, ...signals.map((signal) => `${SPAM_TAG_PREFIX}${signal}`)] };
}

/**
 * Whether a body carries what every one of the site's own forms sends (SpamTrap: the honeypot, empty
 * or not, and a time it was on screen): a script posting to the endpoint without them is no form of
 * ours. Its lead is taken all the same; only what the site does on the visitor's behalf (the estimate's
 * e-mail to the address given) is left undone.
 */
export function carriesGuardFields(body: Record<string, unknown>): boolean {
  const own = (key: string) => (Object.hasOwn(body, key) ? body[key] : undefined);
  return (
    own(HONEYPOT_FIELD) !== undefined &&
    (toTimestamp(own(STARTED_FIELD)) !== null || toMilliseconds(own(ELAPSED_FIELD)) !== null)
  );
}

function isFastFill(started: unknown, elapsed: unknown, now: number): boolean {
  const onScreen = toMilliseconds(elapsed);
  if (onScreen !== null) return onScreen < MIN_FILL_MS;
  const startedAt = toTimestamp(started);
  // A start time in the future comes from a clock running ahead, not from a bot: it says nothing.
  return startedAt !== null && startedAt <= now && now - startedAt < MIN_FILL_MS;
}

function linksIn(text: string): string[] {
  return text.match(linkPattern) ?? [];
}

function isMostlyLinks(text: string): boolean {
  const links = linksIn(text);
  if (links.length < MOSTLY_LINKS.links) return false;
  const hosts = new Set(links.map(hostOf));
  const linkChars = links.reduce((sum, link) => sum + link.length, 0);
  const allChars = text.replace(/\s+/g, "").length;
  return hosts.size >= MOSTLY_LINKS.hosts && linkChars > allChars * MOSTLY_LINKS.share;
}

function hostOf(link: string): string {
  const withScheme = /^www\./i.test(link) ? `http://${link}` : link;
  try {
    return new URL(withScheme).hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return link.toLowerCase();
  }
}

/** More than half the letters outside the Latin script (accents and ñ are Latin). */
function isMostlyOtherScript(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < SCRIPT_MIN_LETTERS) return false;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return latin < letters.length / 2;
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(isFilled);
  return true;
}

/** Milliseconds since 1970 as a number or digits; anything else is treated as absent. */
function toMilliseconds(value: unknown): number | null {
  const number = typeof value === "string" && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : null;
}

function toTimestamp(value: unknown): number | null {
  const number = toMilliseconds(value);
  return number !== null && number > 0 ? number : null;
}
