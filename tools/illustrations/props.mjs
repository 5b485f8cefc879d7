// Things that stand on the concrete: furniture, fences, planters, vehicles.
import { block } from "./houses.mjs";
import { BRAND } from "./palette.mjs";
import { circle, ellipse, line, n, polygon, rect } from "./svg.mjs";

/** Patio furniture: a table under an umbrella with two chairs. */
export function patioSet(cam, X, Z) {
  const s = cam.scale(Z);
  const [x, y] = cam.ground(X, Z);
  const metal = `fill="#33373d"`;
  let out = ellipse(x, y, 7 * s, 1.3 * s, `fill="#000" opacity="0.14"`);
  for (const side of [-1, 1]) {
    const cx = x + side * 3.6 * s;
    const back = cx + side * 1.1 * s;
    out += rect(back - 0.12 * s, y - 3.3 * s, 0.24 * s, 3.3 * s, metal);
    out += rect(cx - 1.1 * s, y - 1.5 * s, 2.2 * s, 0.3 * s, metal);
    out += rect(cx - side * 1 * s - 0.1 * s, y - 1.5 * s, 0.2 * s, 1.5 * s, metal);
    out += rect(
      Math.min(back, cx - side * 1.05 * s) - (side < 0 ? 0 : 0),
      y - 1.85 * s,
      2.15 * s,
      0.45 * s,
      `fill="${BRAND.navy}" rx="${n(0.15 * s)}"`,
    );
    out += rect(
      back - (side < 0 ? 0 : 0.5 * s),
      y - 3.3 * s,
      0.5 * s,
      1.6 * s,
      `fill="${BRAND.navy}" rx="${n(0.15 * s)}"`,
    );
  }
  out += rect(x - 2.4 * s, y - 2.5 * s, 4.8 * s, 0.3 * s, `fill="#4a4f57" rx="${n(0.1 * s)}"`);
  out += rect(x - 0.12 * s, y - 2.5 * s, 0.24 * s, 2.5 * s, metal);
  out += rect(x - 1 * s, y - 0.15 * s, 2 * s, 0.15 * s, metal);
  out += rect(x - 0.1 * s, y - 7.6 * s, 0.2 * s, 5.2 * s, `fill="#d9d6cf"`);
  const canopy = (w, drop) =>
    `M${n(x - w * s)} ${n(y - drop * s)} Q${n(x)} ${n(y - (drop + 2.4) * s)} ${n(x + w * s)} ${n(y - drop * s)}`;
  out += `<path d="${canopy(5, 6.2)} Z" fill="${BRAND.amber}"/>`;
  out += `<path d="${canopy(5, 6.2)}" fill="none" stroke="${BRAND.amberDeep}" stroke-width="${n(0.2 * s)}"/>`;
  for (const k of [-0.5, 0, 0.5]) {
    out += line(
      [x, y - 7.6 * s],
      [x + k * 5 * s, y - 6.4 * s],
      `stroke="${BRAND.amberDeep}" stroke-width="${n(0.12 * s)}"`,
    );
  }
  return out;
}

/** A cedar privacy fence along the back of a yard at depth Z. */
export function fence(cam, x1, x2, Z, { height = 6 } = {}) {
  const s = cam.scale(Z);
  const [a, top] = cam.project([x1, height, Z]);
  const [b, bottom] = cam.ground(x2, Z);
  let out = rect(a, top, b - a, bottom - top, `fill="#b58a62"`);
  for (let X = x1; X < x2; X += 0.5) {
    const [px] = cam.ground(X, Z);
    out += rect(px, top, 0.6, bottom - top, `fill="#000" opacity="0.1"`);
  }
  out += rect(a, top, b - a, 0.4 * s, `fill="#9a7150"`);
  return out;
}

export function grill(cam, X, Z) {
  const s = cam.scale(Z);
  const [x, y] = cam.ground(X, Z);
  let out = rect(x - 1.6 * s, y - 3.4 * s, 3.2 * s, 1.8 * s, `fill="#2f3338" rx="${n(0.4 * s)}"`);
  out += `<path d="M${n(x - 1.6 * s)} ${n(y - 3.4 * s)} Q${n(x)} ${n(y - 4.8 * s)} ${n(x + 1.6 * s)} ${n(y - 3.4 * s)} Z" fill="#3b4046"/>`;
  out += rect(x - 1.3 * s, y - 1.6 * s, 0.25 * s, 1.6 * s, `fill="#2f3338"`);
  out += rect(x + 1.05 * s, y - 1.6 * s, 0.25 * s, 1.6 * s, `fill="#2f3338"`);
  return out;
}

export function planter(cam, X, Z) {
  const s = cam.scale(Z);
  const [x, y] = cam.ground(X, Z);
  let out = polygon(
    [
      [x - 1.3 * s, y - 2 * s],
      [x + 1.3 * s, y - 2 * s],
      [x + 1 * s, y],
      [x - 1 * s, y],
    ],
    `fill="#7b5a45"`,
  );
  out += circle(x - 0.6 * s, y - 2.6 * s, 0.9 * s, `fill="#4f8a3a"`);
  out += circle(x + 0.6 * s, y - 2.7 * s, 0.9 * s, `fill="#5f9a45"`);
  out += circle(x, y - 3.2 * s, 0.9 * s, `fill="#3f7a34"`);
  for (const [dx, dy] of [
    [-0.7, -3],
    [0.4, -3.5],
    [0.9, -2.5],
  ]) {
    out += circle(x + dx * s, y + dy * s, 0.28 * s, `fill="#e76f51"`);
  }
  return out;
}

/** A parked car seen from behind. */
export function carRear(cam, X, Z, color) {
  const s = cam.scale(Z);
  const [x, y] = cam.ground(X, Z);
  const w = 6.2 * s;
  let out = ellipse(x, y, w * 0.6, 0.5 * s, `fill="#000" opacity="0.2"`);
  out += rect(x - w * 0.46, y - 1.5 * s, 1 * s, 1.5 * s, `fill="#1d1f22" rx="${n(0.2 * s)}"`);
  out += rect(x + w * 0.46 - 1 * s, y - 1.5 * s, 1 * s, 1.5 * s, `fill="#1d1f22" rx="${n(0.2 * s)}"`);
  out += polygon(
    [
      [x - w * 0.36, y - 4.9 * s],
      [x + w * 0.36, y - 4.9 * s],
      [x + w * 0.46, y - 3.3 * s],
      [x - w * 0.46, y - 3.3 * s],
    ],
    `fill="${color}"`,
  );
  out += polygon(
    [
      [x - w * 0.31, y - 4.7 * s],
      [x + w * 0.31, y - 4.7 * s],
      [x + w * 0.38, y - 3.5 * s],
      [x - w * 0.38, y - 3.5 * s],
    ],
    `fill="#2b3a48"`,
  );
  out += rect(x - w / 2, y - 3.4 * s, w, 2.3 * s, `fill="${color}" rx="${n(0.5 * s)}"`);
  out += rect(x - w / 2, y - 1.5 * s, w, 0.6 * s, `fill="#000" opacity="0.25"`);
  out += rect(x - w / 2 + 0.2 * s, y - 3 * s, 1.1 * s, 0.6 * s, `fill="#d23c32"`);
  out += rect(x + w / 2 - 1.3 * s, y - 3 * s, 1.1 * s, 0.6 * s, `fill="#d23c32"`);
  out += rect(x - 0.8 * s, y - 2.5 * s, 1.6 * s, 0.8 * s, `fill="#f2f0e8"`);
  return out;
}

/** A box truck backed up to a dock door, seen from behind. */
export function boxTruck(cam, X, Z) {
  const s = cam.scale(Z);
  let out = block(cam, {
    x: X,
    z: Z,
    w: 11,
    d: 26,
    h: 13,
    wall: "#f3f3f1",
    roof: "#dcdcd8",
    rise: 0,
    roofKind: "flat",
    overhang: 0,
  });
  const [bx, by] = cam.project([X + 0.5, 12.5, Z]);
  out += rect(bx, by, 10 * s, 8.5 * s, `fill="#e3e3df"`);
  for (let r = 1; r < 7; r++)
    out += rect(bx, by + (8.5 * s * r) / 7, 10 * s, 1, `fill="#000" opacity="0.12"`);
  const [fx, fy] = cam.project([X, 4, Z]);
  out += rect(fx, fy, 11 * s, 1 * s, `fill="#2f3338"`);
  out += rect(fx, fy + 1 * s, 11 * s, 0.5 * s, `fill="#c23b2b"`);
  out += rect(fx + 0.3 * s, fy - 0.8 * s, 1 * s, 0.7 * s, `fill="#d23c32"`);
  out += rect(fx + 9.7 * s, fy - 0.8 * s, 1 * s, 0.7 * s, `fill="#d23c32"`);
  for (const dx of [0.4, 8.4]) {
    const [wx, wy] = cam.project([X + dx, 2.6, Z + 0.5]);
    out += rect(wx, wy, 2.2 * s, 2.6 * s, `fill="#1d1f22" rx="${n(0.4 * s)}"`);
  }
  return out;
}
