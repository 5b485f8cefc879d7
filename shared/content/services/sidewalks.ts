import { type ClaimsSite, capitalize, presentItems, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { sidewalksFaq, sidewalksProcess, sidewalksWhyChoose } from "../pages/sidewalks.ts";
import { givenPrice, priceLong, priceShort } from "../prices.ts";
import { sidewalkDays, withPromise } from "../promises.ts";
import type { ServiceContent } from "../types.ts";
import { benefitsOf, faqsOf, stepsOf } from "./page-lists.ts";

export const sidewalksService = (site: ClaimsSite): ServiceContent => ({
  slug: "sidewalks",
  title: "Sidewalks",
  summary: `New sidewalks, walkway repair and city code compliance fixes in Greater Des Moines.${withPromise(
    capitalize(
      presentItems([
        withPromise(sidewalkDays(site, "-"), "most jobs take {value}", null),
        givenPrice(site, "sidewalkRepair", (price) => `panel repairs typically ${priceShort(price)}`),
      ]).join("; "),
    ) || null,
    " {value}.",
    "",
  )}`,
  content: `
<h2>Sidewalks and walkways that are safe underfoot</h2>
<p>A heaved sidewalk panel is more than an eyesore. It is a trip hazard for neighbors, the mail carrier and kids on bikes, and in most Greater Des Moines cities the property owner is responsible for the public sidewalk along the lot. We install new sidewalks and walkways, replace broken panels, and correct the problems a city inspection flags.</p>
<h3>What we do</h3>
<ul>
<li><strong>New installation:</strong> front walks, side-yard paths, garden walkways and connections from the driveway to the porch.</li>
<li><strong>Repair and replacement:</strong> cracked, sunken or heaved panels removed and re-poured flush with the panels around them.</li>
<li><strong>City code compliance repairs:</strong> if your city has sent a sidewalk notice, we replace the panels it lists and coordinate any permit the work requires.</li>
</ul>
<h3>Common problems we fix</h3>
<p>Iowa freeze-thaw cycles lift panels and open cracks. Tree roots push slabs out of line. De-icing salt eats at the surface until it scales and pits. Poor drainage washes out the base so panels sink. We deal with the cause where we can, not just the broken concrete: recompacting the base, improving the slope, and cutting joints at the right spacing.</p>
<h3>Costs</h3>
<p>${withPromise(givenPrice(site, "newSidewalk", priceLong), "New sidewalks typically run <strong>{value}</strong>. ", "")}${withPromise(givenPrice(site, "sidewalkRepair", priceLong), "Repairing or replacing a section of existing sidewalk usually costs <strong>{value}</strong>, depending on how many panels are involved and how much tear-out the job needs. ", "")}Code violation corrections are priced by custom quote once we have seen the notice and the site.</p>
<h3>Timing and care</h3>
<p>${withPromise(sidewalkDays(site, " to "), "Most sidewalk work takes {value}. ", "")}We pour 4-inch walks, and 6 inches where a driveway crosses the walk and vehicles drive over it, when temperatures are between 50 and 85°F. The walk is ready for foot traffic quickly, but concrete cures for up to 28 days, so keep heavy loads off for 7 days and go easy on de-icing salt the first winter. Reseal every 2 to 3 years. Our work is backed by a ${warrantyTerm(site)} warranty.</p>
<p>Got a notice from the city? <a href="/sidewalk-faqs">Read our sidewalk FAQs</a> or <a href="/quote">request a free estimate</a>.</p>
`,
  featuredImage: serviceImage("sidewalks"),
  keywords: [
    "concrete sidewalk Des Moines",
    "sidewalk repair",
    "sidewalk replacement Ankeny",
    "city sidewalk code compliance",
    "concrete walkway installation",
    "trip hazard sidewalk repair Iowa",
  ],
  // The steps, benefits and questions its page shows (./page-lists.ts): the record WordPress imports.
  process: stepsOf(sidewalksProcess.steps),
  benefits: benefitsOf(sidewalksWhyChoose.reasons(site)),
  faqs: faqsOf(sidewalksFaq.items(site)),
  updatedAt: "2026-11-01",
});
