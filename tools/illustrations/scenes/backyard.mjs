// Patio and decorative concrete pictures.
import { face, groundLine, groundPolygon, makeCamera } from "../camera.mjs";
import { stampedGround } from "../concrete.mjs";
import { sceneShell } from "../defs.mjs";
import { block, frontWindow } from "../houses.mjs";
import { farGround, lawn, shrubs, sky, tree, treeLine } from "../nature.mjs";
import { BRAND } from "../palette.mjs";
import { fence, grill, patioSet, planter } from "../props.mjs";
import { ellipse, n, polygon, rect, shade } from "../svg.mjs";

// --- patio: the back of a house, sliding door, stamped patio with furniture
export function patioScene() {
  const W = 1200;
  const H = 800;
  const cam = makeCamera({ width: W, height: H, horizon: H * 0.34, focal: W * 0.75, eye: 10, x: 2 });
  const houseZ = 44;
  let body = sky(cam, { seed: 7, clouds: 2 });
  body += treeLine(cam, { height: 0.05 });
  body += farGround(cam, "#7ea65e");
  body += lawn(cam, { z1: 8, z2: 200, stripe: 6 });
  body += tree(cam, -48, 95, { size: 40, seed: 12 });
  body += tree(cam, 50, 110, { size: 44, seed: 13 });
  body += fence(cam, -120, -24, 70);
  body += fence(cam, 32, 120, 70);
  body += block(cam, { x: -22, z: houseZ, w: 52, d: 30, h: 10, wall: "#d9cfbd", roof: "#4a4e55", rise: 8 });
  const s = cam.scale(houseZ);
  // sliding door
  const [dx, dy] = cam.project([-4, 8, houseZ]);
  body += rect(dx - 2, dy - 2, 12 * s + 4, 8 * s + 2, `fill="#fff"`);
  body += rect(dx, dy, 12 * s, 8 * s, `fill="#4d6f8c"`);
  body += rect(dx + 6 * s - 1.5, dy, 3, 8 * s, `fill="#fff"`);
  body += polygon(
    [
      [dx, dy + 5 * s],
      [dx + 4 * s, dy],
      [dx + 6 * s, dy],
      [dx, dy + 7.5 * s],
    ],
    `fill="#fff" opacity="0.18"`,
  );
  body += frontWindow(cam, -17, 3.2, houseZ, 5, 4.3);
  body += frontWindow(cam, 14, 3.2, houseZ, 5, 4.3);
  body += frontWindow(cam, 22.5, 3.2, houseZ, 4, 4.3);
  body += shrubs(cam, -21, -7, houseZ - 1.5, { seed: 3 });
  body += shrubs(cam, 11, 29, houseZ - 1.5, { seed: 4 });
  // the patio slab: a stamped ashlar field with a smooth border band
  const p = { x1: -14, x2: 20, z1: 16, z2: houseZ };
  body += groundPolygon(
    cam,
    [
      [p.x1, p.z1],
      [p.x2, p.z1],
      [p.x2, p.z2],
      [p.x1, p.z2],
    ],
    `fill="#cdbfa9" filter="url(#grain)"`,
  );
  body += stampedGround(cam, {
    x1: p.x1 + 1.3,
    x2: p.x2 - 1.3,
    z1: p.z1 + 1.3,
    z2: p.z2,
    base: "#c6b298",
    grout: "#8f7c66",
  });
  body += groundLine(cam, [p.x1, p.z1], [p.x2, p.z1], `stroke="#fff" stroke-opacity="0.5" stroke-width="3"`);
  body += patioSet(cam, 2, 29);
  body += grill(cam, 14.5, 38);
  body += planter(cam, -9, 22);
  body += planter(cam, 15, 22);
  return sceneShell(W, H, "", body);
}

// --- decorative: colored stamped slab with a border and a fire pit
export function decorativeScene() {
  const W = 1200;
  const H = 800;
  const cam = makeCamera({ width: W, height: H, horizon: H * 0.26, focal: W * 0.8, eye: 11, x: 0 });
  let body = sky(cam, { gradient: "dusk", seed: 9, clouds: 2 });
  body += treeLine(cam, { height: 0.07, color: "#6d8f75" });
  body += farGround(cam, "#789f5a");
  body += lawn(cam, { z1: 6, z2: 62, stripe: 6 });
  body += tree(cam, -44, 140, { size: 30, seed: 4 });
  body += tree(cam, 40, 160, { size: 34, seed: 8 });
  body += fence(cam, -120, 120, 62, { height: 6.5 });
  body += shrubs(cam, -40, 40, 58, { seed: 9, height: 4 });
  const slabArea = { x1: -17, x2: 17, z1: 12, z2: 54 };
  body += groundPolygon(
    cam,
    [
      [slabArea.x1, slabArea.z1],
      [slabArea.x2, slabArea.z1],
      [slabArea.x2, slabArea.z2],
      [slabArea.x1, slabArea.z2],
    ],
    `fill="#8c5a43" filter="url(#grain)"`,
  );
  // a soldier-course border band in a deeper tone
  for (let X = slabArea.x1; X < slabArea.x2; X += 1.3) {
    body += groundPolygon(
      cam,
      [
        [X + 0.06, slabArea.z1 + 0.06],
        [X + 1.24, slabArea.z1 + 0.06],
        [X + 1.24, slabArea.z1 + 1.6],
        [X + 0.06, slabArea.z1 + 1.6],
      ],
      `fill="${shade("#8c5a43", (X % 2.6) / 40)}"`,
    );
  }
  body += stampedGround(cam, {
    x1: slabArea.x1 + 1.8,
    x2: slabArea.x2 - 1.8,
    z1: slabArea.z1 + 1.8,
    z2: slabArea.z2 - 1.8,
    base: "#b8876a",
    grout: "#6e4633",
    seed: 14,
  });
  // round fire pit
  const [fx, fy] = cam.ground(0, 34);
  const s = cam.scale(34);
  body += ellipse(fx, fy, 4.4 * s, 4.4 * s * (cam.eye / 34) * 1.25, `fill="#6f6a63"`);
  body += rect(fx - 4.4 * s, fy - 1.6 * s, 8.8 * s, 1.6 * s, `fill="#6f6a63"`);
  body += ellipse(fx, fy - 1.6 * s, 4.4 * s, 4.4 * s * (cam.eye / 34) * 1.25, `fill="#8a857d"`);
  body += ellipse(fx, fy - 1.6 * s, 3.3 * s, 3.3 * s * (cam.eye / 34) * 1.25, `fill="#3a3633"`);
  const flame = (w, h, color) =>
    `<path d="M${n(fx - w * s)} ${n(fy - 1.8 * s)} C${n(fx - w * 1.3 * s)} ${n(fy - (1.8 + h * 0.5) * s)} ${n(fx - w * 0.2 * s)} ${n(fy - (1.8 + h * 0.6) * s)} ${n(fx)} ${n(fy - (1.8 + h) * s)} C${n(fx + w * 0.1 * s)} ${n(fy - (1.8 + h * 0.55) * s)} ${n(fx + w * 1.3 * s)} ${n(fy - (1.8 + h * 0.5) * s)} ${n(fx + w * s)} ${n(fy - 1.8 * s)} Z" fill="${color}"/>`;
  body += flame(1.6, 3.6, BRAND.amber);
  body += flame(0.8, 2.2, "#e76f51");
  // cushioned benches either side
  for (const dx of [-11.5, 11.5]) {
    const bz = 34;
    body += block(cam, {
      x: dx - 2,
      z: bz - 4,
      w: 4,
      d: 8,
      h: 1.5,
      wall: "#c9c3b8",
      roof: "#c9c3b8",
      rise: 0,
      roofKind: "flat",
      overhang: 0,
    });
    body += face(
      cam,
      [
        [dx - 1.8, 1.75, bz - 3.8],
        [dx + 1.8, 1.75, bz - 3.8],
        [dx + 1.8, 1.75, bz + 3.8],
        [dx - 1.8, 1.75, bz + 3.8],
      ],
      [0, 1, 0],
      `fill="${BRAND.navy}"`,
    );
    body += face(
      cam,
      [
        [dx - 1.8, 1.5, bz - 3.8],
        [dx + 1.8, 1.5, bz - 3.8],
        [dx + 1.8, 1.75, bz - 3.8],
        [dx - 1.8, 1.75, bz - 3.8],
      ],
      [0, 0, -1],
      `fill="${BRAND.navyDeep}"`,
    );
  }
  body += planter(cam, -14, 16);
  body += planter(cam, 14, 16);
  return sceneShell(W, H, "", body);
}
