import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { priceLong, priceShort } from "../prices.ts";
import type { ServiceContent } from "../types.ts";

export const sidewalksService = (site: ClaimsSite): ServiceContent => ({
  slug: "sidewalks",
  title: "Sidewalks",
  summary: `New sidewalks, walkway repair and city code compliance fixes in Greater Des Moines. Most jobs take 1-3 days; panel repairs typically ${priceShort(site.prices.sidewalkRepair)}.`,
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
<p>New sidewalks typically run <strong>${priceLong(site.prices.newSidewalk)}</strong>. Repairing or replacing a section of existing sidewalk usually costs <strong>${priceLong(site.prices.sidewalkRepair)}</strong>, depending on how many panels are involved and how much tear-out the job needs. Code violation corrections are priced by custom quote once we have seen the notice and the site.</p>
<h3>Timing and care</h3>
<p>Most sidewalk work takes 1 to 3 days. We pour 4-inch walks, and 6 inches where a driveway crosses the walk and vehicles drive over it, when temperatures are between 50 and 85°F. The walk is ready for foot traffic quickly, but concrete cures for up to 28 days, so keep heavy loads off for 7 days and go easy on de-icing salt the first winter. Reseal every 2 to 3 years. Our work is backed by a ${warrantyTerm(site)} warranty.</p>
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
  process: [
    {
      number: 1,
      title: "Site Assessment",
      description:
        "We look at the walk, the trip edges, drainage and any tree roots, and read any city notice with you.",
    },
    {
      number: 2,
      title: "Written Quote and Permits",
      description:
        "You get a written price; where the city requires a permit for work in the right-of-way, we coordinate it.",
    },
    {
      number: 3,
      title: "Removal and Base Prep",
      description:
        "Damaged panels come out, and we recompact the base and correct the slope so water drains off.",
    },
    {
      number: 4,
      title: "Forming and Pouring",
      description:
        "New panels are formed to line up with the existing walk and poured between 50 and 85°F, 6 inches at driveway crossings.",
    },
    {
      number: 5,
      title: "Finishing and Cleanup",
      description:
        "We broom-finish for traction, cut joints, restore the edges of the lawn, and walk the work with you.",
    },
  ],
  benefits: [
    {
      title: "Safer Walking",
      description:
        "Level panels and a slip-resistant finish remove trip edges for family, guests and passers-by.",
    },
    {
      title: "Code Compliance",
      description: "We fix the panels a city notice lists, so you can close out the violation.",
    },
    {
      title: "Quick Turnaround",
      description: "Most sidewalk jobs take 1 to 3 days, with little disruption to your driveway or entry.",
    },
    {
      title: "Lasting Repairs",
      description:
        "We correct the base, slope and joints, not just the broken concrete, so the problem does not return.",
    },
  ],
  faqs: [
    {
      question: "Who is responsible for the sidewalk in front of my house?",
      answer:
        "In most Greater Des Moines cities the adjoining property owner maintains the public sidewalk. Your city's notice will say what must be fixed and by when.",
    },
    {
      question: "How much does sidewalk repair cost?",
      answer: `Repairing or replacing a section usually costs ${priceLong(site.prices.sidewalkRepair)}. New sidewalks typically run ${priceLong(site.prices.newSidewalk)}; code corrections are quoted case by case.`,
    },
    {
      question: "How long will my sidewalk be out of use?",
      answer:
        "Most sidewalk work takes 1 to 3 days. Foot traffic can return soon after, but keep heavy loads off for 7 days.",
    },
    {
      question: "Can you fix a panel instead of replacing the whole walk?",
      answer:
        "Usually, yes. We replace only the damaged panels and pour them flush with the sound ones around them.",
    },
  ],
  updatedAt: "2026-11-01",
});
