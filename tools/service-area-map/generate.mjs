// npm run map: cuts the service-area map out of the U.S. Census county boundaries (us-atlas) and writes
// the projected SVG paths to shared/content/service-area-map.ts, which is committed. Installs and builds
// never run this, so neither the build nor the browser ever loads the 840 KB atlas (decision 009).
// Counties, radius and centre come from the site config; towns from shared/content/locations/coordinates.ts.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { geoCircle, geoConicConformal, geoContains, geoDistance, geoPath } from "d3-geo";
import { feature, mesh } from "topojson-client";
import { cityCoordinates } from "../../shared/content/locations/coordinates.ts";
import { siteConfig } from "../../shared/content/site.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const target = path.join(root, "shared/content/service-area-map.ts");
const atlasFile = path.join(root, "node_modules/us-atlas/counties-10m.json");
const atlasVersion = JSON.parse(readFileSync(path.join(root, "node_modules/us-atlas/package.json"))).version;

/** Drawing width in SVG units; the height follows from the area's shape. */
const WIDTH = 800;
/** Room around the circle and the three counties for labels at the edge. */
const PADDING = 24;
/** Coordinates to 0.1 unit: an eighth of a pixel at the widest the map is shown, and 30% fewer bytes than 0.01. */
const DIGITS = 1;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;
/**
 * County names are drawn at 15 units, upper case and letter-spaced (ServiceAreaMap.tsx): about 11 units a
 * character and 16 tall. A neighbour is named only where that fits in the part the frame shows.
 */
const LABEL_CHAR_WIDTH = 11;
const LABEL_HEIGHT = 16;
/** Clear space kept between a served county's name and its borders. */
const LABEL_MARGIN = 10;

const fail = (message) => {
  throw new Error(message);
};
const slugOf = (name) => name.toLowerCase().replaceAll(" ", "-");
const toLonLat = ({ latitude, longitude }) => [longitude, latitude];

const atlas = JSON.parse(readFileSync(atlasFile, "utf8"));
const counties = feature(atlas, atlas.objects.counties).features;
const IOWA = "19";
const served = siteConfig.counties.map((name) => {
  const county = counties.find((c) => c.id.startsWith(IOWA) && c.properties.name === name);
  if (!county) throw new Error(`${name} County, Iowa is not in ${atlasFile}`);
  return county;
});
const servedIds = new Set(served.map((c) => c.id));

const centre = cityCoordinates[slugOf(siteConfig.serviceCenter)];
if (!centre) throw new Error(`No coordinates for the service centre ${siteConfig.serviceCenter}`);
const radiusDegrees = ((siteConfig.radiusMiles * KM_PER_MILE) / EARTH_RADIUS_KM) * (180 / Math.PI);
// A geodesic circle (a small circle on the sphere), 4° between vertices: under half a pixel from the true curve.
const circle = geoCircle().center(toLonLat(centre)).radius(radiusDegrees).precision(4)();

// Lambert conformal conic on the Iowa South state-plane zone (EPSG:26976): shapes and the circle stay true.
const projection = geoConicConformal()
  .parallels([40 + 37 / 60, 41 + 47 / 60])
  .rotate([93.5, 0]);
const area = { type: "FeatureCollection", features: [...served, { type: "Feature", geometry: circle }] };
projection.fitWidth(WIDTH - 2 * PADDING, area);
const [[x0, y0], [, y1]] = geoPath(projection).bounds(area);
const [tx, ty] = projection.translate();
projection.translate([tx - x0 + PADDING, ty - y0 + PADDING]);
const HEIGHT = Math.ceil(y1 - y0 + 2 * PADDING);
// The cut: every line is clipped to the drawing, so only what the frame shows is kept.
projection.clipExtent([
  [0, 0],
  [WIDTH, HEIGHT],
]);
const draw = geoPath(projection).digits(DIGITS);

const round = (n) => Number(n.toFixed(DIGITS));
const point = ([x, y]) => ({ x: round(x), y: round(y) });
const inView = (county) => draw.area(county) > 0;
const townPoints = Object.values(cityCoordinates).map((c) => projection(toLonLat(c)));

/** The label box of a county name centred on (x, y). */
function labelBox(name, [x, y]) {
  const halfWidth = (`${name} County`.length * LABEL_CHAR_WIDTH) / 2;
  return [x - halfWidth, y - LABEL_HEIGHT / 2, x + halfWidth, y + LABEL_HEIGHT / 2];
}

function boxFits(county, [left, top, right, bottom]) {
  const corners = [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ];
  return corners.every(
    ([x, y]) => x > 0 && y > 0 && x < WIDTH && y < HEIGHT && geoContains(county, projection.invert([x, y])),
  );
}

function distanceToBox([x, y], [left, top, right, bottom]) {
  return Math.hypot(Math.max(left - x, 0, x - right), Math.max(top - y, 0, y - bottom));
}

/** The circle's line, traced every half degree, as points a label must keep clear of, like the towns. */
const circleLine = geoCircle().center(toLonLat(centre)).radius(radiusDegrees).precision(0.5)();
const obstacles = [...townPoints, ...circleLine.coordinates[0].map((c) => projection(c))];

/**
 * Where a county's name goes: inside the county's visible part with a margin, as far as it can be from every
 * town (whose markers and names crowd the middle of Polk) and from the circle's line, on a 4-unit grid. Ties
 * go to the point nearer the centroid. A neighbour with no room for its name is drawn unnamed (null).
 */
function countyLabel(county) {
  const [[bx0, by0], [bx1, by1]] = draw.bounds(county);
  const [cx, cy] = draw.centroid(county);
  let best = null;
  for (let x = bx0; x <= bx1; x += 4) {
    for (let y = by0; y <= by1; y += 4) {
      const box = labelBox(county.properties.name, [x, y]);
      const [left, top, right, bottom] = box;
      const margin = [left - LABEL_MARGIN, top - LABEL_MARGIN, right + LABEL_MARGIN, bottom + LABEL_MARGIN];
      if (!boxFits(county, margin)) continue;
      const clearance = Math.min(...obstacles.map((obstacle) => distanceToBox(obstacle, box)));
      const score = clearance - Math.hypot(x - cx, y - cy) / 1000;
      if (!best || score > best.score) best = { score, at: [x, y] };
    }
  }
  return best ? point(best.at) : null;
}

const visible = counties.filter(inView);
const neighbours = visible.filter((c) => !servedIds.has(c.id));
const byId = new Map(visible.map((c) => [c.id, c]));
const countyObject = atlas.objects.counties;

const map = {
  source: `us-atlas ${atlasVersion} counties-10m.json (U.S. Census Bureau cartographic boundaries, 2017)`,
  projection: "Lambert conformal conic, parallels 40°37′N and 41°47′N, central meridian 93°30′W",
  width: WIDTH,
  height: HEIGHT,
  served: served.map((county) => ({
    name: county.properties.name,
    d: draw(county),
    label: countyLabel(county) ?? fail(`No room for the name of ${county.properties.name} County`),
  })),
  neighbours: neighbours
    .map((county) => ({ name: county.properties.name, label: countyLabel(county) }))
    .filter((county) => county.label),
  // Each line once: the borders between any two counties in view, and the outline of the three served.
  borders: draw(mesh(atlas, countyObject, (a, b) => byId.has(a.id) || byId.has(b.id))),
  servedOutline: draw(mesh(atlas, countyObject, (a, b) => servedIds.has(a.id) !== servedIds.has(b.id))),
  radius: {
    miles: siteConfig.radiusMiles,
    around: siteConfig.serviceCenter,
    centre: point(projection(toLonLat(centre))),
    // Due north of the centre by the radius: a meridian is a geodesic, so this point is on the circle.
    top: point(projection([centre.longitude, centre.latitude + radiusDegrees])),
    d: draw(circle),
  },
  towns: Object.fromEntries(
    Object.entries(cityCoordinates).map(([slug, c]) => {
      const miles = (geoDistance(toLonLat(centre), toLonLat(c)) * EARTH_RADIUS_KM) / KM_PER_MILE;
      if (miles > siteConfig.radiusMiles) console.warn(`${slug} is ${miles.toFixed(1)} miles out`);
      return [slug, point(projection(toLonLat(c)))];
    }),
  ),
};

const source = `// Generated by \`npm run map\` (tools/service-area-map/generate.mjs). Do not edit: change the script or the site
// config and run it again. Decision 009 explains the source, the projection and the cut.
import type { CitySlug } from "./locations/coordinates";

export interface MapPoint {
  x: number;
  y: number;
}

export interface ServiceAreaMapData {
  source: string;
  projection: string;
  /** The drawing's size in SVG units (its viewBox). */
  width: number;
  height: number;
  /** The counties we serve: outline path and the point their name is centred on. */
  served: { name: string; d: string; label: MapPoint }[];
  /** The counties around them that the frame shows enough of to name. */
  neighbours: { name: string; label: MapPoint }[];
  /** Every county line in view. */
  borders: string;
  /** The outer edge of the served counties together. */
  servedOutline: string;
  /** The service radius: a geodesic circle around the service centre (the town \`around\`). */
  radius: { miles: number; around: string; centre: MapPoint; top: MapPoint; d: string };
  /** The centre of every town the site names. */
  towns: Record<CitySlug, MapPoint>;
}

export const serviceAreaMap: ServiceAreaMapData = ${JSON.stringify(map)};
`;

writeFileSync(target, source);
execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", target], { stdio: "inherit" });
const pathBytes = [map.borders, map.servedOutline, map.radius.d, ...map.served.map((c) => c.d)].join(
  "",
).length;
console.log(
  `${path.relative(root, target)}: ${WIDTH}×${HEIGHT}, ${map.served.length} served and ${neighbours.length} neighbouring counties, ${pathBytes} bytes of paths`,
);
