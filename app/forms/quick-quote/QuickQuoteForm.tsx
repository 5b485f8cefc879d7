import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { submitLead } from "~/lib/lead-client";
import { quickQuoteLead } from "~/lib/lead-payloads";
import { useRootData } from "~/lib/site";
import { toast } from "~/lib/toast";
import { useActionKey } from "../action-key";
import { FormField, SubmitButton, scriptValidation, TextInput } from "../FormField";
import { FormSuccess } from "../FormSuccess";
import { SpamTrap, spamTrapValues } from "../SpamTrap";
import { quickQuoteCopy as copy } from "./copy";
import { type QuickQuoteValues, quickQuoteSchema } from "./schema";

const emptyValues: QuickQuoteValues = { name: "", phone: "", email: "" };

/**
 * The sidebar's three-field quote request. Without scripts it posts to
 * /api/contact like the contact form; with scripts it goes through the lead helper.
 * `idPrefix` keeps ids unique if a page ever shows it twice.
 */
export function QuickQuoteForm({
  startedAt,
  idPrefix = "quick-quote",
}: {
  startedAt: number;
  idPrefix?: string;
}) {
  const [status, setStatus] = useState<"idle" | "submitting" | "submitted">("idle");
  const pageUrl = useRootData().siteUrl + useLocation().pathname;
  const formRef = useRef<HTMLFormElement | null>(null);
  const actionKey = useActionKey();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuickQuoteValues>({
    resolver: zodResolver(quickQuoteSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyValues,
  });

  async function send(values: QuickQuoteValues) {
    setStatus("submitting");
    const lead = quickQuoteLead(values, { pageUrl: window.location.href, now: new Date() });
    const result = await submitLead({
      ...lead,
      payload: { ...lead.payload, ...spamTrapValues(formRef.current) },
      actionKey: actionKey.forSubmit(),
    }).catch(() => ({ success: false }));
    if (!result.success) {
      setStatus("idle");
      toast({ ...copy.toasts.failure, variant: "destructive" });
      return;
    }
    actionKey.release();
    reset(emptyValues);
    setStatus("submitted");
    toast(copy.toasts.success);
  }

  if (status === "submitted")
    return (
      <FormSuccess
        title={copy.success.title}
        text={copy.success.text}
        againLabel={copy.success.again}
        onAgain={() => setStatus("idle")}
        size="compact"
      />
    );

  const submitting = status === "submitting";
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
      aria-busy={submitting || undefined}
      className="relative flex flex-col gap-4"
    >
      <FormField id={`${idPrefix}-name`} label={copy.labels.name} required error={errors.name?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register("name")}
            autoComplete="name"
            placeholder={copy.placeholders.name}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-phone`} label={copy.labels.phone} required error={errors.phone?.message}>
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
      <FormField id={`${idPrefix}-email`} label={copy.labels.email} required error={errors.email?.message}>
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
      {/* Without JavaScript the server needs to know which form this is and where it was sent from. */}
      <input type="hidden" name="_form" value="quick-quote" />
      <input type="hidden" name="page_url" value={pageUrl} />
      <SpamTrap startedAt={startedAt} />
      <SubmitButton pending={submitting} pendingLabel={copy.submitting} className="w-full">
        {copy.submit}
      </SubmitButton>
    </form>
  );
}
