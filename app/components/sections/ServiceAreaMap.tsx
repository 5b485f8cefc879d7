import { serviceAreaMapCopy as copy, type MapCity, type MapLabelSide } from "@shared/content/service-area.ts";
import { type MapPoint, serviceAreaMap as map } from "@shared/content/service-area-map.ts";
import { useId } from "react";
import { Link } from "react-router";

export interface ServiceAreaMapProps {
  /** The cities to mark, each a link to its page. */
  cities: readonly MapCity[];
  /** When given, only these cities link to their page; the others are marked and named without a link. */
  linked?: ReadonlySet<string>;
  className?: string;
}

/** Town names are 16 units tall; a character of them about 9.5 units wide (for the click area only). */
const NAME_CHAR_WIDTH = 9.5;
const MARKER_RADIUS = 7;
const NAME_GAP = 6;
/** A white edge drawn under a name, so it reads over the lines it crosses. */
const halo = { strokeWidth: 4, strokeLinejoin: "round", paintOrder: "stroke" } as const;

function namePlacement(at: MapPoint, side: MapLabelSide) {
  const offset = MARKER_RADIUS + NAME_GAP;
  if (side === "above") return { x: at.x, y: at.y - offset, anchor: "middle" as const };
  if (side === "below") return { x: at.x, y: at.y + offset + 12, anchor: "middle" as const };
  return side === "left"
    ? { x: at.x - offset, y: at.y + 5.5, anchor: "end" as const }
    : { x: at.x + offset, y: at.y + 5.5, anchor: "start" as const };
}

/** The box a city's link answers clicks in: its marker and its name. */
function hitArea(at: MapPoint, name: string, side: MapLabelSide) {
  const width = name.length * NAME_CHAR_WIDTH + MARKER_RADIUS + NAME_GAP;
  const pad = 4;
  if (side === "above" || side === "below") {
    const half = Math.max(width - MARKER_RADIUS - NAME_GAP, 2 * MARKER_RADIUS) / 2 + pad;
    const height = 40;
    const y = side === "above" ? at.y + MARKER_RADIUS + pad - height : at.y - MARKER_RADIUS - pad;
    return { x: at.x - half, y, width: 2 * half, height };
  }
  const x = side === "left" ? at.x - width - pad : at.x - MARKER_RADIUS - pad;
  return { x, y: at.y - 13, width: width + MARKER_RADIUS + 2 * pad, height: 26 };
}

/**
 * The service area drawn on the server as inline SVG from the generated geometry: the counties we serve
 * shaded among their neighbours, the radius around the service centre, and a link on each city. No script.
 */
export function ServiceAreaMap({ cities, linked, className = "" }: ServiceAreaMapProps) {
  const titleId = useId();
  const descId = useId();
  const counties = map.served.map((county) => county.name);
  const area = { counties, miles: map.radius.miles, centre: map.radius.around };
  return (
    <figure className={className}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG holding links is a named group; a fieldset cannot live in SVG */}
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="h-auto w-full rounded-xl border border-concrete-200 bg-white font-sans"
      >
        <title id={titleId}>{copy.title(area)}</title>
        <desc id={descId}>{copy.description({ ...area, cities: cities.length })}</desc>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: nothing in this group is focusable; the description says what it draws */}
        <g aria-hidden="true">
          {map.served.map((county) => (
            <path key={county.name} d={county.d} className="fill-brand-100" />
          ))}
          <path d={map.borders} fill="none" strokeWidth={1} className="stroke-concrete-500" />
          <path
            d={map.servedOutline}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            className="stroke-brand-700"
          />
          <path
            d={map.radius.d}
            fill="none"
            strokeWidth={3}
            strokeDasharray="10 7"
            className="stroke-accent-600"
          />
          <g className="fill-concrete-700 text-[14px] italic">
            {map.neighbours.map((county) => (
              <text key={county.name} x={county.label.x} y={county.label.y} dy="0.35em" textAnchor="middle">
                {copy.countyLabel(county.name)}
              </text>
            ))}
          </g>
          <g className="fill-brand-800 text-[15px] font-bold uppercase tracking-wider">
            {map.served.map((county) => (
              <text key={county.name} x={county.label.x} y={county.label.y} dy="0.35em" textAnchor="middle">
                {copy.countyLabel(county.name)}
              </text>
            ))}
          </g>
          <text
            x={map.radius.top.x}
            y={map.radius.top.y + 30}
            textAnchor="middle"
            {...halo}
            className="fill-concrete-900 stroke-white text-[15px] font-semibold"
          >
            {copy.radiusLabel(map.radius.miles)}
          </text>
        </g>
        {cities.map((city) => {
          const at = map.towns[city.slug];
          const name = namePlacement(at, city.label);
          const hit = hitArea(at, city.name, city.label);
          const marker = (
            <>
              <rect {...hit} rx={6} fill="transparent" />
              <circle
                cx={at.x}
                cy={at.y}
                r={MARKER_RADIUS + 6}
                fill="none"
                strokeWidth={3}
                className="stroke-brand-900 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
              />
              <circle
                cx={at.x}
                cy={at.y}
                r={MARKER_RADIUS}
                strokeWidth={2.5}
                className="fill-brand-700 stroke-white group-hover:fill-accent-600 group-focus-visible:fill-accent-600"
              />
              <text
                x={name.x}
                y={name.y}
                textAnchor={name.anchor}
                {...halo}
                className="fill-concrete-900 stroke-white text-[16px] font-semibold group-hover:underline group-focus-visible:underline"
              >
                {city.name}
              </text>
            </>
          );
          return !linked || linked.has(city.slug) ? (
            <Link key={city.slug} to={`/locations/${city.slug}`} prefetch="none" className="group">
              {marker}
            </Link>
          ) : (
            <g key={city.slug}>{marker}</g>
          );
        })}
      </svg>
      <figcaption className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-concrete-700">
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded-sm border-2 border-brand-700 bg-brand-100"
          />
          {copy.legend.counties(counties)}
        </span>
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block w-6 border-t-[3px] border-dashed border-accent-600"
          />
          {copy.legend.radius(map.radius.miles, map.radius.around)}
        </span>
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3.5 rounded-full bg-brand-700 ring-2 ring-white"
          />
          {copy.legend.city}
        </span>
        <span>{copy.credit}</span>
      </figcaption>
    </figure>
  );
}
