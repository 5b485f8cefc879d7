import { webhookTestCopy as copy } from "@shared/forms/webhook-test/copy.ts";
import { webhookTestLead } from "@shared/forms/webhook-test/lead.ts";
import { type WebhookTestValues, webhookTestSchema } from "@shared/forms/webhook-test/schema.ts";
import { CheckCircle2, XCircle } from "lucide-react";
import { FormField, SubmitButton, TextArea, TextField } from "../FormField.tsx";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form.ts";

/**
 * The developer page's test: a sample lead through the spec's lead helper, the answer shown
 * in a result box with its time. Name and e-mail are required; the browser checks the e-mail.
 */
export function WebhookTestForm() {
  const { form, submitting, outcome, formProps } = useLeadForm({
    label: "Webhook test",
    schema: webhookTestSchema,
    defaultValues: copy.sample as WebhookTestValues,
    send: (values, action) => sendThroughHelper(webhookTestLead(values, leadContextNow()), action),
    browserValidation: true,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <div className="grid gap-6">
      <form {...formProps} className="grid gap-4">
        <TextField
          id="webhook-name"
          label={copy.labels.name}
          required
          error={errors.name?.message}
          {...register("name")}
          autoComplete="off"
        />
        <TextField
          id="webhook-email"
          label={copy.labels.email}
          required
          error={errors.email?.message}
          {...register("email")}
          type="email"
          autoComplete="off"
        />
        <TextField
          id="webhook-phone"
          label={copy.labels.phone}
          error={errors.phone?.message}
          {...register("phone")}
          type="tel"
          autoComplete="off"
        />
        <FormField id="webhook-message" label={copy.labels.message} error={errors.message?.message}>
          {(control) => <TextArea {...control} {...register("message")} rows={3} />}
        </FormField>
        <SubmitButton pending={submitting} pendingLabel={copy.testing} className="w-full sm:w-auto">
          {copy.submit}
        </SubmitButton>
      </form>
      <section aria-labelledby="webhook-result-heading" className="rounded-lg border border-concrete-200 p-4">
        <h2 id="webhook-result-heading" className="font-semibold text-concrete-900">
          {copy.result.heading}
        </h2>
        <div role="status" className="mt-2">
          {outcome ? (
            <div
              className={`rounded-md p-3 ${outcome.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
            >
              <p className="flex items-center gap-2 font-semibold">
                {outcome.ok ? (
                  <CheckCircle2 aria-hidden="true" className="size-5" />
                ) : (
                  <XCircle aria-hidden="true" className="size-5" />
                )}
                {outcome.ok ? copy.result.success : copy.result.failure}
              </p>
              <p className="mt-1 break-words">{outcome.message}</p>
              <p className="mt-1 text-sm">
                {copy.result.at} <time dateTime={outcome.at.toISOString()}>{outcome.at.toISOString()}</time>
              </p>
            </div>
          ) : (
            <p className="text-concrete-700">{copy.result.empty}</p>
          )}
        </div>
      </section>
    </div>
  );
}
