import {
  type ClaimsSite,
  credentialsPhrase,
  credentialsTitle,
  experienceYears,
  presentItems,
  warrantyTerm,
  withCredentials,
} from "@shared/content/claims.ts";
import { serviceImage } from "@shared/content/images.ts";
import { type PromisesSite, replyWithin, withPromise } from "@shared/content/promises.ts";
import type { IconName, ImageRef } from "@shared/content/types.ts";

/** The services index's copy (/services), top to bottom. */

export const servicesSeo = {
  title: "Concrete Services in Des Moines, IA | Driveways, Patios, Repair",
  description: (site: ClaimsSite) =>
    `Concrete driveways, patios, sidewalks, decorative and stamped concrete, commercial work and repair across Greater Des Moines. ${withCredentials(site, "{Credentials}, with free estimates.", "Free estimates.", ["licensed", "insured"])}`,
  keywords: [
    "concrete services Des Moines",
    "concrete driveway installation",
    "patio contractor Des Moines",
    "sidewalk replacement",
    "decorative concrete",
    "commercial concrete Iowa",
    "concrete repair Des Moines",
  ],
};

export const servicesHero = {
  eyebrow: "Our Services",
  title: "Concrete Services for Homes and Businesses",
  subtitle: (site: ClaimsSite) =>
    `From a new driveway to a parking lot repair, our crew handles residential and light commercial concrete across Greater Des Moines, with free estimates and a ${warrantyTerm(site)} warranty.`,
  actions: [
    { label: "Get a Free Quote", to: "/quote" },
    { label: "Contact Us", to: "/contact" },
  ],
};

export interface ServiceOffer {
  title: string;
  description: string;
  /** Four bullets (a service published in the CMS: its benefits, up to four). */
  features: readonly string[];
  href: string;
  image: ImageRef;
}

export const servicesList: { title: string; intro: string; services: ServiceOffer[] } = {
  title: "What We Build",
  intro: "Every job starts with a free on-site estimate and ends with a full clean-up.",
  services: [
    {
      title: "Driveways",
      description:
        "New driveways, replacements and extensions on a compacted base, built to handle Iowa winters and heavy vehicles for 30+ years.",
      features: [
        "New installation and full replacement",
        "4-inch standard or 6-inch heavy-duty slabs",
        "Broom, exposed aggregate or stamped finishes",
        "Widening, parking pads and apron extensions",
      ],
      href: "/services/driveways",
      image: serviceImage("driveways"),
    },
    {
      title: "Patios",
      description:
        "Backyard patios designed around how you live outdoors, from a simple grilling pad to a multi-level space with seat walls.",
      features: [
        "Square, rounded, freeform or multi-level shapes",
        "Stamped, stained or broom finishes",
        "Seat walls, steps and fire-pit pads",
        "Sloped for drainage away from your home",
      ],
      href: "/services/patios",
      image: serviceImage("patios"),
    },
    {
      title: "Sidewalks",
      description:
        "Front walks, garden paths and public sidewalk panels poured smooth and level, and repaired to meet city code.",
      features: [
        "New walkways and garden paths",
        "Trip-hazard panel replacement",
        "City code compliance repairs",
        "Smooth joints and proper cross-slope",
      ],
      href: "/services/sidewalks",
      image: serviceImage("sidewalks"),
    },
    {
      title: "Decorative Concrete",
      description:
        "Stamped, colored and stained concrete that gives the look of stone, slate or brick at a fraction of the cost.",
      features: [
        "Stamped patterns and textures",
        "Integral colors and acid stains",
        "Decorative overlays on existing slabs",
        "Custom borders and saw-cut designs",
      ],
      href: "/services/decorative-concrete",
      image: serviceImage("decorative-concrete"),
    },
    {
      title: "Commercial Concrete",
      description:
        "Durable concrete for businesses, property managers and multifamily sites, scheduled to keep your doors open.",
      features: ["Parking lots", "Loading docks", "Sidewalks and entrances", "Industrial flooring"],
      href: "/services/commercial",
      image: serviceImage("commercial"),
    },
    {
      title: "Concrete Repair",
      description:
        "Give tired concrete a longer life: we find the cause of the damage first, then repair and protect the surface.",
      features: [
        "Crack repair and sealing",
        "Surface damage and spalling",
        "Settlement and leveling",
        "Weathering protection and resealing",
      ],
      href: "/services/repair",
      image: serviceImage("repair"),
    },
  ],
};

/** Services only the generic service page shows, linked under the six cards. */
export const moreServices = {
  title: "More Concrete Services",
  links: [
    { label: "Stamped Concrete", href: "/services/stamped-concrete" },
    { label: "Concrete Steps", href: "/services/concrete-steps" },
  ],
};

type Reason = { title: string; description: string; icon: IconName };

export const servicesWhyChoose: {
  title: string;
  reasons: (site: ClaimsSite) => Reason[];
} = {
  title: "Why Choose Us",
  reasons: (site) =>
    presentItems<Reason>([
      credentialsPhrase(site) && {
        title: credentialsTitle(site, ["licensed", "insured"]) ?? credentialsTitle(site) ?? "",
        description: `We are ${credentialsPhrase(site)}, so your property and our crew are covered on every job.`,
        icon: "shield-check",
      },
      {
        title: "Quality Craftsmanship",
        description: `Proper base, reinforcement and curing on every pour, backed by our ${warrantyTerm(site)} workmanship warranty.`,
        icon: "award",
      },
      {
        title: "Local Expertise",
        description: `${experienceYears(site)}+ years of pouring concrete in central Iowa's clay soils and freeze-thaw winters, and we know the city codes.`,
        icon: "map-pinned",
      },
    ]),
};

export const servicesAreas = {
  title: "Service Areas",
  intro: "We serve homes and businesses across Polk, Dallas and Warren counties, including:",
  /** The towns named, by slug: their names and pages come from the town records. */
  towns: ["des-moines", "ankeny", "west-des-moines", "urbandale", "johnston"],
};

/** The sidebar. The lead pipeline will put the quick-quote form here. */
export const servicesQuickQuote = {
  title: "Get a Quick Quote",
  body: (site: PromisesSite) =>
    withPromise(
      replyWithin(site),
      "Leave your name and number and we'll reply {value}.",
      "Leave your name and number and we'll call you back.",
    ),
  callPrompt: "Prefer to talk? Call us:",
  quoteLink: "Request a Free Quote",
  estimateLink: "Price your project instantly",
};
