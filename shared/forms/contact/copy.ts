import { type PromisesSite, weWillGetBack } from "@shared/content/promises.ts";
/**
 * The contact form's own texts (spec §4, §8): labels, placeholders, buttons, its toasts and the
 * message once sent. The heading above it lives with its page, shared/content/pages/contact.ts.
 */
export const contactCopy = {
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
    text: (site: PromisesSite) => `Thank you for contacting us. ${weWillGetBack(site)}`,
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
