/** The two-step and product forms' texts (spec §4, §8); the spec's own words where it gives them. */
export const twoStepCopy = {
  contactStep: {
    label: "Phone or email",
    placeholder: "(515) 555-0100 or you@example.com",
    hint: "We'll use it only to reach you about your project.",
    processing: "Processing...",
  },
  detailsStep: {
    intro: "Almost done: a few details so we can prepare your estimate.",
    labels: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      phone: "Phone",
      serviceType: "Service Needed",
      timeline: "Timeline",
      message: "Anything we should know? (optional)",
      projectSize: "Project Size",
      budget: "Budget Range",
      propertyType: "Property Type",
      projectDescription: "Project Details",
    },
    placeholders: {
      firstName: "Jane",
      lastName: "Smith",
      email: "jane@example.com",
      phone: "(515) 555-0100",
      choose: "Select one",
      message: "Size, access, what's there now…",
      projectDescription: "What you'd like built or repaired, the rough size and anything in the way.",
    },
    submit: "Submit Request",
    submitting: "Submitting...",
  },
  stepLabel: (step: 1 | 2) => `Step ${step} of 2`,
  toasts: {
    /** `responseTime`: "24 hours"; null, the business promises no time. */
    oneMoreStep: (responseTime: string | null) => ({
      title: "Great! One more step",
      description: responseTime ? `We'll contact you within ${responseTime}` : "We'll contact you soon",
    }),
    failure: { title: "Error", description: "Please try again or call us directly." },
  },
  fallbacks: { contact: "Failed to submit contact info", details: "Failed to submit complete form" },
  done: {
    title: "Request Received!",
    text: (responseTime: string | null) =>
      responseTime
        ? `Thank you. We'll contact you within ${responseTime}.`
        : "Thank you. We'll contact you soon.",
    again: "Send another request",
  },
} as const;
