import { type PromisesSite, weWillContact } from "@shared/content/promises.ts";
/** The sidebar quick-quote form's texts (spec sections 4 and 8); the sidebar's heading lives with its page. */
export const quickQuoteCopy = {
  labels: { name: "Name", phone: "Phone", email: "Email" },
  placeholders: { name: "Your name", phone: "(515) 555-0100", email: "you@example.com" },
  submit: "Get My Free Quote",
  submitting: "Submitting...",
  success: { title: "Request Received!", text: "We'll contact you soon.", again: "Send another request" },
  toasts: {
    success: (site: PromisesSite) => ({ title: "Request Received!", description: weWillContact(site) }),
    failure: { title: "Error", description: "Please try again or call us directly." },
  },
};
