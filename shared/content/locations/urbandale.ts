import { locationImage } from "../images.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const urbandale: LocationContent = {
  slug: "urbandale",
  name: "Urbandale",
  fullName: "Urbandale, Iowa",
  title: "Urbandale Concrete Contractor",
  description:
    "Driveway, patio and sidewalk concrete across Urbandale's 50322 and 50323 ZIP codes, from 1960s ranches to newer homes near 100th Street.",
  content: `<h2>From mid-century ranches to northwest growth</h2>
<p>Urbandale grew outward from Douglas Avenue, and you can read its history in its driveways. The older part of the city, in the 50322 ZIP code, is full of 1950s to 1970s ranches and split-levels on generous lots, and many still have their first driveway: thin by today's standards, cracked in a spider-web pattern and sinking at the garage. North of Meredith Drive and west toward 100th Street, in 50323, homes are newer, built through the 1990s and 2000s, with three-car garages and patios their owners now want to enlarge. A slice of the city even reaches across into Dallas County.</p>
<h3>Replacing a first-generation driveway</h3>
<p>A fifty-year-old driveway rarely fails all at once. It settles where the garage backfill was never compacted, heaves at the street where water collects, and scales where decades of salt have eaten the surface. When we replace one in Urbandale we break it out, haul the rubble to a recycler, regrade the base and add crushed rock where the clay is soft. The new slab gets control joints laid out for its shape, so any crack that does come follows a straight line instead of wandering across the middle.</p>
<h3>Trees, trails and Walnut Creek</h3>
<p>Older Urbandale streets have big silver maples and oaks whose roots lift walks and driveway edges. Homes backing onto Walnut Creek and its trail also see more runoff after a storm. We pitch slabs toward the street or a swale, never toward the house or a neighbor, and add a thickened edge where roots or soft ground make one sensible.</p>
<h3>City permits and sidewalk repair</h3>
<p>Urbandale asks for a permit before any work in the public right-of-way, including the approach from the curb to the sidewalk and the sidewalk panels themselves. We file it, meet the city's requirements for slope and thickness, and arrange the inspection. If a single panel at your property has heaved or broken, we can replace just that section and match the surrounding finish as closely as concrete allows.</p>
<h3>Our most common Urbandale jobs</h3>
<ul>
<li>Full <a href="/services/driveways">driveway replacement</a> on 1960s and 1970s homes</li>
<li>Patio extensions behind 1990s two-stories in 50323</li>
<li>Sidewalk panel and curb approach replacement</li>
<li><a href="/services/decorative-concrete">Decorative borders</a> and stamped accents that update a plain slab</li>
</ul>`,
  featuredImage: locationImage("urbandale"),
  county: "Polk",
  zipCodes: ["50322", "50323"],
  coordinates: cityCoordinates.urbandale,
  neighborhoods: [
    "Walnut Creek",
    "Rolling Green",
    "Karen Acres",
    "Olmsted",
    "Living History Farms area",
    "Meredith Drive corridor",
    "Northwest Urbandale",
  ],
  services: [
    {
      title: "Driveways",
      description:
        "Tear-out and replacement of original 1960s and 1970s driveways, rebuilt on a firm base that drains to the street.",
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description:
        "Patio extensions and new outdoor spaces for Urbandale backyards, matched to the slab you already have.",
      link: "/services/patios",
    },
    {
      title: "Sidewalks",
      description:
        "Single panels or whole runs of public sidewalk and curb approaches, permitted and inspected with the city.",
      link: "/services/sidewalks",
    },
    {
      title: "Decorative Concrete",
      description:
        "Stamped borders, color and accents that bring a plain Urbandale patio or walk up to date.",
      link: "/services/decorative-concrete",
    },
  ],
  whyChooseUs: [
    "Many first-generation Urbandale driveways replaced",
    "Drainage planned for Walnut Creek runoff and big-tree roots",
    "Right-of-way permits and inspections handled",
    "Old concrete hauled away for recycling",
    "Free estimates with a written quote",
  ],
  recentProjects: [
    {
      title: "Two-car driveway replacement",
      location: "Rolling Green, Urbandale",
      description:
        "Removed a sunken 1966 driveway, rebuilt the base with crushed rock and poured a 4-inch slab with a new approach and city-inspected sidewalk panels.",
    },
    {
      title: "Patio extension",
      location: "Walnut Creek, Urbandale",
      description:
        "Doubled a small builder's patio with a matching broom finish and a stamped border, tied into a new walk to the side gate.",
    },
  ],
  testimonials: [
    {
      id: "urbandale-1",
      content:
        "Our driveway was original to the house and sloped toward the garage. The new one drains to the street, and the puddle in the garage is gone.",
      author: "Linda K.",
      location: "Karen Acres, Urbandale",
      rating: 5,
    },
    {
      id: "urbandale-2",
      content:
        "Quick estimate, fair price, and they finished in four days. The patio extension matches the old slab better than I expected.",
      author: "Brian W.",
      location: "Walnut Creek, Urbandale",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do you serve all of Urbandale?",
      answer:
        "Yes: both Urbandale ZIP codes, 50322 and 50323, including the newer parts of the city that reach into Dallas County.",
    },
    {
      question: "Should I repair or replace my 1960s driveway?",
      answer:
        "If the cracks are narrow and the slab is still level, repair and sealing can buy years. If it has sunk, heaved or scaled across large areas, replacement is the better investment. We'll show you which at the estimate.",
    },
    {
      question: "Do I need a permit to replace my driveway approach?",
      answer:
        "Yes. The stretch between the street and the sidewalk is city right-of-way, and Urbandale requires a permit and an inspection for work there. We take care of both.",
    },
  ],
  nearbyLocations: [
    { name: "Johnston", path: "/locations/johnston" },
    { name: "West Des Moines", path: "/locations/west-des-moines" },
    { name: "Waukee", path: "/locations/waukee" },
    { name: "Des Moines", path: "/locations/des-moines" },
  ],
  keywords: [
    "concrete contractor Urbandale",
    "Urbandale driveway replacement",
    "Urbandale patio contractor",
    "sidewalk repair Urbandale IA",
    "concrete 50322",
    "concrete 50323",
  ],
  updatedAt: "2026-11-01",
};
