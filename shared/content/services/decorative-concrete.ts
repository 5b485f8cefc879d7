import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import { decorativeFaq, decorativeWhyChoose } from "../pages/decorative-concrete.ts";
import { givenPrice, premiumTo, priceLong } from "../prices.ts";
import { projectDaysTo, withPromise } from "../promises.ts";
import type { ServiceContent } from "../types.ts";
import { benefitsOf, faqsOf, noneOnThePage } from "./page-lists.ts";

export const decorativeConcreteService = (site: ClaimsSite): ServiceContent => ({
  slug: "decorative-concrete",
  title: "Decorative Concrete",
  summary:
    "Stamped concrete, overlays and stained or polished floors for Greater Des Moines homes. The look of stone, brick or wood that lasts 20-30 years.",
  content: `
<h2>Decorative concrete with the look of stone, brick or wood</h2>
<p>Decorative concrete gives you the character of natural stone, brick, slate or wood plank with far less upkeep. It is ordinary structural concrete finished with patterns, color and texture, so it stays as strong as a plain slab. Installed well and resealed on schedule, decorative work lasts 20 to 30 years through Iowa winters.</p>
<h3>Our decorative services</h3>
<ul>
<li><strong>Stamped concrete:</strong> patterns pressed into fresh concrete for patios, pool decks, walkways and entries.${withPromise(givenPrice(site, "stampedPatio", priceLong), " Stamped patios typically run {value}.", "")}</li>
<li><strong>Concrete overlays:</strong> a thin bonded layer that resurfaces sound but tired concrete with new color and texture${withPromise(givenPrice(site, "overlay", priceLong), ", typically {value}", "")}.</li>
<li><strong>Custom floor finishes:</strong> polished or stained floors for basements, garages, shops and sunrooms${withPromise(givenPrice(site, "polishedFloor", priceLong), ", typically {value}", "")}.</li>
</ul>
<h3>Design options</h3>
<p>Choose from patterns such as ashlar slate, flagstone, cobblestone, running-bond brick and woodgrain plank; textures from smooth troweled to seamless stone; integral colors, color hardeners and antiquing in earth tones, grays and charcoals; and contrasting borders that frame a patio or walk. We bring samples to your home so you can see colors in your own light, next to your siding and roof.</p>
<h3>Cost, timing and care</h3>
<p>${withPromise(premiumTo(site), "Stamped and colored concrete costs about {value} more than a standard broom finish, because of the extra materials and skilled hand labor. ", "")}${withPromise(projectDaysTo(site), "Most residential decorative jobs take {value}. ", "")}Pattern and color depend on timing, so we pour only when temperatures are between 50 and 85°F and bring a full crew to finish before the concrete sets.</p>
<p>Keep heavy items off the new surface for 7 days; concrete reaches full strength over about 28 days. Reseal decorative surfaces every 1 to 2 years: the sealer keeps colors rich and keeps de-icing salt and freeze-thaw moisture from pitting the surface. All decorative work carries our ${warrantyTerm(site)} warranty.</p>
<p>Read more about <a href="/services/stamped-concrete">stamped concrete</a>, or <a href="/quote">request a free consultation</a> to talk through designs for your home.</p>
`,
  featuredImage: serviceImage("decorative-concrete"),
  keywords: [
    "decorative concrete Des Moines",
    "stamped concrete Ankeny",
    "concrete overlay",
    "stained concrete floors",
    "polished concrete Iowa",
    "colored concrete patio",
    "decorative concrete contractor",
  ],
  // The steps, benefits and questions its page shows (./page-lists.ts): the record WordPress imports.
  // The page has no steps of its own: it shows only the ones an editor writes in WordPress.
  process: noneOnThePage(),
  benefits: benefitsOf(decorativeWhyChoose.reasons(site)),
  faqs: faqsOf(decorativeFaq.items(site)),
  updatedAt: "2026-11-22",
});
