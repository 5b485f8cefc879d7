import { type PromisesSite, replyHoursWithin, replyWithin, withPromise } from "@shared/content/promises.ts";
/**
 * The quote request form's own texts (spec §4, §8): its headings, labels, placeholders, buttons,
 * toasts and confirmation. The page around it (hero, trust strip, process…) lives with its page,
 * shared/content/pages/quote.ts.
 */
export const quoteCopy = {
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
  /** Toasts of the spec's error catalogue, character for character. */
  toasts: {
    submitted: {
      title: "Quote Request Submitted",
      description: (site: PromisesSite) =>
        withPromise(
          replyWithin(site),
          "We've received your quote request and will contact you {value}.",
          "We've received your quote request and will contact you soon.",
        ),
    },
    primaryFailed: {
      title: "Error",
      description: "There was a problem submitting your request. Please try again.",
    },
    setupFailed: {
      title: "Error",
      description: "There was a problem submitting your quote request. Please try again.",
    },
  },
  confirmation: {
    title: "Quote Request Received!",
    body: (site: PromisesSite) =>
      withPromise(
        replyHoursWithin(site, "business hours"),
        "Thank you for your request. Our team typically responds {value} with your detailed estimate.",
        "Thank you for your request. Our team will be in touch with your detailed estimate.",
      ),
    again: "Submit Another Request",
  },
};
