import { locationImage } from "../images.ts";
import { type PromisesSite, presentPromise, replyWithin, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const altoona = (site: PromisesSite): LocationContent => ({
  slug: "altoona",
  name: "Altoona",
  fullName: "Altoona, Iowa",
  title: "Altoona, IA Concrete Driveways, Patios & Repair",
  description:
    "Concrete repair, driveways, patios and steps in Altoona, from older homes near the original downtown to new streets toward Bondurant.",
  content: `<h2>More than Adventureland and Prairie Meadows</h2>
<p>Visitors know Altoona for its amusement park and its racetrack, but most of our work here happens on quiet residential streets. The older core of town, near the railroad and the original downtown, has modest mid-century homes with single driveways and front walks that have heaved through many winters. Around the edges of the city, newer subdivisions keep spreading toward Bondurant and Pleasant Hill, bringing homeowners who want their first patio or a wider drive.</p>
<h3>Repair or replace?</h3>
<p>Altoona homeowners ask us this more than anything else. A driveway with hairline cracks and a solid base can be cleaned, routed, filled and sealed for a fraction of what replacement costs. A slab that has sunk at the garage, lifted at the street or lost its surface to salt scaling will keep getting worse, and patching it only postpones the bill. We show you the difference on site and put both options in writing when both make sense.</p>
<h3>Creeks, clay and runoff</h3>
<p>Fourmile Creek and its tributaries drain much of this side of the metro, and several Altoona neighborhoods sit on low clay ground that stays wet into spring. Wet clay that freezes lifts concrete, then lets it down unevenly when it thaws. We raise the grade where needed, build a free-draining rock base and make sure downspouts discharge away from new slabs rather than under them. Garages and drives that carry trucks, campers or trailers get 6 inches of concrete instead of 4.</p>
<h3>City rules in Altoona</h3>
<p>Driveway approaches and public sidewalk panels lie in the city's right-of-way, and Altoona requires a permit for that work. We prepare the application, build to the city's specifications and call for the inspection. Newer subdivisions often add association covenants, and we check those before designing anything visible from the street.</p>
<h3>What we pour most in Altoona</h3>
<ul>
<li><a href="/services/repair">Crack repair</a>, patching and sealing on older driveways</li>
<li>Complete driveway replacement where the base has failed</li>
<li>Backyard patios on new homes, often with a fire pit pad</li>
<li>Front <a href="/services/concrete-steps">steps</a> and walks that line up with the porch again</li>
</ul>
<p>We pour from spring through fall, whenever temperatures sit between about 50 and 85°F, and protect late-season work with curing blankets.</p>`,
  featuredImage: locationImage("altoona"),
  county: "Polk",
  zipCodes: ["50009"],
  coordinates: cityCoordinates.altoona,
  neighborhoods: [
    "Original downtown Altoona",
    "Haines Park area",
    "Willowbrook",
    "Adventureland and Prairie Meadows area",
    "Fourmile Creek area",
    "North Altoona toward Bondurant",
  ],
  services: [
    {
      title: "Concrete Repair",
      description:
        "Routing, crack filling, patching and sealing that add years to older Altoona driveways with a sound base.",
      link: "/services/repair",
    },
    {
      title: "Driveways",
      description:
        "Full replacement where the base has failed, rebuilt on free-draining rock and 6 inches thick for trucks and campers.",
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description:
        "First patios for Altoona's newer homes, with fire pit pads and walks from the driveway to the backyard.",
      link: "/services/patios",
    },
    {
      title: "Concrete Steps",
      description: "Front steps and stoops rebuilt level with the porch, on footings that frost won't lift.",
      link: "/services/concrete-steps",
    },
  ],
  whyChooseUs: [
    "Honest repair-or-replace advice, in writing",
    "Drainage and downspout planning for wet clay lots",
    "6-inch slabs for trucks, campers and trailers",
    "Right-of-way permits and inspections handled",
    ...presentPromise(withPromise(replyWithin(site), "Response {value}", null)),
  ],
  recentProjects: [
    {
      title: "Driveway crack repair and sealing",
      location: "Original downtown Altoona, Altoona",
      description:
        "Routed and filled cracks in a 1970s driveway, patched a spalled apron and sealed the surface against salt, sparing the owners a full replacement.",
    },
    {
      title: "Patio with fire pit pad",
      location: "Willowbrook, Altoona",
      description:
        "A broom-finished patio with a round stamped fire pit pad and a walk from the driveway, on a newer lot with settling backfill.",
    },
  ],
  testimonials: [
    {
      id: "altoona-1",
      content:
        "Another company told us to rip out the whole driveway. These folks repaired and sealed it instead, and it has come through two winters looking good.",
      author: "Gary N.",
      location: "Altoona",
      rating: 5,
    },
    {
      id: "altoona-2",
      content:
        "Our front steps had pulled away from the porch. The new ones are solid and level, and the handrail doesn't wobble at all.",
      author: "Shannon V.",
      location: "Haines Park area, Altoona",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Can my Altoona driveway be repaired instead of replaced?",
      answer:
        "Often, if the base is sound. Cracks can be routed and filled, small spalls patched and the surface sealed. If the slab has settled or heaved, replacement is usually the lasting fix; we'll tell you which at the free estimate.",
    },
    {
      question: "Do you serve the newer parts of Altoona near Bondurant?",
      answer:
        "Yes. We cover all of Altoona's 50009 ZIP code, along with nearby Bondurant, Mitchellville and Pleasant Hill.",
    },
    {
      question: "When is the best time to pour concrete in Altoona?",
      answer:
        "Spring through fall, whenever temperatures sit between about 50 and 85°F. Most patios and driveways are booked from April to October, and we protect fresh concrete from an early frost with curing blankets.",
    },
  ],
  nearbyLocations: [
    { name: "Pleasant Hill", path: "/locations/pleasant-hill" },
    { name: "Ankeny", path: "/locations/ankeny" },
    { name: "Des Moines", path: "/locations/des-moines" },
  ],
  keywords: [
    "concrete contractor Altoona",
    "Altoona driveway repair",
    "concrete crack repair Altoona IA",
    "Altoona patio contractor",
    "concrete steps Altoona",
    "driveway replacement 50009",
  ],
  updatedAt: "2026-11-01",
});
