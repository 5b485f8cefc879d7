import { type ClaimsSite, warrantyTerm, withCredentials } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { commercialPhasing } from "../pages/commercial.ts";
import { givenPrice, priceLong } from "../prices.ts";
import { withPromise } from "../promises.ts";
import type { ServiceContent } from "../types.ts";
import { noneOnThePage, stepsOf } from "./page-lists.ts";

export const commercialService = (site: ClaimsSite): ServiceContent => ({
  slug: "commercial",
  title: "Commercial Concrete",
  summary:
    "Parking lots, loading docks, sidewalks and industrial floors for Greater Des Moines businesses and property managers, phased to keep you open.",
  content: `
<h2>Commercial concrete for Greater Des Moines businesses</h2>
<p>Property managers, small businesses and multifamily owners need concrete that carries traffic, meets code and gets done without shutting the doors. We handle light commercial concrete across Polk, Dallas and Warren counties, scheduled around your hours and your tenants.</p>
<h3>What we build and repair</h3>
<ul>
<li><strong>Parking lots:</strong> new lots, panel replacement, curbs and drive approaches, poured 6 inches thick where delivery trucks and other heavy vehicles travel.</li>
<li><strong>Loading docks:</strong> dock aprons and pads built for forklift and semi-trailer loads, with reinforcement and joints placed to stop edge breakage.</li>
<li><strong>Sidewalks:</strong> storefront walks, entries and accessible routes with smooth transitions and slip-resistant finishes.</li>
<li><strong>Industrial flooring:</strong> warehouse and shop floors, plus polished or stained finishes${withPromise(givenPrice(site, "polishedFloor", priceLong), " that typically run {value}", "")}.</li>
</ul>
<h3>Planned around your business</h3>
<p>We phase the work so part of a lot or entrance stays open, mark safe routes for customers and tenants, and agree on the schedule with you in writing before we start. Pours are planned for temperatures between 50 and 85°F; in Iowa's spring and fall we watch the forecast closely so cold never compromises the concrete.</p>
<h3>Built for freeze-thaw and salt</h3>
<p>Commercial lots and walks see more de-icing salt than any home driveway. We use air-entrained mixes, slope every surface to drain, and recommend resealing every 2 to 3 years so salt and water stay out of the slab. Keep vehicle traffic off new concrete for 7 days; it keeps curing for up to 28 days, and we can phase the job so you are never without parking.</p>
<h3>Pricing and paperwork</h3>
<p>Commercial projects vary widely with size, thickness, access and phasing, so we price each one in a written quote after an on-site walkthrough. ${withCredentials(site, "We are {credentials}, and our work is", "Our work is")} backed by a ${warrantyTerm(site)} warranty.</p>
<p><a href="/quote">Request a commercial quote</a> or <a href="/contact">contact our team</a> to schedule a site visit.</p>
`,
  featuredImage: serviceImage("commercial"),
  keywords: [
    "commercial concrete contractor Des Moines",
    "parking lot concrete",
    "loading dock concrete",
    "commercial sidewalk repair",
    "industrial concrete flooring Iowa",
    "property management concrete",
  ],
  // The steps, benefits and questions its page shows (./page-lists.ts): the record WordPress imports.
  process: stepsOf(commercialPhasing.steps),
  // The page has no benefits of its own: it shows only the ones an editor writes in WordPress.
  benefits: noneOnThePage(),
  faqs: [
    {
      question: "What commercial work do you take on?",
      answer:
        "Light commercial and multifamily work: parking lots and panel replacement, loading docks, sidewalks and entries, and industrial or shop floors.",
    },
    {
      question: "Can you work without closing our business?",
      answer:
        "Yes. We phase the job so part of the lot or an entrance stays open, and agree on the schedule with you before we start.",
    },
    {
      question: "How thick should a parking lot or dock slab be?",
      answer:
        "Where delivery trucks and heavy vehicles travel we pour 6 inches with reinforcement; the exact design depends on the loads we see on site.",
    },
    {
      question: "How is commercial work priced?",
      answer:
        "Every commercial job is quoted in writing after a site walkthrough, since size, access, thickness and phasing vary so much.",
    },
  ],
  updatedAt: "2026-11-22",
});
