import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { drivewaysProcess, drivewaysWhyChoose } from "../pages/driveways.ts";
import { givenPrice, priceLong, priceShort } from "../prices.ts";
import { projectDaysTo, withPromise } from "../promises.ts";
import type { ServiceContent } from "../types.ts";
import { benefitsOf, noneOnThePage, stepsOf } from "./page-lists.ts";

export const drivewaysService = (site: ClaimsSite): ServiceContent => ({
  slug: "driveways",
  title: "Concrete Driveways",
  summary: `New and replacement concrete driveways for Greater Des Moines homes, built for freeze-thaw winters and road salt.${withPromise(givenPrice(site, "driveway", priceShort), " Typically {value}.", "")}`,
  content: `
<h2>Concrete driveways built for Iowa winters</h2>
<p>A driveway in Greater Des Moines takes a beating most of the country never sees. Water soaks into the surface, freezes overnight, thaws by noon and freezes again, dozens of times between November and March. Add the de-icing salt your tires carry in from city streets, and a slab that was poured thin or finished wet will scale, crack and heave within a few seasons. We build driveways to last 30 years or more under those conditions.</p>
<h3>What goes into a driveway that lasts</h3>
<ul>
<li><strong>The right thickness.</strong> A standard residential driveway is 4 inches of concrete; where a pickup with a trailer, an RV or a delivery truck will park, we pour 6 inches.</li>
<li><strong>A compacted base.</strong> We grade and compact crushed rock over the clay soils common across the metro, and slope the slab so water runs away from your garage and foundation.</li>
<li><strong>Reinforcement and joints.</strong> Steel reinforcement ties the slab together, and control joints cut at the right spacing tell the concrete where to crack, so it doesn't choose for itself.</li>
<li><strong>Air-entrained concrete.</strong> Microscopic air pockets give freezing water room to expand, which keeps the surface from flaking under frost and salt.</li>
</ul>
<h3>Cost and timing</h3>
<p>${withPromise(givenPrice(site, "driveway", priceLong), "Most concrete driveways in the metro run <strong>{value}</strong>, depending on tear-out of the old slab, thickness, access and finish. ", "")}${withPromise(projectDaysTo(site), "A typical driveway takes {value} from tear-out to final finish. ", "")}We pour when the air is between 50 and 85°F, so the concrete sets the way it should.</p>
<h3>After the pour</h3>
<p>You can walk on the new driveway within a day or two, but keep cars and other heavy loads off it for 7 days. Concrete keeps gaining strength for up to 28 days, so use sand rather than de-icing salt if the first freeze comes early. Reseal every 2 to 3 years to keep water and salt out of the surface. Every driveway we pour is backed by our ${warrantyTerm(site)} warranty.</p>
<p>Replacing a cracked or sunken driveway? <a href="/quote">Request a free estimate</a> and we will measure, talk through thickness and finish options, and give you a written price.</p>
`,
  featuredImage: serviceImage("driveways"),
  keywords: [
    "concrete driveway Des Moines",
    "driveway replacement Ankeny",
    "new concrete driveway",
    "driveway contractor Iowa",
    "concrete driveway cost",
    "driveway installation Greater Des Moines",
  ],
  // The steps, benefits and questions its page shows (./page-lists.ts): the record WordPress imports.
  process: stepsOf(drivewaysProcess.steps),
  benefits: benefitsOf(drivewaysWhyChoose.benefits),
  // The page has no questions of its own: it shows only the ones an editor writes in WordPress.
  faqs: noneOnThePage(),
  updatedAt: "2026-11-01",
});
