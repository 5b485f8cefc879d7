import { type ClaimsSite, capitalize, presentItems, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { patiosFaq, patiosProcess, patiosWhyConcrete } from "../pages/patios.ts";
import { givenPrice, premiumTo, priceLong, priceShort, rangeTo } from "../prices.ts";
import { projectDaysDash, projectDaysTo, withPromise } from "../promises.ts";
import type { ServiceContent } from "../types.ts";
import { benefitsOf, faqsOf, stepsOf } from "./page-lists.ts";

export const patiosService = (site: ClaimsSite): ServiceContent => ({
  slug: "patios",
  title: "Patios",
  summary: `Custom concrete patios for Greater Des Moines backyards: broom, stamped, stained or exposed aggregate.${withPromise(
    capitalize(
      presentItems([
        givenPrice(site, "patio", (price) => `typically ${priceShort(price)}`),
        withPromise(projectDaysDash(site), "done in {value}", null),
      ]).join(", "),
    ) || null,
    " {value}.",
    "",
  )}`,
  content: `
<h2>Concrete patios for the way you use your backyard</h2>
<p>A patio is where Iowa summers happen: grilling after work, graduation parties, a quiet coffee before the heat sets in. We design and pour concrete patios across Greater Des Moines that fit the yard, the house and the way your family actually spends time outdoors, then build them to come through freeze-thaw winters without heaving or flaking.</p>
<h3>Design options</h3>
<ul>
<li><strong>Shapes:</strong> square, rounded, freeform, or multi-level layouts that step down a sloped yard.</li>
<li><strong>Finishes:</strong> a broom finish for grip, stamped patterns, stain, or exposed aggregate.</li>
<li><strong>Features:</strong> decorative borders, seat walls, steps to the back door, and drainage that moves water away from the house.</li>
<li><strong>Colors and textures:</strong> warm earth tones, grays, charcoals or custom blends, with slate, flagstone, woodgrain, cobblestone or troweled textures.</li>
</ul>
<h3>What a patio costs</h3>
<p>${patioPrices(site)}${withPromise(premiumTo(site), "Stamped and colored concrete generally costs {value} more than a standard broom finish, and on a patio, where you look at the surface every day, many homeowners find it worth it. ", "")}We give you a written price for each option so you can compare.</p>
<h3>Built to handle Iowa weather</h3>
<p>We pour a 4-inch slab over a compacted base, add reinforcement, and cut control joints so any movement stays in the joints. Where a hot tub or outdoor kitchen will sit, we plan a thicker section under it. The patio slopes gently away from the house so rain and snowmelt never run toward your foundation, and we pour only when temperatures are between 50 and 85°F.</p>
<h3>Timeline and care</h3>
<p>${withPromise(projectDaysTo(site), "Most patio projects take {value}. ", "")}Wait 7 days before setting heavy furniture, planters or a grill on the new surface; concrete keeps curing for up to 28 days. Reseal a broom-finished patio every 2 to 3 years, and a stamped or stained patio every 1 to 2 years, to keep the color rich and de-icing salt out. Every patio carries our ${warrantyTerm(site)} warranty.</p>
<p>Looking for pattern ideas? See <a href="/services/stamped-concrete">stamped concrete</a>, or <a href="/quote">request a free estimate</a> for your backyard.</p>
`,
  featuredImage: serviceImage("patios"),
  keywords: [
    "concrete patio Des Moines",
    "stamped concrete patio",
    "patio contractor Ankeny",
    "backyard patio installation",
    "concrete patio cost Iowa",
    "patio design Greater Des Moines",
  ],
  // The steps, benefits and questions its page shows (./page-lists.ts): the record WordPress imports.
  process: stepsOf(patiosProcess.steps),
  benefits: benefitsOf(patiosWhyConcrete.reasons),
  faqs: faqsOf(patiosFaq.items(site)),
  updatedAt: "2026-11-01",
});

/** "A concrete patio typically costs …, and stamped patios run … ": the prices the business gave, or nothing. */
function patioPrices(site: ClaimsSite): string {
  const patio = givenPrice(site, "patio", priceLong);
  const stamped = givenPrice(site, "stampedPatio", rangeTo);
  if (patio && stamped) {
    return `A concrete patio typically costs <strong>${patio}</strong>, and stamped patios run <strong>${stamped}</strong>. `;
  }
  if (patio) return `A concrete patio typically costs <strong>${patio}</strong>. `;
  return stamped ? `Stamped patios run <strong>${stamped}</strong>. ` : "";
}
