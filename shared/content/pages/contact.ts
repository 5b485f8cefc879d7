import type { TownPick } from "@shared/content/site-lists.ts";

/** The contact page's copy (/contact), top to bottom. */

export const contactSeo = {
  title: "Contact Us | Concrete Contractor in Des Moines, IA",
  description:
    "Call, e-mail or send a message to our Des Moines concrete team. Free estimates for driveways, patios, sidewalks and repair; we reply within 24 hours.",
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
  intro: "Tell us a little about your project and we'll get back to you within 24 hours.",
};

export const contactCards = {
  title: "Get in Touch",
  location: { title: "Our Location", note: "Serving Polk, Dallas and Warren counties" },
  phone: { title: "Call Us", note: "Free estimates by phone" },
  email: { title: "Email Us", note: "We reply within 24 hours" },
  hours: { title: "Business Hours" },
  social: { title: "Follow Us", label: "Our social profiles" },
};

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
