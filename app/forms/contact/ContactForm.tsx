import { contactCopy as copy } from "@shared/forms/contact/copy.ts";
import { contactLead } from "@shared/forms/contact/lead.ts";
import { type ContactValues, contactSchema } from "@shared/forms/contact/schema.ts";
import { useSite } from "~/lib/root-data.ts";
import { FormField, SubmitButton, TextArea, TextField } from "../FormField.tsx";
import { FormSuccess } from "../FormSuccess.tsx";
import { PlainPostFields } from "../PlainPostFields.tsx";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form.ts";

const emptyValues: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };

/**
 * The contact page's form. Without scripts it posts to /api/contact and the server
 * answers with a page; with scripts it validates in place and sends through the lead helper.
 */
export function ContactForm({ startedAt }: { startedAt: number }) {
  const site = useSite();
  const { form, status, submitting, formProps, again } = useLeadForm({
    label: "Contact form",
    schema: contactSchema,
    defaultValues: emptyValues,
    // The spec's shape: a refusal becomes an error with the server's message or its default.
    send: (values, action) =>
      sendThroughHelper(contactLead(values, leadContextNow()), action, "Failed to submit contact form"),
    toasts: copy.toasts,
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (status === "success") {
    return (
      <FormSuccess
        title={copy.sent.title}
        text={copy.sent.text(site)}
        againLabel={copy.sent.again}
        onAgain={again}
        size="large"
      />
    );
  }

  return (
    <form {...formProps} method="post" action="/api/contact" className="relative grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-concrete-700 sm:col-span-2">{copy.requiredNote}</p>
      <TextField
        id="contact-name"
        label={copy.labels.name}
        required
        error={errors.name?.message}
        {...register("name")}
        autoComplete="name"
        placeholder={copy.placeholders.name}
      />
      <TextField
        id="contact-email"
        label={copy.labels.email}
        required
        error={errors.email?.message}
        {...register("email")}
        type="email"
        autoComplete="email"
        placeholder={copy.placeholders.email}
      />
      <TextField
        id="contact-phone"
        label={copy.labels.phone}
        required
        error={errors.phone?.message}
        {...register("phone")}
        type="tel"
        autoComplete="tel"
        minLength={10}
        placeholder={copy.placeholders.phone}
      />
      <TextField
        id="contact-subject"
        label={copy.labels.subject}
        required
        error={errors.subject?.message}
        {...register("subject")}
        placeholder={copy.placeholders.subject}
      />
      <FormField
        id="contact-message"
        label={copy.labels.message}
        required
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <TextArea
            {...control}
            {...register("message")}
            rows={6}
            minLength={10}
            placeholder={copy.placeholders.message}
          />
        )}
      </FormField>
      <PlainPostFields form="contact" startedAt={startedAt} />
      <div className="sm:col-span-2">
        <SubmitButton pending={submitting} pendingLabel={copy.sending} className="w-full sm:w-auto">
          {copy.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
