import type { ServiceAreaCity } from "@shared/content/types";

/** The contact page's copy (/contact), top to bottom, and the contact form's texts. */

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

export const contactFormCopy = {
  title: "Send Us a Message",
  intro: "Tell us a little about your project and we'll get back to you within 24 hours.",
  requiredNote: "Fields marked * are required.",
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    subject: "Subject",
    message: "Message",
  },
  placeholders: {
    name: "Jane Smith",
    email: "jane@example.com",
    phone: "(515) 555-0100",
    subject: "New driveway estimate",
    message: "Tell us about your project: what you need, the size and your timeline.",
  },
  submit: "Send Message",
  sending: "Sending Message...",
  sent: {
    title: "Message Sent!",
    text: "Thank you for contacting us. We'll get back to you within 24 hours.",
    again: "Send another message",
  },
  toasts: {
    success: {
      title: "Message Sent Successfully!",
      description: "We've received your message and will get back to you shortly.",
    },
    failure: {
      title: "Error",
      description: "There was a problem sending your message. Please try again.",
    },
  },
};

export const contactCards = {
  title: "Get in Touch",
  location: { title: "Our Location", note: "Serving Polk, Dallas and Warren counties" },
  phone: { title: "Call Us", note: "Free estimates by phone" },
  email: { title: "Email Us", note: "We reply within 24 hours" },
  hours: { title: "Business Hours" },
  social: { title: "Follow Us", label: "Our social profiles" },
};

export const contactAreas: { title: string; intro: string; cities: ServiceAreaCity[]; note: string } = {
  title: "Areas We Serve",
  intro: "Our crews pour concrete across Greater Des Moines and the surrounding communities.",
  cities: [
    { name: "Des Moines", href: "/locations/des-moines" },
    { name: "Ankeny", href: "/locations/ankeny" },
    { name: "Waukee", href: "/locations/waukee" },
    { name: "Urbandale", href: "/locations/urbandale" },
    { name: "Johnston", href: "/locations/johnston" },
    { name: "West Des Moines" },
    { name: "Clive" },
    { name: "Norwalk" },
  ],
  note: "Don't see your city? Contact us",
};
