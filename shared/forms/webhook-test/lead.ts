import { type LeadContext, type LeadFormRules, type LeadSubmission, splitName, stamp } from "../lead.ts";
import { type WebhookTestValues, webhookTestSchema } from "./schema.ts";

export const WEBHOOK_TEST_FORM_NAME = "Webhook Test Form";

/** The developer page's test lead (spec §7): form 'Webhook Test Form', page 'Test Page', label 'Test Lead'. */
export function webhookTestLead(values: WebhookTestValues, context: LeadContext): LeadSubmission {
  const page = "Test Page";
  return {
    formName: WEBHOOK_TEST_FORM_NAME,
    type: "contact",
    pageName: page,
    label: "Test Lead",
    payload: {
      ...values,
      ...splitName(values.name),
      source: page,
      tags: ["Website Lead", "Test Lead", `Page: ${page}`],
      notes: `Webhook test from ${page}`,
      // Marks the stored lead and its e-mail as a test, so nobody calls the sample visitor back.
      is_test: true,
      ...stamp(context),
    },
  };
}

export const webhookTestFormRules: LeadFormRules<WebhookTestValues> = {
  id: "webhook-test",
  formName: { exact: WEBHOOK_TEST_FORM_NAME },
  schema: webhookTestSchema,
  toLead: webhookTestLead,
};
