import {
  hearAboutUsChoices,
  quoteBudgets,
  quoteProjectSizes,
  quoteServiceTypes,
  quoteTimelines,
} from "@shared/forms/options.ts";
import { quoteCopy } from "@shared/forms/quote/copy.ts";
import { type QuoteValues, quoteSchema } from "@shared/forms/quote/schema.ts";
import { useEffect, useRef } from "react";
import type { FieldErrors } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod/mini";
import { BookVisitLink } from "~/components/sections/BookVisitLink.tsx";
import {
  CheckboxField,
  FieldError,
  FormField,
  fieldErrorId,
  SelectInput,
  SubmitButton,
  TextArea,
  TextField,
} from "~/forms/FormField.tsx";
import { useSite } from "~/lib/root-data.ts";
import { FormSuccess } from "../FormSuccess.tsx";
import { PlainPostFields } from "../PlainPostFields.tsx";
import { type LeadAction, type LeadSendResult, useLeadForm } from "../use-lead-form.ts";
import { quotePrimaryEndpoint, submitQuoteRequest } from "./submit-quote.ts";

// The checkbox starts unticked, which the schema's `true` literal does not admit as an input type.
type QuoteFields = Omit<z.input<typeof quoteSchema>, "privacyPolicy"> & { privacyPolicy: boolean };

const emptyForm: QuoteFields = {
  name: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  zip: "",
  serviceType: "" as QuoteFields["serviceType"],
  projectDescription: "",
  projectSize: "",
  timeline: "",
  budget: "",
  hearAboutUs: "",
  privacyPolicy: false,
};

const { labels, placeholders, selectPlaceholders } = quoteCopy;
const fieldId = (name: keyof QuoteFields) => `quote-${name}`;
const privacyNoteId = "quote-privacy-note";
/** The fields in the order the visitor meets them, to focus the first one to correct. */
const fieldOrder = Object.keys(emptyForm) as (keyof QuoteFields)[];

export interface QuoteRequestFormProps {
  /** When the server rendered the page (epoch ms), for the spam guard's fill time. */
  startedAt: number;
}

/** The quote page's two calls as one visitor action; only the primary decides what the visitor is told. */
async function sendQuoteRequest(values: QuoteValues, action: LeadAction): Promise<LeadSendResult> {
  const outcome = await submitQuoteRequest(values, action).catch(() => "setup-failed" as const);
  if (outcome === "submitted") return { ok: true };
  return {
    ok: false,
    toast: outcome === "primary-failed" ? quoteCopy.toasts.primaryFailed : quoteCopy.toasts.setupFailed,
  };
}

/** The quote request: the form, then, once sent, the confirmation card in its place. */
export function QuoteRequestForm({ startedAt }: QuoteRequestFormProps) {
  const site = useSite();
  const { form, status, submitting, formProps, again } = useLeadForm({
    label: "Quote request",
    schema: quoteSchema as unknown as z.ZodMiniType<QuoteValues, QuoteFields>,
    defaultValues: emptyForm,
    send: sendQuoteRequest,
    toasts: {
      success: { ...quoteCopy.toasts.submitted, description: quoteCopy.toasts.submitted.description(site) },
      failure: quoteCopy.toasts.setupFailed,
    },
    onInvalid: focusFirstError,
  });
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;

  // Back from the confirmation, the form is shown anew with focus on its first field.
  const returning = useRef(false);
  useEffect(() => {
    if (status !== "idle" || !returning.current) return;
    returning.current = false;
    setFocus("name");
  }, [status, setFocus]);

  function focusFirstError(invalid: FieldErrors<QuoteFields>) {
    const first = fieldOrder.find((name) => invalid[name]);
    if (first) setFocus(first);
  }

  if (status === "success") {
    return (
      <FormSuccess
        title={quoteCopy.confirmation.title}
        text={quoteCopy.confirmation.body(site)}
        againLabel={quoteCopy.confirmation.again}
        onAgain={() => {
          returning.current = true;
          again();
        }}
        size="page"
      >
        <BookVisitLink />
      </FormSuccess>
    );
  }

  const error = (name: keyof QuoteFields) => errors[name]?.message;

  return (
    <form
      {...formProps}
      method="post"
      action={quotePrimaryEndpoint}
      aria-labelledby="quote-form-heading"
      className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="quote-form-heading" className="text-2xl font-bold text-concrete-900">
        {quoteCopy.title}
      </h2>
      <p className="mt-2 text-sm text-concrete-700">{quoteCopy.requiredNote}</p>
      <PlainPostFields form="quote" startedAt={startedAt} />

      <fieldset className="mt-8">
        <legend className="text-lg font-semibold text-brand-800">{quoteCopy.contactGroup}</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            id={fieldId("name")}
            label={labels.name}
            required
            error={error("name")}
            autoComplete="name"
            placeholder={placeholders.name}
            {...register("name")}
          />
          <TextField
            id={fieldId("email")}
            label={labels.email}
            required
            error={error("email")}
            type="email"
            autoComplete="email"
            placeholder={placeholders.email}
            {...register("email")}
          />
          <TextField
            id={fieldId("phone")}
            label={labels.phone}
            required
            error={error("phone")}
            type="tel"
            autoComplete="tel"
            placeholder={placeholders.phone}
            {...register("phone")}
          />
          <TextField
            id={fieldId("address")}
            label={labels.address}
            required
            error={error("address")}
            // One line of the street address: "street-address" is for a multi-line field.
            autoComplete="address-line1"
            placeholder={placeholders.address}
            {...register("address")}
          />
          <TextField
            id={fieldId("city")}
            label={labels.city}
            required
            error={error("city")}
            autoComplete="address-level2"
            placeholder={placeholders.city}
            {...register("city")}
          />
          <TextField
            id={fieldId("zip")}
            label={labels.zip}
            required
            error={error("zip")}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={placeholders.zip}
            {...register("zip")}
          />
        </div>
      </fieldset>

      <fieldset className="mt-10">
        <legend className="text-lg font-semibold text-brand-800">{quoteCopy.projectGroup}</legend>
        <div className="mt-4 grid gap-5">
          <FormField
            id={fieldId("serviceType")}
            label={labels.serviceType}
            required
            error={error("serviceType")}
          >
            {(control) => (
              <SelectInput
                {...control}
                options={quoteServiceTypes}
                placeholder={selectPlaceholders.serviceType}
                {...register("serviceType")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("projectDescription")}
            label={labels.projectDescription}
            required
            error={error("projectDescription")}
          >
            {(control) => (
              <TextArea
                {...control}
                placeholder={placeholders.projectDescription}
                {...register("projectDescription")}
              />
            )}
          </FormField>
          <FormField id={fieldId("projectSize")} label={labels.projectSize} error={error("projectSize")}>
            {(control) => (
              <SelectInput
                {...control}
                options={quoteProjectSizes}
                placeholder={selectPlaceholders.projectSize}
                {...register("projectSize")}
              />
            )}
          </FormField>
          <fieldset aria-describedby={error("timeline") ? fieldErrorId(fieldId("timeline")) : undefined}>
            <legend className="font-semibold text-concrete-900">{labels.timeline}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {quoteTimelines.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-concrete-200 px-3 py-2 text-concrete-900 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    value={option.value}
                    className="size-5 shrink-0 accent-brand-700"
                    {...register("timeline")}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            <FieldError id={fieldErrorId(fieldId("timeline"))} message={error("timeline")} />
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={fieldId("budget")} label={labels.budget} error={error("budget")}>
              {(control) => (
                <SelectInput
                  {...control}
                  options={quoteBudgets}
                  placeholder={selectPlaceholders.budget}
                  {...register("budget")}
                />
              )}
            </FormField>
            <FormField id={fieldId("hearAboutUs")} label={labels.hearAboutUs} error={error("hearAboutUs")}>
              {(control) => (
                <SelectInput
                  {...control}
                  options={hearAboutUsChoices}
                  placeholder={selectPlaceholders.hearAboutUs}
                  {...register("hearAboutUs")}
                />
              )}
            </FormField>
          </div>
          <CheckboxField
            id={fieldId("privacyPolicy")}
            required
            error={error("privacyPolicy")}
            label={
              <>
                {quoteCopy.privacy.before}
                <Link
                  to="/privacy-policy"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {quoteCopy.privacy.link}
                </Link>
                {quoteCopy.privacy.after}
              </>
            }
            aria-describedby={[
              privacyNoteId,
              error("privacyPolicy") && fieldErrorId(fieldId("privacyPolicy")),
            ]
              .filter(Boolean)
              .join(" ")}
            {...register("privacyPolicy")}
          />
          <p id={privacyNoteId} className="-mt-3 pl-8 text-sm text-concrete-700">
            {quoteCopy.privacy.note}
          </p>
        </div>
      </fieldset>

      <SubmitButton
        pending={submitting}
        pendingLabel={quoteCopy.submitting}
        className="mt-8 w-full sm:w-auto"
      >
        {quoteCopy.submit}
      </SubmitButton>
    </form>
  );
}
