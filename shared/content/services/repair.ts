import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { repairProcess } from "../pages/repair.ts";
import { givenPrice, priceLong } from "../prices.ts";
import { hasEmergencyRepairs, withPromise } from "../promises.ts";
import type { ServiceContent } from "../types.ts";
import { noneOnThePage, stepsOf } from "./page-lists.ts";

export const repairService = (site: ClaimsSite): ServiceContent => ({
  slug: "repair",
  title: "Concrete Repair",
  summary:
    "Crack repair, resurfacing, settlement and leveling for driveways, patios, sidewalks and steps across Greater Des Moines, before small damage spreads.",
  content: `
<h2>Concrete repair before small problems get expensive</h2>
<p>Most concrete doesn't fail all at once. A hairline crack lets water in, a winter of freeze-thaw widens it, de-icing salt flakes the surface around it, and a few years later a slab that could have been repaired has to be replaced. We repair driveways, patios, sidewalks, steps and garage floors across Greater Des Moines, and we tell you honestly when repair makes sense and when replacement is the better use of your money.</p>
<h3>What we repair</h3>
<ul>
<li><strong>Cracks:</strong> cleaned out and sealed with flexible filler so water and salt stay out.</li>
<li><strong>Surface damage:</strong> scaling, spalling and pitting from de-icing salt, resurfaced with a bonded overlay${withPromise(givenPrice(site, "overlay", priceLong), " (typically {value})", "")}.</li>
<li><strong>Settlement and leveling:</strong> sunken panels by garages, steps and walks raised or replaced, with the base underneath corrected so they stay put.</li>
<li><strong>Weathering:</strong> worn, faded or porous surfaces cleaned, patched and sealed to restore their protection.</li>
</ul>
<h3>How a repair works</h3>
<p>Every repair follows the same four steps. <strong>Inspection:</strong> we look at the damage, the drainage and the ground around it. <strong>Diagnosis:</strong> we find the cause, whether water, salt, a washed-out base or tree roots. <strong>Repair:</strong> we fix the concrete and, where we can, the cause. <strong>Protection:</strong> we seal the surface so the repair lasts. Then we walk the finished work with you.</p>
<h3>Costs and timing</h3>
<p>Crack sealing and small patches are often done in a day. ${withPromise(givenPrice(site, "sidewalkRepair", priceLong), "Repairing or replacing a section of sidewalk typically costs <strong>{value}</strong>; larger jobs are priced in writing after the inspection.", "Repairs are priced in writing after the inspection.")} Where we replace panels, we pour 4 inches (6 where heavy vehicles drive) between 50 and 85°F, keep heavy loads off for 7 days, and let the concrete cure for up to 28 days.${hasEmergencyRepairs(site) ? " Emergency repairs are available 24/7 for trip hazards and damage that can't wait." : ""}</p>
<h3>Preventing the next repair</h3>
<p>Reseal standard concrete every 2 to 3 years and decorative concrete every 1 to 2 years, keep downspouts draining away from slabs, and use de-icing salt sparingly. Our repairs are backed by our ${warrantyTerm(site)} warranty.</p>
<p>Not sure whether to repair or replace? <a href="/quote">Request a free inspection and estimate</a>.</p>
`,
  featuredImage: serviceImage("repair"),
  keywords: [
    "concrete repair Des Moines",
    "concrete crack repair",
    "concrete leveling Ankeny",
    "sunken concrete repair",
    "concrete resurfacing Iowa",
    "spalled concrete repair",
  ],
  // The steps, benefits and questions its page shows (./page-lists.ts): the record WordPress imports.
  process: stepsOf(repairProcess.steps),
  // The page has no benefits of its own: it shows only the ones an editor writes in WordPress.
  benefits: noneOnThePage(),
  faqs: [
    {
      question: "Should I repair or replace my concrete?",
      answer:
        "If the slab is structurally sound, with surface wear or a few cracks, repair is usually the better value. Widespread cracking, heaving or crumbling usually means replacement.",
    },
    {
      question: "Why is the surface of my driveway flaking?",
      answer:
        "That is scaling: water and de-icing salt freeze and thaw in the top layer and break it off. Resurfacing and regular sealing stop it.",
    },
    {
      question: "Can you fix a sunken slab by the garage or steps?",
      answer:
        "Yes. We raise or replace the settled section and correct the base and drainage that let it sink.",
    },
    ...(hasEmergencyRepairs(site)
      ? [
          {
            question: "Do you handle emergency repairs?",
            answer:
              "Yes, emergency repairs are available 24/7 for trip hazards and damage that can't wait until a scheduled visit.",
          },
        ]
      : []),
  ],
  updatedAt: "2026-11-22",
});
