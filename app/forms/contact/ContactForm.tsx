import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { contactFormCopy as copy } from "~/content/pages/contact";
import { submitLead } from "~/lib/lead-client";
import { contactLead } from "~/lib/lead-payloads";
import { toast } from "~/lib/toast";
import { useActionKey } from "../action-key";
import { FormField, SubmitButton, scriptValidation, TextArea, TextInput } from "../FormField";
import { FormSuccess } from "../FormSuccess";
import { SpamTrap, spamTrapValues } from "../SpamTrap";
import { type ContactValues, contactSchema } from "./schema";

const emptyValues: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };

/**
 * The contact page's form. Without scripts it posts to /api/contact and the server
 * answers with a page; with scripts it validates in place and sends through the lead helper.
 */
export function ContactForm({ startedAt }: { startedAt: number }) {
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const formRef = useRef<HTMLFormElement | null>(null);
  const actionKey = useActionKey();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyValues,
  });

  async function send(values: ContactValues) {
    setStatus("sending");
    try {
      const lead = contactLead(values, { pageUrl: window.location.href, now: new Date() });
      const result = await submitLead({
        ...lead,
        payload: { ...lead.payload, ...spamTrapValues(formRef.current) },
        actionKey: actionKey.forSubmit(),
      });
      // The spec's shape: a refusal becomes an error with the server's message or its default.
      if (!result.success) throw new Error(result.message || "Failed to submit contact form");
    } catch (error) {
      console.warn("Contact form not sent:", error instanceof Error ? error.message : error);
      setStatus("editing");
      toast({ ...copy.toasts.failure, variant: "destructive" });
      return;
    }
    actionKey.release();
    reset(emptyValues);
    setStatus("sent");
    toast(copy.toasts.success);
  }

  if (status === "sent") {
    return (
      <FormSuccess
        title={copy.sent.title}
        text={copy.sent.text}
        againLabel={copy.sent.again}
        onAgain={() => setStatus("editing")}
        size="large"
      />
    );
  }

  const sending = status === "sending";
  return (
    <form
      ref={(form) => {
        formRef.current = form;
        scriptValidation(form);
      }}
      method="post"
      action="/api/contact"
      onSubmit={handleSubmit(send)}
      onChange={actionKey.release}
      aria-busy={sending || undefined}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-concrete-700 sm:col-span-2">{copy.requiredNote}</p>
      <FormField id="contact-name" label={copy.labels.name} required error={errors.name?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register("name")}
            autoComplete="name"
            placeholder={copy.placeholders.name}
          />
        )}
      </FormField>
      <FormField id="contact-email" label={copy.labels.email} required error={errors.email?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register("email")}
            type="email"
            autoComplete="email"
            placeholder={copy.placeholders.email}
          />
        )}
      </FormField>
      <FormField id="contact-phone" label={copy.labels.phone} required error={errors.phone?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register("phone")}
            type="tel"
            autoComplete="tel"
            minLength={10}
            placeholder={copy.placeholders.phone}
          />
        )}
      </FormField>
      <FormField id="contact-subject" label={copy.labels.subject} required error={errors.subject?.message}>
        {(control) => (
          <TextInput {...control} {...register("subject")} placeholder={copy.placeholders.subject} />
        )}
      </FormField>
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
      <SpamTrap startedAt={startedAt} />
      <div className="sm:col-span-2">
        <SubmitButton pending={sending} pendingLabel={copy.sending} className="w-full sm:w-auto">
          {copy.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
