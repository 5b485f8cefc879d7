import {
  type ClaimsSite,
  capitalize,
  presentItems,
  warrantyTerm,
  warrantyTermTitle,
  withCredentials,
} from "../claims.ts";
import { images } from "../images.ts";
import { givenPrice, premiumDash, rangeDash } from "../prices.ts";
import { hasSatisfactionGuarantee, projectDaysDash, projectDaysTo, withPromise } from "../promises.ts";
import type { FaqItem } from "../types.ts";
import type { ServicePageCard } from "./service-detail.ts";

/** The decorative concrete page's copy (/services/decorative-concrete), top to bottom. */

export const DECORATIVE_PATH = "/services/decorative-concrete";
/** The service record (built in or from the CMS) whose title and summary head the page. */
export const DECORATIVE_SLUG = "decorative-concrete";

export const decorativeSeo = {
  title: "Decorative & Stamped Concrete in Des Moines, IA",
  description: (site: ClaimsSite) => {
    // The prices the business gave, each named; none given, no price sentence.
    const priced = presentItems([
      givenPrice(site, "stampedPatio", (p) => `stamped ${rangeDash(p)}`),
      givenPrice(site, "overlay", (p) => `overlays ${rangeDash(p)}`),
      givenPrice(site, "polishedFloor", (p) => `floors ${rangeDash(p)}`),
    ]);
    const prices = priced.length > 0 ? ` ${capitalize(priced.join(", "))} per sq ft.` : "";
    return `Stamped patios, overlays and polished or stained floors in Greater Des Moines.${prices} Free consultation.`;
  },
  keywords: [
    "decorative concrete Des Moines",
    "stamped concrete patio Des Moines",
    "concrete overlay Ankeny",
    "polished concrete floors Iowa",
    "stained concrete basement floor",
    "colored concrete West Des Moines",
  ],
  serviceType: "Decorative, stamped and stained concrete",
};

export const decorativeHero = {
  eyebrow: "Stamped · Overlays · Floor Finishes",
  action: { label: "Get a Free Consultation", to: "/quote" },
};

export const decorativeIntro = {
  title: "Concrete That Looks Like More Than Concrete",
  paragraphs: [
    "A plain gray slab does its job, but it rarely makes anyone stop on the way to the back door. Decorative concrete keeps the strength of a standard pour and adds the pattern, color and texture of stone, brick or wood, so a patio in Waukee or a basement in Beaverdale becomes the part of the house people notice.",
    "We design each surface on site, with samples held up against your siding, roof and landscaping, and we build it for central Iowa: air-entrained mixes, a compacted base over our clay soils, and a sealer chosen to stand up to de-icing salt.",
  ],
};

export const decorativeWhatItIs = {
  title: "What Is Decorative Concrete?",
  paragraphs: [
    "Decorative concrete is structural concrete finished to look like something else. Color goes into the mix or onto the surface, a pattern is pressed or cut in, and a sealer locks it all in. Underneath, it is the same reinforced slab as a driveway, not a thin veneer of loose pieces.",
    "That matters in a freeze-thaw climate. Pavers and flagstone sit on sand that frost can lift one piece at a time each spring; a decorative slab moves as one and is jointed so it cracks where we choose, in the lines of the pattern.",
  ],
  /** The one-line facts beside the text, from the spec's constants; the job's length is the business's. */
  facts: (site: ClaimsSite) =>
    presentItems([
      { label: "Lifespan", value: "20-30 years" },
      projectDaysDash(site) && { label: "Typical residential job", value: projectDaysDash(site) ?? "" },
      { label: "Reseal every", value: "1-2 years" },
      { label: "Pour temperature", value: "50-85°F" },
    ]),
};

export const decorativeServices: {
  title: string;
  intro: string;
  services: ServicePageCard[];
  link: { label: string; to: string };
} = {
  title: "Our Decorative Concrete Services",
  intro:
    "Three ways to get a decorative surface, depending on whether you are pouring new or renewing what you have.",
  services: [
    {
      title: "Stamped Concrete",
      description:
        "Patterns pressed into fresh concrete while it is still plastic: ashlar slate, cobblestone, herringbone brick or wood plank, with a release color that settles into the joints for depth. Ideal for patios, pool decks, front walks and entries.",
      icon: "layers",
    },
    {
      title: "Concrete Overlays",
      description:
        "A bonded polymer-modified layer, from a skim coat to about half an inch, over a slab that is still sound but scaled, stained or dated. It takes new color and a stamped or knockdown texture without breaking out the old concrete.",
      icon: "paintbrush",
    },
    {
      title: "Custom Floor Finishes",
      description:
        "Ground and polished, acid-stained or dyed floors for basements, garages, shops and sunrooms. No carpet to mold after a wet spring, no tile grout to crack, and a surface you can mop in minutes.",
      icon: "sparkles",
    },
  ],
  link: { label: "See All Our Concrete Services", to: "/services" },
};

export const decorativeDesignOptions = {
  title: "Design Options",
  intro: "Mix and match: most of our decorative jobs combine a pattern, a texture, two colors and a border.",
  groups: [
    {
      title: "Patterns",
      items: [
        "Ashlar slate",
        "Random flagstone",
        "European fan cobblestone",
        "Herringbone and running-bond brick",
        "Wood plank",
      ],
    },
    {
      title: "Textures",
      items: [
        "Seamless stone skins",
        "Fractured slate",
        "Knockdown (for pool decks)",
        "Smooth troweled",
        "Light broom for traction",
      ],
    },
    {
      title: "Colors",
      items: [
        "Integral color through the slab",
        "Color hardener for rich surface color",
        "Release antiquing in the joints",
        "Acid stains and water-based dyes",
      ],
    },
    {
      title: "Borders",
      items: [
        "Soldier-course brick bands",
        "Smooth troweled frames",
        "Contrasting-color borders",
        "Saw-cut grids and diamonds",
      ],
    },
  ],
};

export const decorativeCost = {
  title: "Decorative Concrete Cost",
  intro: (site: ClaimsSite) =>
    `${decorativeCost.prices(site).length > 0 ? "Installed prices across Greater Des Moines, per square foot. " : ""}Your written quote depends on the size, the pattern, the number of colors, access for the truck and any tear-out.`,
  /** A card for each price the business gave (docs/decisions, "unpriced items"). */
  prices: (site: ClaimsSite) =>
    presentItems([
      givenPrice(site, "stampedPatio", (price) => ({
        title: "Stamped concrete",
        price: rangeDash(price),
        unit: "per sq ft",
        note: "New slab, pattern, color and sealer",
      })),
      givenPrice(site, "overlay", (price) => ({
        title: "Overlays",
        price: rangeDash(price),
        unit: "per sq ft",
        note: "Resurfacing sound existing concrete",
      })),
      givenPrice(site, "polishedFloor", (price) => ({
        title: "Polished or stained floors",
        price: rangeDash(price),
        unit: "per sq ft",
        note: "Interior floors, garages and shops",
      })),
    ]),
  /** Why stamped work costs more; null when the business gave no markup. */
  premiumNote: (site: ClaimsSite) =>
    withPromise(
      premiumDash(site),
      "Stamped and colored work runs {value} more than a standard broom finish: the extra cost is the color, the stamp mats and the hand labor of a full crew finishing before the concrete sets.",
      null,
    ),
  quoteLink: { label: "Get Your Decorative Quote", to: "/quote" },
};

export const decorativeWhyChoose: { title: string; reasons: (site: ClaimsSite) => ServicePageCard[] } = {
  title: "Why Choose Us for Decorative Work",
  reasons: (site) => [
    {
      title: "Samples at Your House",
      description:
        "We bring stamp mats and color chips so you choose in your own light, not from a photo on a screen.",
      icon: "palette",
    },
    {
      title: "Built Under the Pattern",
      description:
        "The same compacted base, reinforcement and air-entrained mix as our driveways: the decoration never outlives the slab.",
      icon: "shield-check",
    },
    {
      title: "Sealed for Salt and Frost",
      description:
        "Breathable sealers that keep de-icing salt and meltwater out of the surface, so colors do not flake after the first winter.",
      icon: "snowflake",
    },
    {
      title: "Clear Care Schedule",
      description:
        "You leave with the sealer we used and when to reapply it, so the finish stays rich instead of fading to chalk.",
      icon: "droplets",
    },
    {
      title: `${warrantyTermTitle(site)} Warranty${hasSatisfactionGuarantee(site) ? ", 100% Satisfaction" : ""}`,
      description: `${withCredentials(site, "{Credentials}, with decorative", "Decorative")} work backed by our ${warrantyTerm(site)} warranty${hasSatisfactionGuarantee(site) ? " and our 100% satisfaction guarantee" : ""}.`,
      icon: "badge-check",
    },
  ],
};

export const decorativePortfolio = {
  title: "Recent Decorative Work",
  intro: "A few of the looks homeowners around Des Moines have chosen.",
  teasers: [
    {
      title: "Ashlar slate patio with a charcoal border",
      description: "A walkout patio finished in two tones of gray to match a stone chimney.",
      image: images.patio,
    },
    {
      title: "Stamped front walk and entry",
      description: "An old broom-finish walk replaced with a cobblestone pattern up to the porch.",
      image: images.stamped,
    },
  ],
  links: [
    { label: "View the Gallery", to: "/gallery" },
    { label: "Explore All Services", to: "/services" },
  ],
};

/** The heading of the steps an editor writes for decorative concrete in the CMS; the page has none of its own. */
export const decorativeProcess = {
  title: "How a Decorative Project Goes",
};

export const decorativeAreas = {
  title: "Decorative Concrete Across Greater Des Moines",
  intro: "We design and pour decorative concrete in these cities and the towns around them:",
  /** The towns named, by slug (their names and pages come from the town records). */
  towns: [
    "des-moines",
    "ankeny",
    "waukee",
    "west-des-moines",
    "urbandale",
    "altoona",
    "johnston",
    "norwalk",
    "indianola",
    "pleasant-hill",
  ],
  serviceAreaLink: { label: "See our full service area map", to: "/service-area" },
};

export const decorativeFaq: {
  title: string;
  items: (site: ClaimsSite) => FaqItem[];
  contact: { text: string; label: string; to: string };
} = {
  title: "Decorative Concrete Questions",
  items: (site) => [
    {
      question: "How long does decorative concrete last in Iowa?",
      answer:
        "Installed on a proper base and resealed on schedule, decorative concrete lasts 20 to 30 years. The slab itself carries the load; the sealer is what protects the color, so keeping up with it is what separates a 10-year finish from a 30-year one.",
    },
    {
      question: "How often does stamped concrete need to be resealed?",
      answer:
        "Every 1 to 2 years, more often than a plain slab's 2 to 3. When water stops beading on the surface or the color looks dull and chalky, it is time. We reseal for customers each spring, after the salt season.",
    },
    {
      question: "Can I use de-icing salt on a stamped patio or walk?",
      answer:
        "Avoid it, especially in the first winter. Salt draws water into the surface and speeds freeze-thaw damage. Use sand for traction and shovel early; calcium magnesium acetate is gentler if you must melt ice.",
    },
    {
      question: "Will stamped concrete crack?",
      answer:
        "All concrete can crack as it shrinks and as clay soil moves underneath. We compact the base, reinforce the slab and cut control joints along the pattern's grout lines, so any crack follows a line that already looks like a joint.",
    },
    {
      question: "Is an overlay a good fix for my old patio?",
      answer:
        "If the slab is sound, with surface scaling, stains or a dated look, an overlay is a good value. If it has heaved, sunk or has wide moving cracks, those cracks will come back through the overlay, and replacing the slab is the honest answer.",
    },
    {
      question: "When can you pour, and how long does it take?",
      answer: `We pour decorative concrete when temperatures stay between 50 and 85°F, which in central Iowa usually means late April into October.${withPromise(projectDaysTo(site), " A typical residential job runs {value}, from breaking out the old slab to the final coat of sealer.", "")}`,
    },
    {
      question: "When can we use the new surface?",
      answer:
        "Walk on it after a day or two, and keep grills, planters and furniture off for 7 days. The slab gains strength for up to 28 days; we'll tell you when the first reseal is due.",
    },
  ],
  contact: { text: "Have a question about your own project?", label: "Contact our team", to: "/contact" },
};

export const decorativeFinalCta = {
  title: "Let's Design Your Decorative Concrete",
  description:
    "Tell us about the space and we'll bring samples, measure and give you a written quote, free and with no obligation.",
  action: { label: "Request a Free Quote", to: "/quote" },
};
