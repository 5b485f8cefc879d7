import { face, groundPolygon, makeCamera } from "../camera.mjs";
import { slab } from "../concrete.mjs";
import { sceneShell } from "../defs.mjs";
import { block } from "../houses.mjs";
import { farGround, sky, tree, treeLine } from "../nature.mjs";
import { BRAND } from "../palette.mjs";
import { boxTruck, carRear } from "../props.mjs";
import { circle, polygon, rect } from "../svg.mjs";

// --- commercial: concrete lot, parking stripes, a building with a loading dock
export function commercialScene() {
  const W = 1200;
  const H = 800;
  const cam = makeCamera({ width: W, height: H, horizon: H * 0.36, focal: W * 0.58, eye: 12, x: 12 });
  const bz = 90;
  let body = sky(cam, { seed: 17 });
  body += treeLine(cam, { height: 0.04 });
  body += farGround(cam, "#8aab6c");
  body += slab(cam, { x1: -140, x2: 160, z1: 6, z2: bz, spacing: 15, color: "#cfccc4" });
  // the truck well in front of the dock doors, a shade darker
  body += groundPolygon(
    cam,
    [
      [24, bz - 34],
      [112, bz - 34],
      [112, bz],
      [24, bz],
    ],
    `fill="#b4b0a7" filter="url(#grain)"`,
  );
  // parking stalls: amber stripes and wheel stops
  const stalls = { z1: 26, z2: 44 };
  for (let X = -47.5; X <= 10; X += 9.5) {
    body += groundPolygon(
      cam,
      [
        [X, stalls.z1],
        [X + 0.45, stalls.z1],
        [X + 0.45, stalls.z2],
        [X, stalls.z2],
      ],
      `fill="${BRAND.amber}"`,
    );
    if (X < 10) {
      body += face(
        cam,
        [
          [X + 2.2, 0.5, stalls.z2 - 1.5],
          [X + 7.3, 0.5, stalls.z2 - 1.5],
          [X + 7.3, 0, stalls.z2 - 1.5],
          [X + 2.2, 0, stalls.z2 - 1.5],
        ],
        [0, 0, -1],
        `fill="#e9e5dc"`,
      );
    }
  }
  // the building: office glass on the left, dock doors on the right
  body += block(cam, {
    x: -100,
    z: bz,
    w: 220,
    d: 120,
    h: 26,
    wall: "#d9d6cf",
    roof: "#8d9399",
    rise: 0,
    roofKind: "flat",
    overhang: 0.5,
  });
  const s = cam.scale(bz);
  const [ax, ay] = cam.project([-100, 26, bz]);
  const [bx2] = cam.project([120, 26, bz]);
  body += rect(ax, ay, bx2 - ax, 3 * s, `fill="${BRAND.navy}"`);
  for (let i = 0; i < 7; i++) {
    const [wx, wy] = cam.project([-92 + i * 8.5, 19, bz]);
    body += rect(wx, wy, 7 * s, 19 * s, `fill="#4d6f8c"`);
    body += polygon(
      [
        [wx, wy + 8 * s],
        [wx + 4 * s, wy],
        [wx + 6 * s, wy],
        [wx, wy + 13 * s],
      ],
      `fill="#fff" opacity="0.16"`,
    );
  }
  const [cx1, cy1] = cam.project([-70, 10.5, bz - 6]);
  const [cx2] = cam.project([-44, 10.5, bz - 6]);
  body += rect(cx1, cy1, cx2 - cx1, 1.2 * cam.scale(bz - 6), `fill="${BRAND.navy}"`);
  for (let i = 0; i < 3; i++) {
    const X = 30 + i * 28;
    const [dx, dy] = cam.project([X, 14, bz]);
    body += rect(dx - 0.8 * s, dy - 0.8 * s, 13.6 * s, 10.8 * s, `fill="#2f3338"`);
    body += rect(dx, dy, 12 * s, 10 * s, `fill="#eceae5"`);
    for (let r = 1; r < 8; r++)
      body += rect(dx, dy + (10 * s * r) / 8, 12 * s, 1, `fill="#000" opacity="0.16"`);
    body += rect(dx + 0.6 * s, dy + 10 * s, 1.4 * s, 2 * s, `fill="#111"`);
    body += rect(dx + 10 * s, dy + 10 * s, 1.4 * s, 2 * s, `fill="#111"`);
    const [lx, ly] = cam.project([X + 13.5, 15.5, bz]);
    body += circle(lx, ly, 0.7 * s, `fill="${i === 0 ? "#3fae5a" : "#d64545"}"`);
  }
  // a box truck backed up to the first door
  body += boxTruck(cam, 29, bz - 30);
  for (const [i, X] of [-47.5, -38, -19, 0.5].entries()) {
    body += carRear(cam, X + 4.75, stalls.z2 - 3, ["#8c2f2f", "#f2f2f0", "#143354", "#6b7178", "#2f3338"][i]);
  }
  // light poles
  for (const [X, Z] of [
    [-60, 52],
    [18, 56],
  ]) {
    const ps = cam.scale(Z);
    const [px, py] = cam.ground(X, Z);
    body += rect(px - 1 * ps, py - 2.5 * ps, 2 * ps, 2.5 * ps, `fill="#bdb9b1"`);
    body += rect(px - 0.3 * ps, py - 28 * ps, 0.6 * ps, 26 * ps, `fill="#5b6068"`);
    body += rect(px - 3.4 * ps, py - 28.6 * ps, 6.8 * ps, 0.9 * ps, `fill="#5b6068"`);
    for (const side of [-1, 1])
      body += rect(px + side * 3.4 * ps - 1.2 * ps, py - 28 * ps, 2.4 * ps, 0.6 * ps, `fill="#f5f1da"`);
  }
  body += tree(cam, -150, 130, { size: 36, seed: 5 });
  body += tree(cam, 165, 140, { size: 40, seed: 6 });
  return sceneShell(W, H, "", body);
}
