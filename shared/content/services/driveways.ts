import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { priceLong, priceShort } from "../prices.ts";
import type { ServiceContent } from "../types.ts";

export const drivewaysService = (site: ClaimsSite): ServiceContent => ({
  slug: "driveways",
  title: "Concrete Driveways",
  summary: `New and replacement concrete driveways for Greater Des Moines homes, built for freeze-thaw winters and road salt. Typically ${priceShort(site.prices.driveway)}.`,
  content: `
<h2>Concrete driveways built for Iowa winters</h2>
<p>A driveway in Greater Des Moines takes a beating most of the country never sees. Water soaks into the surface, freezes overnight, thaws by noon and freezes again, dozens of times between November and March. Add the de-icing salt your tires carry in from city streets, and a slab that was poured thin or finished wet will scale, crack and heave within a few seasons. We build driveways to last 30 years or more under those conditions.</p>
<h3>What goes into a driveway that lasts</h3>
<ul>
<li><strong>The right thickness.</strong> A standard residential driveway is 4 inches of concrete; where a pickup with a trailer, an RV or a delivery truck will park, we pour 6 inches.</li>
<li><strong>A compacted base.</strong> We grade and compact crushed rock over the clay soils common across the metro, and slope the slab so water runs away from your garage and foundation.</li>
<li><strong>Reinforcement and joints.</strong> Steel reinforcement ties the slab together, and control joints cut at the right spacing tell the concrete where to crack, so it doesn't choose for itself.</li>
<li><strong>Air-entrained concrete.</strong> Microscopic air pockets give freezing water room to expand, which keeps the surface from flaking under frost and salt.</li>
</ul>
<h3>Cost and timing</h3>
<p>Most concrete driveways in the metro run <strong>${priceLong(site.prices.driveway)}</strong>, depending on tear-out of the old slab, thickness, access and finish. A typical driveway takes 3 to 5 days from tear-out to final finish. We pour when the air is between 50 and 85°F, so the concrete sets the way it should.</p>
<h3>After the pour</h3>
<p>You can walk on the new driveway within a day or two, but keep cars and other heavy loads off it for 7 days. Concrete keeps gaining strength for up to 28 days, so use sand rather than de-icing salt if the first freeze comes early. Reseal every 2 to 3 years to keep water and salt out of the surface. Every driveway we pour is backed by our ${warrantyTerm(site)} warranty.</p>
<p>Replacing a cracked or sunken driveway? <a href="/quote">Request a free estimate</a> and we will measure, talk through thickness and finish options, and give you a written price.</p>
`,
  featuredImage: serviceImage("driveways"),
  keywords: [
    "concrete driveway Des Moines",
    "driveway replacement Ankeny",
    "new concrete driveway",
    "driveway contractor Iowa",
    "concrete driveway cost",
    "driveway installation Greater Des Moines",
  ],
  process: [
    {
      number: 1,
      title: "Free On-Site Estimate",
      description:
        "We measure the driveway, check drainage and the condition of the old slab, and give you a written price.",
    },
    {
      number: 2,
      title: "Site Prep and Grading",
      description:
        "We remove the old concrete, grade for drainage away from the house, and compact a crushed-rock base.",
    },
    {
      number: 3,
      title: "Forming and Reinforcement",
      description:
        "Forms set the shape and slope; steel reinforcement goes in at the right height to hold the slab together.",
    },
    {
      number: 4,
      title: "Concrete Pouring",
      description:
        "Air-entrained concrete is placed at 4 inches, or 6 inches where heavy vehicles park, between 50 and 85°F.",
    },
    {
      number: 5,
      title: "Finishing and Curing",
      description:
        "We broom-finish for grip, cut control joints and cure the slab; keep vehicles off for 7 days.",
    },
  ],
  benefits: [
    {
      title: "Long-Lasting",
      description: "A properly built concrete driveway lasts 30 years or more with basic care.",
    },
    {
      title: "Weather Resistant",
      description:
        "Air-entrained concrete and good drainage stand up to Iowa freeze-thaw cycles and road salt.",
    },
    {
      title: "Low Maintenance",
      description:
        "No yearly patching like asphalt: reseal every 2 to 3 years and the surface stays protected.",
    },
    {
      title: "Value Adding",
      description: "A clean new driveway lifts curb appeal and can add up to 10% to a home's value.",
    },
  ],
  faqs: [
    {
      question: "How much does a concrete driveway cost in Greater Des Moines?",
      answer: `Most driveways run ${priceLong(site.prices.driveway)}. The price depends on removing the old slab, thickness, access for the truck and the finish you choose.`,
    },
    {
      question: "How thick should my driveway be?",
      answer:
        "Four inches is the standard for cars and SUVs. If you park a loaded pickup, trailer, RV or take regular deliveries, we pour 6 inches.",
    },
    {
      question: "When can I drive on my new driveway?",
      answer:
        "You can walk on it within a day or two. Keep cars and heavy loads off for 7 days; the concrete keeps curing for up to 28 days.",
    },
    {
      question: "How do I keep my driveway from cracking and flaking?",
      answer:
        "Reseal every 2 to 3 years, clear snow promptly, and avoid heavy use of de-icing salt, especially in the first winter.",
    },
  ],
  updatedAt: "2026-11-01",
});
