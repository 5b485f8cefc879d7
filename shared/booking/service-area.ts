import { siteConfig } from "../content/site.ts";

/**
 * Whether the estimator drives to a home: by its ZIP code, the one part of an address that says
 * the county (a town's name does not: West Des Moines lies in Polk and Dallas counties).
 *
 * The table holds the Iowa ZIP codes of homes in Polk, Dallas and Warren counties, each under the
 * county most of it lies in. Left out on purpose: the post-office-box and single-firm codes (50302
 * to 50308, 50318, 50319, 50328 to 50340, 50359 and up), since an estimate is made at a street
 * address, and the edge codes mostly in a neighbor county (Sheldahl, Bagley, Madrid, Prairie City).
 */
const ZIP_COUNTIES: Record<string, readonly string[]> = {
  Polk: [
    "50007", // Alleman
    "50009", // Altoona
    "50021", // Ankeny
    "50023", // Ankeny
    "50035", // Bondurant
    "50073", // Elkhart
    "50111", // Grimes
    "50131", // Johnston
    "50169", // Mitchellville
    "50226", // Polk City
    "50237", // Runnells
    "50265", // West Des Moines
    "50301", // Des Moines
    "50309",
    "50310",
    "50311",
    "50312",
    "50313",
    "50314",
    "50315",
    "50316",
    "50317", // Des Moines, Pleasant Hill
    "50320",
    "50321",
    "50322", // Urbandale
    "50323", // Urbandale
    "50324", // Windsor Heights
    "50325", // Clive
    "50327", // Pleasant Hill
  ],
  Dallas: [
    "50003", // Adel
    "50038", // Booneville
    "50039", // Bouton
    "50063", // Dallas Center
    "50066", // Dawson
    "50069", // De Soto
    "50070", // Dexter
    "50109", // Granger
    "50146", // Linden
    "50167", // Minburn
    "50220", // Perry
    "50233", // Redfield
    "50261", // Van Meter
    "50263", // Waukee
    "50266", // West Des Moines (west of the county line)
    "50276", // Woodward
  ],
  Warren: [
    "50001", // Ackworth
    "50047", // Carlisle
    "50061", // Cumming
    "50118", // Hartford
    "50125", // Indianola
    "50139", // Lacona
    "50160", // Martensdale
    "50166", // Milo
    "50210", // New Virginia
    "50211", // Norwalk
    "50229", // Prole
    "50241", // Saint Marys
  ],
};

const COUNTY_OF_ZIP = new Map(
  Object.entries(ZIP_COUNTIES).flatMap(([county, zips]) => zips.map((zip) => [zip, county] as const)),
);

/** The county a ZIP code's homes are in, when it is one of the table's; otherwise undefined. */
export function countyOfZip(zip: string): string | undefined {
  return COUNTY_OF_ZIP.get(zip.trim());
}

export const serviceAreaMessages = {
  badZip: "Please enter a 5-digit ZIP code",
  outside: (zip: string, phone: string, counties: readonly string[]) =>
    `We visit homes in ${listOf(counties)} ${counties.length === 1 ? "County" : "counties"}. ${zip} is outside the area we serve; call us at ${phone} and we will tell you who can help.`,
};

const listOf = (names: readonly string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * Whether the home is in the area served: its county, or the words the form shows under the ZIP
 * code. The ZIP decides; the city is taken for the day a town's name is needed to settle a ZIP
 * shared with a county not served. `counties`: the counties served (the site's).
 */
export function checkServiceArea(
  address: { city: string; zip: string },
  options: { phone: string; counties?: readonly string[] },
): { ok: true; county: string } | { ok: false; message: string } {
  const zip = address.zip.trim();
  if (!/^\d{5}$/.test(zip)) return { ok: false, message: serviceAreaMessages.badZip };
  const counties = options.counties ?? siteConfig.counties;
  const county = COUNTY_OF_ZIP.get(zip);
  if (county && counties.includes(county)) return { ok: true, county };
  return { ok: false, message: serviceAreaMessages.outside(zip, options.phone, counties) };
}
