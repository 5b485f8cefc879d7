import type { PriceList } from "@shared/content/prices.ts";
import { estimateCopy } from "@shared/estimate/copy.ts";
import { ESTIMATE_FIELDS, type EstimateFormValues } from "@shared/estimate/form.ts";
import { estimateFormRules, estimateLead } from "@shared/forms/estimate/lead.ts";
import { type SendEstimateValues, sendEstimateSchema } from "@shared/forms/estimate/schema.ts";
import { quickQuoteCopy } from "@shared/forms/quick-quote/copy.ts";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { relevantValues } from "~/components/estimate/EstimateCalculator.tsx";
import { useRootData, useSite } from "~/lib/root-data.ts";
import { SubmitButton } from "../FormField.tsx";
import { FormSuccess } from "../FormSuccess.tsx";
import { PlainPostFields } from "../PlainPostFields.tsx";
import { QuickQuoteFields } from "../quick-quote/QuickQuoteFields.tsx";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form.ts";

const contactFields = { name: "", phone: "", email: "" };

/**
 * "Send me this estimate" (issue 30), under the estimate on /estimate: the quick quote's three fields
 * and rules. The estimate it sends is the one on screen (`values`); the lead is priced again from the
 * list, here and on the server. Without scripts it posts to /api/quote with the estimate's fields
 * hidden beside the visitor's.
 */
export function SendEstimateForm({
  values,
  prices,
  startedAt,
}: {
  values: EstimateFormValues;
  prices: PriceList;
  startedAt: number;
}) {
  const site = useSite();
  const pageUrl = useRootData().siteUrl + useLocation().pathname;
  const estimate = relevantValues(values);
  const { form, status, submitting, formProps, again } = useLeadForm({
    label: "Instant estimate",
    schema: sendEstimateSchema,
    defaultValues: { ...contactFields, ...estimate } as SendEstimateValues,
    send: (sent, action) => sendThroughHelper(estimateLead(sent, { ...leadContextNow(), prices }), action),
    toasts: { success: quickQuoteCopy.toasts.success(site), failure: quickQuoteCopy.toasts.failure },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  // The estimate follows the calculator as the visitor changes it.
  useEffect(() => {
    for (const field of ESTIMATE_FIELDS) setValue(field, estimate[field]);
  });

  const copy = estimateCopy.send;
  return (
    <section
      aria-labelledby="send-estimate-heading"
      className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="send-estimate-heading" className="text-2xl font-bold text-concrete-900">
        {copy.heading}
      </h2>
      {status === "success" ? (
        <FormSuccess
          title={copy.success.title}
          text={copy.success.text(site)}
          againLabel={quickQuoteCopy.success.again}
          onAgain={again}
          size="compact"
        />
      ) : (
        <>
          <p className="mt-2 text-concrete-700">{copy.intro}</p>
          <form
            {...formProps}
            method="post"
            action="/api/quote"
            className="relative mt-6 flex flex-col gap-4"
          >
            <QuickQuoteFields
              idPrefix="send-estimate"
              fields={{ name: register("name"), phone: register("phone"), email: register("email") }}
              errors={{
                name: errors.name?.message,
                phone: errors.phone?.message,
                email: errors.email?.message,
              }}
            />
            {ESTIMATE_FIELDS.map((field) =>
              estimate[field] !== "" ? (
                <input key={field} type="hidden" name={field} value={estimate[field]} />
              ) : null,
            )}
            <PlainPostFields form={estimateFormRules.id} startedAt={startedAt} pageUrl={pageUrl} />
            <SubmitButton pending={submitting} pendingLabel={copy.submitting} className="w-full sm:w-auto">
              {copy.submit}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
