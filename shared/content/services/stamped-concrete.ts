import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { givenPrice, premiumTo, priceLong, priceShort } from "../prices.ts";
import { projectDaysTo, withPromise } from "../promises.ts";
import type { ServiceContent } from "../types.ts";

export const stampedConcreteService = (site: ClaimsSite): ServiceContent => ({
  slug: "stamped-concrete",
  title: "Stamped Concrete",
  summary: `Stamped concrete patios, walks and pool decks with the look of slate, stone, brick or wood.${withPromise(givenPrice(site, "stampedPatio", priceShort), " Typically {value} for stamped patios.", "")}`,
  content: `
<h2>Stamped concrete: the look of stone, built as one solid slab</h2>
<p>Stamped concrete is poured like any slab, then colored and pressed with textured mats while it is still workable. The result looks like slate, flagstone, brick, cobblestone or wood plank, without the loose pavers, weeds and shifting joints that plague stone patios after a few Iowa winters.</p>
<h3>Where it works best</h3>
<ul>
<li><strong>Backyard patios and pool decks</strong>, where you see the surface every day.</li>
<li><strong>Front walks and entries</strong> that set the tone for the house.</li>
<li><strong>Driveway borders and aprons</strong> that frame a plain driveway.</li>
<li><strong>Steps and porches</strong> that match a stamped patio or walk.</li>
</ul>
<h3>Patterns and color</h3>
<p>Popular patterns in Greater Des Moines neighborhoods include ashlar slate, random flagstone, fan cobblestone, running-bond brick and woodgrain plank. We build color in layers: an integral base color mixed into the concrete, a release color on the surface that settles into the texture, and optional hand-applied antiquing for depth. A contrasting border or saw-cut band finishes the edges.</p>
<h3>What it costs</h3>
<p>${withPromise(givenPrice(site, "stampedPatio", priceLong), "Stamped patios typically run <strong>{value}</strong>. ", "")}${withPromise(premiumTo(site), "Stamped work costs about {value} more than standard broom-finished concrete because of the color, the stamping tools and the skilled hand labor, yet it costs less than natural stone", "Stamped work costs less than natural stone")} and needs none of the re-leveling pavers do.</p>
<h3>Timing, durability and care</h3>
<p>${withPromise(projectDaysTo(site), "A residential stamped job usually takes {value}. ", "")}Stamping is time-critical, so we pour only when temperatures are between 50 and 85°F and bring a full crew to stamp before the concrete sets. The slab is 4 inches on a compacted base, reinforced, with control joints hidden in the pattern's grout lines where possible. Keep heavy furniture and planters off for 7 days; concrete reaches full strength over about 28 days.</p>
<p>Stamped concrete lasts 20 to 30 years when it is resealed every 1 to 2 years; the sealer keeps colors rich and keeps freeze-thaw moisture and de-icing salt from attacking the surface. All stamped work carries our ${warrantyTerm(site)} warranty.</p>
<p>See more <a href="/services/decorative-concrete">decorative concrete options</a> or <a href="/quote">request a free estimate</a>.</p>
`,
  featuredImage: serviceImage("stamped-concrete"),
  keywords: [
    "stamped concrete Des Moines",
    "stamped concrete patio",
    "stamped concrete cost",
    "ashlar slate stamped concrete",
    "stamped concrete contractor Ankeny",
    "decorative stamped walkway",
  ],
  process: [
    {
      number: 1,
      title: "Pattern and Color Selection",
      description:
        "We bring pattern mats and color samples to your home so you can choose in your own light.",
    },
    {
      number: 2,
      title: "Excavation and Base",
      description:
        "We dig out, set the slope for drainage, and compact a crushed-rock base with reinforcement.",
    },
    {
      number: 3,
      title: "Pour and Color",
      description:
        "We pour between 50 and 85°F and apply the base and release colors while the concrete is fresh.",
    },
    {
      number: 4,
      title: "Stamping",
      description:
        "A full crew presses the pattern mats in sequence before the concrete sets, then hand-details the edges.",
    },
    {
      number: 5,
      title: "Wash, Seal and Walkthrough",
      description:
        "We rinse off the release, cut joints, apply sealer, and walk the finished surface with you.",
    },
  ],
  benefits: [
    {
      title: "Stone Looks, Concrete Strength",
      description: "The character of slate, brick or wood on a solid reinforced slab.",
    },
    {
      title: "No Shifting Pavers",
      description: "One continuous surface: no settling pieces, no weeds between joints.",
    },
    {
      title: "Matches Your Home",
      description: "Dozens of patterns and color combinations let the work fit your siding, brick and roof.",
    },
    {
      title: "Lasts for Decades",
      description: "Resealed every 1 to 2 years, stamped concrete lasts 20 to 30 years.",
    },
  ],
  faqs: [
    ...stampedCostFaq(site),
    {
      question: "Does stamped concrete crack?",
      answer:
        "All concrete can crack. We reinforce the slab and cut control joints, hiding them in the pattern where possible, so cracks follow the joints.",
    },
    {
      question: "How often does stamped concrete need sealing?",
      answer:
        "Every 1 to 2 years. The sealer protects the color and keeps water and de-icing salt out of the surface.",
    },
    {
      question: "Can stamped concrete be used on a driveway?",
      answer:
        "Yes, as a full driveway or as a border. Driveways are poured thicker where heavy vehicles park and sealed more often because of road salt.",
    },
  ],
  updatedAt: "2026-11-01",
});

/** The cost question, in the price and markup the business gave; none given, no question. */
function stampedCostFaq(site: ClaimsSite): { question: string; answer: string }[] {
  const price = givenPrice(site, "stampedPatio", priceLong);
  const premium = premiumTo(site);
  if (!price && !premium) return [];
  const answer =
    price && premium
      ? `Stamped patios typically run ${price}, about ${premium} more than standard concrete.`
      : price
        ? `Stamped patios typically run ${price}.`
        : `Stamped concrete typically costs about ${premium} more than standard concrete.`;
  return [{ question: "How much does stamped concrete cost?", answer }];
}
