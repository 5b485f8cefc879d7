import { locationImage } from "../images.ts";
import { type PromisesSite, visitWithin, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const desMoines = (site: PromisesSite): LocationContent => ({
  slug: "des-moines",
  name: "Des Moines",
  fullName: "Des Moines, Iowa",
  title: "Des Moines Concrete Contractor",
  description:
    "Concrete driveways, sidewalks, steps and repairs for Des Moines homes, from Beaverdale brick bungalows to south-side ranches.",
  content: `<h2>Concrete for a city of older homes</h2>
<p>Much of Des Moines was built before 1960, and its concrete shows it. In Beaverdale, brick Tudor and Colonial homes from the 1920s through the 1940s sit behind narrow single-car driveways, often leading to a detached garage at the back of the lot. Around Drake and in Sherman Hill, porch steps and front walks have been patched so many times that little of the original pour is left. On the south and east sides, post-war ranches are due for their first or second driveway replacement.</p>
<h3>Tight lots, alleys and mature trees</h3>
<p>Older neighborhoods bring their own puzzles. Many driveways squeeze between two houses with a few feet to spare, so we work out how to break out the old slab and bring new concrete in before we quote, and some jobs are poured from the alley. Big maples and oaks line streets in Waterbury and Linden Heights; where their roots have lifted a walk, we trim with care and give the tree more room on the new pour instead of fighting it.</p>
<h3>Freeze-thaw, salt and glacial clay</h3>
<p>Most of the city sits on dense glacial clay that swells when wet and shrinks in dry spells, and frost reaches about 42 inches deep in a hard winter. Add decades of de-icing salt and you get the scaled, pitted surfaces we see on so many front walks. We pour air-entrained concrete, cut control joints where cracks would otherwise pick their own path, and seal the surface so salt has a harder time getting in.</p>
<h3>Sidewalks, approaches and permits</h3>
<p>In Des Moines the owner is generally responsible for the public sidewalk beside the lot, and any work in the right-of-way, including sidewalk panels and driveway approaches, needs a city permit. We apply for it, build to the city's standards and book the inspection. Homes in a local historic district such as Sherman Hill may also need design review before visible exterior work, so we plan for that early.</p>
<h3>Typical Des Moines projects</h3>
<ul>
<li>Replacing cracked front walks and <a href="/services/concrete-steps">porch steps</a> on pre-war homes</li>
<li>Widening a single-lane driveway or adding a parking pad off the alley</li>
<li>New slabs for replacement detached garages</li>
<li>Compact patios that make the most of small city backyards</li>
<li><a href="/services/repair">Repairing</a> and sealing sound slabs that only need a few more good years</li>
</ul>`,
  featuredImage: locationImage("des-moines"),
  county: "Polk",
  zipCodes: [
    "50309",
    "50310",
    "50311",
    "50312",
    "50313",
    "50314",
    "50315",
    "50316",
    "50317",
    "50320",
    "50321",
  ],
  coordinates: cityCoordinates["des-moines"],
  neighborhoods: [
    "Beaverdale",
    "Sherman Hill",
    "Drake",
    "Waterbury",
    "Highland Park",
    "East Village",
    "Linden Heights",
    "Salisbury Oaks",
    "Easter Lake",
  ],
  services: [
    {
      title: "Driveways",
      description:
        "Replacement and widened driveways for narrow city lots, including alley-side parking pads and slabs for detached garages.",
      link: "/services/driveways",
    },
    {
      title: "Sidewalks",
      description:
        "Public sidewalk panels and front walks replaced under a Des Moines right-of-way permit, with the inspection booked for you.",
      link: "/services/sidewalks",
    },
    {
      title: "Concrete Steps",
      description:
        "New porch and stoop steps for older homes, set on footings below the frost line with even risers and a non-slip finish.",
      link: "/services/concrete-steps",
    },
    {
      title: "Concrete Repair",
      description:
        "Crack filling, resurfacing and sealing for scaled, salt-damaged walks and drives that still have a sound base.",
      link: "/services/repair",
    },
  ],
  whyChooseUs: [
    "At home on narrow lots, alleys and detached-garage layouts",
    "Right-of-way permits and city inspections taken care of",
    "Care around mature trees and old utility lines",
    "Air-entrained, sealed concrete that stands up to salt",
    withPromise(visitWithin(site), "Free estimates, on site {value}", "Free on-site estimates"),
  ],
  recentProjects: [
    {
      title: "Front walk and porch steps",
      location: "Beaverdale, Des Moines",
      description:
        "Tore out a heaved 1930s front walk and crumbling steps, then poured new steps on frost-depth footings and a broom-finished walk that suits the brick house.",
    },
    {
      title: "Alley-access parking pad",
      location: "Highland Park, Des Moines",
      description:
        "Replaced a rutted gravel pad behind a 1920s home with a 6-inch slab sized for a pickup, sloped to drain away from the garage.",
    },
  ],
  testimonials: [
    {
      id: "des-moines-1",
      content:
        "We had put off our heaved sidewalk for years. They pulled the permit, replaced four panels and the approach, and the inspector signed off the same week.",
      author: "Karen L.",
      location: "Beaverdale, Des Moines",
      rating: 5,
    },
    {
      id: "des-moines-2",
      content:
        "Our driveway squeezes between two houses and an old oak. The crew worked around both, and the new slab drains perfectly.",
      author: "Marcus D.",
      location: "Waterbury, Des Moines",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Who is responsible for the sidewalk in front of my Des Moines home?",
      answer:
        "Generally the property owner maintains the public sidewalk along the lot, and replacing it needs a city right-of-way permit. We handle the permit and inspection, and we can replace only the damaged panels rather than the whole run.",
    },
    {
      question: "Can you work on homes in Sherman Hill or other historic districts?",
      answer:
        "Yes. Visible exterior changes in a local historic district may need city design review before work starts. We supply a scope, a simple drawing and finish samples so that review goes smoothly.",
    },
    {
      question: "My driveway can only be reached through a narrow gap. Can you still pour it?",
      answer:
        "Usually, yes. We size equipment to the site, bring concrete in by pump or buggy where a truck can't reach, and sometimes pour from the alley. We check access during the free estimate.",
    },
  ],
  nearbyLocations: [
    { name: "West Des Moines", path: "/locations/west-des-moines" },
    { name: "Urbandale", path: "/locations/urbandale" },
    { name: "Ankeny", path: "/locations/ankeny" },
    { name: "Pleasant Hill", path: "/locations/pleasant-hill" },
    { name: "Norwalk", path: "/locations/norwalk" },
  ],
  keywords: [
    "concrete contractor Des Moines",
    "Des Moines sidewalk replacement",
    "Beaverdale concrete driveway",
    "concrete steps Des Moines",
    "Des Moines concrete repair",
    "driveway replacement Des Moines IA",
  ],
  updatedAt: "2026-11-01",
});
