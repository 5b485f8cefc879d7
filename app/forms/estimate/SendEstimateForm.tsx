import type { PriceList } from "@shared/content/prices";
import { estimateCopy } from "@shared/estimate/copy";
import { ESTIMATE_FIELDS, type EstimateFormValues } from "@shared/estimate/form";
import { estimateLead } from "@shared/forms/estimate/lead";
import { type SendEstimateValues, sendEstimateSchema } from "@shared/forms/estimate/schema";
import { quickQuoteCopy } from "@shared/forms/quick-quote/copy";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { relevantValues } from "~/components/estimate/EstimateCalculator";
import { useRootData } from "~/lib/site";
import { SubmitButton, TextField } from "../FormField";
import { FormSuccess } from "../FormSuccess";
import { PlainPostFields } from "../PlainPostFields";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form";

/** The form id a plain post names (`_form`); the server's table of lead forms is keyed by it. */
export const SEND_ESTIMATE_FORM_ID = "estimate";

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
  const pageUrl = useRootData().siteUrl + useLocation().pathname;
  const estimate = relevantValues(values);
  const { form, status, submitting, formProps, again } = useLeadForm({
    label: "Instant estimate",
    schema: sendEstimateSchema,
    defaultValues: { ...contactFields, ...estimate } as SendEstimateValues,
    send: (sent, action) => sendThroughHelper(estimateLead(sent, { ...leadContextNow(), prices }), action),
    toasts: quickQuoteCopy.toasts,
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
  const labels = quickQuoteCopy.labels;
  const placeholders = quickQuoteCopy.placeholders;
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
          text={copy.success.text}
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
            <TextField
              id="send-estimate-name"
              label={labels.name}
              required
              error={errors.name?.message}
              {...register("name")}
              autoComplete="name"
              placeholder={placeholders.name}
            />
            <TextField
              id="send-estimate-phone"
              label={labels.phone}
              required
              error={errors.phone?.message}
              {...register("phone")}
              type="tel"
              autoComplete="tel"
              minLength={10}
              placeholder={placeholders.phone}
            />
            <TextField
              id="send-estimate-email"
              label={labels.email}
              required
              error={errors.email?.message}
              {...register("email")}
              type="email"
              autoComplete="email"
              placeholder={placeholders.email}
            />
            {ESTIMATE_FIELDS.map((field) =>
              estimate[field] !== "" ? (
                <input key={field} type="hidden" name={field} value={estimate[field]} />
              ) : null,
            )}
            <PlainPostFields form={SEND_ESTIMATE_FORM_ID} startedAt={startedAt} pageUrl={pageUrl} />
            <SubmitButton pending={submitting} pendingLabel={copy.submitting} className="w-full sm:w-auto">
              {copy.submit}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
