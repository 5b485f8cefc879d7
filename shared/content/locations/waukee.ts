import { locationImage } from "../images.ts";
import { type PromisesSite, presentPromise, projectDaysTo, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const waukee = (site: PromisesSite): LocationContent => ({
  slug: "waukee",
  name: "Waukee",
  fullName: "Waukee, Iowa",
  title: "Waukee Concrete Patios, Driveways & Sidewalks",
  description:
    "First patios, driveway extensions and walks for Waukee's newer homes, from Kettlestone to Glynn Village, built on settled Dallas County clay.",
  content: `<h2>Concrete for a city that is still being built</h2>
<p>Waukee has grown from a small railroad town into one of the fastest-growing cities in Iowa, and most of its homes are less than twenty years old. So our work here is mostly about adding rather than replacing: a patio where the builder left sod, a third stall of driveway, a walk around the side of the house, or a pad for a shed or a basketball hoop. Around the Triangle, Waukee's original downtown, the houses are older and the calls are more often for worn walks and steps.</p>
<h3>Tying into a builder's slab</h3>
<p>Adding onto a five-year-old driveway means joining new concrete to old. We drill the existing edge and set steel dowels so the two sections move together, match the broom direction and joint spacing, and saw a clean edge so the seam looks planned. Fresh concrete always starts a shade lighter; it weathers toward the older color over a season or two.</p>
<h3>Dallas County ground</h3>
<p>Not long ago, most of Waukee's subdivisions were farm fields. The topsoil was stripped, the clay beneath was graded, and the lots were backfilled around foundations that may still be settling. That clay heaves when frost drives toward 42 inches and shrinks in a dry August, so we compact a crushed-rock base, keep water moving away from the foundation, and never pour on soft, wet subgrade. A patio built this way stays level beside the house instead of tipping toward it.</p>
<h3>HOAs and permits</h3>
<p>Nearly every Waukee subdivision has covenants, and many want approval before a patio, an extension or colored concrete goes in. We give you a site drawing and a finish description for the submittal, and we plan the schedule around the association's review. Work on the driveway approach or the public sidewalk also needs a city right-of-way permit, which we pull and have inspected.</p>
<h3>Common Waukee projects</h3>
<ul>
<li>First <a href="/services/patios">patios</a> on new builds, plain or <a href="/services/stamped-concrete">stamped</a></li>
<li>Driveway extensions for a third car or a trailer pad</li>
<li>Side-yard walks to the backyard gate</li>
<li>Pads for sheds, hot tubs and half-court basketball</li>
</ul>
<p>${withPromise(projectDaysTo(site), "Most of these additions take {value}, and we", "We")} can often start soon after the association signs off.</p>`,
  featuredImage: locationImage("waukee"),
  county: "Dallas",
  zipCodes: ["50263"],
  coordinates: cityCoordinates.waukee,
  neighborhoods: [
    "Kettlestone",
    "Glynn Village",
    "Sugar Creek",
    "Williams Pointe",
    "Southfork",
    "The Triangle",
    "Waukee Northwest High School area",
  ],
  services: [
    {
      title: "Patios",
      description:
        "The patio your builder left out, sized for your yard and your HOA's rules, on a base built for settling new-lot fill.",
      link: "/services/patios",
    },
    {
      title: "Driveways",
      description:
        "Third-stall extensions and trailer pads doweled into your existing Waukee driveway so the seam stays tight.",
      link: "/services/driveways",
    },
    {
      title: "Stamped Concrete",
      description:
        "Stone and slate patterns for new-build patios, with drawings and color samples ready for your association.",
      link: "/services/stamped-concrete",
    },
    {
      title: "Sidewalks",
      description:
        "Side-yard walks, gate paths and public sidewalk panels, with any city right-of-way permit handled.",
      link: "/services/sidewalks",
    },
  ],
  whyChooseUs: [
    "Clean, doweled tie-ins to existing builder slabs",
    "Drawings and finish details ready for HOA submittals",
    "Compacted rock base on settling new-construction lots",
    ...presentPromise(withPromise(projectDaysTo(site), "Most additions finished in {value}", null)),
    "Free, no-obligation estimates",
  ],
  recentProjects: [
    {
      title: "Third-stall driveway extension",
      location: "Glynn Village, Waukee",
      description:
        "Added a 12-foot extension doweled into the original driveway, plus a matching apron and a walk to the side door.",
    },
    {
      title: "Stamped patio on a new build",
      location: "Kettlestone, Waukee",
      description:
        "An ashlar-slate stamped patio with a charcoal release where the builder had left sod, approved by the association in one round.",
    },
  ],
  testimonials: [
    {
      id: "waukee-1",
      content:
        "Our driveway extension lines up with the old one so well that visitors can't find the seam. The drawing they gave us got HOA approval the first time.",
      author: "Nate B.",
      location: "Glynn Village, Waukee",
      rating: 5,
    },
    {
      id: "waukee-2",
      content:
        "We lived in our new house two summers without a patio. Now it's where we eat dinner most nights.",
      author: "Alyssa F.",
      location: "Sugar Creek, Waukee",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do I need HOA approval for a patio in Waukee?",
      answer:
        "In most Waukee subdivisions, yes. We provide a site drawing, dimensions and finish details for your submittal, and we schedule the pour once approval comes through.",
    },
    {
      question: "Our house is only two years old. Will a new patio settle?",
      answer:
        "Not if the base is prepared properly. Backfill near new foundations keeps settling, so we dig out soft fill, compact crushed rock in layers and pin the patio where it meets other concrete.",
    },
    {
      question: "Do you cover all of Waukee?",
      answer:
        "Yes, the whole 50263 ZIP code, from the Triangle downtown to the subdivisions north of Hickman Road and south toward I-80.",
    },
  ],
  nearbyLocations: [
    { name: "West Des Moines", path: "/locations/west-des-moines" },
    { name: "Urbandale", path: "/locations/urbandale" },
    { name: "Johnston", path: "/locations/johnston" },
  ],
  keywords: [
    "concrete contractor Waukee",
    "Waukee patio installation",
    "driveway extension Waukee IA",
    "stamped concrete Waukee",
    "Kettlestone concrete patio",
    "concrete 50263",
  ],
  updatedAt: "2026-11-01",
});
