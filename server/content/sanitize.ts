import sanitizeHtml from "sanitize-html";

/**
 * CMS text is untrusted: an editor's paste, a compromised plugin or a hacked
 * WordPress account must never put script on our pages. HTML is cut down to
 * an allowlist here, on the server, before any page or API answer sees it.
 */

const WEB_URL = /^https?:\/\//i;

// Dropped together with their contents, not just unwrapped.
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "noscript",
  "object",
  "embed",
  "template",
  "textarea",
  "option",
  "select",
  "svg",
  "math",
  "xmp",
  "title",
  "head",
];

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The page owns its one h1; deeper levels than h4 would skip outline levels.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const href = (attribs.href ?? "").trim();
      const next: Record<string, string> = { href };
      if (attribs.title) next.title = attribs.title;
      if (WEB_URL.test(href)) next.rel = "noopener noreferrer";
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { src: (attribs.src ?? "").trim(), alt: attribs.alt ?? "" };
      if (/^\d{1,5}$/.test(attribs.width ?? "")) next.width = attribs.width;
      if (/^\d{1,5}$/.test(attribs.height ?? "")) next.height = attribs.height;
      return { tagName, attribs: { ...next, loading: "lazy", decoding: "async" } };
    },
  },
  // An image whose address was refused (data:, javascript:, relative) shows nothing; drop it whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !WEB_URL.test(frame.attribs.src ?? ""),
};

/** CMS HTML reduced to the allowlist: safe to render with dangerouslySetInnerHTML. */
export function sanitizeCmsHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, richTextOptions).trim();
}

const textOnlyOptions: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  middot: "·",
  bull: "•",
};

/** Decodes the entities WordPress emits (numeric ones from wptexturize, plus the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      const isValid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return isValid ? String.fromCodePoint(code) : "\uFFFD";
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const LOOKS_LIKE_MARKUP = /<\/?[a-z!?]/i;
// Block boundaries become spaces, so "<p>One</p><p>Two</p>" reads "One Two".
const BLOCK_BOUNDARY = /<(?:\/?(?:p|div|li|h[1-6]|blockquote|tr|td|th|figcaption)\b[^>]*|br\s*\/?)>/gi;

/**
 * Plain text from a CMS field (titles, excerpts, testimonial quotes): tags
 * stripped, entities decoded, whitespace collapsed. Markup that was itself
 * entity-encoded ("&lt;script&gt;") is stripped too, so no answer carries it.
 */
export function plainText(html: string | null | undefined): string {
  let text = html ?? "";
  for (let pass = 0; pass < 4; pass++) {
    text = decodeEntities(sanitizeHtml(text.replace(BLOCK_BOUNDARY, " $&"), textOnlyOptions));
    if (!LOOKS_LIKE_MARKUP.test(text)) break;
  }
  if (LOOKS_LIKE_MARKUP.test(text)) text = text.replace(/[<>]/g, "");
  return text.replace(/\s+/g, " ").trim();
}

/** An excerpt as a sentence: WordPress's automatic " […]" read-more tail removed. */
export function excerptText(html: string | null | undefined): string {
  return plainText(html)
    .replace(/\s*\[(?:…|\.\.\.)\]\s*$/, "")
    .trim();
}
