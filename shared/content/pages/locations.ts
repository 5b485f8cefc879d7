import { type ClaimsSite, warrantyTerm, warrantyTermTitle } from "@shared/content/claims.ts";
import { images } from "@shared/content/images.ts";
import type { CitySlug } from "@shared/content/locations/coordinates.ts";
import { type PromisesSite, visitWithin, withPromise } from "@shared/content/promises.ts";
import type { ImageRef, TrustBadge } from "@shared/content/types.ts";

/** The locations index's copy (/locations), top to bottom. */

export const locationsSeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Concrete Contractor Locations in Greater Des Moines",
  /** The page's name in breadcrumb trails, as the city pages name it. */
  breadcrumb: "Locations",
  description:
    "Concrete driveways, patios and sidewalks in Ankeny, Des Moines, West Des Moines and 12 more towns across Polk, Dallas and Warren counties. Free estimates.",
  keywords: [
    "concrete contractor near me Des Moines",
    "concrete contractor Ankeny",
    "concrete contractor West Des Moines",
    "concrete driveways Polk County",
    "concrete patios Dallas County Iowa",
    "Warren County concrete contractor",
  ],
};

export const locationsHero = {
  eyebrow: "Service Areas",
  title: "Concrete Work Across Greater Des Moines",
  subtitle:
    "Our crews pour driveways, patios and sidewalks in 15 towns around the metro, from the older blocks near downtown to the newest cul-de-sacs in Waukee. Find your city below.",
  image: images.locations["des-moines"],
  actions: [
    { label: "Get a Free Quote", to: "/quote" },
    { label: "See the Service Area Map", to: "/service-area" },
  ],
};

export interface LocationCard {
  slug: CitySlug;
  name: string;
  summary: string;
  image: ImageRef;
}

export const locationCards: { title: string; intro: string; linkLabel: string; cards: LocationCard[] } = {
  title: "Where We Work Most",
  intro:
    "Three cities account for most of our projects. Each page covers the neighborhoods we know, the local permit rules and the jobs we do there most often.",
  linkLabel: "View location",
  cards: [
    {
      slug: "ankeny",
      name: "Ankeny",
      summary:
        "First patios and wider driveways for the new subdivisions on the north side, and worn garage aprons and walks on the blocks around Uptown.",
      image: images.locations.ankeny,
    },
    {
      slug: "des-moines",
      name: "Des Moines",
      summary:
        "Tight driveways between older homes, alley parking pads and city sidewalk panels, from Beaverdale and Drake to the south side.",
      image: images.locations["des-moines"],
    },
    {
      slug: "west-des-moines",
      name: "West Des Moines",
      summary:
        "Long curved drives and stamped patios west of the interstate, and second driveways for the ranch homes around Valley Junction.",
      image: images.locations["west-des-moines"],
    },
  ],
};

/** The spec's four trust badges, under the cards. */
export const locationsTrustBadges = (site: ClaimsSite): TrustBadge[] => [
  { label: "Local Iowa Business", icon: "map-pin" },
  { label: "Fast Response", icon: "clock" },
  { label: `${warrantyTermTitle(site)} Warranty`, icon: "shield-check" },
  { label: "Free Estimates", icon: "badge-dollar-sign" },
];

export const additionalAreas: { title: string; intro: (site: ClaimsSite) => string; towns: CitySlug[] } = {
  title: "Additional Areas We Serve",
  intro: (site) =>
    `The same crews and the same ${warrantyTerm(site)} warranty reach the rest of the metro. Towns with a page of their own are linked.`,
  towns: [
    "altoona",
    "urbandale",
    "johnston",
    "grimes",
    "clive",
    "waukee",
    "windsor-heights",
    "pleasant-hill",
    "bondurant",
    "carlisle",
  ],
};

export const locationsMap = {
  title: "Our Service Area",
  intro:
    "Polk, Dallas and Warren counties, and anywhere within 30 miles of downtown Des Moines. Select a city on the map or in the list to open its page.",
  listTitle: "Cities with their own page",
  fullMapLink: "Counties and every town we serve",
};

export const locationsPhonePrompt = {
  title: "Not Sure We Cover Your Street?",
  text: (site: PromisesSite) =>
    withPromise(
      visitWithin(site),
      "Call with your address and we'll tell you on the spot. If you're in our area, we can usually be on site for a free estimate {value}.",
      "Call with your address and we'll tell you on the spot. If you're in our area, we come out for a free estimate.",
    ),
  call: "Call",
  quote: "Request a Free Quote",
};
