/**
 * The two developer pages (spec §2 "Developer pages"): public, as the spec says, but
 * `noindex` and left out of the sitemap (docs/product.md, "Decided: developer pages"). Their
 * words live here; the webhook test form's own are the form's, shared/forms/webhook-test/copy.ts.
 */
export const webhookTestPage = {
  seo: {
    title: "Webhook Test",
    description: "Send a test lead through the site's lead helper and see what the lead service answered.",
    keywords: ["webhook test", "lead service", "developer"],
  },
  heading: "Webhook Test",
  intro:
    "Sends a sample lead the way every form on the site does, through the shared lead helper, and shows the answer. The lead is stored and delivered like any other, marked as a test.",
  environment: {
    heading: "Environment",
    hostname: "Hostname",
    mode: "Build mode",
    endpoint: "Submission endpoint",
  },
};

export const formTestPage = {
  seo: {
    title: "Form Testing Dashboard",
    description: "Every lead form variant of the site, live, with sample options.",
    keywords: ["form testing", "lead forms", "developer"],
  },
  heading: "Form Testing Dashboard",
  intro:
    "Each tab shows a live form. Submissions are real: they are stored and delivered to the lead service like a visitor's.",
  tabs: {
    twoStep: {
      label: "Two-Step Lead Form",
      note: "Source 'Form Testing', driveway service, response within 5 minutes.",
    },
    contact: { label: "Contact Page Form", note: "The contact page's form, as on /contact." },
    compact: { label: "Compact Lead Form", note: "The sidebar's quick quote, as on /services." },
    product: {
      label: "Product Specific Form",
      note: "Lead magnet 'estimate', stamped patio product, response within 2 hours.",
    },
  },
  statusHeading: "Implementation status",
  status: [
    { item: "Two-step lead form: phone or e-mail first, then details, linked on the server", done: true },
    { item: "Product-specific form: qualification data, lead magnet and product type", done: true },
    { item: "Contact page form with the spec's messages and notices", done: true },
    { item: "Compact (quick-quote) form in the services sidebar", done: true },
    { item: "Quote request page: primary submission and lead helper, told once", done: true },
    { item: "Spam guard: honeypot held, fast fills tagged and delivered", done: true },
    { item: "Forms work without JavaScript (contact, quote, quick quote, step 1)", done: true },
  ],
};
