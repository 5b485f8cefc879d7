import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { locationImage } from "../images.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const norwalk = (site: ClaimsSite): LocationContent => ({
  slug: "norwalk",
  name: "Norwalk",
  fullName: "Norwalk, Iowa",
  title: "Concrete Contractor for Norwalk, Iowa Homes",
  description:
    "Driveways, stamped patios and sidewalks for Norwalk, from The Legacy and Lake Colchester to the original town, built for Warren County clay.",
  content: `<h2>A small town turning into a suburb</h2>
<p>Norwalk sits just south of Des Moines in Warren County, close enough for an easy commute and far enough to feel like its own town. Its oldest streets, around the original town center, have modest homes with short driveways and narrow walks. Around them, neighborhoods such as The Legacy, Lake Colchester and Echo Valley brought larger homes on golf course and lake lots, and new streets keep appearing on land that was farmed a few years ago.</p>
<h3>Lake and golf course lots</h3>
<p>Homes that back onto water or a fairway have their own concrete needs. A patio there is seen from the lake or the course as much as it is used, so <a href="/services/stamped-concrete">stamped</a> and colored finishes are common, and the slab has to shed water without sending runoff and sediment toward the shore. We keep a tidy site, lay down protection over the lawn between the street and the backyard, and settle access before the first truck arrives, because there is often only one way in.</p>
<h3>Rolling ground and Warren County clay</h3>
<p>Much of Norwalk is built on rolling hills with heavy clay beneath the topsoil. Cutting and filling during grading leaves some ground firmer than the rest, sometimes under the same driveway. We probe the base before forming, swap soft areas for compacted rock and place joints where the ground changes. Frost can reach 42 inches in a hard winter, so steps and footings go below that line, and an air-entrained mix resists the freeze-thaw cycles that break down weaker concrete.</p>
<h3>Permits in Norwalk</h3>
<p>The city requires a permit for work in the public right-of-way, which includes driveway approaches and sidewalks along the street. We take care of the application and the inspection. Many Norwalk subdivisions also have covenants, so patios or colored concrete may need a quick approval from the association before we schedule.</p>
<h3>Norwalk jobs we see most</h3>
<ul>
<li>Stamped <a href="/services/patios">patios</a> on lake and golf course lots</li>
<li>Driveway replacements on 1970s and 1980s homes in the older part of town</li>
<li>New sidewalks and approaches on recently built streets</li>
<li>Steps and landings down to walkout basements on sloping lots</li>
</ul>`,
  featuredImage: locationImage("norwalk"),
  county: "Warren",
  zipCodes: ["50211"],
  coordinates: cityCoordinates.norwalk,
  neighborhoods: [
    "The Legacy",
    "Lake Colchester",
    "Echo Valley",
    "Original town Norwalk",
    "Highway 28 corridor",
    "North Norwalk",
  ],
  services: [
    {
      title: "Patios",
      description:
        "Patios for lake, golf course and backyard lots, drained so runoff stays out of the water and off the neighbor's yard.",
      link: "/services/patios",
    },
    {
      title: "Stamped Concrete",
      description:
        "Stone, slate and cobblestone patterns that look as good from the fairway or the shoreline as from the back door.",
      link: "/services/stamped-concrete",
    },
    {
      title: "Driveways",
      description:
        "Replacement driveways for Norwalk's rolling lots, with soft fill dug out so the new slab has even support.",
      link: "/services/driveways",
    },
    {
      title: "Sidewalks",
      description:
        "Sidewalks and driveway approaches on new and older Norwalk streets, permitted and inspected with the city.",
      link: "/services/sidewalks",
    },
  ],
  whyChooseUs: [
    "Careful site access on lake and golf course lots",
    "Base probed and rebuilt where cut-and-fill ground varies",
    "Stamped and colored finishes that look good from the water",
    "Permits and inspections handled with the city",
    `${warrantyTerm(site)} warranty on our workmanship`,
  ],
  recentProjects: [
    {
      title: "Stamped lakeside patio",
      location: "Lake Colchester, Norwalk",
      description:
        "A two-level stamped patio with a cobblestone border, sloped toward a rock-lined swale so runoff stays out of the lake.",
    },
    {
      title: "Driveway and approach replacement",
      location: "The Legacy, Norwalk",
      description:
        "Replaced a settled driveway and its approach, rebuilding a soft pocket of fill under the garage apron before the pour.",
    },
  ],
  testimonials: [
    {
      id: "norwalk-1",
      content:
        "There's only one narrow path to our backyard. They planned around it, protected the lawn and left the yard cleaner than they found it.",
      author: "Heather J.",
      location: "Lake Colchester, Norwalk",
      rating: 5,
    },
    {
      id: "norwalk-2",
      content:
        "Our driveway had sunk at the garage for years. They found the soft spot, fixed the base, and the new slab is perfectly flat.",
      author: "Chris O.",
      location: "The Legacy, Norwalk",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do you serve Norwalk and the rest of Warren County?",
      answer:
        "Yes. Norwalk's 50211 ZIP code is part of our regular service area, along with Indianola, Carlisle and Cumming.",
    },
    {
      question: "Can you build a patio on a lake or golf course lot?",
      answer:
        "Yes. We plan access first, protect the turf, and design the drainage so runoff doesn't head for the water. Check with your association too; many have rules about what can be built near the shore or the course.",
    },
    {
      question: "Why did one part of my driveway sink but not the rest?",
      answer:
        "On Norwalk's rolling lots, part of a driveway can sit on undisturbed clay and part on fill placed during grading, and the fill settles. When we replace it we dig out and compact that section so the new slab has even support.",
    },
  ],
  nearbyLocations: [
    { name: "Indianola", path: "/locations/indianola" },
    { name: "West Des Moines", path: "/locations/west-des-moines" },
    { name: "Des Moines", path: "/locations/des-moines" },
    { name: "Pleasant Hill", path: "/locations/pleasant-hill" },
  ],
  keywords: [
    "concrete contractor Norwalk Iowa",
    "Norwalk stamped concrete patio",
    "Norwalk driveway replacement",
    "Lake Colchester patio",
    "Warren County concrete contractor",
    "concrete 50211",
  ],
  updatedAt: "2026-11-01",
});
