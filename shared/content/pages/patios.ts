import {
  type ClaimsSite,
  capitalize,
  credentialsTitle,
  experienceYears,
  presentItems,
  warrantyTerm,
  warrantyTermTitle,
  warrantyYearsInWords,
} from "../claims.ts";
import { images } from "../images.ts";
import { givenPrice, premiumDash, priceShort, rangeBetween } from "../prices.ts";
import {
  hasSatisfactionGuarantee,
  projectDaysDash,
  projectDaysTo,
  replyTime,
  withPromise,
} from "../promises.ts";
import type { TownPick } from "../site-lists.ts";
import type { FaqItem, IconName, ImageRef } from "../types.ts";

/** The patios page's copy (/services/patios), top to bottom. */

export const PATIOS_PATH = "/services/patios";
/** The built-in service record this page stands for; a CMS record with this slug may retitle the hero. */
export const PATIOS_SLUG = "patios";

export interface PatioCard {
  title: string;
  description: string;
  icon: IconName;
}

export const patiosSeo = {
  title: "Concrete Patios in Des Moines, IA: Design & Installation",
  description: (site: ClaimsSite) =>
    `Stamped, stained, broomed and exposed aggregate concrete patios in Des Moines, Ankeny and West Des Moines. ${capitalize(
      presentItems([
        givenPrice(site, "patio", priceShort),
        withPromise(projectDaysDash(site), "built in {value}", null),
        `${warrantyTerm(site)} warranty`,
      ]).join(", "),
    )}.`,
  keywords: [
    "concrete patio Des Moines",
    "stamped concrete patio Ankeny",
    "patio installation West Des Moines",
    "backyard patio contractor Iowa",
    "concrete patio cost per square foot",
    "multi-level patio Urbandale",
  ],
};

export const patiosHero = {
  eyebrow: "Concrete Patios",
  title: "Concrete Patios Designed Around Your Backyard",
  subtitle:
    "From a simple broomed slab off the kitchen door to a multi-level stamped patio with seat walls and a fire pit pad, we design, pour and finish patios across Greater Des Moines.",
  quoteLabel: "Get a Free Patio Estimate",
  callPrefix: "Call",
};

export const patiosIntro = {
  title: "A Patio That Fits the Way You Live Outside",
  paragraphs: [
    "Some families want a place for a table and the grill; others want room for a sectional, a hot tub and twenty people on graduation day. We start with how you use the yard, where the sun falls in the evening and where water runs after a storm, then size and shape the patio to match.",
    "Central Iowa is hard on outdoor slabs. Our clay soils swell when wet and shrink in August, and winters bring dozens of freeze-thaw cycles. Every patio we build sits on a compacted rock base, is reinforced, slopes away from your foundation, and has control joints placed where a crack would otherwise choose its own path.",
  ],
};

export const patiosWhyConcrete: { title: string; intro: string; reasons: PatioCard[] } = {
  title: "Why Concrete for Your Patio?",
  intro: "Compared with wood decks and loose pavers, a concrete patio asks less of you every season.",
  reasons: [
    {
      title: "No Boards, No Weeds",
      description:
        "Nothing to re-stain each spring, no splinters, and no joints between pavers for weeds and ants to move into.",
      icon: "sparkles",
    },
    {
      title: "Made for Freeze-Thaw",
      description:
        "Air-entrained concrete on a drained, compacted base shrugs off the thaw-and-refreeze swings of an Iowa March.",
      icon: "snowflake",
    },
    {
      title: "Any Look You Want",
      description:
        "Stamping, stain and exposed aggregate give the look of stone, slate or brick on one solid, level surface.",
      icon: "palette",
    },
    {
      title: "Adds to Your Home",
      description:
        "Finished outdoor living space is one of the improvements buyers notice, and new concrete work can raise a home's value by up to 10%.",
      icon: "trending-up",
    },
  ],
};

export const patiosServices: { title: string; intro: string; services: PatioCard[] } = {
  title: "Our Patio Services",
  intro: "One crew handles the design, the pour and the finishing touches, so nothing falls between trades.",
  services: [
    {
      title: "Design and Installation",
      description:
        "Layout, grading, base, forms, reinforcement and the pour: a standard 4-inch slab, thickened under a future hot tub or kitchen island.",
      icon: "hammer",
    },
    {
      title: "Outdoor Living Features",
      description:
        "Fire pit pads, grill and outdoor kitchen areas, seat walls, and steps that tie the patio to a deck or back door.",
      icon: "flame",
    },
    {
      title: "Decorative Finishes",
      description:
        "Stamped patterns, integral color, acid or water-based stain, exposed aggregate and contrasting borders.",
      icon: "layers",
    },
    {
      title: "Add-Ons",
      description:
        "Walkways to the driveway or garden, landscape lighting conduit set before the pour, and patio extensions that match what you already have.",
      icon: "plus-square",
    },
  ],
};

export interface DesignOptionGroup {
  title: string;
  description: string;
  /** The spec's values, exactly as it lists them. */
  values: string[];
}

export const patiosDesignOptions: { title: string; intro: string; groups: DesignOptionGroup[] } = {
  title: "Patio Design Options",
  intro: "Mix and match: most of our patios combine a shape, a finish, a feature or two and a color.",
  groups: [
    {
      title: "Shapes",
      description: "Follow the lines of the house, curve around a garden bed, or step down a sloped lot.",
      values: ["square", "rounded", "freeform", "multi-level"],
    },
    {
      title: "Finishes",
      description: "Chosen for looks and for grip when the surface is wet.",
      values: ["stamped", "broomed", "stained", "exposed aggregate"],
    },
    {
      title: "Features",
      description: "The details that make a slab feel like an outdoor room.",
      values: ["borders", "seat walls", "steps", "drainage solutions"],
    },
    {
      title: "Colors",
      description: "Integral color mixed into the concrete, with release or stain for depth.",
      values: ["warm earth tones", "grays", "charcoals", "custom blends"],
    },
    {
      title: "Textures",
      description: "Stamp mats pressed into the fresh concrete, or a smooth hand finish.",
      values: ["slate", "flagstone", "woodgrain", "cobblestone", "troweled"],
    },
  ],
};

export const patiosPricing = {
  title: "Concrete Patio Pricing",
  intro: "Patios we build in Greater Des Moines typically run",
  /** The patio price; null when the business did not give it (docs/decisions, "unpriced items"). */
  price: (site: ClaimsSite) => givenPrice(site, "patio", priceShort),
  priceNote:
    "installed. A 12 by 16 foot slab is a very different job from a 600-square-foot entertaining space.",
  stampedTitle: "Stamped patios",
  stampedPrice: (site: ClaimsSite) => givenPrice(site, "stampedPatio", priceShort),
  stampedNote: (site: ClaimsSite) =>
    `Pattern, color and border work add time on pour day${withPromise(premiumDash(site), "; stamped concrete generally costs {value} more than a plain broomed slab", "")}.`,
  factorsTitle: "What moves the price",
  factors: [
    "Square footage and how many curves or levels the shape has",
    "Access for the concrete truck or pump to the backyard",
    "Removing an old patio, deck footings or pavers",
    "Seat walls, steps, fire pit pads and other features",
    "Finish, color and texture choices",
  ],
  quoteLink: "Get Your Patio Price",
};

export const patiosProcess = {
  title: "Our 5-Step Patio Process",
  intro: (site: ClaimsSite) =>
    withPromise(
      projectDaysTo(site),
      "Most patios are built in {value} once the design is settled.",
      "Once the design is settled, every patio is built the same way.",
    ),
  steps: [
    {
      title: "Backyard Consultation",
      description:
        "We visit, measure, check grade and drainage, and talk through how you want to use the space.",
    },
    {
      title: "Design & Written Quote",
      description:
        "You choose shape, finish, color and features, and get a written price with each option spelled out.",
    },
    {
      title: "Excavation & Base",
      description:
        "We dig to depth, set the slope away from the house and compact a crushed-rock base that resists heaving.",
    },
    {
      title: "Forming & Pouring",
      description:
        "Forms and reinforcement go in, and we pour when the temperature sits between 50 and 85°F, then stamp, color or broom the surface.",
    },
    {
      title: "Curing, Sealing & Walkthrough",
      description:
        "We cut joints, seal, and walk the patio with you. Keep heavy furniture and the grill off for 7 days; concrete cures for up to 28.",
    },
  ],
};

export const patiosReasons: { title: string; reasons: (site: ClaimsSite) => PatioCard[] } = {
  title: "Reasons to Choose Us for Your Patio",
  reasons: (site) =>
    presentItems<PatioCard>([
      {
        title: "Local Soil Know-How",
        description: `${experienceYears(site)}+ years of pouring on central Iowa clay: we know when a base needs more depth or a drain tile.`,
        icon: "wrench",
      },
      {
        title: `${warrantyTermTitle(site)} Warranty`,
        description: `Our workmanship is guaranteed in writing for ${warrantyYearsInWords(site)} after the pour.`,
        icon: "shield-check",
      },
      hasSatisfactionGuarantee(site) && {
        title: "100% Satisfaction Guarantee",
        description:
          "We walk the finished patio with you, and the job is not done until you are happy with it.",
        icon: "thumbs-up",
      },
      credentialsTitle(site) && {
        title: credentialsTitle(site) ?? "",
        description: "Your yard, your house and our crew are covered from excavation to cleanup.",
        icon: "badge-check",
      },
      {
        title: "Clear Care Plan",
        description:
          "Reseal a broomed patio every 2-3 years and a stamped or stained one every 1-2; we tell you what to use.",
        icon: "calendar-check",
      },
      replyTime(site) && {
        title: `Answers Within ${titleCase(replyTime(site) ?? "")}`,
        description: `Text or e-mail a photo of your yard with your question; our reply comes within ${replyTime(site)}.`,
        icon: "message-square",
      },
    ]),
};

export interface GalleryTeaser {
  title: string;
  description: string;
  href: string;
  image: ImageRef;
}

export const patiosGallery: { title: string; intro: string; linkLabel: string; albums: GalleryTeaser[] } = {
  title: "Patio Ideas From Our Gallery",
  intro: "Browse finished projects for shapes, colors and patterns you like.",
  linkLabel: "View album",
  albums: [
    {
      title: "Backyard Transformations",
      description: "Bare lawn and tired decks turned into patios people actually use.",
      href: "/gallery/backyard-transformations",
      image: images.patio,
    },
    {
      title: "Stamped Patios",
      description: "Slate, flagstone and cobblestone patterns with borders and color.",
      href: "/gallery/stamped-patios",
      image: images.stamped,
    },
    {
      title: "Modern Patios",
      description: "Clean lines, large panels, troweled and charcoal finishes.",
      href: "/gallery/modern-patios",
      image: images.decorative,
    },
  ],
};

export const patiosAreas: { title: string; intro: string; towns: readonly TownPick[] } = {
  title: "Patio Service Areas",
  intro: "We design and pour patios across Polk, Dallas and Warren counties, including:",
  /** The towns named, by slug (their names and pages come from the town records). */
  towns: [
    "des-moines",
    "ankeny",
    "west-des-moines",
    "urbandale",
    "johnston",
    "waukee",
    "altoona",
    "norwalk",
    "indianola",
    "pleasant-hill",
  ],
};

export const patiosFaq: { title: string; items: (site: ClaimsSite) => FaqItem[] } = {
  title: "Patio Questions We Hear Most",
  items: (site) =>
    presentItems([
      patioCostAnswer(site) && {
        question: "What does a new concrete patio cost in Des Moines?",
        answer: patioCostAnswer(site) ?? "",
      },
      {
        question: "How long will the backyard be torn up?",
        answer: withPromise(
          projectDaysTo(site),
          "Building the patio takes {value}. After that you can walk on it, but give it 7 days before moving patio furniture, planters or the grill back on.",
          "Your estimate gives the days the crew will be there. After that you can walk on the patio, but give it 7 days before moving patio furniture, planters or the grill back on.",
        ),
      },
      {
        question: "How thick should a patio be?",
        answer:
          "A 4-inch slab is standard for foot traffic and furniture. Where a hot tub, a masonry fire feature or an outdoor kitchen will sit, we thicken that section to 6 inches and add reinforcement.",
      },
      {
        question: "Will my patio crack over the winter?",
        answer: `Concrete can always hairline-crack, so we plan where it happens: control joints, a compacted base and a slope away from the house keep movement in the joints and water off the slab. Our workmanship is covered by a ${warrantyTerm(site)} warranty.`,
      },
      {
        question: "Is stamped concrete slippery?",
        answer:
          "A sealed stamped surface can be slick when wet, so we mix an anti-slip additive into the sealer and can leave a lightly textured pattern where people walk from a pool or hot tub.",
      },
      {
        question: "Can you add on to my existing patio?",
        answer:
          "Yes. We dowel the new slab into the old one so they move together, and match the finish as closely as concrete allows. Color-matching an older stamped patio is easier with a contrasting border between the two.",
      },
      {
        question: "What is the best time of year to pour a patio in Iowa?",
        answer:
          "We pour when temperatures sit between 50 and 85°F, which in central Iowa usually means late April through October. Book in late winter for a patio that is ready by Memorial Day.",
      },
      {
        question: "How do I take care of a concrete patio?",
        answer:
          "A broom and a garden hose handle routine cleaning. Plan a fresh coat of sealer every 2 to 3 years on a broomed patio, and every 1 to 2 years on stamped or stained concrete so the color stays deep. Skip rock salt on a patio: shovel it, or use sand for grip.",
      },
    ]),
};

/** The cost answer for the prices the business gave (patio, stamped patio); null when it gave neither. */
function patioCostAnswer(site: ClaimsSite): string | null {
  const patio = givenPrice(site, "patio", rangeBetween);
  const stamped = givenPrice(site, "stampedPatio", rangeBetween);
  if (!patio && !stamped) return null;
  const prices = patio
    ? `Most of our patios fall ${patio} per square foot installed${stamped ? `, and stamped patios ${stamped}` : ""}.`
    : `Stamped patios fall ${stamped} per square foot installed.`;
  return `${prices} Backyard access, removal of an old surface and features like seat walls decide where your project lands; the on-site estimate is free.`;
}

/** "24 Hours" from "24 hours". */
function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export const patiosFinalCta = {
  title: "Ready to Plan Your Patio?",
  description:
    "Tell us about your backyard and we will come measure, sketch options and give you a written price, free.",
  quoteLabel: "Request a Free Patio Estimate",
  callPrefix: "Call",
};
