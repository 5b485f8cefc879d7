import { type PromisesSite, replyWithin, withPromise } from "@shared/content/promises.ts";
import type { County } from "@shared/content/service-area.ts";

/** The service-area page's copy (/service-area), top to bottom. */

export const serviceAreaSeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Service Area: Polk, Dallas & Warren Counties, Iowa",
  description:
    "Map of where we pour concrete: Polk, Dallas and Warren counties and 30 miles around Des Moines. Find your town, or ask us about yours.",
  keywords: [
    "concrete contractor service area Des Moines",
    "Polk County concrete contractor",
    "Dallas County concrete contractor",
    "Warren County concrete contractor",
    "concrete contractor within 30 miles of Des Moines",
  ],
};

export const serviceAreaHero = {
  /** Also the page's name in the breadcrumb trail. */
  eyebrow: "Service Area",
  title: "Where We Pour Concrete",
  subtitle: (site: PromisesSite) =>
    withPromise(
      replyWithin(site),
      "Three counties in central Iowa and a 30-mile circle around downtown Des Moines. If your project is inside it, the estimate is free and we reply {value}.",
      "Three counties in central Iowa and a 30-mile circle around downtown Des Moines. If your project is inside it, the estimate is free.",
    ),
};

export const serviceAreaMapSection = {
  title: "The Service Area Map",
  intro:
    "Shaded: the three counties we serve. Dashed: 30 miles from downtown Des Moines, as the crow flies. Select a city to open its page; every town is also listed below.",
};

export interface CountyCopy {
  county: County;
  /** The county seat, as the card names it. */
  seat: string;
  text: string;
}

export const servedCounties = {
  title: "The Counties We Serve",
  intro:
    "Each county brings its own ground and its own kind of job. Towns with a page of their own are linked.",
  heading: (county: County) => `${county} County`,
  seat: (seat: string) => `County seat: ${seat}`,
  townsLabel: "Towns we serve",
  counties: [
    {
      county: "Polk",
      seat: "Des Moines",
      text: "Most of our work: pre-war Des Moines neighborhoods with alley garages and city sidewalks, mid-century homes in Urbandale and Windsor Heights, and the fast-growing suburbs of Ankeny, Johnston, Altoona and Bondurant.",
    },
    {
      county: "Dallas",
      seat: "Adel",
      text: "New subdivisions in Waukee and along the western edges of West Des Moines, Clive, Urbandale and Grimes. Freshly graded lots settle for years, so we compact the base in lifts before any forms go down.",
    },
    {
      county: "Warren",
      seat: "Indianola",
      text: "Norwalk, Indianola and Carlisle, plus acreages with long gravel drives turned to concrete and shop slabs poured 6 inches thick for farm equipment and trailers.",
    },
  ] satisfies CountyCopy[],
};

export const serviceAreaRadius = {
  title: (miles: number, centre: string) => `Within ${miles} Miles of ${centre}`,
  text: (miles: number, centre: string) =>
    `Our radius is measured as a straight line from downtown ${centre}. ${miles} miles takes in the whole metro and most of the three counties. If your address sits just past the circle, call anyway and we will tell you straight away whether we can take the job.`,
};

export const serviceAreaContact = {
  note: "Don't see your city? Contact us",
};
