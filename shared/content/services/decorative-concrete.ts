import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { premiumTo, priceLong } from "../prices.ts";
import type { ServiceContent } from "../types.ts";

export const decorativeConcreteService = (site: ClaimsSite): ServiceContent => ({
  slug: "decorative-concrete",
  title: "Decorative Concrete",
  summary:
    "Stamped concrete, overlays and stained or polished floors for Greater Des Moines homes. The look of stone, brick or wood that lasts 20-30 years.",
  content: `
<h2>Decorative concrete with the look of stone, brick or wood</h2>
<p>Decorative concrete gives you the character of natural stone, brick, slate or wood plank with far less upkeep. It is ordinary structural concrete finished with patterns, color and texture, so it stays as strong as a plain slab. Installed well and resealed on schedule, decorative work lasts 20 to 30 years through Iowa winters.</p>
<h3>Our decorative services</h3>
<ul>
<li><strong>Stamped concrete:</strong> patterns pressed into fresh concrete for patios, pool decks, walkways and entries. Stamped patios typically run ${priceLong(site.prices.stampedPatio)}.</li>
<li><strong>Concrete overlays:</strong> a thin bonded layer that resurfaces sound but tired concrete with new color and texture, typically ${priceLong(site.prices.overlay)}.</li>
<li><strong>Custom floor finishes:</strong> polished or stained floors for basements, garages, shops and sunrooms, typically ${priceLong(site.prices.polishedFloor)}.</li>
</ul>
<h3>Design options</h3>
<p>Choose from patterns such as ashlar slate, flagstone, cobblestone, running-bond brick and woodgrain plank; textures from smooth troweled to seamless stone; integral colors, color hardeners and antiquing in earth tones, grays and charcoals; and contrasting borders that frame a patio or walk. We bring samples to your home so you can see colors in your own light, next to your siding and roof.</p>
<h3>Cost, timing and care</h3>
<p>Stamped and colored concrete costs about ${premiumTo(site)} more than a standard broom finish, because of the extra materials and skilled hand labor. Most residential decorative jobs take 3 to 5 days. Pattern and color depend on timing, so we pour only when temperatures are between 50 and 85°F and bring a full crew to finish before the concrete sets.</p>
<p>Keep heavy items off the new surface for 7 days; concrete reaches full strength over about 28 days. Reseal decorative surfaces every 1 to 2 years: the sealer keeps colors rich and keeps de-icing salt and freeze-thaw moisture from pitting the surface. All decorative work carries our ${warrantyTerm(site)} warranty.</p>
<p>Read more about <a href="/services/stamped-concrete">stamped concrete</a>, or <a href="/quote">request a free consultation</a> to talk through designs for your home.</p>
`,
  featuredImage: serviceImage("decorative-concrete"),
  keywords: [
    "decorative concrete Des Moines",
    "stamped concrete Ankeny",
    "concrete overlay",
    "stained concrete floors",
    "polished concrete Iowa",
    "colored concrete patio",
    "decorative concrete contractor",
  ],
  process: [
    {
      number: 1,
      title: "Design Consultation",
      description:
        "We look at the space and the house, show pattern and color samples on site, and agree on a design.",
    },
    {
      number: 2,
      title: "Written Proposal",
      description: "You get a written price with the pattern, colors, borders and sealer spelled out.",
    },
    {
      number: 3,
      title: "Preparation",
      description:
        "New slabs get a compacted base and reinforcement; overlays and floors start with cleaning, repair and surface profiling.",
    },
    {
      number: 4,
      title: "Pour, Color and Texture",
      description:
        "We place the concrete or overlay between 50 and 85°F, then apply color, stamp or stain while timing is right.",
    },
    {
      number: 5,
      title: "Seal and Walkthrough",
      description:
        "We rinse, cut joints and seal the surface, then walk it with you and explain the 1-2 year resealing schedule.",
    },
  ],
  benefits: [
    {
      title: "High-End Look",
      description: "Stone, brick, slate or wood looks without the cost and upkeep of the real materials.",
    },
    {
      title: "Long Life",
      description: "Decorative concrete lasts 20 to 30 years when it is resealed on schedule.",
    },
    {
      title: "No Loose Pieces",
      description: "One solid surface: no pavers to shift, no joints for weeds, nothing to re-level.",
    },
    {
      title: "Refresh What You Have",
      description: "Overlays and stains can renew sound concrete without tearing it out.",
    },
  ],
  faqs: [
    {
      question: "How much more does decorative concrete cost?",
      answer: `Stamped and colored work costs about ${premiumTo(site)} more than standard concrete. Stamped patios typically run ${priceLong(site.prices.stampedPatio)}.`,
    },
    {
      question: "Is stamped concrete slippery?",
      answer:
        "A stamped surface has texture, and we can add a slip-resistant additive to the sealer for pool decks, steps and walks.",
    },
    {
      question: "Can you put decorative concrete over my existing slab?",
      answer: `If the slab is structurally sound, an overlay (${priceLong(site.prices.overlay)}) can add new color and pattern. Badly cracked or heaved slabs should be replaced.`,
    },
    {
      question: "How do I care for decorative concrete?",
      answer:
        "Reseal every 1 to 2 years, sweep and rinse regularly, and avoid de-icing salt; use sand for traction instead.",
    },
  ],
  updatedAt: "2026-11-22",
});
