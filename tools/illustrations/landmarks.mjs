// What tells the towns apart: skyline, water tower, river, farmland, courthouse, lake, hills.
import { groundPolygon } from "./camera.mjs";
import { block } from "./houses.mjs";
import { BRAND } from "./palette.mjs";
import { circle, ellipse, lerp, line, n, polygon, randomFrom, rect, shade } from "./svg.mjs";

/** Des Moines: 801 Grand's stepped crown, the Principal tower, Ruan Center, the Capitol's gold dome. */
export function desMoinesSkyline(cam) {
  const W = cam.width;
  const base = cam.horizon + 4;
  const u = W / 1200;
  const tone = "#8ea3b8";
  const dark = "#7b92a9";
  const windowRows = (x, w, top, color) => {
    let out = "";
    for (let y = top + 8 * u; y < base - 6 * u; y += 7 * u)
      out += rect(x + 3 * u, y, w - 6 * u, 1.6 * u, `fill="${color}" opacity="0.35"`);
    return out;
  };
  let out = `<g>`;
  // Ruan Center: dark slab
  out += rect(300 * u, base - 170 * u, 58 * u, 170 * u, `fill="${dark}"`);
  out += windowRows(300 * u, 58 * u, base - 170 * u, "#c9d6e2");
  // Principal building: the tall box with a crown band
  out += rect(372 * u, base - 205 * u, 66 * u, 205 * u, `fill="${tone}"`);
  out += rect(372 * u, base - 205 * u, 66 * u, 10 * u, `fill="${dark}"`);
  out += windowRows(372 * u, 66 * u, base - 195 * u, "#e6edf3");
  // 801 Grand: the tallest, with its stepped pyramid crown
  const gx = 455 * u;
  const gw = 60 * u;
  const top = base - 255 * u;
  out += rect(gx, top, gw, 255 * u, `fill="#9aaec2"`);
  out += windowRows(gx, gw, top, "#eef3f7");
  out += polygon(
    [
      [gx - 2 * u, top],
      [gx + gw + 2 * u, top],
      [gx + gw - 8 * u, top - 14 * u],
      [gx + gw - 16 * u, top - 14 * u],
      [gx + gw - 20 * u, top - 30 * u],
      [gx + 20 * u, top - 30 * u],
      [gx + 16 * u, top - 14 * u],
      [gx + 8 * u, top - 14 * u],
    ],
    `fill="${dark}"`,
  );
  out += polygon(
    [
      [gx + 24 * u, top - 30 * u],
      [gx + gw / 2, top - 52 * u],
      [gx + gw - 24 * u, top - 30 * u],
    ],
    `fill="${dark}"`,
  );
  // Mid-rise neighbours
  const mids = [
    [230, 70, 90],
    [525, 50, 120],
    [580, 60, 95],
    [645, 46, 70],
  ];
  for (const [x, w, h] of mids) {
    out += rect(x * u, base - h * u, w * u, h * u, `fill="${tone}"`);
    out += windowRows(x * u, w * u, base - h * u, "#e6edf3");
  }
  // Iowa State Capitol, east of downtown: base, drum and gold dome with lantern
  const cx = 820 * u;
  out += rect(cx - 85 * u, base - 34 * u, 170 * u, 34 * u, `fill="#b8b2a3"`);
  out += polygon(
    [
      [cx - 30 * u, base - 34 * u],
      [cx, base - 48 * u],
      [cx + 30 * u, base - 34 * u],
    ],
    `fill="#a9a394"`,
  );
  out += rect(cx - 24 * u, base - 70 * u, 48 * u, 36 * u, `fill="#b8b2a3"`);
  for (let i = 0; i < 7; i++)
    out += rect(cx - 21 * u + i * 7 * u, base - 66 * u, 2.2 * u, 28 * u, `fill="#9c968a"`);
  out += `<path d="M${n(cx - 27 * u)} ${n(base - 70 * u)} Q${n(cx - 27 * u)} ${n(base - 118 * u)} ${n(cx)} ${n(base - 122 * u)} Q${n(cx + 27 * u)} ${n(base - 118 * u)} ${n(cx + 27 * u)} ${n(base - 70 * u)} Z" fill="#d9a935"/>`;
  out += `<path d="M${n(cx - 8 * u)} ${n(base - 112 * u)} Q${n(cx - 4 * u)} ${n(base - 100 * u)} ${n(cx - 14 * u)} ${n(base - 74 * u)}" stroke="#f3cf6e" stroke-width="${n(3 * u)}" fill="none"/>`;
  out += rect(cx - 5 * u, base - 138 * u, 10 * u, 16 * u, `fill="#d9a935"`);
  out += polygon(
    [
      [cx - 6 * u, base - 138 * u],
      [cx, base - 150 * u],
      [cx + 6 * u, base - 138 * u],
    ],
    `fill="#c9982c"`,
  );
  for (const dx of [-70, 70]) {
    out += ellipse(cx + dx * u, base - 40 * u, 9 * u, 8 * u, `fill="#c9982c"`);
  }
  return `${out}</g>`;
}

/** Ankeny: the town's water tower above the rooftops. */
export function waterTower(cam, { X = -70, Z = 520, label = "ANKENY" } = {}) {
  const s = cam.scale(Z);
  const [bx, by] = cam.ground(X, Z);
  const h = 135 * s;
  const tankR = 24 * s;
  const tankY = by - h + tankR * 0.6;
  let out = polygon(
    [
      [bx - 7 * s, by],
      [bx + 7 * s, by],
      [bx + 3 * s, tankY + tankR * 0.6],
      [bx - 3 * s, tankY + tankR * 0.6],
    ],
    `fill="#c6ced6"`,
  );
  out += ellipse(bx, tankY, tankR * 1.25, tankR, `fill="#dde4ea"`);
  out += ellipse(bx + tankR * 0.35, tankY + tankR * 0.1, tankR * 0.8, tankR * 0.85, `fill="#c7d0d9"`);
  out += ellipse(
    bx - tankR * 0.45,
    tankY - tankR * 0.35,
    tankR * 0.45,
    tankR * 0.3,
    `fill="#fff" opacity="0.5"`,
  );
  out += `<text x="${n(bx)}" y="${n(tankY + tankR * 0.18)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${n(tankR * 0.42)}" fill="${BRAND.navy}" text-anchor="middle" letter-spacing="${n(tankR * 0.02)}">${label}</text>`;
  return out;
}

/** Waukee: wind turbines turning on the horizon beyond the new subdivisions. */
export function windTurbines(cam) {
  const W = cam.width;
  let out = "";
  const turbines = [
    [0.12, 1],
    [0.2, 0.8],
    [0.78, 0.9],
    [0.88, 1.1],
    [0.95, 0.75],
  ];
  for (const [fx, k] of turbines) {
    const x = W * fx;
    const base = cam.horizon + 3;
    const h = cam.height * 0.17 * k;
    const hubY = base - h;
    out += polygon(
      [
        [x - 2.2 * k, base],
        [x + 2.2 * k, base],
        [x + 1 * k, hubY],
        [x - 1 * k, hubY],
      ],
      `fill="#e9eef2"`,
    );
    const blade = h * 0.45;
    for (const a of [0, 120, 240].map((d) => ((d + fx * 300) * Math.PI) / 180)) {
      const tip = [x + Math.cos(a) * blade, hubY + Math.sin(a) * blade];
      const side = [x + Math.cos(a + 0.08) * blade * 0.3, hubY + Math.sin(a + 0.08) * blade * 0.3];
      out += polygon([[x, hubY], side, tip], `fill="#f4f7f9"`);
    }
    out += circle(x, hubY, 2.6 * k, `fill="#dfe6ec"`);
  }
  return out;
}

/** Altoona: the Des Moines River, its wooded bank, and Adventureland's wheel beyond. */
export function riverBackdrop(cam) {
  let out = groundPolygon(
    cam,
    [
      [-2000, 104],
      [2000, 104],
      [2000, 200],
      [-2000, 200],
    ],
    `fill="#5d8fb5"`,
  );
  out += groundPolygon(
    cam,
    [
      [-2000, 100],
      [2000, 100],
      [2000, 104],
      [-2000, 104],
    ],
    `fill="#b9a98a"`,
  );
  for (let i = 0; i < 14; i++) {
    const z = lerp(110, 195, i / 14);
    const [x, y] = cam.ground(((i * 37) % 120) - 60, z);
    out += rect(x, y, cam.scale(z) * 18, 1.2, `fill="#fff" opacity="0.35"`);
  }
  // Ferris wheel on the far side
  const [wx, wy] = cam.ground(150, 900);
  const r = cam.scale(900) * 60;
  out += `<g stroke="#d6dde4" stroke-width="1.4" fill="none">${circle(wx, wy - r * 1.15, r, "")}${circle(wx, wy - r * 1.15, r * 0.15, "")}</g>`;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out += line(
      [wx, wy - r * 1.15],
      [wx + Math.cos(a) * r, wy - r * 1.15 + Math.sin(a) * r],
      `stroke="#d6dde4" stroke-width="1"`,
    );
    out += circle(
      wx + Math.cos(a) * r,
      wy - r * 1.15 + Math.sin(a) * r,
      2.4,
      `fill="${i % 2 ? "#e76f51" : BRAND.amber}"`,
    );
  }
  out += polygon(
    [
      [wx - r * 0.5, wy],
      [wx, wy - r * 1.15],
      [wx + r * 0.5, wy],
    ],
    `fill="none" stroke="#d6dde4" stroke-width="1.6"`,
  );
  return out;
}

/** Norwalk: rows of corn and beans running to the horizon, a red barn and silo. */
export function farmland(cam) {
  const band = (z1, z2, fill) =>
    groundPolygon(
      cam,
      [
        [-4000, z1],
        [4000, z1],
        [4000, z2],
        [-4000, z2],
      ],
      `fill="${fill}"`,
    );
  const rows = (z1, z2, every, width, fill) => {
    let out = "";
    for (let X = -4000; X < 4000; X += every) {
      out += groundPolygon(
        cam,
        [
          [X, z1],
          [X + width, z1],
          [X + width, z2],
          [X, z2],
        ],
        `fill="${fill}"`,
      );
    }
    return out;
  };
  // a gravel field road, young corn, a harvested field, then beans to the horizon
  let out = band(100, 114, "#cbbf9f");
  out += band(114, 320, "#7da447") + rows(114, 320, 9, 4, "#5f8a35");
  out += band(320, 900, "#d8bd72") + rows(320, 900, 14, 2, "#c4a55c");
  out += band(900, 8000, "#94b25c");
  // barn and silo
  const Z = 420;
  out += block(cam, {
    x: 40,
    z: Z,
    w: 54,
    d: 40,
    h: 20,
    wall: "#a7352d",
    roof: "#5a5552",
    rise: 15,
    roofKind: "front",
  });
  const s = cam.scale(Z);
  const [dx, dy] = cam.project([55, 13, Z]);
  out += rect(dx, dy, 24 * s, 13 * s, `fill="#7d2722"`);
  out += `<path d="M${n(dx)} ${n(dy)} L${n(dx + 24 * s)} ${n(dy + 13 * s)} M${n(dx + 24 * s)} ${n(dy)} L${n(dx)} ${n(dy + 13 * s)}" stroke="#f1e6d6" stroke-width="1.5"/>`;
  out += rect(dx - 1 * s, dy - 0.8 * s, 26 * s, 0.8 * s, `fill="#f1e6d6"`);
  const [sx, sy] = cam.project([100, 0, Z + 6]);
  const sw = 14 * cam.scale(Z + 6);
  const sh = 50 * cam.scale(Z + 6);
  out += rect(sx, sy - sh, sw, sh, `fill="#c9cdd1"`);
  out += `<path d="M${n(sx)} ${n(sy - sh)} Q${n(sx + sw / 2)} ${n(sy - sh - sw * 0.7)} ${n(sx + sw)} ${n(sy - sh)} Z" fill="#aeb4ba"/>`;
  for (let i = 1; i < 6; i++) out += rect(sx, sy - (sh * i) / 6, sw, 1, `fill="#9aa1a8"`);
  return out;
}

/** Indianola: the Warren County courthouse and its clock tower on the square. */
export function courthouseSquare(cam) {
  const Z = 190;
  let out = "";
  // storefronts around the square
  const fronts = [
    [-150, 28, 26, "#b0644d"],
    [-122, 24, 30, "#c48a5c"],
    [-98, 26, 24, "#9a5a48"],
    [70, 26, 28, "#b77d55"],
    [96, 30, 24, "#a2604c"],
    [126, 24, 32, "#c0956b"],
  ];
  for (const [x, w, h, c] of fronts) {
    out += block(cam, {
      x,
      z: Z + 10,
      w,
      d: 50,
      h,
      wall: c,
      roof: "#5a4a40",
      rise: 0,
      roofKind: "flat",
      overhang: 0,
    });
    const s = cam.scale(Z + 10);
    for (let i = 0; i < 3; i++) {
      const [wx, wy] = cam.project([x + 3 + i * (w / 3), h - 4, Z + 10]);
      out += rect(wx, wy, (w / 5) * s, 5 * s, `fill="#ece4d4" opacity="0.8"`);
    }
    const [ax, ay] = cam.project([x, 10, Z + 10]);
    out += rect(ax, ay, w * s, 1.6 * s, `fill="#2f5d50"`);
  }
  // the courthouse: stone body, hip roof, central clock tower with a pyramid cap
  out += block(cam, {
    x: -50,
    z: Z,
    w: 100,
    d: 80,
    h: 40,
    wall: "#c7a77f",
    roof: "#6c5a4b",
    rise: 12,
    roofKind: "hip",
  });
  const s = cam.scale(Z);
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 9; i++) {
      const [wx, wy] = cam.project([-44 + i * 11, 15 + row * 15, Z]);
      out += rect(wx, wy, 5 * s, 8 * s, `fill="#4f5f6d"`);
      out += `<path d="M${n(wx)} ${n(wy)} Q${n(wx + 2.5 * s)} ${n(wy - 3 * s)} ${n(wx + 5 * s)} ${n(wy)}" fill="#4f5f6d"/>`;
    }
  }
  // the tower projects from the middle of the facade and holds the entrance
  const tz = Z - 4;
  out += block(cam, {
    x: -11,
    z: tz,
    w: 22,
    d: 22,
    h: 92,
    wall: "#c19d73",
    roof: "#6c5a4b",
    rise: 22,
    roofKind: "hip",
    overhang: 1.5,
  });
  const ts = cam.scale(tz);
  const [ex, ey] = cam.project([-6, 14, tz]);
  out += rect(ex, ey, 12 * ts, 14 * ts, `fill="#6d4f3a"`);
  out += `<path d="M${n(ex)} ${n(ey)} Q${n(ex + 6 * ts)} ${n(ey - 7 * ts)} ${n(ex + 12 * ts)} ${n(ey)} Z" fill="#6d4f3a"/>`;
  for (const wy of [34, 52]) {
    const [wx, wyy] = cam.project([-3, wy, tz]);
    out += rect(wx, wyy, 6 * ts, 9 * ts, `fill="#4f5f6d"`);
  }
  const [clx, cly] = cam.project([0, 74, tz]);
  out += circle(clx, cly, 5.5 * ts, `fill="#fbf7ee" stroke="#6c5a4b" stroke-width="${n(0.8 * ts)}"`);
  out += line([clx, cly], [clx, cly - 3.8 * ts], `stroke="#333" stroke-width="${n(0.6 * ts)}"`);
  out += line([clx, cly], [clx + 2.6 * ts, cly + 1 * ts], `stroke="#333" stroke-width="${n(0.6 * ts)}"`);
  // flag
  const [fx, fy] = cam.project([0, 126, tz + 11]);
  out += line([fx, fy], [fx, fy + 12 * ts], `stroke="#555" stroke-width="1"`);
  return out;
}

/** Johnston: Saylorville Lake, with sails and the wooded far shore. */
export function lakeBackdrop(cam) {
  let out = groundPolygon(
    cam,
    [
      [-6000, 160],
      [6000, 160],
      [6000, 5000],
      [-6000, 5000],
    ],
    `fill="#4f86b3"`,
  );
  out += groundPolygon(
    cam,
    [
      [-6000, 1800],
      [6000, 1800],
      [6000, 5000],
      [-6000, 5000],
    ],
    `fill="#79a5c8"`,
  );
  const rnd = randomFrom(21);
  for (let i = 0; i < 26; i++) {
    const z = lerp(180, 1500, rnd() ** 1.5);
    const [x, y] = cam.ground(lerp(-900, 900, rnd()), z);
    out += rect(x, y, cam.scale(z) * 30, 1.2, `fill="#fff" opacity="0.3"`);
  }
  for (const [X, Z] of [
    [-160, 900],
    [210, 1300],
    [60, 2100],
  ]) {
    const s = cam.scale(Z);
    const [x, y] = cam.ground(X, Z);
    out += polygon(
      [
        [x, y - 2 * s],
        [x, y - 34 * s],
        [x + 16 * s, y - 3 * s],
      ],
      `fill="#fff"`,
    );
    out += polygon(
      [
        [x - 2 * s, y - 4 * s],
        [x - 2 * s, y - 22 * s],
        [x - 11 * s, y - 4 * s],
      ],
      `fill="#f1f4f6"`,
    );
    out += polygon(
      [
        [x - 12 * s, y - 2 * s],
        [x + 18 * s, y - 2 * s],
        [x + 14 * s, y + 2 * s],
        [x - 9 * s, y + 2 * s],
      ],
      `fill="#2f3a46"`,
    );
  }
  return out;
}

/** Pleasant Hill: rolling ground with homes dotted on the slopes. */
export function rollingHills(cam) {
  const W = cam.width;
  const hy = cam.horizon;
  const layers = [
    { lift: 0.12, amp: 0.04, color: "#9cb98a", seed: 0.6 },
    { lift: 0.06, amp: 0.05, color: "#86aa6f", seed: 2.1 },
    { lift: -0.01, amp: 0.045, color: "#76a05e", seed: 4.3 },
  ];
  let out = "";
  for (const [i, L] of layers.entries()) {
    let d = `M0 ${n(hy + cam.height * 0.08)}`;
    for (let x = 0; x <= W; x += W / 40) {
      const y =
        hy -
        cam.height * L.lift +
        Math.sin((x / W) * Math.PI * 2.2 + L.seed) * cam.height * L.amp +
        Math.sin((x / W) * Math.PI * 5.3 + L.seed * 2) * cam.height * L.amp * 0.35;
      d += ` L${n(x)} ${n(y)}`;
    }
    d += ` L${n(W)} ${n(hy + cam.height * 0.08)} Z`;
    out += `<path d="${d}" fill="${L.color}"/>`;
    // little homes on the ridge
    const rnd = randomFrom(40 + i);
    const count = i === 0 ? 6 : 4;
    for (let k = 0; k < count; k++) {
      const x = W * (0.05 + 0.9 * rnd());
      const y =
        hy -
        cam.height * L.lift +
        Math.sin((x / W) * Math.PI * 2.2 + L.seed) * cam.height * L.amp +
        Math.sin((x / W) * Math.PI * 5.3 + L.seed * 2) * cam.height * L.amp * 0.35;
      const w = (8 + i * 5) * (W / 1200);
      out += rect(x, y - w * 0.55 + 2, w, w * 0.55, `fill="${["#efe9dc", "#d9dfe4", "#e8dcc8"][k % 3]}"`);
      out += polygon(
        [
          [x - w * 0.1, y - w * 0.55 + 2],
          [x + w / 2, y - w * 0.95 + 2],
          [x + w * 1.1, y - w * 0.55 + 2],
        ],
        `fill="#5a5a5e"`,
      );
      out += circle(x + w * 1.5, y - w * 0.4, w * 0.55, `fill="${shade(L.color, -0.25)}"`);
    }
  }
  return out;
}
