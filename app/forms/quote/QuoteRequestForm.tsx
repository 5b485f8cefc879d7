import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { quoteConfirmation, quoteForm, quoteToasts } from "~/content/pages/quote";
import { useActionKey } from "~/forms/action-key";
import {
  CheckboxField,
  FieldError,
  FormField,
  fieldErrorId,
  SelectInput,
  SubmitButton,
  scriptValidation,
  TextArea,
  TextInput,
} from "~/forms/FormField";
import {
  hearAboutUsChoices,
  quoteBudgets,
  quoteProjectSizes,
  quoteServiceTypes,
  quoteTimelines,
} from "~/forms/options";
import { SpamTrap, spamTrapValues } from "~/forms/SpamTrap";
import { toast } from "~/lib/toast";
import { type QuoteValues, quoteSchema } from "./schema";
import { quotePrimaryEndpoint, submitQuoteRequest } from "./submit-quote";

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

const { labels, placeholders, selectPlaceholders } = quoteForm;
const fieldId = (name: keyof QuoteFields) => `quote-${name}`;
const privacyNoteId = "quote-privacy-note";
/** The fields in the order the visitor meets them, to focus the first one to correct. */
const fieldOrder = Object.keys(emptyForm) as (keyof QuoteFields)[];

export interface QuoteRequestFormProps {
  /** When the server rendered the page (epoch ms), for the spam guard's fill time. */
  startedAt: number;
}

/** The quote request: the form, then, once sent, the confirmation card in its place. */
export function QuoteRequestForm({ startedAt }: QuoteRequestFormProps) {
  // "again": the form shown anew after a confirmation, with focus on its first field.
  const [view, setView] = useState<"form" | "confirmation" | "again">("form");
  const formRef = useRef<HTMLFormElement | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const actionKey = useActionKey();

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFields, unknown, QuoteValues>({
    resolver: zodResolver(quoteSchema) as unknown as Resolver<QuoteFields, unknown, QuoteValues>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyForm,
    // The library's own choice follows registration order, which shifts as fields re-register.
    shouldFocusError: false,
  });

  useEffect(() => {
    if (view === "confirmation") confirmationRef.current?.focus();
    if (view === "again") setFocus("name");
  }, [view, setFocus]);

  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    scriptValidation(form);
  }, []);

  function focusFirstError(invalid: FieldErrors<QuoteFields>) {
    const first = fieldOrder.find((name) => invalid[name]);
    if (first) setFocus(first);
  }

  async function sendQuoteRequest(values: QuoteValues) {
    let outcome: Awaited<ReturnType<typeof submitQuoteRequest>>;
    try {
      outcome = await submitQuoteRequest(values, {
        actionKey: actionKey.forSubmit(),
        spam: spamTrapValues(formRef.current),
      });
    } catch {
      outcome = "setup-failed";
    }
    if (outcome === "submitted") {
      actionKey.release();
      toast(quoteToasts.submitted);
      reset(emptyForm);
      setView("confirmation");
      return;
    }
    const message = outcome === "primary-failed" ? quoteToasts.primaryFailed : quoteToasts.setupFailed;
    toast({ ...message, variant: "destructive" });
  }

  if (view === "confirmation") {
    return (
      <div className="rounded-xl border border-green-200 bg-green-50 p-8 text-center shadow-sm">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-700" />
        <h2
          ref={confirmationRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-concrete-900 outline-none"
        >
          {quoteConfirmation.title}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-concrete-700">{quoteConfirmation.body}</p>
        <button
          type="button"
          onClick={() => setView("again")}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {quoteConfirmation.again}
        </button>
      </div>
    );
  }

  const error = (name: keyof QuoteFields) => errors[name]?.message;

  return (
    <form
      ref={attachForm}
      method="post"
      action={quotePrimaryEndpoint}
      onSubmit={handleSubmit(sendQuoteRequest, focusFirstError)}
      onChange={actionKey.release}
      aria-labelledby="quote-form-heading"
      className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="quote-form-heading" className="text-2xl font-bold text-concrete-900">
        {quoteForm.title}
      </h2>
      <p className="mt-2 text-sm text-concrete-700">{quoteForm.requiredNote}</p>
      <SpamTrap startedAt={startedAt} />

      <fieldset className="mt-8">
        <legend className="text-lg font-semibold text-brand-800">{quoteForm.contactGroup}</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <FormField id={fieldId("name")} label={labels.name} required error={error("name")}>
            {(control) => (
              <TextInput
                {...control}
                autoComplete="name"
                placeholder={placeholders.name}
                {...register("name")}
              />
            )}
          </FormField>
          <FormField id={fieldId("email")} label={labels.email} required error={error("email")}>
            {(control) => (
              <TextInput
                {...control}
                type="email"
                autoComplete="email"
                placeholder={placeholders.email}
                {...register("email")}
              />
            )}
          </FormField>
          <FormField id={fieldId("phone")} label={labels.phone} required error={error("phone")}>
            {(control) => (
              <TextInput
                {...control}
                type="tel"
                autoComplete="tel"
                placeholder={placeholders.phone}
                {...register("phone")}
              />
            )}
          </FormField>
          <FormField id={fieldId("address")} label={labels.address} required error={error("address")}>
            {(control) => (
              <TextInput
                {...control}
                autoComplete="street-address"
                placeholder={placeholders.address}
                {...register("address")}
              />
            )}
          </FormField>
          <FormField id={fieldId("city")} label={labels.city} required error={error("city")}>
            {(control) => (
              <TextInput
                {...control}
                autoComplete="address-level2"
                placeholder={placeholders.city}
                {...register("city")}
              />
            )}
          </FormField>
          <FormField id={fieldId("zip")} label={labels.zip} required error={error("zip")}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder={placeholders.zip}
                {...register("zip")}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="mt-10">
        <legend className="text-lg font-semibold text-brand-800">{quoteForm.projectGroup}</legend>
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
                {quoteForm.privacy.before}
                <Link
                  to="/privacy-policy"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {quoteForm.privacy.link}
                </Link>
                {quoteForm.privacy.after}
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
            {quoteForm.privacy.note}
          </p>
        </div>
      </fieldset>

      <SubmitButton
        pending={isSubmitting}
        pendingLabel={quoteForm.submitting}
        className="mt-8 w-full sm:w-auto"
      >
        {quoteForm.submit}
      </SubmitButton>
    </form>
  );
}
