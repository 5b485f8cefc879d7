import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { premiumTo, priceLong, priceShort, rangeTo } from "../prices.ts";
import type { ServiceContent } from "../types.ts";

export const patiosService = (site: ClaimsSite): ServiceContent => ({
  slug: "patios",
  title: "Patios",
  summary: `Custom concrete patios for Greater Des Moines backyards: broom, stamped, stained or exposed aggregate. Typically ${priceShort(site.prices.patio)}, done in 3-5 days.`,
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
<p>A concrete patio typically costs <strong>${priceLong(site.prices.patio)}</strong>, and stamped patios run <strong>${rangeTo(site.prices.stampedPatio)}</strong>. Stamped and colored concrete generally costs ${premiumTo(site)} more than a standard broom finish, and on a patio, where you look at the surface every day, many homeowners find it worth it. We give you a written price for each option so you can compare.</p>
<h3>Built to handle Iowa weather</h3>
<p>We pour a 4-inch slab over a compacted base, add reinforcement, and cut control joints so any movement stays in the joints. Where a hot tub or outdoor kitchen will sit, we plan a thicker section under it. The patio slopes gently away from the house so rain and snowmelt never run toward your foundation, and we pour only when temperatures are between 50 and 85°F.</p>
<h3>Timeline and care</h3>
<p>Most patio projects take 3 to 5 days. Wait 7 days before setting heavy furniture, planters or a grill on the new surface; concrete keeps curing for up to 28 days. Reseal a broom-finished patio every 2 to 3 years, and a stamped or stained patio every 1 to 2 years, to keep the color rich and de-icing salt out. Every patio carries our ${warrantyTerm(site)} warranty.</p>
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
  process: [
    {
      number: 1,
      title: "Design Consultation",
      description:
        "We walk your yard with you, talk about how you'll use the space, and sketch the size, shape and finish.",
    },
    {
      number: 2,
      title: "Written Estimate",
      description: "You get a clear written price for each option, from broom finish to stamped and colored.",
    },
    {
      number: 3,
      title: "Excavation and Base",
      description:
        "We dig out the patio area, set the slope away from the house, and compact a crushed-rock base.",
    },
    {
      number: 4,
      title: "Forming and Pouring",
      description:
        "Forms and reinforcement go in, then we pour and finish the slab between 50 and 85°F, stamping or coloring as designed.",
    },
    {
      number: 5,
      title: "Curing and Sealing",
      description:
        "We cut joints, cure and seal the patio, then walk it with you. Wait 7 days before heavy furniture.",
    },
  ],
  benefits: [
    {
      title: "More Living Space",
      description:
        "A well-placed patio turns unused lawn into an outdoor room for meals, parties and quiet evenings.",
    },
    {
      title: "Endless Design Options",
      description:
        "Shapes, colors, patterns and borders let the patio match your house instead of looking bolted on.",
    },
    {
      title: "Low Upkeep",
      description: "No boards to stain or pavers to re-level; a reseal every few years keeps it looking new.",
    },
    {
      title: "Built for Iowa",
      description:
        "Compacted base, reinforcement and proper slope help the patio stand up to freeze-thaw winters.",
    },
  ],
  faqs: [
    {
      question: "How much does a concrete patio cost?",
      answer: `Most concrete patios run ${priceLong(site.prices.patio)}; stamped patios typically run ${rangeTo(site.prices.stampedPatio)}. Size, access, shape and finish set where yours falls.`,
    },
    {
      question: "How long does it take to build a patio?",
      answer:
        "Most patios take 3 to 5 days from excavation to finish. Plan to keep heavy furniture and grills off the surface for 7 more days.",
    },
    {
      question: "Is stamped concrete worth the extra cost?",
      answer: `Stamped work costs about ${premiumTo(site)} more than a broom finish. It gives the look of stone or brick without loose pavers that shift and grow weeds.`,
    },
    {
      question: "How often should a patio be sealed?",
      answer:
        "Every 2 to 3 years for a broom-finished patio, and every 1 to 2 years for stamped or stained concrete to protect the color.",
    },
  ],
  updatedAt: "2026-11-01",
});
