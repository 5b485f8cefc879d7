import { type ClaimsSite, warrantyTerm, withCredentials } from "./claims.ts";
import { type SiteConfig, siteConfig } from "./site.ts";
import type { AboutPage } from "./types.ts";

/** "Our Story" when the CMS has no about page, with the founding year and claims of `site`. */
export const builtInAboutOf = (site: ClaimsSite & Pick<SiteConfig, "foundedYear">): AboutPage => ({
  content: `
<p>We started in ${site.foundedYear} with one truck, a handful of tools and a simple idea: pour concrete the way we would want it poured at our own homes. We are still family-owned and still based in Ankeny, and most of our work is for neighbors in Polk, Dallas and Warren counties who found us through a friend, a relative or a driveway they admired down the street.</p>
<p>Iowa is hard on concrete. Freeze-thaw cycles, de-icing salt and clay soils punish any shortcut, so we don't take them. We compact the base, place the reinforcement, pour at the right temperature, and cut joints where they belong. It takes a little longer, and it is why the driveways and patios we poured in our first years are still in service.</p>
<p>Over the years we have grown into a crew that handles driveways, patios, sidewalks, steps, decorative and stamped concrete, repairs and light commercial work. What hasn't changed is how we treat people: a free, honest estimate in writing, a clear schedule, a clean job site, and a call back within 24 hours. ${withCredentials(site, "We are {credentials}, and we", "We")} stand behind every project with a ${warrantyTerm(site)} warranty.</p>
<p>When you hire us, you get the family that owns the company on your job, not a subcontractor you have never met.</p>
`,
});

/** The story as the demo identity tells it. */
export const builtInAbout: AboutPage = builtInAboutOf(siteConfig);
