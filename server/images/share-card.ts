import sharp from "sharp";
import { SHARE_PICTURE_SIZE, type ShareCardText } from "../../shared/share-picture.ts";

/**
 * The share picture drawn (docs/decisions/042-share-picture.md): the business's name, its line, its
 * phone and its town on the site's theme colours, as SVG rendered by sharp (librsvg). Text is set in
 * a family every machine sharp's libvips runs on can find (DejaVu Sans, else any sans-serif through
 * fontconfig), and each line is measured by rendering it, so whatever font is found, nothing crosses
 * the margins: a long name is wrapped to two lines and set smaller; a line too long for two lines is
 * left out.
 */

const { width: W, height: H } = SHARE_PICTURE_SIZE;
/** Left and right margin: no text is drawn outside. */
export const SHARE_CARD_MARGIN = 80;
const TEXT_WIDTH = W - 2 * SHARE_CARD_MARGIN;
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
/** Font sizes (px): the name's largest and smallest, the line's, the phone's, the town's. */
const NAME_MAX = 76;
const NAME_MIN = 24;
const TAGLINE_SIZES = [30, 26] as const;
const PHONE_SIZE = 46;
const TOWN_MAX = 30;
const TOWN_MIN = 20;
/** The size lines are measured at; widths scale with size. */
const REFERENCE = 48;
/** Kept free of the margin, for the difference between measuring at 48 px and drawing another size. */
const SAFETY = 0.97;
const PILL = { top: 470, height: 84, padding: 34 } as const;

type Weight = 700 | 400;

export interface ShareCardLine {
  text: string;
  size: number;
  weight: Weight;
  /** Baseline. */
  y: number;
  x: number;
  fill: string;
}

export interface ShareCardLayout {
  card: ShareCardText;
  lines: ShareCardLine[];
  pill: { x: number; y: number; width: number; height: number };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );

function textElement({ text, size, weight, x, y, fill }: ShareCardLine): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${fill}">${escapeXml(text)}</text>`;
}

/** How wide `text` is drawn at `size`, in pixels: rendered alone and trimmed to its ink. */
export function createLineMeasure() {
  const measured = new Map<string, Promise<number>>();
  async function atReference(text: string, weight: Weight): Promise<number> {
    if (!text.trim()) return 0;
    const width = Math.ceil(40 + text.length * REFERENCE * 1.1);
    const height = Math.ceil(REFERENCE * 1.6);
    const line = textElement({ text, size: REFERENCE, weight, x: 20, y: REFERENCE * 1.1, fill: "#fff" });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${line}</svg>`;
    const { info } = await sharp(Buffer.from(svg))
      .trim({ background: "#000000", threshold: 10 })
      .toBuffer({ resolveWithObject: true });
    return info.width === width ? 0 : info.width;
  }
  return (text: string, weight: Weight, size: number): Promise<number> => {
    const key = `${weight}:${text}`;
    let found = measured.get(key);
    if (!found) {
      found = atReference(text, weight);
      measured.set(key, found);
    }
    return found.then((w) => (w * size) / REFERENCE);
  };
}
type Measure = ReturnType<typeof createLineMeasure>;

/** The size at which every one of `lines` fits the text width, at most `max`. */
async function fittingSize(lines: string[], weight: Weight, max: number, measure: Measure, room: number) {
  const widths = await Promise.all(lines.map((line) => measure(line, weight, REFERENCE)));
  const widest = Math.max(...widths, 1);
  return Math.min(max, Math.floor(((room * SAFETY) / widest) * REFERENCE));
}

/** The ways a text may be set in one or two lines: whole, or broken at a space (at its middle if it has none). */
function oneOrTwoLines(text: string): string[][] {
  const words = text.split(/\s+/);
  const ways: string[][] = [[text]];
  for (let i = 1; i < words.length; i++) ways.push([words.slice(0, i).join(" "), words.slice(i).join(" ")]);
  if (words.length === 1 && text.length > 12) {
    const middle = Math.ceil(text.length / 2);
    ways.push([`${text.slice(0, middle)}-`, text.slice(middle)]);
  }
  return ways;
}

/**
 * The name's lines and size: the largest size any way of setting it reaches; on a tie, one line
 * rather than two, and two of the most even lengths.
 */
async function setName(name: string, measure: Measure, room: number, max: number) {
  let best = { lines: [name], size: 0, uneven: Number.POSITIVE_INFINITY };
  for (const lines of oneOrTwoLines(name)) {
    const size = await fittingSize(lines, 700, max, measure, room);
    const widths = await Promise.all(lines.map((line) => measure(line, 700, REFERENCE)));
    const uneven = Math.max(...widths) - Math.min(...widths);
    const better =
      size > best.size || (size === best.size && (lines.length < best.lines.length || uneven < best.uneven));
    if (better) best = { lines, size, uneven };
  }
  return { lines: best.lines, size: Math.max(best.size, NAME_MIN) };
}

/** The line in at most two lines, word by word; null when it needs more even at the smallest size. */
async function setTagline(tagline: string, measure: Measure, room: number, sizes: readonly number[]) {
  if (!tagline) return null;
  const words = tagline.split(/\s+/);
  for (const size of sizes) {
    const fits = async (text: string) => (await measure(text, 400, size)) <= room * SAFETY;
    const lines: string[] = [];
    let current = "";
    let wordTooLong = false;
    for (const word of words) {
      const tried = current ? `${current} ${word}` : word;
      if (await fits(tried)) current = tried;
      else {
        if (current) lines.push(current);
        current = word;
        wordTooLong ||= !(await fits(word));
      }
    }
    if (current) lines.push(current);
    if (!wordTooLong && lines.length <= 2) return { lines, size };
  }
  return null;
}

/** Where every line goes, at `scale` (below 1 only when a check found text outside the margins). */
export async function layoutShareCard(
  card: ShareCardText,
  { measure = createLineMeasure(), scale = 1 } = {},
): Promise<ShareCardLayout> {
  const room = TEXT_WIDTH;
  const lines: ShareCardLine[] = [];
  const x = SHARE_CARD_MARGIN;
  const name = await setName(card.name, measure, room, Math.floor(NAME_MAX * scale));
  let y = 112;
  name.lines.forEach((text, i) => {
    y = i === 0 ? y + Math.round(name.size * 0.78) : y + Math.round(name.size * 1.14);
    lines.push({ text, size: name.size, weight: 700, x, y, fill: card.colours.text });
  });
  const tagline = await setTagline(
    card.tagline,
    measure,
    room,
    TAGLINE_SIZES.map((size) => Math.floor(size * scale)),
  );
  if (tagline) {
    y += 24;
    for (const text of tagline.lines) {
      y += Math.round(tagline.size * 1.3);
      lines.push({ text, size: tagline.size, weight: 400, x, y, fill: card.colours.accentLight });
    }
  }
  const phoneSize = Math.min(
    Math.floor(PHONE_SIZE * scale),
    await fittingSize([card.phone], 700, PHONE_SIZE, measure, room - 2 * PILL.padding),
  );
  const phoneWidth = Math.ceil(await measure(card.phone, 700, phoneSize));
  const pill = { x, y: PILL.top, width: phoneWidth + 2 * PILL.padding, height: PILL.height };
  const middle = pill.y + pill.height / 2;
  lines.push({
    text: card.phone,
    size: phoneSize,
    weight: 700,
    x: x + PILL.padding,
    y: Math.round(middle + phoneSize * 0.36),
    fill: card.colours.backgroundDeep,
  });
  const townX = pill.x + pill.width + 32;
  const townRoom = W - SHARE_CARD_MARGIN - townX;
  const townSize = await fittingSize([card.town], 400, Math.floor(TOWN_MAX * scale), measure, townRoom);
  if (card.town && townSize >= TOWN_MIN)
    lines.push({
      text: card.town,
      size: townSize,
      weight: 400,
      x: townX,
      y: Math.round(middle + townSize * 0.36),
      fill: card.colours.muted,
    });
  return { card, lines, pill };
}

/** The card as SVG; `textOnly`: its text alone on black, for measuring where the ink is. */
export function shareCardSvg({ card, lines, pill }: ShareCardLayout, { textOnly = false } = {}): string {
  const { colours } = card;
  const text = lines.map((line) => textElement(textOnly ? { ...line, fill: "#fff" } : line)).join("");
  if (textOnly)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#000"/>${text}</svg>`;
  // A slab along the bottom, with its control joints: what the business pours.
  const joints = [240, 480, 720, 960]
    .map(
      (jx) =>
        `<rect x="${jx}" y="592" width="3" height="38" fill="${colours.backgroundDeep}" opacity="0.35"/>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">`,
    `<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.background}"/><stop offset="1" stop-color="${colours.backgroundDeep}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#card)"/>`,
    `<rect x="0" y="592" width="${W}" height="38" fill="${colours.muted}"/>`,
    joints,
    `<rect x="${SHARE_CARD_MARGIN}" y="64" width="110" height="9" rx="4.5" fill="${colours.accent}"/>`,
    `<rect x="${pill.x}" y="${pill.y}" width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="${colours.accent}"/>`,
    text,
    "</svg>",
  ].join("");
}

/** Where the ink of a layout's text is: its box, from the text rendered alone and trimmed. */
export async function textBox(layout: ShareCardLayout) {
  const { info } = await sharp(Buffer.from(shareCardSvg(layout, { textOnly: true })))
    .trim({ background: "#000000", threshold: 10 })
    .toBuffer({ resolveWithObject: true });
  const left = -(info.trimOffsetLeft ?? 0);
  const top = -(info.trimOffsetTop ?? 0);
  return { left, top, right: left + info.width, bottom: top + info.height };
}

/** Within the margins left and right, and inside the picture above and below. */
export function insideMargins(box: Awaited<ReturnType<typeof textBox>>): boolean {
  return (
    box.left >= SHARE_CARD_MARGIN && box.right <= W - SHARE_CARD_MARGIN && box.top >= 0 && box.bottom <= H
  );
}

/** The share picture as PNG: laid out, checked for ink past the margins (set smaller if any), drawn. */
export async function drawShareCard(card: ShareCardText): Promise<Buffer> {
  const measure = createLineMeasure();
  let layout = await layoutShareCard(card, { measure });
  for (const scale of [0.92, 0.84, 0.76]) {
    if (insideMargins(await textBox(layout))) break;
    layout = await layoutShareCard(card, { measure, scale });
  }
  return sharp(Buffer.from(shareCardSvg(layout)))
    .png({ compressionLevel: 9, palette: true, effort: 7 })
    .toBuffer();
}
