import type { LucideIcon } from "lucide-react";
import { BadgeCheck, BadgeDollarSign, Clock, Handshake, ShieldCheck } from "lucide-react";

/** The quote request page's copy (/quote), top to bottom, so the owner can edit it in one place. */

export const quoteSeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Request a Free Concrete Quote",
  description:
    "Request a free, no-obligation estimate for your concrete driveway, patio, sidewalk, decorative or commercial project in Greater Des Moines. We reply within 24 hours.",
  keywords: [
    "free concrete quote Des Moines",
    "concrete estimate Des Moines",
    "driveway quote Ankeny",
    "patio estimate West Des Moines",
    "concrete contractor quote Iowa",
  ],
};

export const quoteHero = {
  title: "Request a Free Quote",
  subtitle: "Get a detailed estimate for your concrete project",
};

export const quoteTrustStrip: { label: string; icon: LucideIcon }[] = [
  { label: "Free Estimates", icon: BadgeDollarSign },
  { label: "Fast Response", icon: Clock },
  { label: "No Obligation", icon: Handshake },
  { label: "5-Year Warranty", icon: ShieldCheck },
  { label: "Competitive Pricing", icon: BadgeCheck },
];

export const quoteNotice = "Your quote request will be addressed within 24 hours by our specialists";

/** The form's headings, labels, placeholders and buttons. */
export const quoteForm = {
  title: "Tell Us About Your Project",
  requiredNote: "Fields marked * are required.",
  contactGroup: "Contact Information",
  projectGroup: "Project Details",
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    address: "Street Address",
    city: "City",
    zip: "ZIP Code",
    serviceType: "Service Type",
    projectDescription: "Project Description",
    projectSize: "Approximate Project Size",
    timeline: "Project Timeline",
    budget: "Budget Range",
    hearAboutUs: "How Did You Hear About Us?",
  },
  placeholders: {
    name: "Jane Smith",
    email: "jane@example.com",
    phone: "(515) 555-0100",
    address: "123 Main St",
    city: "Des Moines",
    zip: "50309",
    projectDescription:
      "Describe your project: what you need, the current condition of the area, any design ideas...",
  },
  selectPlaceholders: {
    serviceType: "Select a service",
    projectSize: "Select a size",
    budget: "Select a budget range",
    hearAboutUs: "Select an option",
  },
  privacy: {
    before: "I agree to the ",
    link: "privacy policy",
    after: "",
    note: "Your information will only be used to process your quote request.",
  },
  submit: "Submit Quote Request",
  submitting: "Submitting...",
};

/** Toasts of the spec's error catalogue, character for character. */
export const quoteToasts = {
  submitted: {
    title: "Quote Request Submitted",
    description: "We've received your quote request and will contact you within 24 hours.",
  },
  primaryFailed: {
    title: "Error",
    description: "There was a problem submitting your request. Please try again.",
  },
  setupFailed: {
    title: "Error",
    description: "There was a problem submitting your quote request. Please try again.",
  },
};

export const quoteConfirmation = {
  title: "Quote Request Received!",
  body: "Thank you for your request. Our team typically responds within 24 business hours with your detailed estimate.",
  again: "Submit Another Request",
};

export const quoteWhyChooseUs = {
  title: "Why Choose Us",
  reasons: [
    "450+ projects completed across Greater Des Moines",
    "15+ years of local experience",
    "Licensed, bonded and insured",
    "5-year workmanship warranty",
    "Detailed written estimates, no hidden fees",
  ],
};

export const quoteProcess = {
  title: "Our Process",
  steps: [
    { title: "Submit Request", description: "Fill out the form with your project details." },
    { title: "Initial Consultation", description: "We call within 24 hours to talk through your plans." },
    { title: "On-Site Evaluation", description: "We measure and assess the site within 48 hours." },
    { title: "Detailed Proposal", description: "You receive a written, itemized estimate." },
    { title: "Project Execution", description: "Our crew completes most projects in 3 to 5 days." },
  ],
};

export const quoteHelp = {
  title: "Need Help?",
  body: "Prefer to talk it through? Call us and we'll answer your questions.",
  contactLink: "Contact Us",
};

/** The hero heading's id: the testimonials' link leads back up to it. */
export const quoteHeroHeadingId = "quote-hero-heading";

export const quoteTestimonials = {
  title: "What Our Customers Say",
  intro: "Homeowners across Greater Des Moines trust us with their concrete.",
  count: 3,
  cta: "Get Your Quote Now",
};
