// A level perspective camera and the faces it projects.
import { line, polygon } from "./svg.mjs";

/**
 * A level pinhole camera looking down +Z: vertical lines stay vertical (the flat
 * illustration look) while the ground recedes to a vanishing point on the horizon.
 * World units are feet; Y is height above the ground.
 */
export function makeCamera({ width, height, horizon, focal, eye, x = 0, vx = width / 2 }) {
  const project = ([X, Y, Z]) => [vx + (focal * (X - x)) / Z, horizon + (focal * (eye - Y)) / Z];
  return {
    width,
    height,
    horizon,
    focal,
    eye,
    x,
    vx,
    project,
    ground: (X, Z) => project([X, 0, Z]),
    scale: (Z) => focal / Z,
    /** The distance of the ground seen at the bottom edge of the picture. */
    nearestGround: () => (focal * eye) / (height - horizon),
    position: [x, eye, 0],
  };
}

/** A planar face; drawn only when its outward normal faces the camera. */
export function face(cam, corners, normal, attrs) {
  const [a] = corners;
  const toCamera = [cam.position[0] - a[0], cam.position[1] - a[1], cam.position[2] - a[2]];
  const facing = normal[0] * toCamera[0] + normal[1] * toCamera[1] + normal[2] * toCamera[2];
  if (facing <= 0) return "";
  return polygon(corners.map(cam.project), attrs);
}

export function groundPolygon(cam, corners, attrs) {
  return polygon(
    corners.map(([X, Z]) => cam.ground(X, Z)),
    attrs,
  );
}

export function groundLine(cam, [x1, z1], [x2, z2], attrs) {
  return line(cam.ground(x1, z1), cam.ground(x2, z2), attrs);
}
