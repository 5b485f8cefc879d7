/**
 * The webhook test form's own texts (spec §2, "Developer pages"): its sample lead, labels, button and
 * result box. The page around it (heading, intro, environment panel) lives with its page,
 * shared/content/pages/developer.ts.
 */
export const webhookTestCopy = {
  sample: {
    name: "Test User",
    email: "test@example.com",
    phone: "(515) 555-0100",
    message: "Test lead from the webhook test page: please ignore.",
  },
  labels: { name: "Name", email: "Email", phone: "Phone", message: "Message" },
  submit: "Test Webhook",
  testing: "Testing Webhook...",
  result: {
    heading: "Result",
    success: "Success",
    failure: "Failed",
    at: "At",
    empty: "No test sent yet.",
  },
};
