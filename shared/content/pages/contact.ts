import { type PromisesSite, replyWithin, weWillGetBack, withPromise } from "@shared/content/promises.ts";
import type { TownPick } from "@shared/content/site-lists.ts";

/** The contact page's copy (/contact), top to bottom. */

export const contactSeo = {
  title: "Contact Us | Concrete Contractor in Des Moines, IA",
  description: (site: PromisesSite) =>
    withPromise(
      replyWithin(site),
      "Call, e-mail or send a message to our Des Moines concrete team. Free estimates for driveways, patios, sidewalks and repair; we reply {value}.",
      "Call, e-mail or send a message to our Des Moines concrete team. Free estimates for driveways, patios, sidewalks and repair.",
    ),
  keywords: [
    "contact concrete contractor Des Moines",
    "concrete estimate Des Moines",
    "Ankeny concrete company",
    "concrete contractor phone number",
  ],
};

export const contactHero = {
  eyebrow: "Contact Us",
  title: "Let's Talk About Your Concrete Project",
  subtitle:
    "Questions about a driveway, patio or repair? Send us a message or give us a call. A real person from our Greater Des Moines crew answers, and every estimate is free.",
};

/** The heading above the contact form; the form's own texts are the form's, shared/forms/contact/copy.ts. */
export const contactFormHeading = {
  title: "Send Us a Message",
  intro: (site: PromisesSite) => `Tell us a little about your project and ${lowerFirst(weWillGetBack(site))}`,
};

export const contactCards = {
  title: "Get in Touch",
  location: { title: "Our Location", note: "Serving Polk, Dallas and Warren counties" },
  phone: { title: "Call Us", note: "Free estimates by phone" },
  email: {
    title: "Email Us",
    note: (site: PromisesSite) =>
      withPromise(replyWithin(site), "We reply {value}", "Every message is answered"),
  },
  hours: { title: "Business Hours" },
  social: { title: "Follow Us", label: "Our social profiles" },
};

/** "we'll get back…" from "We'll get back…". */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export const contactAreas: { title: string; intro: string; towns: readonly TownPick[]; note: string } = {
  title: "Areas We Serve",
  intro: "Our crews pour concrete across Greater Des Moines and the surrounding communities.",
  /** The towns named, by slug (their names and pages come from the town records). */
  towns: [
    "des-moines",
    "ankeny",
    "waukee",
    "urbandale",
    "johnston",
    // Named without a link, as the spec draws the page.
    { slug: "west-des-moines", linked: false },
    { name: "Clive" },
    { slug: "norwalk", linked: false },
  ],
  note: "Don't see your city? Contact us",
};
