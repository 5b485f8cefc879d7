import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { locationImage } from "../images.ts";
import { projectDaysTo, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const westDesMoines = (site: ClaimsSite): LocationContent => ({
  slug: "west-des-moines",
  name: "West Des Moines",
  fullName: "West Des Moines, Iowa",
  title: "West Des Moines Concrete Driveways, Patios & More",
  description:
    "Concrete for West Des Moines homes on both sides of I-35: Valley Junction cottages, Glen Oaks estates and Jordan Creek's newer subdivisions.",
  content: `<h2>One city, two counties, three eras of housing</h2>
<p>West Des Moines stretches from the old railroad town of Valley Junction west past Jordan Creek into Dallas County, and the concrete changes as you drive. Around Fifth Street, early 1900s frame homes have narrow walks, stoops and single-car driveways poured long before anyone owned two SUVs. The neighborhoods around Valley West Mall and Westown Parkway are full of 1960s and 1970s ranches ready for a second driveway. West of the interstate, homes near Jordan Creek and south of the Raccoon River mostly date from the last twenty-five years, and their owners want bigger patios, extended drives and decorative finishes.</p>
<h3>Larger homes, larger pours</h3>
<p>In Glen Oaks and the executive neighborhoods off Mills Civic Parkway, a driveway can run well over a thousand square feet, with curves, side-load garages and a turnaround. Pours that size are planned in sections with enough finishers on site that every square foot is worked at the right moment instead of rushed. Many of these homes pair a stamped or colored patio with a fire pit or an outdoor kitchen, and we set conduit and gas sleeves in the slab for the trades who follow us.</p>
<h3>Covenants and the city</h3>
<p>Most West Des Moines subdivisions built since the 1990s have an owners' association with rules on driveway width, colored concrete or patio setbacks, so we read the covenants with you before any design. On the public side, the city requires a right-of-way permit for driveway approaches and sidewalk panels and expects that work to meet its standards for thickness and slope. We apply, build to those standards and book the inspection.</p>
<h3>Soil and drainage notes</h3>
<p>Dallas County lots west of I-35 were often cut from rolling farmland, with clay subsoil that holds water after a storm. Near the Raccoon River the ground is softer and the water table higher. Either way, each slab is sloped away from the house, laid on compacted rock and, under heavy vehicles, poured 6 inches thick rather than the standard 4. Frost goes down about 42 inches here, so step footings are set below it.</p>
<h3>Popular projects in West Des Moines</h3>
<ul>
<li><a href="/services/stamped-concrete">Stamped</a> and colored patios in Jordan Creek and Glen Oaks</li>
<li>Driveway replacement with <a href="/services/decorative-concrete">decorative borders</a></li>
<li>New walks and stoops for Valley Junction's older homes</li>
<li>Outdoor kitchen and grill pads with utilities sleeved in</li>
</ul>`,
  featuredImage: locationImage("west-des-moines"),
  county: "Polk",
  zipCodes: ["50265", "50266"],
  coordinates: cityCoordinates["west-des-moines"],
  neighborhoods: [
    "Valley Junction",
    "Jordan Creek",
    "Glen Oaks",
    "Valley West",
    "Westown",
    "Mills Civic Parkway corridor",
    "Raccoon River Park area",
  ],
  services: [
    {
      title: "Driveways",
      description:
        "Large and curved driveways planned in sections, from Valley Junction single-car drives to Glen Oaks turnarounds.",
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description:
        "Patios sized for outdoor living in Jordan Creek and beyond, with fire pit, grill and kitchen pads built in.",
      link: "/services/patios",
    },
    {
      title: "Stamped Concrete",
      description:
        "Slate, stone and wood-plank patterns in colors your owners' association will approve, sealed for Iowa winters.",
      link: "/services/stamped-concrete",
    },
    {
      title: "Decorative Concrete",
      description:
        "Colored borders, accents and finishes that lift a plain driveway or walk on a West Des Moines home.",
      link: "/services/decorative-concrete",
    },
  ],
  whyChooseUs: [
    "Crews sized for large, multi-section driveway pours",
    "Covenant and HOA review before we design",
    "Working knowledge of both Polk and Dallas County lots",
    "Conduit and gas sleeves set for outdoor kitchens",
    `${warrantyTerm(site)} warranty on our workmanship`,
  ],
  recentProjects: [
    {
      title: "Curved driveway with turnaround",
      location: "Glen Oaks, West Des Moines",
      description:
        "Replaced about 1,400 square feet of cracked driveway in three sections, with a 6-inch apron for delivery trucks and a sealed broom finish.",
    },
    {
      title: "Stamped patio and grill pad",
      location: "Jordan Creek, West Des Moines",
      description:
        "An ashlar-slate stamped patio in warm tan with a raised grill pad and a sleeve for the gas line, finished in four days.",
    },
  ],
  testimonials: [
    {
      id: "west-des-moines-1",
      content:
        "Our HOA had rules on patio colors we didn't even know about. They checked them first, and the stamped patio sailed through approval.",
      author: "Priya S.",
      location: "Jordan Creek, West Des Moines",
      rating: 5,
    },
    {
      id: "west-des-moines-2",
      content:
        "The old stoop on our Valley Junction house was crumbling. The new steps look like they belong to the house and feel solid underfoot.",
      author: "Tom R.",
      location: "Valley Junction, West Des Moines",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do you work on the Dallas County side of West Des Moines?",
      answer:
        "Yes. We serve the whole city on both sides of I-35, in ZIP codes 50265 and 50266. The city's rules are the same on both sides; what usually changes is the soil and the owners' association.",
    },
    {
      question: "Can I have a colored or stamped driveway in my subdivision?",
      answer:
        "Often, but many West Des Moines covenants limit colors or require approval first. Bring your association's guidelines to the estimate, or we'll look them up with you, and we'll design within them.",
    },
    {
      question: "How long will my driveway be out of use?",
      answer: `${withPromise(projectDaysTo(site), "Most replacements take {value}. ", "")}You can walk on the new concrete the next day and park a car on it after about a week; heavier vehicles should wait longer while it cures.`,
    },
  ],
  nearbyLocations: [
    { name: "Des Moines", path: "/locations/des-moines" },
    { name: "Waukee", path: "/locations/waukee" },
    { name: "Urbandale", path: "/locations/urbandale" },
    { name: "Norwalk", path: "/locations/norwalk" },
  ],
  keywords: [
    "concrete contractor West Des Moines",
    "West Des Moines stamped concrete patio",
    "driveway replacement West Des Moines",
    "Jordan Creek concrete patio",
    "Valley Junction concrete steps",
    "decorative concrete West Des Moines IA",
  ],
  updatedAt: "2026-11-01",
});
