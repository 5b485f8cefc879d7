import { quickQuoteCopy as copy } from "@shared/forms/quick-quote/copy.ts";
import { quickQuoteLead } from "@shared/forms/quick-quote/lead.ts";
import { type QuickQuoteValues, quickQuoteSchema } from "@shared/forms/quick-quote/schema.ts";
import { useLocation } from "react-router";
import { useRootData, useSite } from "~/lib/root-data.ts";
import { SubmitButton } from "../FormField.tsx";
import { FormSuccess } from "../FormSuccess.tsx";
import { PlainPostFields } from "../PlainPostFields.tsx";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form.ts";
import { QuickQuoteFields } from "./QuickQuoteFields.tsx";

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
  const pageUrl = useRootData().siteUrl + useLocation().pathname;
  const site = useSite();
  const { form, status, submitting, formProps, again } = useLeadForm({
    label: "Quick quote",
    schema: quickQuoteSchema,
    defaultValues: emptyValues,
    send: (values, action) => sendThroughHelper(quickQuoteLead(values, leadContextNow()), action),
    toasts: { success: copy.toasts.success(site), failure: copy.toasts.failure },
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (status === "success")
    return (
      <FormSuccess
        title={copy.success.title}
        text={copy.success.text}
        againLabel={copy.success.again}
        onAgain={again}
        size="compact"
      />
    );

  return (
    <form {...formProps} method="post" action="/api/contact" className="relative flex flex-col gap-4">
      <QuickQuoteFields
        idPrefix={idPrefix}
        fields={{ name: register("name"), phone: register("phone"), email: register("email") }}
        errors={{ name: errors.name?.message, phone: errors.phone?.message, email: errors.email?.message }}
      />
      <PlainPostFields form="quick-quote" startedAt={startedAt} pageUrl={pageUrl} />
      <SubmitButton pending={submitting} pendingLabel={copy.submitting} className="w-full">
        {copy.submit}
      </SubmitButton>
    </form>
  );
}
