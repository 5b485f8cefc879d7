// The product itself: slabs with control joints, streets, walks, stamped patterns, surfaces.
import { groundLine, groundPolygon } from "./camera.mjs";
import { lerp, n, randomFrom, rect, shade } from "./svg.mjs";

/**
 * A poured slab on the ground (X from x1 to x2, Z from z1 to z2) with saw-cut
 * control joints every `spacing` feet each way: the detail that says "concrete".
 */
export function slab(
  cam,
  { x1, x2, z1, z2, spacing = 10, color = "#d6d3cb", filter = "grain", edge = true, jointsAcross = true },
) {
  let out = groundPolygon(
    cam,
    [
      [x1, z1],
      [x2, z1],
      [x2, z2],
      [x1, z2],
    ],
    `fill="${color}" filter="url(#${filter})"`,
  );
  const s = cam.scale(Math.max(z1, 1));
  const width = Math.max(1, Math.min(3.2, 0.07 * s));
  const joint = `stroke="${shade(color, -0.32)}" stroke-width="${n(width)}" stroke-linecap="round"`;
  for (let z = z2 - spacing; z > z1 + 0.5; z -= spacing) {
    out += groundLine(cam, [x1, z], [x2, z], joint);
  }
  if (jointsAcross) {
    const lanes = Math.max(1, Math.round((x2 - x1) / spacing));
    for (let i = 1; i < lanes; i++) {
      const X = lerp(x1, x2, i / lanes);
      out += groundLine(cam, [X, z1], [X, z2], joint);
    }
  }
  if (edge) {
    out += groundLine(
      cam,
      [x1, z1],
      [x1, z2],
      `stroke="#fff" stroke-opacity="0.35" stroke-width="${n(width)}"`,
    );
    out += groundLine(
      cam,
      [x2, z1],
      [x2, z2],
      `stroke="#000" stroke-opacity="0.12" stroke-width="${n(width)}"`,
    );
  }
  return out;
}

/** Street asphalt with a curb and gutter at Z = curbZ. */
export function street(cam, { curbZ, near }) {
  let out = groundPolygon(
    cam,
    [
      [-600, near],
      [600, near],
      [600, curbZ],
      [-600, curbZ],
    ],
    `fill="#5a5e64" filter="url(#grainFine)"`,
  );
  out += groundPolygon(
    cam,
    [
      [-600, curbZ - 1.3],
      [600, curbZ - 1.3],
      [600, curbZ],
      [-600, curbZ],
    ],
    `fill="#b9b5ac" filter="url(#grain)"`,
  );
  const [, yTop] = cam.project([0, 0.5, curbZ]);
  const [, yBase] = cam.ground(0, curbZ);
  out += rect(0, yTop, cam.width, yBase - yTop + 1, `fill="#b3afa6"`);
  out += rect(0, yTop - 1, cam.width, Math.max(2, (yBase - yTop) * 0.4), `fill="#dedad2"`);
  return out;
}

export function sidewalkStrip(cam, { z1, z2, x1 = -400, x2 = 400, color = "#d9d6ce" }) {
  let out = groundPolygon(
    cam,
    [
      [x1, z1],
      [x2, z1],
      [x2, z2],
      [x1, z2],
    ],
    `fill="${color}" filter="url(#grain)"`,
  );
  const joint = `stroke="${shade(color, -0.3)}" stroke-width="${n(Math.max(1, Math.min(2.5, cam.scale(z1) * 0.07)))}"`;
  for (let X = Math.ceil(x1 / 5) * 5; X <= x2; X += 5) {
    out += groundLine(cam, [X, z1], [X, z2], joint);
  }
  return out;
}

function stoneColours(base, rnd) {
  return shade(base, lerp(-0.12, 0.1, rnd()));
}

/** Splits a rectangle into ashlar-slate stones (a guillotine cut, seeded). */
function ashlarStones(x, y, w, h, rnd, min = 1.2) {
  if (w < min * 2.2 && h < min * 2.2) return [[x, y, w, h]];
  if (w < min * 1.2 || h < min * 1.2) return [[x, y, w, h]];
  const cutAcross = w > h ? rnd() < 0.75 : rnd() < 0.25;
  if (cutAcross && w >= min * 2) {
    const c = lerp(min, w - min, rnd());
    return [...ashlarStones(x, y, c, h, rnd, min), ...ashlarStones(x + c, y, w - c, h, rnd, min)];
  }
  if (h >= min * 2) {
    const c = lerp(min, h - min, rnd());
    return [...ashlarStones(x, y, w, c, rnd, min), ...ashlarStones(x, y + c, w, h - c, rnd, min)];
  }
  return [[x, y, w, h]];
}

/** A stamped ashlar field on the ground, repeating a 4 ft module like a real stamp mat set. */
export function stampedGround(
  cam,
  { x1, x2, z1, z2, base = "#c8b49a", grout = "#8d7a64", seed = 8, module = 4 },
) {
  const rnd = randomFrom(seed);
  const mats = [];
  for (let i = 0; i < 3; i++) mats.push(ashlarStones(0, 0, module, module, rnd, 0.9));
  let out = groundPolygon(
    cam,
    [
      [x1, z1],
      [x2, z1],
      [x2, z2],
      [x1, z2],
    ],
    `fill="${grout}"`,
  );
  let stones = "";
  let k = 0;
  for (let Z = z1; Z < z2; Z += module) {
    for (let X = x1; X < x2; X += module) {
      const mat = mats[k++ % mats.length];
      for (const [sx, sz, sw, sd] of mat) {
        const gx = 0.08;
        const a = [Math.min(X + sx + gx, x2), Math.min(Z + sz + gx, z2)];
        const b = [Math.min(X + sx + sw - gx, x2), Math.min(Z + sz + sd - gx, z2)];
        if (b[0] - a[0] < 0.05 || b[1] - a[1] < 0.05) continue;
        stones += groundPolygon(
          cam,
          [
            [a[0], a[1]],
            [b[0], a[1]],
            [b[0], b[1]],
            [a[0], b[1]],
          ],
          `fill="${stoneColours(base, rnd)}"`,
        );
      }
    }
  }
  out += `<g filter="url(#grain)">${stones}</g>`;
  return out;
}

/** Flat top-down ashlar pattern in screen pixels (for the close-up pictures). */
export function stampedFlat(width, height, { base, grout, seed, stone = 110 }) {
  const rnd = randomFrom(seed);
  const module = stone * 3.2;
  const mats = [];
  for (let i = 0; i < 4; i++) mats.push(ashlarStones(0, 0, module, module, rnd, stone * 0.7));
  let out = rect(0, 0, width, height, `fill="${grout}"`);
  let stones = "";
  let k = 0;
  for (let y = -module * 0.3; y < height; y += module) {
    for (let x = -module * 0.2; x < width; x += module) {
      for (const [sx, sy, sw, sh] of mats[k++ % mats.length]) {
        const g = 5;
        const c = stoneColours(base, rnd);
        const [sx1, sy1, w, h] = [x + sx + g, y + sy + g, sw - 2 * g, sh - 2 * g];
        stones += `<rect x="${n(sx1)}" y="${n(sy1)}" width="${n(w)}" height="${n(h)}" rx="7" fill="${shade(c, -0.25)}"/>`;
        stones += `<rect x="${n(sx1)}" y="${n(sy1)}" width="${n(w - 4)}" height="${n(h - 4)}" rx="7" fill="${shade(c, 0.12)}"/>`;
        stones += `<rect x="${n(sx1 + 3)}" y="${n(sy1 + 3)}" width="${n(w - 6)}" height="${n(h - 6)}" rx="6" fill="${c}"/>`;
      }
    }
  }
  out += `<g filter="url(#slate)">${stones}</g>`;
  return out;
}

/** Top-down concrete: the CTA background (dark) and the generic fallback (light). */
export function concreteSurface({
  width,
  height,
  color,
  jointColor,
  swirl,
  light,
  seed,
  grain = "grainSoft",
  swirlOpacity = 0.07,
}) {
  const rnd = randomFrom(seed);
  let body = rect(0, 0, width, height, `fill="${color}" filter="url(#${grain})"`);
  // power-trowel swirls: soft, overlapping fans of arcs
  let arcs = "";
  for (let i = 0; i < swirl; i++) {
    const cx = rnd() * width;
    const cy = rnd() * height;
    const a0 = rnd() * Math.PI * 2;
    const sweep = 1.2 + rnd() * 1.2;
    for (let k = 0; k < 4; k++) {
      const r = 70 + k * 26 + rnd() * 20;
      const p = (a) => [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
      const [x0, y0] = p(a0);
      const [x1, y1] = p(a0 + sweep);
      arcs += `<path d="M${n(x0)} ${n(y0)} A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(y1)}" stroke="${light}" stroke-width="${n(10 + rnd() * 8)}" fill="none"/>`;
    }
  }
  body += `<g opacity="${swirlOpacity}" filter="url(#swirlBlur)">${arcs}</g>`;
  const jx = width * 0.62;
  body += rect(jx - 2, 0, 4, height, `fill="${jointColor}"`);
  body += rect(jx + 2, 0, 1.5, height, `fill="#fff" opacity="0.12"`);
  return body;
}
