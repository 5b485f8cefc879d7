import { locationImage } from "../images.ts";
import { type PromisesSite, presentPromise, replyWithin, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const pleasantHill = (site: PromisesSite): LocationContent => ({
  slug: "pleasant-hill",
  name: "Pleasant Hill",
  fullName: "Pleasant Hill, Iowa",
  title: "Pleasant Hill Concrete Contractor for Sloped Lots",
  description:
    "Concrete driveways, patios and steps for Pleasant Hill's rolling lots, from Copper Creek to homes near the Southeast Polk schools.",
  content: `<h2>Living up to the name</h2>
<p>Pleasant Hill is built on the hills east of Des Moines, above the Des Moines River valley, and hardly a lot in town is flat. That is why so much of our work here involves grades: driveways that climb to the garage, walkout basements that need a lower patio, and steps linking a front yard to a sloping side yard.</p>
<h3>Copper Creek and newer neighborhoods</h3>
<p>Around Copper Creek Lake and its golf course, and in subdivisions near the Southeast Polk schools, homes from the 1990s onward have two- and three-car garages and outdoor living spaces their owners keep expanding. <a href="/services/stamped-concrete">Stamped patios</a> with built-in steps, wider driveways and pads for a hot tub are regular requests. In the older parts of town off Vandalia Road, 1970s ranches and split-levels are on their first or second driveway.</p>
<h3>Building on a slope</h3>
<p>Concrete on a hillside needs more care than on level ground. We cut and retain the grade so the slab rests on firm, undisturbed soil rather than loose fill, add reinforcing steel on steep driveways, and break long slopes with landings or <a href="/services/concrete-steps">steps</a> instead of pouring one slick ramp. On a hill, water always finds a way, so each surface gets a planned path for runoff that keeps it clear of your foundation and your neighbor's.</p>
<h3>Frost, salt and clay</h3>
<p>The clay subsoil here holds water, and frost can reach 42 inches. On a slope, repeated freezing and thawing can slowly push a slab downhill. Control joints, a compacted rock base and a sealed, air-entrained mix give the concrete its best chance against the winters and the road salt tracked up the driveway.</p>
<h3>Permits and neighborhood rules</h3>
<p>Pleasant Hill treats driveway approaches and sidewalks as right-of-way work that needs a city permit and inspection, and we manage both. Newer subdivisions may have covenants on patio size, fencing or finish, so we review them at the estimate rather than after the forms are set.</p>
<h3>Common Pleasant Hill projects</h3>
<ul>
<li>Steep driveway replacement with reinforcing and better traction</li>
<li>Walkout patios and hot tub pads</li>
<li>Front and side-yard steps with landings</li>
<li>Stamped patios near Copper Creek</li>
</ul>`,
  featuredImage: locationImage("pleasant-hill"),
  county: "Polk",
  zipCodes: ["50327", "50317"],
  coordinates: cityCoordinates["pleasant-hill"],
  neighborhoods: [
    "Copper Creek",
    "Southeast Polk schools area",
    "Vandalia Road corridor",
    "Fourmile Creek area",
    "Pleasant Hill Boulevard area",
    "Yellow Banks area",
  ],
  services: [
    {
      title: "Driveways",
      description:
        "Reinforced driveways for Pleasant Hill's steep lots, with traction texture and runoff planned from top to bottom.",
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description:
        "Walkout patios and hot tub pads cut into the slope on firm soil, drained away from the house.",
      link: "/services/patios",
    },
    {
      title: "Concrete Steps",
      description:
        "Front and side-yard steps with landings that turn a muddy hillside into a safe, easy walk.",
      link: "/services/concrete-steps",
    },
    {
      title: "Stamped Concrete",
      description:
        "Stone and slate patterns for patios near Copper Creek, sealed against freeze-thaw and salt.",
      link: "/services/stamped-concrete",
    },
  ],
  whyChooseUs: [
    "Hillside pours planned with landings and steps",
    "Reinforced slabs for steep driveways",
    "Hot tub and walkout patio pads built on firm ground",
    "City permits and covenant review included",
    ...presentPromise(withPromise(replyWithin(site), "Response {value}", null)),
  ],
  recentProjects: [
    {
      title: "Hillside steps with landings",
      location: "Copper Creek, Pleasant Hill",
      description:
        "Replaced rotting timber steps on a steep side yard with poured concrete steps and two landings leading down to a walkout patio.",
    },
    {
      title: "Hot tub pad and patio",
      location: "Southeast Polk schools area, Pleasant Hill",
      description:
        "Poured a 6-inch reinforced hot tub pad joined to a broom-finished patio, with electrical conduit set in the slab.",
    },
  ],
  testimonials: [
    {
      id: "pleasant-hill-1",
      content:
        "Our driveway is steep and the old one had cracked into pieces. The new one has rebar, good traction and no puddle at the bottom.",
      author: "Paul G.",
      location: "Pleasant Hill",
      rating: 5,
    },
    {
      id: "pleasant-hill-2",
      content:
        "The way down our side yard used to be a muddy scramble. Now there are proper steps and landings, and my parents can visit without worrying.",
      author: "Kim E.",
      location: "Copper Creek, Pleasant Hill",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Is my sloped lot a problem for a new patio?",
      answer:
        "No, but it changes the plan. We may cut into the slope, add steps or a landing, and design the drainage so water goes around the patio instead of across it.",
    },
    {
      question: "Which parts of Pleasant Hill do you serve?",
      answer:
        "All of it, including the 50327 ZIP code and the parts of town with 50317 addresses, plus nearby Runnells and Carlisle.",
    },
    {
      question: "How soon can we park on a new driveway?",
      answer:
        "You can walk on it after a day or two and drive a car on it after about a week. Wait longer for heavy trucks, since concrete keeps gaining strength for up to 28 days.",
    },
  ],
  nearbyLocations: [
    { name: "Altoona", path: "/locations/altoona" },
    { name: "Des Moines", path: "/locations/des-moines" },
    { name: "Indianola", path: "/locations/indianola" },
    { name: "Norwalk", path: "/locations/norwalk" },
  ],
  keywords: [
    "concrete contractor Pleasant Hill Iowa",
    "Pleasant Hill driveway replacement",
    "concrete steps Pleasant Hill",
    "walkout patio Pleasant Hill IA",
    "Copper Creek stamped patio",
    "concrete 50327",
  ],
  updatedAt: "2026-11-01",
});
