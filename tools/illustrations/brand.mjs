// The mark, the app icons and the web manifest (the share picture is drawn by the server: server/images/share-card.ts).
import { siteConfig } from "../../shared/content/site.ts";
import { BRAND } from "./palette.mjs";
import { n, polygon, rect, svgDocument } from "./svg.mjs";

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
