import type { LocationContent } from "../types";
import { altoona } from "./altoona";
import { ankeny } from "./ankeny";
import { desMoines } from "./des-moines";
import { indianola } from "./indianola";
import { johnston } from "./johnston";
import { norwalk } from "./norwalk";
import { pleasantHill } from "./pleasant-hill";
import { urbandale } from "./urbandale";
import { waukee } from "./waukee";
import { westDesMoines } from "./west-des-moines";

/** Every city the site links to, in the order the service-area lists show them. */
export const builtInLocations: LocationContent[] = [
  ankeny,
  desMoines,
  westDesMoines,
  urbandale,
  johnston,
  waukee,
  altoona,
  norwalk,
  indianola,
  pleasantHill,
];

export function getBuiltInLocation(slug: string): LocationContent | null {
  return builtInLocations.find((location) => location.slug === slug) ?? null;
}
