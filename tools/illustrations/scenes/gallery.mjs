// Gallery project pictures: one backyard scene, varied per project (slab finish, colours,
// shape, props, light), so each of the 24 album photos shows the job its caption describes.
import { groundLine, groundPolygon, makeCamera } from "../camera.mjs";
import { slab, stampedFlat, stampedGround } from "../concrete.mjs";
import { sceneShell, slateFilter } from "../defs.mjs";
import { block, frontWindow } from "../houses.mjs";
import { farGround, lawn, shrubs, sky, tree, treeLine } from "../nature.mjs";
import { fence, grill, patioSet, planter } from "../props.mjs";
import { ellipse, rect, shade } from "../svg.mjs";

const W = 960;
const H = 640;

function firePit(cam, X, Z) {
  const [fx, fy] = cam.ground(X, Z);
  const s = cam.scale(Z);
  const ry = (r) => r * s * (cam.eye / Z) * 1.25;
  let out = ellipse(fx, fy, 3.6 * s, ry(3.6), `fill="#6f6a63"`);
  out += rect(fx - 3.6 * s, fy - 1.4 * s, 7.2 * s, 1.4 * s, `fill="#6f6a63"`);
  out += ellipse(fx, fy - 1.4 * s, 3.6 * s, ry(3.6), `fill="#8a857d"`);
  out += ellipse(fx, fy - 1.4 * s, 2.6 * s, ry(2.6), `fill="#3a3633"`);
  out += ellipse(fx, fy - 2.6 * s, 1.2 * s, 1.6 * s, `fill="#f4a261"`);
  return out;
}

/** A seat wall along the back of the slab. */
function seatWall(cam, x1, x2, Z, color) {
  return block(cam, {
    x: x1,
    z: Z,
    w: x2 - x1,
    d: 1.4,
    h: 1.8,
    wall: color,
    roof: shade(color, 0.12),
    rise: 0,
  });
}

/**
 * @param {object} p
 * @param {"stamped"|"broom"|"modern"|"exposed"} p.finish
 * @param {string} p.color slab base colour
 * @param {string} [p.grout] stamped grout / joint colour
 * @param {number} p.seed
 * @param {number} [p.width] slab width in feet
 * @param {number} [p.depth] slab depth in feet
 * @param {string[]} [p.props] "table", "grill", "fire", "planters", "wall"
 * @param {boolean} [p.dusk]
 * @param {boolean} [p.border] a smooth border band
 * @param {string} [p.wall] house siding colour
 * @param {number} [p.camX] camera offset
 */
export function galleryScene(p) {
  const cam = makeCamera({
    width: W,
    height: H,
    horizon: H * (p.dusk ? 0.3 : 0.34),
    focal: W * 0.75,
    eye: 10,
    x: p.camX ?? 0,
  });
  const houseZ = 44;
  const width = p.width ?? 30;
  const depth = p.depth ?? 26;
  const x1 = -width / 2 + (p.camX ?? 0) * 0.5;
  const x2 = x1 + width;
  const z2 = houseZ;
  const z1 = Math.max(13, z2 - depth);
  let body = sky(cam, { gradient: p.dusk ? "dusk" : "sky", seed: p.seed, clouds: 2 + (p.seed % 2) });
  body += treeLine(cam, { height: 0.05 + (p.seed % 3) * 0.01, seed: p.seed + 1 });
  body += farGround(cam, "#7ea65e");
  body += lawn(cam, { z1: 8, z2: 200, stripe: 6 });
  body += tree(cam, -50 + (p.seed % 5) * 3, 95, { size: 40, seed: p.seed + 2 });
  body += tree(cam, 46 + (p.seed % 4) * 4, 115, { size: 44, seed: p.seed + 3 });
  body += fence(cam, -120, -26, 70);
  body += fence(cam, 34, 120, 70);
  body += block(cam, {
    x: -24,
    z: houseZ,
    w: 54,
    d: 30,
    h: 10,
    wall: p.wall ?? "#d9cfbd",
    roof: "#4a4e55",
    rise: 8,
  });
  body += frontWindow(cam, -17, 3.2, houseZ, 5, 4.3);
  body += frontWindow(cam, -4, 1, houseZ, 10, 7.5);
  body += frontWindow(cam, 14, 3.2, houseZ, 5, 4.3);
  body += shrubs(cam, -22, -8, houseZ - 1.5, { seed: p.seed + 4 });
  body += shrubs(cam, 10, 28, houseZ - 1.5, { seed: p.seed + 5 });

  const corners = [
    [x1, z1],
    [x2, z1],
    [x2, z2],
    [x1, z2],
  ];
  const band = p.border ? 1.3 : 0;
  if (p.finish === "stamped") {
    body += groundPolygon(cam, corners, `fill="${shade(p.color, 0.05)}" filter="url(#grain)"`);
    body += stampedGround(cam, {
      x1: x1 + band,
      x2: x2 - band,
      z1: z1 + band,
      z2,
      base: p.color,
      grout: p.grout ?? shade(p.color, -0.3),
      seed: p.seed,
    });
  } else if (p.finish === "modern") {
    // large-format saw-cut squares with a dark border: the modern look
    body += slab(cam, { x1, x2, z1, z2, spacing: 4, color: p.color, edge: false });
  } else if (p.finish === "exposed") {
    body += groundPolygon(cam, corners, `fill="${p.color}" filter="url(#grainFine)"`);
    body += slab(cam, { x1, x2, z1, z2, spacing: 10, color: p.color, filter: "grainFine" });
  } else {
    body += slab(cam, { x1, x2, z1, z2, spacing: 10, color: p.color });
  }
  if (p.border) {
    const edgeColor = p.grout ?? shade(p.color, -0.25);
    body += groundLine(cam, [x1, z1], [x2, z1], `stroke="${edgeColor}" stroke-width="5"`);
  } else {
    body += groundLine(cam, [x1, z1], [x2, z1], `stroke="#fff" stroke-opacity="0.5" stroke-width="3"`);
  }
  const props = p.props ?? [];
  const mid = (x1 + x2) / 2;
  if (props.includes("wall")) body += seatWall(cam, x1 + 2, x2 - 2, z2 - 5, p.wallColor ?? "#b7aa96");
  if (props.includes("fire")) body += firePit(cam, mid, (z1 + z2) / 2);
  if (props.includes("table")) body += patioSet(cam, mid + (props.includes("fire") ? 8 : 0), z2 - 14);
  if (props.includes("grill")) body += grill(cam, x2 - 4, z2 - 6);
  if (props.includes("planters")) {
    body += planter(cam, x1 + 3, z1 + 5);
    body += planter(cam, x2 - 3, z1 + 5);
  }
  return sceneShell(W, H, "", body);
}

/** A top-down close-up of a stamped pattern in the project's colours. */
export function galleryCloseUp(p) {
  const body = stampedFlat(W, H, {
    base: p.color,
    grout: p.grout ?? shade(p.color, -0.35),
    seed: p.seed,
    stone: 96,
  });
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`;
  return sceneShell(W, H, slateFilter() + vignette, body + rect(0, 0, W, H, `fill="url(#vignette)"`));
}

export const GALLERY_SCENE_SIZE = { width: W, height: H };
