import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { locationImage } from "../images.ts";
import { projectDaysTo, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

/** The demo's office, in Ankeny: a reason to choose it that only the demo may give. */
export const ankenyOfficeLine = "Based in Ankeny, a short drive from every neighborhood in town";

export const ankeny = (site: ClaimsSite): LocationContent => ({
  slug: "ankeny",
  name: "Ankeny",
  fullName: "Ankeny, Iowa",
  title: "Concrete Contractor in Ankeny, IA",
  description:
    "Driveways, patios and sidewalks for Ankeny's new builds and established blocks, from Prairie Trail to Uptown, poured for central Iowa winters.",
  content: `<h2>Concrete work for one of Iowa's fastest-growing cities</h2>
<p>Ankeny has more than doubled in population since 2000, and most of our work here follows that growth. In the north end and around Ashland Ridge, new homes often come with a builder-grade driveway and no patio at all, so the first summer project is usually a backyard slab or a wider drive for a third car. Closer to Uptown Ankeny the houses are older and so is the concrete: tired public walks, heaved garage aprons and front steps that have settled away from the porch.</p>
<h3>Building on new-subdivision ground</h3>
<p>Fresh lots are the trickiest ground we pour on. Grading crews move a great deal of clay when a subdivision goes in, and the backfill around new foundations keeps settling for several years. Before we set forms on a newer Ankeny lot we probe the subgrade, dig out soft spots and compact a crushed-rock base in lifts, because a slab is only as steady as what sits under it. Our standard driveway is 4 inches thick; where a pickup with a trailer or a camper will park, we pour 6.</p>
<h3>Prairie Trail and other HOA neighborhoods</h3>
<p>Many Prairie Trail homes sit close to the sidewalk with garages off a rear alley, and the neighborhood has its own design guidelines. Other Ankeny subdivisions carry covenants on colors, patio placement or fence lines. We ask for your association's rules at the estimate and plan the layout and finish around them, so approval is a formality rather than a fight.</p>
<h3>Permits and the public sidewalk</h3>
<p>The City of Ankeny requires a permit for work in the right-of-way, which covers the driveway approach between the curb and the public sidewalk as well as any sidewalk panel we replace. We pull that permit, call Iowa One Call to mark buried utilities, and schedule the city's inspection before the pour.</p>
<h3>What Ankeny homeowners ask us for most</h3>
<ul>
<li><strong>Driveway widening and replacement</strong> on 1990s and 2000s homes whose original slabs are cracking at the joints</li>
<li><strong>Backyard patios</strong> for new builds, often <a href="/services/stamped-concrete">stamped</a> to look like stone</li>
<li><strong>Sidewalk panel replacement</strong> where a lifted edge has become a tripping hazard</li>
<li><strong>Garage apron repair</strong> where de-icing salt dripping off cars has pitted the surface</li>
</ul>
<p>${withPromise(projectDaysTo(site), "Most Ankeny jobs take us {value} from tear-out to final finish, and a", "A")} new driveway is ready for cars about a week after the pour.</p>`,
  featuredImage: locationImage("ankeny"),
  county: "Polk",
  zipCodes: ["50021", "50023"],
  coordinates: cityCoordinates.ankeny,
  neighborhoods: [
    "Prairie Trail",
    "Uptown Ankeny",
    "Ashland Ridge",
    "Briarwood",
    "Otter Creek",
    "Rock Creek",
    "DMACC area",
  ],
  services: [
    {
      title: "Driveways",
      description:
        "Wider and replacement driveways for Ankeny homes, on a compacted rock base that stays put over settling new-subdivision fill.",
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description:
        "First patios for new builds in the north end and larger outdoor spaces for established yards, planned around your HOA rules.",
      link: "/services/patios",
    },
    {
      title: "Sidewalks",
      description:
        "Public walk panels and driveway approaches replaced under a City of Ankeny right-of-way permit, inspection included.",
      link: "/services/sidewalks",
    },
    {
      title: "Stamped Concrete",
      description:
        "Slate, stone and brick patterns for Prairie Trail porches and backyard patios, sealed against freeze-thaw and salt.",
      link: "/services/stamped-concrete",
    },
  ],
  whyChooseUs: [
    // The demo's office is in Ankeny; a business's own is wherever its business file says.
    ...(site.claims.demo ? [ankenyOfficeLine] : []),
    "Familiar with Prairie Trail design guidelines and common HOA covenants",
    "Compacted crushed-rock base on every new-construction lot",
    "Right-of-way permits, utility locates and city inspections handled for you",
    `${warrantyTerm(site)} warranty on our workmanship`,
  ],
  recentProjects: [
    {
      title: "Three-car driveway widening",
      location: "Ashland Ridge, Ankeny",
      description:
        "Removed a cracked 2004 driveway and poured a wider 6-inch slab on a new rock base, with room for a third car and a camper pad.",
    },
    {
      title: "Stamped patio for a new build",
      location: "Prairie Trail, Ankeny",
      description:
        "An ashlar-slate stamped patio with a charcoal release and a sealed finish, laid out to meet the neighborhood's design guidelines.",
    },
  ],
  testimonials: [
    {
      id: "ankeny-1",
      content:
        "Our builder left us with a driveway too narrow for two trucks. They widened it, took care of the city permit and we were parking on it a week later.",
      author: "Jason M.",
      location: "Ashland Ridge, Ankeny",
      rating: 5,
    },
    {
      id: "ankeny-2",
      content:
        "The crew went through our HOA rules with us before they quoted, and the stamped patio really does look like stone. They cleaned up every single day.",
      author: "Megan T.",
      location: "Prairie Trail, Ankeny",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do I need a permit to replace my driveway in Ankeny?",
      answer:
        "Work on the driveway approach or the public sidewalk needs a right-of-way permit from the City of Ankeny. We apply for it, build to the city's standards and schedule the inspection. For the part of the driveway on your own lot, we confirm the requirements for your address at the estimate.",
    },
    {
      question: "Our house is new. Should we wait before adding a patio?",
      answer:
        "There is no need to wait a set number of years, but backfill near a new foundation keeps settling. We test the ground, remove soft fill and compact a rock base so the patio doesn't sink or tip toward the house.",
    },
    {
      question: "Which Ankeny ZIP codes do you serve?",
      answer:
        "All of Ankeny, in both 50021 and 50023, along with nearby Alleman, Elkhart, Polk City and Bondurant.",
    },
  ],
  nearbyLocations: [
    { name: "Johnston", path: "/locations/johnston" },
    { name: "Des Moines", path: "/locations/des-moines" },
    { name: "Altoona", path: "/locations/altoona" },
    { name: "Urbandale", path: "/locations/urbandale" },
  ],
  keywords: [
    "concrete contractor Ankeny",
    "Ankeny driveway replacement",
    "stamped concrete patio Ankeny",
    "Prairie Trail concrete",
    "Ankeny sidewalk repair",
    "concrete driveway Ankeny IA",
  ],
  updatedAt: "2026-11-01",
});
