// Tiny SVG string helpers and a seeded random source.

/** Seeded PRNG so every run draws the same pictures (stable diffs in git). */
export function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const n = (v) => Math.round(v * 10) / 10;

export const pts = (list) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export const polygon = (list, attrs) => `<polygon points="${pts(list)}" ${attrs}/>`;

export const rect = (x, y, w, h, attrs) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;

export const circle = (x, y, r, attrs) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${attrs}/>`;

export const ellipse = (x, y, rx, ry, attrs) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;

export const line = ([x1, y1], [x2, y2], attrs) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;

export const lerp = (a, b, t) => a + (b - a) * t;

export function svgDocument(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

/** Shades a hex colour: amount < 0 darkens, > 0 lightens. */
export function shade(hex, amount) {
  const v = Number.parseInt(hex.slice(1), 16);
  const channel = (c) => {
    const out = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map(channel);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}
