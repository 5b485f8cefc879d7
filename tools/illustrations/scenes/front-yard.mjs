// Home, driveway, sidewalk and front steps pictures.
import { face, groundPolygon, makeCamera } from "../camera.mjs";
import { slab } from "../concrete.mjs";
import { sceneShell } from "../defs.mjs";
import { block, frontWindow, HOUSE_STYLES } from "../houses.mjs";
import { evergreen, farGround, lawn, shrubs, sky, tree, treeLine } from "../nature.mjs";
import { BRAND } from "../palette.mjs";
import { planter } from "../props.mjs";
import { streetScene } from "../street-scene.mjs";
import { circle, line, n, rect } from "../svg.mjs";

export function heroScene() {
  return streetScene({
    width: 1600,
    height: 900,
    horizon: 0.4,
    focal: 0.52,
    houseZ: 60,
    homes: [
      { x: -98, z: 66, style: "grey", garage: "right", stories: 1 },
      { x: -24, z: 60, style: "beige", garage: "right", stories: 2 },
      { x: 50, z: 64, style: "white", garage: "left", stories: 1, roofKind: "hip" },
    ],
    trees: [
      { X: -40, Z: 96, size: 44, seed: 2 },
      { X: 42, Z: 110, size: 40, seed: 3 },
      { X: -120, Z: 100, size: 42, seed: 4 },
      { X: 110, Z: 92, size: 36, seed: 9, kind: "pine" },
      { X: -36, Z: 40, size: 30, seed: 6 },
    ],
  });
}

export function drivewayScene() {
  return streetScene({
    focal: 0.7,
    eye: 7,
    camX: 22,
    houseZ: 46,
    curbZ: 12,
    sidewalk: [14.5, 19],
    horizon: 0.38,
    homes: [{ x: -14, z: 46, style: "blue", garage: "right", stories: 2 }],
    trees: [
      { X: -10, Z: 150, size: 44, seed: 21 },
      { X: 58, Z: 90, size: 38, seed: 22 },
    ],
  });
}

// --- sidewalk: a straight walk running away between lawns and trees
export function sidewalkScene() {
  const W = 1200;
  const H = 800;
  const cam = makeCamera({ width: W, height: H, horizon: H * 0.42, focal: W * 0.7, eye: 5.5, x: 1.5 });
  let body = sky(cam, { seed: 5 });
  body += treeLine(cam, { height: 0.06 });
  body += farGround(cam, "#86aa68");
  body += lawn(cam, { z1: 4, z2: 1200, stripe: 5, x1: -300, x2: 300 });
  // a driveway crossing at 60 ft and a street to the left
  body += groundPolygon(
    cam,
    [
      [-300, 4],
      [-9, 4],
      [-9, 1500],
      [-300, 1500],
    ],
    `fill="#5a5e64" filter="url(#grainFine)"`,
  );
  body += groundPolygon(
    cam,
    [
      [-10, 4],
      [-8.5, 4],
      [-8.5, 1500],
      [-10, 1500],
    ],
    `fill="#d1cdc5"`,
  );
  body += slab(cam, { x1: -2.5, x2: 2.5, z1: 3, z2: 900, spacing: 5, color: "#dad7cf", jointsAcross: false });
  body += slab(cam, { x1: 2.5, x2: 40, z1: 70, z2: 86, spacing: 10, color: "#d4d1c9" });
  const standing = [];
  for (let Z = 58; Z < 700; Z += 48) {
    standing.push({ z: Z, svg: tree(cam, -5.8, Z, { size: 25, seed: Z }) });
  }
  for (const [i, Z] of [110, 190, 290, 420].entries()) {
    const c = HOUSE_STYLES[["beige", "grey", "white", "sage"][i]];
    standing.push({
      z: Z + 5,
      svg: block(cam, { x: 22, z: Z, w: 40, d: 30, h: i % 2 ? 18 : 10, wall: c.wall, roof: c.roof, rise: 8 }),
    });
  }
  standing.push({ z: 44, svg: shrubs(cam, 10, 24, 44) });
  standing.push({ z: 30, svg: evergreen(cam, 12, 30, { size: 10 }) });
  body += standing
    .sort((a, b) => b.z - a.z)
    .map((s) => s.svg)
    .join("");
  return sceneShell(W, H, "", body);
}

// --- steps: front steps to a porch, with a handrail, seen from the walk
export function stepsScene() {
  const W = 1200;
  const H = 800;
  const cam = makeCamera({ width: W, height: H, horizon: H * 0.3, focal: W * 0.9, eye: 6.5, x: -1 });
  const wallZ = 28;
  let body = sky(cam, { seed: 3, clouds: 1 });
  body += farGround(cam, "#7ea65e");
  // house wall filling the back: lap siding
  const wall = "#dfd6c6";
  body += block(cam, { x: -60, z: wallZ, w: 120, d: 30, h: 11, wall, roof: "#4a4e55", rise: 9 });
  const s = cam.scale(wallZ);
  const [, yTop] = cam.project([0, 11, wallZ]);
  const [, yBase] = cam.ground(0, wallZ);
  for (let y = yTop + 0.7 * s; y < yBase; y += 0.55 * s)
    body += rect(0, y, W, 1.2, `fill="#000" opacity="0.06"`);
  // porch slab at 2.4 ft with three steps down to the walk
  const porch = { x1: -9, x2: 9, h: 2.4 };
  const rise = porch.h / 3;
  body += face(
    cam,
    [
      [porch.x1, porch.h, wallZ - 8],
      [porch.x2, porch.h, wallZ - 8],
      [porch.x2, porch.h, wallZ],
      [porch.x1, porch.h, wallZ],
    ],
    [0, 1, 0],
    `fill="#d7d3cb" filter="url(#grain)"`,
  );
  // door with sidelights and a wreath-free, tidy trim
  const [dx, dy] = cam.project([-2, porch.h + 7, wallZ]);
  body += rect(dx - 3 * s, dy - 0.5 * s, 10 * s, 7.5 * s, `fill="#fff"`);
  body += rect(dx - 2.4 * s, dy, 1.6 * s, 7 * s, `fill="#4d6f8c"`);
  body += rect(dx + 4.8 * s, dy, 1.6 * s, 7 * s, `fill="#4d6f8c"`);
  body += rect(dx, dy, 4 * s, 7 * s, `fill="${BRAND.navy}"`);
  body += rect(dx + 0.5 * s, dy + 0.6 * s, 3 * s, 2.5 * s, `fill="#fff" opacity="0.15"`);
  body += rect(dx + 0.5 * s, dy + 3.6 * s, 3 * s, 2.8 * s, `fill="#fff" opacity="0.1"`);
  body += circle(dx + 3.4 * s, dy + 3.8 * s, 0.15 * s, `fill="${BRAND.amber}"`);
  body += frontWindow(cam, -20, porch.h + 1.5, wallZ, 6, 5, { shutters: "#2f4a5f" });
  body += frontWindow(cam, 14, porch.h + 1.5, wallZ, 6, 5, { shutters: "#2f4a5f" });
  // porch sides (foundation)
  body += face(
    cam,
    [
      [porch.x1, 0, wallZ - 8],
      [porch.x1, 0, wallZ],
      [porch.x1, porch.h, wallZ],
      [porch.x1, porch.h, wallZ - 8],
    ],
    [-1, 0, 0],
    `fill="#b9b4aa" filter="url(#grain)"`,
  );
  body += face(
    cam,
    [
      [porch.x2, 0, wallZ - 8],
      [porch.x2, 0, wallZ],
      [porch.x2, porch.h, wallZ],
      [porch.x2, porch.h, wallZ - 8],
    ],
    [1, 0, 0],
    `fill="#b9b4aa" filter="url(#grain)"`,
  );
  // steps: each a box, nearest and lowest last
  const stepW = { x1: -4.5, x2: 4.5 };
  for (let i = 0; i < 3; i++) {
    const top = porch.h - rise * (i + 1) + rise;
    const zFront = wallZ - 8 - 1.1 * (i + 1);
    const zBack = wallZ - 8 - 1.1 * i;
    const tread = [
      [stepW.x1, top, zFront],
      [stepW.x2, top, zFront],
      [stepW.x2, top, zBack],
      [stepW.x1, top, zBack],
    ];
    body += face(cam, tread, [0, 1, 0], `fill="#dcd8d0" filter="url(#grain)"`);
    body += face(
      cam,
      [
        [stepW.x1, top - rise, zFront],
        [stepW.x2, top - rise, zFront],
        [stepW.x2, top, zFront],
        [stepW.x1, top, zFront],
      ],
      [0, 0, -1],
      `fill="#bfbab1" filter="url(#grain)"`,
    );
    body += face(
      cam,
      [
        [stepW.x1, 0, zFront],
        [stepW.x1, 0, wallZ - 8],
        [stepW.x1, top, wallZ - 8],
        [stepW.x1, top, zFront],
      ],
      [-1, 0, 0],
      `fill="#b3aea4"`,
    );
    body += face(
      cam,
      [
        [stepW.x2, 0, zFront],
        [stepW.x2, 0, wallZ - 8],
        [stepW.x2, top, wallZ - 8],
        [stepW.x2, top, zFront],
      ],
      [1, 0, 0],
      `fill="#b3aea4"`,
    );
    body += line(
      cam.project([stepW.x1, top, zFront]),
      cam.project([stepW.x2, top, zFront]),
      `stroke="#fff" stroke-opacity="0.6" stroke-width="2"`,
    );
  }
  // walk leading up to the steps
  body += slab(cam, {
    x1: -4,
    x2: 4,
    z1: 3,
    z2: wallZ - 8 - 3.3,
    spacing: 4,
    color: "#d8d5cd",
    jointsAcross: false,
  });
  // beds and shrubs either side
  body += groundPolygon(
    cam,
    [
      [-60, wallZ - 12],
      [porch.x1, wallZ - 12],
      [porch.x1, wallZ],
      [-60, wallZ],
    ],
    `fill="#5b4636"`,
  );
  body += groundPolygon(
    cam,
    [
      [porch.x2, wallZ - 12],
      [60, wallZ - 12],
      [60, wallZ],
      [porch.x2, wallZ],
    ],
    `fill="#5b4636"`,
  );
  body += shrubs(cam, -26, -10, wallZ - 6, { seed: 2, height: 3.4 });
  body += shrubs(cam, 10.5, 28, wallZ - 6, { seed: 6, height: 3.4 });
  body += planter(cam, -6.2, wallZ - 12.2);
  // the handrail: black posts and rails following the nosings
  const rail = (X) => {
    const p0 = cam.project([X, 3, wallZ - 8 - 3.3]);
    const p1 = cam.project([X, porch.h + 3, wallZ - 8]);
    const p2 = cam.project([X, porch.h + 3, wallZ - 2]);
    const b0 = cam.ground(X, wallZ - 8 - 3.3);
    const b1 = cam.project([X, porch.h, wallZ - 8]);
    const b2 = cam.project([X, porch.h, wallZ - 2]);
    const w = n(0.22 * cam.scale(wallZ - 8));
    return (
      `<path d="M${n(p0[0])} ${n(p0[1])} L${n(p1[0])} ${n(p1[1])} L${n(p2[0])} ${n(p2[1])}" stroke="#1f2226" stroke-width="${w}" fill="none" stroke-linecap="round"/>` +
      line(p0, b0, `stroke="#1f2226" stroke-width="${w}"`) +
      line(p1, b1, `stroke="#1f2226" stroke-width="${w}"`) +
      line(p2, b2, `stroke="#1f2226" stroke-width="${w}"`)
    );
  };
  body += rail(stepW.x2 - 0.4);
  body += lawn(cam, { z1: 2, z2: wallZ - 12, x1: -60, x2: -4.2, stripe: 4 });
  body += lawn(cam, { z1: 2, z2: wallZ - 12, x1: 4.2, x2: 60, stripe: 4 });
  return sceneShell(W, H, "", body);
}
