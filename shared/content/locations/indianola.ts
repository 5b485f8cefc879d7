import { locationImage } from "../images.ts";
import { type PromisesSite, visitWithin, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const indianola = (site: PromisesSite): LocationContent => ({
  slug: "indianola",
  name: "Indianola",
  fullName: "Indianola, Iowa",
  title: "Indianola Concrete Contractor: Steps, Walks & Driveways",
  description:
    "Concrete steps, walks, driveways and patios in Indianola, from century-old homes near Simpson College to newer streets on the north side.",
  content: `<h2>Concrete for the Warren County seat</h2>
<p>Indianola is a college town and a county seat, and its streets show both. Around the courthouse square and the blocks near Simpson College, houses built between the late 1800s and the 1930s sit behind long front walks, porch steps and narrow driveways leading back to old garages. Farther out, particularly on the north side toward Des Moines, newer subdivisions have the wide driveways and backyard patios you would expect in any suburb.</p>
<h3>Old walks and porch steps</h3>
<p>The call we get most from Indianola is about front steps that have crumbled or tipped away from the porch. Older steps were often poured on shallow footings or straight onto the ground, so every winter's frost nudged them a little further out of line. We tear them out, set new footings below the frost line, about 42 inches down, and pour <a href="/services/concrete-steps">steps</a> with even risers and a broom finish that grips on icy mornings. Where a handrail makes sense, we anchor one solidly.</p>
<h3>Balloon season and busy driveways</h3>
<p>Every summer the National Balloon Classic brings crowds to Memorial Balloon Field, and many Indianola driveways host extra cars, trailers and campers that week. If yours carries heavy loads, we pour 6 inches instead of the standard 4 and thicken the edges where tires roll off the slab.</p>
<h3>Loess hills over clay</h3>
<p>South of the metro, the land changes. Indianola sits on rolling hills capped with wind-blown loess over older glacial clay. The loess drains well; the clay underneath does not. On sloping lots we shape swales so water leaves patios and walks instead of running under them, and we keep downspouts from emptying onto new slabs.</p>
<h3>Permits and city sidewalks</h3>
<p>Indianola requires a permit before work in the street right-of-way, including driveway approaches and the public sidewalk. Owners are generally responsible for the walk along their property, and we can replace only the broken <a href="/services/sidewalks">sidewalk</a> panels to keep the cost down. We handle the permit, the utility locates and the inspection.</p>
<h3>Typical Indianola work</h3>
<ul>
<li>New porch and front steps for older homes</li>
<li>Front walk and public sidewalk replacement</li>
<li>Driveway replacement and camper pads</li>
<li>Patios for newer homes on the north side</li>
</ul>`,
  featuredImage: locationImage("indianola"),
  county: "Warren",
  zipCodes: ["50125"],
  coordinates: cityCoordinates.indianola,
  neighborhoods: [
    "Courthouse square",
    "Simpson College area",
    "Buxton Park area",
    "Pickard Park area",
    "Country Club area",
    "North Indianola",
  ],
  services: [
    {
      title: "Concrete Steps",
      description:
        "Porch and front steps for Indianola's older homes, on footings below the frost line so they stay level.",
      link: "/services/concrete-steps",
    },
    {
      title: "Sidewalks",
      description:
        "Front walks and public sidewalk panels replaced one section at a time, with the city permit handled.",
      link: "/services/sidewalks",
    },
    {
      title: "Driveways",
      description:
        "Replacement driveways and 6-inch camper pads that can take balloon-week traffic and everyday trucks.",
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description:
        "Backyard patios for newer north-side homes, graded so water moves off the slab instead of under it.",
      link: "/services/patios",
    },
  ],
  whyChooseUs: [
    "Steps set on footings below the 42-inch frost line",
    "Respect for the character of older homes near Simpson College",
    "Panel-by-panel sidewalk replacement to control cost",
    "Permits, utility locates and inspections handled",
    withPromise(visitWithin(site), "Free on-site estimates {value}", "Free on-site estimates"),
  ],
  recentProjects: [
    {
      title: "Porch steps and front walk",
      location: "Simpson College area, Indianola",
      description:
        "Replaced tilted 1920s porch steps and a heaved front walk with new steps on frost-depth footings and a broom-finished walk to the street.",
    },
    {
      title: "Driveway with camper pad",
      location: "North Indianola, Indianola",
      description:
        "Replaced a cracked driveway and added a 6-inch pad for a camper, with a new swale along the side yard to carry water away.",
    },
  ],
  testimonials: [
    {
      id: "indianola-1",
      content:
        "Our porch steps had been sinking for years. The new ones are level and solid, and they look like they came with the house.",
      author: "Ruth A.",
      location: "Indianola",
      rating: 5,
    },
    {
      id: "indianola-2",
      content:
        "They only replaced the sidewalk panels that were broken, which saved us a lot, and the new ones sit nicely beside the old run.",
      author: "Mike S.",
      location: "Buxton Park area, Indianola",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do you travel to Indianola?",
      answer:
        "Yes. Indianola's 50125 ZIP code is well within our 30-mile service radius around Des Moines, and we schedule work there every season.",
    },
    {
      question: "Can you replace just part of my sidewalk?",
      answer:
        "Yes. We saw-cut at the nearest joints, remove only the damaged panels and pour new ones to the city's standards. The work needs a right-of-way permit, which we obtain for you.",
    },
    {
      question: "Why do old front steps pull away from the house?",
      answer:
        "Usually because they were poured without footings below the frost line. Each winter frozen soil lifts them, and they settle back a little differently. New steps on proper footings stay put.",
    },
  ],
  nearbyLocations: [
    { name: "Norwalk", path: "/locations/norwalk" },
    { name: "Pleasant Hill", path: "/locations/pleasant-hill" },
    { name: "Des Moines", path: "/locations/des-moines" },
  ],
  keywords: [
    "concrete contractor Indianola",
    "concrete steps Indianola IA",
    "Indianola sidewalk replacement",
    "Indianola driveway contractor",
    "Warren County concrete steps",
    "concrete 50125",
  ],
  updatedAt: "2026-11-01",
});
