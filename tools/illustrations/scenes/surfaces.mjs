// Close, top-down pictures: repair, stamped pattern, CTA background, fallback.
import { concreteSurface, stampedFlat } from "../concrete.mjs";
import { grainFilter, sceneShell, slateFilter, swirlBlur } from "../defs.mjs";
import { BRAND } from "../palette.mjs";
import { circle, line, polygon, pts, randomFrom, rect, svgDocument } from "../svg.mjs";

// --- repair: a cracked slab, its crack being sealed and the next panel resurfaced (top view)
export function repairScene() {
  const W = 1200;
  const H = 800;
  const rnd = randomFrom(31);
  let body = rect(0, 0, W, H, `fill="#c4c1ba" filter="url(#grainSoft)"`);
  // the resurfaced panel: fresher, lighter
  body += rect(564, 384, W - 564, H - 384, `fill="#dcd9d2" filter="url(#grainSoft)"`);
  const joint = `fill="#8e8a82"`;
  body += rect(0, 378, W, 5, joint);
  body += rect(558, 0, 5, H, joint);
  // the crack: a jagged main run with hairline branches
  const crack = [[-10, 170]];
  for (let x = 30; x <= 545; x += 26 + rnd() * 14)
    crack.push([x, 190 + Math.sin(x / 90) * 45 + (rnd() - 0.5) * 26]);
  crack.push([558, 215]);
  const jagged = (list, width, colour) =>
    `<polyline points="${pts(list)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="miter" stroke-linecap="round"/>`;
  body += jagged(
    crack.map(([x, y]) => [x + 1.5, y + 2]),
    4,
    "#ffffff55",
  );
  body += jagged(crack, 8, "#3f3c37");
  for (const from of [4, 9, 13]) {
    const [bx, by] = crack[Math.min(from, crack.length - 1)];
    const branch = [[bx, by]];
    for (let k = 1; k < 4; k++)
      branch.push([bx + k * 18 + rnd() * 8, by + (from % 2 ? 1 : -1) * k * 16 + (rnd() - 0.5) * 10]);
    body += jagged(branch, 1.6, "#4a4741");
  }
  // the sealed part of the crack: a smooth grey bead
  const sealedFrom = Math.floor(crack.length * 0.55);
  body += jagged(crack.slice(sealedFrom), 11, "#8f8b84");
  body += jagged(
    crack.slice(sealedFrom).map(([x, y]) => [x - 1, y - 2]),
    3,
    "#ffffff40",
  );
  // the caulk gun doing the sealing, resting beside the crack
  body += `<g transform="rotate(8 700 230)">`;
  body += `<g filter="url(#soft)" opacity="0.35">${rect(606, 232, 330, 50, `fill="#000" rx="12"`)}</g>`;
  body += polygon(
    [
      [600, 214],
      [600, 246],
      [552, 232],
      [552, 228],
    ],
    `fill="#efeee9"`,
  );
  body += rect(600, 202, 220, 56, `fill="#f4f3ef" rx="10"`);
  body += rect(660, 202, 110, 56, `fill="${BRAND.amber}"`);
  body += rect(600, 202, 220, 10, `fill="#fff" opacity="0.5" rx="5"`);
  body += rect(592, 198, 10, 64, `fill="#5b6068" rx="3"`);
  body += rect(818, 198, 14, 64, `fill="#5b6068" rx="3"`);
  body += rect(602, 226, 330, 8, `fill="#5b6068"`);
  body += rect(832, 214, 56, 32, `fill="#c23b2b" rx="8"`);
  body += rect(892, 222, 48, 16, `fill="#5b6068" rx="4"`);
  body += `</g>`;
  // a spirit level across the fresh panel
  body += `<g filter="url(#soft)" opacity="0.35">${rect(650, 512, 470, 46, `fill="#000"`)}</g>`;
  body += rect(640, 500, 470, 46, `fill="${BRAND.amber}" rx="6"`);
  body += rect(640, 500, 470, 8, `fill="#fff" opacity="0.3" rx="4"`);
  for (const vx of [710, 852, 1030]) {
    body += rect(vx, 508, 46, 30, `fill="#2f3338" rx="4"`);
    body += rect(vx + 5, 513, 36, 20, `fill="#a7d88a" rx="8"`);
    body += circle(vx + 23, 523, 6, `fill="#e9f6df"`);
    body += line([vx + 14, 513], [vx + 14, 533], `stroke="#2f3338" stroke-width="2"`);
    body += line([vx + 32, 513], [vx + 32, 533], `stroke="#2f3338" stroke-width="2"`);
  }
  // a finishing trowel resting on the old panel
  body += `<g transform="rotate(-14 330 590)">`;
  body += `<g filter="url(#soft)" opacity="0.35">${rect(200, 572, 300, 92, `fill="#000" rx="40"`)}</g>`;
  body += `<path d="M190 600 Q190 556 240 556 L470 556 Q490 556 490 600 Q490 644 470 644 L240 644 Q190 644 190 600 Z" fill="#b9c0c7"/>`;
  body += `<path d="M200 580 Q205 564 240 564 L468 564 Q480 564 482 580 Z" fill="#fff" opacity="0.35"/>`;
  body += rect(270, 590, 150, 18, `fill="#6b7178" rx="6"`);
  body += rect(286, 560, 16, 40, `fill="#6b7178"`);
  body += rect(388, 560, 16, 40, `fill="#6b7178"`);
  body += rect(266, 528, 160, 42, `fill="${BRAND.navy}" rx="20"`);
  body += rect(276, 532, 140, 10, `fill="#fff" opacity="0.18" rx="5"`);
  body += `</g>`;
  return sceneShell(W, H, "", body);
}

// --- stamped: close view of an ashlar slate pattern (top view)
export function stampedScene() {
  const W = 1200;
  const H = 800;
  const body = stampedFlat(W, H, { base: "#9f8e7b", grout: "#5e5247", seed: 19, stone: 120 });
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`;
  return sceneShell(W, H, slateFilter() + vignette, body + rect(0, 0, W, H, `fill="url(#vignette)"`));
}

export function ctaBackgroundScene() {
  const W = 1920;
  const H = 800;
  const shadeGradient = `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b0d10" stop-opacity="0.35"/><stop offset="0.5" stop-color="#0b0d10" stop-opacity="0.1"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0.35"/></linearGradient>`;
  const darkGrain = grainFilter("darkGrain", { frequency: 0.45, strength: 0.11, seed: 23 });
  let body = concreteSurface({
    width: W,
    height: H,
    color: "#3b3e43",
    jointColor: "#1d1f22",
    swirl: 16,
    light: "#b4bac2",
    seed: 41,
    grain: "darkGrain",
    swirlOpacity: 0.05,
  });
  body += rect(0, H * 0.55 - 2, W, 4, `fill="#1d1f22"`);
  body += rect(0, 0, W, H, `fill="url(#fade)"`);
  return svgDocument(W, H, darkGrain + shadeGradient + swirlBlur, body);
}

export function fallbackScene() {
  const W = 1200;
  const H = 800;
  const light = `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>`;
  let body = concreteSurface({
    width: W,
    height: H,
    color: "#cbc8c1",
    jointColor: "#9c988f",
    swirl: 12,
    light: "#ffffff",
    seed: 43,
  });
  body += rect(0, 0, W, H, `fill="url(#light)"`);
  return sceneShell(W, H, light + swirlBlur, body);
}
