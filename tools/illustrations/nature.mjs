// Sky, distant woods, trees, shrubs and lawn.
import { groundPolygon } from "./camera.mjs";
import { circle, ellipse, lerp, polygon, randomFrom, rect, shade } from "./svg.mjs";

export function sky(cam, { gradient = "sky", clouds = 3, seed = 1 } = {}) {
  const rnd = randomFrom(seed);
  let out = rect(0, 0, cam.width, cam.horizon + 2, `fill="url(#${gradient})"`);
  for (let i = 0; i < clouds; i++) {
    const cx = lerp(0.08, 0.92, (i + rnd() * 0.6) / clouds) * cam.width;
    const cy = lerp(0.1, 0.45, rnd()) * cam.horizon;
    const w = lerp(0.07, 0.13, rnd()) * cam.width;
    out += `<g fill="#fff" opacity="0.85" filter="url(#cloud)">${ellipse(cx, cy, w, w * 0.16, "")}${ellipse(cx - w * 0.3, cy - w * 0.1, w * 0.35, w * 0.17, "")}${ellipse(cx + w * 0.25, cy - w * 0.12, w * 0.4, w * 0.2, "")}</g>`;
  }
  return out;
}

/** Distant woods on the horizon: rounded canopies, a shade lighter with the haze. */
export function treeLine(cam, { color = "#7f9f86", height = 0.05, seed = 2 } = {}) {
  const rnd = randomFrom(seed);
  const y0 = cam.horizon + 2;
  const h = cam.height * height;
  let out = rect(0, y0 - h * 0.35, cam.width, h * 0.35 + 2, `fill="${color}"`);
  for (let x = -h * 0.4; x <= cam.width + h; ) {
    const r = h * lerp(0.35, 0.6, rnd());
    out += circle(x, y0 - h + r * lerp(0.9, 1.6, rnd()), r, `fill="${color}"`);
    x += r * lerp(0.9, 1.5, rnd());
  }
  out += rect(0, y0 - h * 0.2, cam.width, h * 0.2 + 2, `fill="${shade(color, -0.06)}"`);
  return out;
}

export function farGround(cam, color = "#8fb072") {
  return rect(0, cam.horizon, cam.width, cam.height - cam.horizon, `fill="${color}"`);
}

const LEAVES = ["#3f7a34", "#4f8a3a", "#5f9a45", "#6fa94f"];

/** A deciduous tree standing on the ground at (X, Z); size is its height in feet. */
export function tree(cam, X, Z, { size = 28, seed = 3, palette = LEAVES, young = false } = {}) {
  const rnd = randomFrom(seed);
  const s = cam.scale(Z);
  const [bx, by] = cam.ground(X, Z);
  const h = size * s;
  const trunkW = (young ? 0.35 : 0.2 + 0.032 * size) * s;
  const crownR = (young ? 0.28 : 0.36) * h;
  const crownY = by - h + crownR;
  let out = rect(bx - trunkW / 2, crownY, trunkW, by - crownY, `fill="#6b4f3a"`);
  out += ellipse(bx, by, crownR * 0.7, crownR * 0.09, `fill="#000" opacity="0.12"`);
  const blobs = young ? 4 : 9;
  for (let i = 0; i < blobs; i++) {
    const a = rnd() * Math.PI * 2;
    const d = rnd() * crownR * 0.55;
    const r = crownR * lerp(0.45, 0.7, rnd());
    const colour = palette[Math.min(palette.length - 1, Math.floor((i / blobs) * palette.length))];
    out += circle(bx + Math.cos(a) * d, crownY + Math.sin(a) * d * 0.8, r, `fill="${colour}"`);
  }
  out += circle(bx - crownR * 0.25, crownY - crownR * 0.3, crownR * 0.35, `fill="#fff" opacity="0.08"`);
  return out;
}

export function evergreen(cam, X, Z, { size = 24 } = {}) {
  const s = cam.scale(Z);
  const [bx, by] = cam.ground(X, Z);
  const h = size * s;
  const w = h * 0.42;
  let out = rect(bx - w * 0.06, by - h * 0.18, w * 0.12, h * 0.18, `fill="#5b4332"`);
  for (let i = 0; i < 3; i++) {
    const top = by - h + i * h * 0.22;
    const bottom = by - h * 0.12 - (2 - i) * h * 0.14;
    const half = w * (0.3 + i * 0.2);
    out += polygon(
      [
        [bx, top],
        [bx + half, bottom],
        [bx - half, bottom],
      ],
      `fill="${i % 2 ? "#2f6a3c" : "#3a7846"}"`,
    );
  }
  return out;
}

/** A row of rounded shrubs along a house front. */
export function shrubs(cam, x1, x2, Z, { seed = 5, height = 3.2 } = {}) {
  const rnd = randomFrom(seed);
  const s = cam.scale(Z);
  let out = "";
  for (let X = x1; X < x2; X += height * lerp(0.8, 1.2, rnd())) {
    const [bx, by] = cam.ground(X, Z);
    const r = (height / 2) * s * lerp(0.8, 1.1, rnd());
    out += ellipse(bx, by - r * 0.8, r * 1.1, r, `fill="${rnd() > 0.5 ? "#3f7a34" : "#4a8a3c"}"`);
    out += ellipse(bx - r * 0.3, by - r * 1.1, r * 0.4, r * 0.3, `fill="#fff" opacity="0.1"`);
  }
  return out;
}

/** Lawn with mowing stripes that run away from the viewer. */
export function lawn(cam, { z1, z2, x1 = -400, x2 = 400, stripe = 7, colors = ["#6aa146", "#5e9440"] }) {
  let out = groundPolygon(
    cam,
    [
      [x1, z1],
      [x2, z1],
      [x2, z2],
      [x1, z2],
    ],
    `fill="${colors[0]}"`,
  );
  for (let X = x1; X < x2; X += stripe * 2) {
    out += groundPolygon(
      cam,
      [
        [X, z1],
        [X + stripe, z1],
        [X + stripe, z2],
        [X, z2],
      ],
      `fill="${colors[1]}"`,
    );
  }
  return out;
}
