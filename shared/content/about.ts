import { type ClaimsSite, warrantyTerm, withCredentials } from "./claims.ts";
import { replyWithin, withPromise } from "./promises.ts";
import { type SiteConfig, siteConfig } from "./site.ts";
import type { AboutPage } from "./types.ts";

type AboutSite = ClaimsSite & Pick<SiteConfig, "foundedYear" | "name" | "address">;

/**
 * The About page's opening when the CMS has none: the demo's story while the site runs as the demo
 * (`claims.demo`); for a business of its own, only what its business file says (name, town, founding
 * year, credentials, warranty), since an invented history would pass for theirs.
 */
export const builtInAboutOf = (site: AboutSite): AboutPage =>
  site.claims.demo ? demoStoryOf(site) : { content: businessIntroOf(site) };

/** The demo's story, with the founding year and claims of `site` (demo-stories.ts lists its sentences). */
export const demoStoryOf = (site: ClaimsSite & Pick<SiteConfig, "foundedYear">): AboutPage => ({
  content: `
<p>We started in ${site.foundedYear} with one truck, a handful of tools and a simple idea: pour concrete the way we would want it poured at our own homes. We are still family-owned and still based in Ankeny, and most of our work is for neighbors in Polk, Dallas and Warren counties who found us through a friend, a relative or a driveway they admired down the street.</p>
<p>Iowa is hard on concrete. Freeze-thaw cycles, de-icing salt and clay soils punish any shortcut, so we don't take them. We compact the base, place the reinforcement, pour at the right temperature, and cut joints where they belong. It takes a little longer, and it is why the driveways and patios we poured in our first years are still in service.</p>
<p>Over the years we have grown into a crew that handles driveways, patios, sidewalks, steps, decorative and stamped concrete, repairs and light commercial work. What hasn't changed is how we treat people: a free, honest estimate in writing, ${withPromise(replyWithin(site), "a clear schedule, a clean job site, and a call back {value}", "a clear schedule and a clean job site")}. ${withCredentials(site, "We are {credentials}, and we", "We")} stand behind every project with a ${warrantyTerm(site)} warranty.</p>
<p>When you hire us, you get the family that owns the company on your job, not a subcontractor you have never met.</p>
`,
});

/** Text as HTML: a name such as "Smith & Sons" stays text. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A business's own opening, from its business file's facts: no story it did not tell. */
function businessIntroOf(site: AboutSite): string {
  return `
<p>${html(site.name)} is a concrete contractor based in ${html(site.address.city)}, ${site.address.region}, pouring and repairing driveways, patios, sidewalks, steps and decorative concrete since ${site.foundedYear}.</p>
<p>${withCredentials(site, "We are {credentials}, and we", "We")} stand behind every project with a ${warrantyTerm(site)} warranty.</p>
`;
}

/** The story as the demo identity tells it. */
export const builtInAbout: AboutPage = builtInAboutOf(siteConfig);
