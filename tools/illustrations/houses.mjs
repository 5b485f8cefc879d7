// Houses as projected boxes with roofs, windows, doors and garage doors.
import { face } from "./camera.mjs";
import { BRAND } from "./palette.mjs";
import { circle, n, polygon, rect, shade } from "./svg.mjs";

export const HOUSE_STYLES = {
  beige: { wall: "#e6dccb", roof: "#4b4f56", trim: "#ffffff", door: "#143354", garage: "#f4f1ea" },
  grey: { wall: "#b7c2c9", roof: "#3d4248", trim: "#f7f7f5", door: "#8c2f2f", garage: "#f4f4f2" },
  sage: { wall: "#b9c4a8", roof: "#505046", trim: "#fbfaf5", door: "#5a3d2b", garage: "#f2f0e8" },
  white: { wall: "#f1efe9", roof: "#3b3f46", trim: "#ffffff", door: "#143354", garage: "#ffffff" },
  blue: { wall: "#8fa6bb", roof: "#3b3f46", trim: "#fafafa", door: "#f8b936", garage: "#f5f5f3" },
  brick: { wall: "#a4584a", roof: "#45403c", trim: "#f2ede4", door: "#2e4a36", garage: "#efe9de" },
  tan: { wall: "#cdb48f", roof: "#5a4a3e", trim: "#fbf6ec", door: "#7a2f2a", garage: "#f4efe5" },
};

/** A box with its visible walls and a roof: side gable, front gable or hip. */
export function block(
  cam,
  { x, z, w, d, h, wall, roof, rise, roofKind = "side", overhang = 1.2, hide = [] },
) {
  const side = shade(wall, -0.14);
  let out = "";
  out += face(
    cam,
    [
      [x, 0, z],
      [x + w, 0, z],
      [x + w, h, z],
      [x, h, z],
    ],
    [0, 0, -1],
    `fill="${wall}"`,
  );
  if (!hide.includes("left")) {
    out += face(
      cam,
      [
        [x, 0, z],
        [x, 0, z + d],
        [x, h, z + d],
        [x, h, z],
      ],
      [-1, 0, 0],
      `fill="${side}"`,
    );
  }
  if (!hide.includes("right")) {
    out += face(
      cam,
      [
        [x + w, 0, z],
        [x + w, 0, z + d],
        [x + w, h, z + d],
        [x + w, h, z],
      ],
      [1, 0, 0],
      `fill="${side}"`,
    );
  }
  // A shadow under the eaves grounds the roof on the wall.
  out += polygon(
    [
      cam.project([x, h, z]),
      cam.project([x + w, h, z]),
      cam.project([x + w, h - 0.9, z]),
      cam.project([x, h - 0.9, z]),
    ],
    `fill="#000" opacity="0.13"`,
  );
  out += roofOver(cam, { x, z, w, d, h, wall, roof, rise, roofKind, overhang, hide });
  return out;
}

function roofOver(cam, { x, z, w, d, h, wall, roof, rise, roofKind, overhang: o, hide }) {
  const [x1, x2, z1, z2] = [x - o, x + w + o, z - o, z + d + o];
  const top = h + rise;
  const lit = roof;
  const dim = shade(roof, -0.22);
  const fascia = `fill="${shade(roof, 0.55)}"`;
  let out = "";
  if (roofKind === "flat") {
    out += face(
      cam,
      [
        [x1, h, z1],
        [x2, h, z1],
        [x2, h, z2],
        [x1, h, z2],
      ],
      [0, 1, 0],
      `fill="${roof}"`,
    );
    return out;
  }
  if (roofKind === "front") {
    const xm = x + w / 2;
    out += polygon(
      [cam.project([x, h, z]), cam.project([xm, top, z]), cam.project([x + w, h, z])],
      `fill="${wall}"`,
    );
    out += circle(
      ...cam.project([xm, h + rise * 0.45, z]),
      cam.scale(z) * 1.1,
      `fill="#4d6f8c" stroke="#fff" stroke-width="${n(cam.scale(z) * 0.3)}"`,
    );
    out += face(
      cam,
      [
        [x1, h, z1],
        [xm, top, z1],
        [xm, top, z2],
        [x1, h, z2],
      ],
      [-rise, w / 2, 0],
      `fill="${dim}"`,
    );
    out += face(
      cam,
      [
        [x2, h, z1],
        [xm, top, z1],
        [xm, top, z2],
        [x2, h, z2],
      ],
      [rise, w / 2, 0],
      `fill="${dim}"`,
    );
    out += polygon(
      [cam.project([x1, h - 0.4, z1]), cam.project([xm, top, z1]), cam.project([x2, h - 0.4, z1])],
      `fill="none" stroke="${shade(roof, 0.6)}" stroke-width="${n(cam.scale(z) * 0.5)}" stroke-linejoin="round"`,
    );
    return out;
  }
  if (roofKind === "hip") {
    const inset = Math.min(d / 2, w / 2) + o;
    out += face(
      cam,
      [
        [x1, h, z1],
        [x2, h, z1],
        [x2 - inset, top, z + d / 2],
        [x1 + inset, top, z + d / 2],
      ],
      [0, d / 2, -rise],
      `fill="${lit}"`,
    );
    if (!hide.includes("left")) {
      out += face(
        cam,
        [
          [x1, h, z1],
          [x1 + inset, top, z + d / 2],
          [x1, h, z2],
        ],
        [-rise, inset, 0],
        `fill="${dim}"`,
      );
    }
    if (!hide.includes("right")) {
      out += face(
        cam,
        [
          [x2, h, z1],
          [x2 - inset, top, z + d / 2],
          [x2, h, z2],
        ],
        [rise, inset, 0],
        `fill="${dim}"`,
      );
    }
  } else {
    out += face(
      cam,
      [
        [x1, h, z1],
        [x2, h, z1],
        [x2, top, z + d / 2],
        [x1, top, z + d / 2],
      ],
      [0, d / 2, -rise],
      `fill="${lit}"`,
    );
    const gable = (X, normal) =>
      face(
        cam,
        [
          [X, h, z],
          [X, top, z + d / 2],
          [X, h, z + d],
        ],
        normal,
        `fill="${shade(wall, -0.14)}"`,
      );
    if (!hide.includes("left")) out += gable(x, [-1, 0, 0]);
    if (!hide.includes("right")) out += gable(x + w, [1, 0, 0]);
  }
  out += polygon(
    [
      cam.project([x1, h, z1]),
      cam.project([x2, h, z1]),
      cam.project([x2, h - 0.5, z1]),
      cam.project([x1, h - 0.5, z1]),
    ],
    fascia,
  );
  return out;
}

/** A window on a front wall (plane Z), with trim and a sky reflection. */
export function frontWindow(cam, X, Y, Z, w, h, { trim = "#fff", shutters = null } = {}) {
  const s = cam.scale(Z);
  const [x, y] = cam.project([X, Y + h, Z]);
  const pw = w * s;
  const ph = h * s;
  const t = Math.max(1.5, 0.35 * s);
  let out = rect(x - t, y - t, pw + 2 * t, ph + 2 * t, `fill="${trim}"`);
  out += rect(x, y, pw, ph, `fill="#4d6f8c"`);
  out += polygon(
    [
      [x, y + ph * 0.55],
      [x + pw * 0.55, y],
      [x + pw * 0.85, y],
      [x, y + ph * 0.95],
    ],
    `fill="#fff" opacity="0.18"`,
  );
  out += rect(x + pw / 2 - t / 3, y, (t * 2) / 3, ph, `fill="${trim}"`);
  out += rect(x, y + ph / 2 - t / 3, pw, (t * 2) / 3, `fill="${trim}"`);
  if (shutters) {
    out += rect(x - t - pw * 0.32, y - t, pw * 0.3, ph + 2 * t, `fill="${shutters}"`);
    out += rect(x + pw + t + pw * 0.02, y - t, pw * 0.3, ph + 2 * t, `fill="${shutters}"`);
  }
  return out;
}

function frontDoor(cam, X, Z, { color, trim = "#fff", width = 3.2, height = 7 } = {}) {
  const s = cam.scale(Z);
  const [x, y] = cam.project([X, height, Z]);
  const t = Math.max(1.5, 0.4 * s);
  let out = rect(x - t, y - t, width * s + 2 * t, height * s + t, `fill="${trim}"`);
  out += rect(x, y, width * s, height * s, `fill="${color}"`);
  out += rect(
    x + width * s * 0.2,
    y + height * s * 0.1,
    width * s * 0.6,
    height * s * 0.25,
    `fill="#fff" opacity="0.22"`,
  );
  out += circle(x + width * s * 0.82, y + height * s * 0.55, Math.max(1, 0.14 * s), `fill="${BRAND.amber}"`);
  return out;
}

/** A sectional garage door: panel rows and a row of small windows. */
export function garageDoor(cam, X, Z, w, { color = "#f4f1ea", trim = "#fff", height = 7 } = {}) {
  const s = cam.scale(Z);
  const [x, y] = cam.project([X, height, Z]);
  const pw = w * s;
  const ph = height * s;
  const t = Math.max(1.5, 0.35 * s);
  let out = rect(x - t, y - t, pw + 2 * t, ph + t, `fill="${trim}"`);
  out += rect(x, y, pw, ph, `fill="${color}"`);
  const rows = 4;
  for (let r = 1; r < rows; r++) {
    out += rect(x, y + (ph * r) / rows - 0.6, pw, 1.4, `fill="#000" opacity="0.12"`);
  }
  const panes = Math.max(4, Math.round(w / 2));
  for (let i = 0; i < panes; i++) {
    out += rect(
      x + (pw * (i + 0.15)) / panes,
      y + ph * 0.06,
      (pw * 0.7) / panes,
      ph * 0.13,
      `fill="#4d6f8c" opacity="0.85"`,
    );
  }
  out += rect(x, y, pw, ph * 0.04, `fill="#000" opacity="0.15"`);
  return out;
}

/**
 * A suburban house: a main block and an attached garage wing, front wall on plane Z.
 * Returns the drawing and the garage opening (for the driveway that leads to it).
 */
export function house(
  cam,
  { x, z, style = "beige", stories = 1, garage = "right", cars = 2, roofKind = "side", porch = true },
) {
  const c = HOUSE_STYLES[style];
  const mainW = stories === 2 ? 30 : 34;
  const mainH = stories === 2 ? 18.5 : 9.5;
  const garageW = cars === 3 ? 33 : cars === 1 ? 13 : 23;
  const garageH = 9;
  const depth = 28;
  const mainX = garage === "left" ? x + garageW : x;
  const garageX = garage === "left" ? x : x + mainW;
  const ahead = 1.5;
  let out = "";
  out += block(cam, {
    x: mainX,
    z,
    w: mainW,
    d: depth,
    h: mainH,
    wall: c.wall,
    roof: c.roof,
    rise: stories === 2 ? 8 : 7,
    roofKind,
  });
  // windows and door on the main front
  const winTop = 3;
  const doorX = stories === 2 ? mainX + mainW * 0.45 : mainX + mainW * (garage === "left" ? 0.18 : 0.68);
  if (stories === 2) {
    for (const fx of [0.1, 0.42, 0.72]) {
      out += frontWindow(cam, mainX + mainW * fx, 12, z, 4.2, 4.2, { trim: c.trim });
    }
    out += frontWindow(cam, mainX + mainW * 0.1, winTop, z, 5, 4.5, { trim: c.trim });
    out += frontWindow(cam, mainX + mainW * 0.72, winTop, z, 5, 4.5, { trim: c.trim });
  } else {
    const windowsAt = garage === "left" ? [0.45, 0.73] : [0.1, 0.38];
    for (const fx of windowsAt)
      out += frontWindow(cam, mainX + mainW * fx, winTop, z, 5, 4.2, { trim: c.trim });
  }
  out += frontDoor(cam, doorX, z, { color: c.door, trim: c.trim });
  if (porch) {
    out += face(
      cam,
      [
        [doorX - 2, 0.6, z - 5],
        [doorX + 5.2, 0.6, z - 5],
        [doorX + 5.2, 0.6, z],
        [doorX - 2, 0.6, z],
      ],
      [0, 1, 0],
      `fill="#d8d4cb"`,
    );
    out += face(
      cam,
      [
        [doorX - 2, 0, z - 5],
        [doorX + 5.2, 0, z - 5],
        [doorX + 5.2, 0.6, z - 5],
        [doorX - 2, 0.6, z - 5],
      ],
      [0, 0, -1],
      `fill="#bdb8ae"`,
    );
  }
  const wing = block(cam, {
    x: garageX,
    z: z - ahead,
    w: garageW,
    d: depth - 4,
    h: garageH,
    wall: c.wall,
    roof: c.roof,
    rise: 5.5,
    roofKind: "hip",
    overhang: 1,
    hide: [garage === "left" ? "right" : "left"],
  });
  out += wing;
  const doorInset = cars === 1 ? 2 : 3;
  const doorsW = garageW - 2 * doorInset;
  const gz = z - ahead;
  if (cars === 3) {
    out += garageDoor(cam, garageX + doorInset, gz, 16, { color: c.garage, trim: c.trim });
    out += garageDoor(cam, garageX + doorInset + 18, gz, 9, { color: c.garage, trim: c.trim });
  } else {
    out += garageDoor(cam, garageX + doorInset, gz, doorsW, { color: c.garage, trim: c.trim });
  }
  // wall lights beside the garage door
  for (const lx of [garageX + doorInset - 1.2, garageX + garageW - doorInset + 0.6]) {
    const [px, py] = cam.project([lx, 7.2, gz]);
    out += rect(px, py, 0.6 * cam.scale(gz), 1.1 * cam.scale(gz), `fill="#2a2a2a"`);
  }
  return {
    svg: out,
    garageDoor: { x1: garageX + doorInset, x2: garageX + garageW - doorInset, z: gz },
    frontZ: gz,
    /** The front walk runs from the porch step (at this depth) out to the public sidewalk. */
    frontWalk: { x1: doorX - 0.6, x2: doorX + 3.8, z: z - 5 },
    /** Where foundation shrubs go: along the main block, either side of the front walk. */
    beds: [
      { x1: mainX + 1, x2: doorX - 2.5, z: z - 1.5 },
      { x1: doorX + 6, x2: mainX + mainW - 1, z: z - 1.5 },
    ],
  };
}
