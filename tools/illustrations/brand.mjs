// The mark, the app icons, the social card and the web manifest.
import { siteConfig } from "../../shared/content/site.ts";
import { BRAND } from "./palette.mjs";
import { streetScene } from "./street-scene.mjs";
import { n, polygon, rect, svgDocument } from "./svg.mjs";

/** The social card's second line (the business name and description come from the site config). */
const SERVICES_LINE = "Driveways · Patios · Sidewalks · Decorative";

/** The mark: a concrete slab with a control joint, and an amber trowel smoothing it. */
function brandMark({ size, background = true, padding = 0 }) {
  const inner = size - padding * 2;
  const k = inner / 64;
  const g = (v) => n(padding + v * k);
  const shape = (corners, fill) =>
    polygon(
      corners.map(([x, y]) => [g(x), g(y)]),
      `fill="${fill}"`,
    );
  const parts = [];
  if (background)
    parts.push(rect(0, 0, size, size, `fill="${BRAND.navy}" rx="${padding ? 0 : n(size * 0.19)}"`));
  // slab: top face and front edge
  parts.push(
    shape(
      [
        [8, 40],
        [32, 30],
        [56, 40],
        [32, 50],
      ],
      "#e6e3dc",
    ),
  );
  parts.push(
    shape(
      [
        [8, 40],
        [32, 50],
        [32, 56],
        [8, 46],
      ],
      "#a9a59c",
    ),
  );
  parts.push(
    shape(
      [
        [32, 50],
        [56, 40],
        [56, 46],
        [32, 56],
      ],
      "#8e8a82",
    ),
  );
  parts.push(
    `<line x1="${g(20)}" y1="${g(35)}" x2="${g(44)}" y2="${g(45)}" stroke="#8e8a82" stroke-width="${n(1.6 * k)}"/>`,
  );
  // trowel: blade and handle, amber
  parts.push(
    shape(
      [
        [22, 26],
        [46, 16],
        [54, 20],
        [30, 30],
      ],
      BRAND.amber,
    ),
  );
  parts.push(
    `<path d="M${g(36)} ${g(22)} L${g(38)} ${g(12)} L${g(48)} ${g(8)}" stroke="${BRAND.amber}" stroke-width="${n(3.4 * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return parts.join("");
}

export function iconSvg(size, { maskable = false } = {}) {
  const padding = maskable ? Math.round(size * 0.14) : Math.round(size * 0.06);
  return svgDocument(
    size,
    size,
    "",
    rect(0, 0, size, size, `fill="${BRAND.navy}"`) + brandMark({ size, background: false, padding }),
  );
}

export function socialCardScene() {
  const W = 1200;
  const H = 630;
  const stripTop = 330;
  const defs = `<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.navy}"/><stop offset="1" stop-color="${BRAND.navyDeep}"/></linearGradient><linearGradient id="blend" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BRAND.navyDeep}"/><stop offset="1" stop-color="${BRAND.navyDeep}" stop-opacity="0"/></linearGradient>`;
  const font = `font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
  // the street picture along the bottom: what the business builds
  const strip = streetScene({
    width: W,
    height: H - stripTop,
    horizon: 0.5,
    focal: 0.36,
    eye: 8,
    houseZ: 60,
    homes: [
      { x: -98, z: 66, style: "grey", garage: "right", stories: 1 },
      { x: -24, z: 60, style: "beige", garage: "right", stories: 2 },
      { x: 50, z: 64, style: "white", garage: "left", stories: 1, roofKind: "hip" },
    ],
    trees: [
      { X: -40, Z: 96, size: 44, seed: 2 },
      { X: 42, Z: 110, size: 40, seed: 3 },
      { X: 110, Z: 92, size: 36, seed: 9, kind: "pine" },
    ],
    skyOptions: { clouds: 0 },
  }).replace("<svg ", `<svg x="0" y="${stripTop}" `);
  const [first, ...rest] = siteConfig.name.split(" ").reverse();
  let body = rect(0, 0, W, H, `fill="url(#card)"`);
  body += strip;
  body += rect(0, stripTop - 1, W, 90, `fill="url(#blend)"`);
  body += rect(80, 62, 110, 9, `fill="${BRAND.amber}" rx="4.5"`);
  body += `<g transform="translate(${W - 226} 56)">${brandMark({ size: 146 })}</g>`;
  body += `<text ${font} font-weight="800" font-size="66" fill="#ffffff" letter-spacing="-1"><tspan x="80" y="148">${rest.reverse().join(" ")}</tspan><tspan x="80" y="222">${first}</tspan></text>`;
  body += `<text x="80" y="282" ${font} font-weight="600" font-size="33" fill="${BRAND.amber}">${SERVICES_LINE}</text>`;
  return svgDocument(W, H, defs, body);
}

export const favicon = svgDocument(64, 64, "", brandMark({ size: 64 }));

export const manifest = {
  name: siteConfig.name,
  short_name: siteConfig.shortName,
  description: siteConfig.tagline,
  lang: "en-US",
  id: "/",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: BRAND.navy,
  background_color: "#ffffff",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
