import { groundPolygon, makeCamera } from "./camera.mjs";
import { sidewalkStrip, slab, street } from "./concrete.mjs";
import { sharedDefs } from "./defs.mjs";
import { house } from "./houses.mjs";
import { evergreen, farGround, lawn, shrubs, sky, tree, treeLine } from "./nature.mjs";
import { svgDocument } from "./svg.mjs";

/**
 * The recurring picture: a home across a quiet street, a fresh driveway leading to
 * its garage, the public sidewalk, lawn, trees, and a backdrop that says which town.
 */
export function streetScene({
  width = 1200,
  height = 800,
  horizon = 0.4,
  focal = 0.62,
  eye = 9,
  camX = 0,
  houseZ = 62,
  homes,
  skyline = null,
  backdrop = null,
  centerWalk = null,
  trees = [],
  curbZ = 17,
  sidewalk = [20.5, 25.5],
  skyOptions = {},
  groundColor = "#8fb072",
  treeLineColor = "#7f9f86",
  treeLineHeight = 0.045,
  lawnColors,
  lawnDepth = null,
}) {
  const cam = makeCamera({ width, height, horizon: height * horizon, focal: width * focal, eye, x: camX });
  const near = cam.nearestGround() * 0.8;
  let ground = farGround(cam, groundColor);
  if (backdrop) ground += backdrop(cam);
  ground += lawn(cam, { z1: curbZ, z2: lawnDepth ?? houseZ + 40, colors: lawnColors });
  ground += sidewalkStrip(cam, { z1: sidewalk[0], z2: sidewalk[1] });
  if (centerWalk) {
    ground += slab(cam, {
      x1: centerWalk.x - 3,
      x2: centerWalk.x + 3,
      z1: sidewalk[1],
      z2: centerWalk.to,
      spacing: 6,
      jointsAcross: false,
    });
  }
  const drawnHomes = homes.map((h) => house(cam, h));
  for (const h of drawnHomes) {
    const walk = h.frontWalk;
    ground += slab(cam, {
      x1: walk.x1,
      x2: walk.x2,
      z1: sidewalk[1],
      z2: walk.z,
      spacing: 5,
      jointsAcross: false,
    });
    const { x1, x2, z } = h.garageDoor;
    ground += slab(cam, { x1: x1 - 0.5, x2: x2 + 0.5, z1: curbZ, z2: z, spacing: 10 });
    // the apron flares out to meet the curb
    ground += groundPolygon(
      cam,
      [
        [x1 - 2.5, curbZ - 0.2],
        [x1 - 0.5, curbZ - 0.2],
        [x1 - 0.5, curbZ + 2.5],
      ],
      `fill="#d2cfc7"`,
    );
    ground += groundPolygon(
      cam,
      [
        [x2 + 2.5, curbZ - 0.2],
        [x2 + 0.5, curbZ - 0.2],
        [x2 + 0.5, curbZ + 2.5],
      ],
      `fill="#d2cfc7"`,
    );
  }
  ground += street(cam, { curbZ, near });

  // Everything standing on the ground, far to near.
  const standing = [
    ...trees.map((t) => ({
      z: t.Z,
      svg: () => (t.kind === "pine" ? evergreen(cam, t.X, t.Z, t) : tree(cam, t.X, t.Z, t)),
    })),
    ...drawnHomes.map((h, i) => ({
      z: h.frontZ + 10,
      svg: () =>
        h.svg + h.beds.map((bed, k) => shrubs(cam, bed.x1, bed.x2, bed.z, { seed: 30 + i + k })).join(""),
    })),
  ].sort((a, b) => b.z - a.z);

  const body =
    sky(cam, skyOptions) +
    (skyline ? skyline(cam) : "") +
    treeLine(cam, { color: treeLineColor, height: treeLineHeight }) +
    ground +
    standing.map((s) => s.svg()).join("");
  return svgDocument(width, height, sharedDefs(), body);
}
