import type { LeadContext, LeadSubmission } from "@shared/forms/lead.ts";
import { leadServiceTypes } from "@shared/forms/options.ts";
import { twoStepCopy as copy } from "@shared/forms/two-step/copy.ts";
import {
  type ContactStepValues,
  contactKind,
  contactStepSchema,
  type DetailsStepValues,
} from "@shared/forms/two-step/schema.ts";
import { type ComponentProps, type ReactNode, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useLocation } from "react-router";
import { useRootData } from "~/lib/root-data.ts";
import { FormField, SelectInput, SubmitButton, TextField } from "../FormField.tsx";
import { FormSuccess } from "../FormSuccess.tsx";
import { PlainPostFields } from "../PlainPostFields.tsx";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form.ts";

/**
 * What the two-step and product forms share: step 1 (one phone-or-e-mail field, sent at
 * once so the business can call back even if step 2 never comes), the person fields of
 * step 2, and the values step 2 starts from.
 */

export interface ContactStepProps {
  /** The form's id in the server's table, for a post without JavaScript. */
  formId: string;
  idPrefix: string;
  startedAt: number;
  ctaText: string;
  /** "24 hours"; null: the business promises no reply time. */
  responseTime: string | null;
  /** The form's step-1 lead for the visitor's contact. */
  contactLead(values: ContactStepValues, context: LeadContext): LeadSubmission;
  /** Step 1 was stored: move on with the contact and the id its answer gave. */
  onSent(contact: string, contactLeadId: string | undefined): void;
}

export function ContactStep({
  formId,
  idPrefix,
  startedAt,
  ctaText,
  responseTime,
  contactLead,
  onSent,
}: ContactStepProps) {
  const pageUrl = useRootData().siteUrl + useLocation().pathname;
  const { form, submitting, formProps } = useLeadForm({
    label: "Contact step",
    schema: contactStepSchema,
    defaultValues: { contact: "" },
    send: (values, action) =>
      sendThroughHelper(contactLead(values, leadContextNow()), action, copy.fallbacks.contact),
    toasts: { success: copy.toasts.oneMoreStep(responseTime), failure: copy.toasts.failure },
    onSuccess: (values, sent) => onSent(values.contact, sent.id),
  });
  const error = form.formState.errors.contact?.message;
  return (
    <form {...formProps} method="post" action="/api/lead" className="flex flex-col gap-4">
      <StepLabel step={1} />
      <TextField
        id={`${idPrefix}-contact`}
        label={copy.contactStep.label}
        hint={copy.contactStep.hint}
        required
        error={error}
        {...form.register("contact")}
        autoComplete="on"
        placeholder={copy.contactStep.placeholder}
      />
      <PlainPostFields form={formId} startedAt={startedAt} pageUrl={pageUrl} />
      <SubmitButton pending={submitting} pendingLabel={copy.contactStep.processing} className="w-full">
        {ctaText}
      </SubmitButton>
    </form>
  );
}

/** Where the visitor is: step 1, step 2 with what step 1 gave, or done. */
type StepState =
  | { step: "contact" }
  | { step: "details"; contact: string; contactLeadId?: string }
  | { step: "done" };

export interface DetailsStepProps {
  /** What step 1 gave: the visitor's phone or e-mail, and the stored step 1's id. */
  contact: string;
  contactLeadId?: string;
  onSent(): void;
}

/**
 * The flow both forms share: step 1, then the form's own step 2, then the done card. Step 1
 * moves on only once it is stored; "send another" starts over at step 1.
 */
export function StepFlow({
  details,
  doneTitle,
  ...contactStep
}: Omit<ContactStepProps, "onSent"> & {
  details(step: DetailsStepProps): ReactNode;
  doneTitle: string;
}) {
  const [state, setState] = useState<StepState>({ step: "contact" });
  if (state.step === "contact") {
    return (
      <ContactStep
        {...contactStep}
        onSent={(contact, contactLeadId) => setState({ step: "details", contact, contactLeadId })}
      />
    );
  }
  if (state.step === "details") {
    return details({ ...state, onSent: () => setState({ step: "done" }) });
  }
  return (
    <FormSuccess
      title={doneTitle}
      text={copy.done.text(contactStep.responseTime)}
      againLabel={copy.done.again}
      onAgain={() => setState({ step: "contact" })}
      size="compact"
    />
  );
}

/**
 * Step 2's frame, the same in every variant: the step label, the intro, the person fields, then the
 * variant's own questions (`children`) and the submit button.
 */
export function DetailsStepForm<T extends PersonValues>({
  form,
  formProps,
  submitting,
  idPrefix,
  children,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  formProps: ComponentProps<"form">;
  submitting: boolean;
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <StepLabel step={2} />
      <p className="text-sm text-concrete-700">{copy.detailsStep.intro}</p>
      <PersonFields form={form} idPrefix={idPrefix} />
      {children}
      <SubmitButton pending={submitting} pendingLabel={copy.detailsStep.submitting} className="w-full">
        {copy.detailsStep.submit}
      </SubmitButton>
    </form>
  );
}

/** A select's "Select one" before the visitor chooses; the schema refuses it with the field's message. */
export function unchosen<T extends string>(): T {
  return "" as T;
}

export function StepLabel({ step }: { step: 1 | 2 }) {
  return (
    <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{copy.stepLabel(step)}</p>
  );
}

/** Step 2 starts with what step 1 gave: the e-mail or the phone, and the service the page is about. */
export function detailsStartValues(contact: string, serviceType?: string) {
  const kind = contactKind(contact);
  const service = leadServiceTypes.some((option) => option.value === serviceType) ? serviceType : "";
  return {
    firstName: "",
    lastName: "",
    email: kind === "email" ? contact.trim() : "",
    phone: kind === "phone" ? contact.trim() : "",
    serviceType: service as DetailsStepValues["serviceType"],
  };
}

type PersonValues = Pick<DetailsStepValues, "firstName" | "lastName" | "email" | "phone" | "serviceType">;

/** First and last name, e-mail, phone and service: the fields both step-2 forms open with. */
export function PersonFields<T extends PersonValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  idPrefix: string;
}) {
  // The generic form is narrowed to the shared fields, which every step-2 form has.
  const { register, formState } = form as unknown as UseFormReturn<PersonValues>;
  const errors = formState.errors;
  const { labels, placeholders } = copy.detailsStep;
  const id = (name: keyof PersonValues) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id("firstName")}
          label={labels.firstName}
          required
          error={errors.firstName?.message}
          {...register("firstName")}
          autoComplete="given-name"
          placeholder={placeholders.firstName}
        />
        <TextField
          id={id("lastName")}
          label={labels.lastName}
          required
          error={errors.lastName?.message}
          {...register("lastName")}
          autoComplete="family-name"
          placeholder={placeholders.lastName}
        />
        <TextField
          id={id("email")}
          label={labels.email}
          required
          error={errors.email?.message}
          {...register("email")}
          type="email"
          autoComplete="email"
          placeholder={placeholders.email}
        />
        <TextField
          id={id("phone")}
          label={labels.phone}
          required
          error={errors.phone?.message}
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          placeholder={placeholders.phone}
        />
      </div>
      <ChoiceField
        id={id("serviceType")}
        label={labels.serviceType}
        error={errors.serviceType?.message}
        options={leadServiceTypes}
        registration={register("serviceType")}
      />
    </>
  );
}

/** A required select with the "Select one" placeholder, as every step-2 choice is. */
export function ChoiceField({
  id,
  label,
  error,
  options,
  registration,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
  registration: ReturnType<UseFormReturn<Record<string, string>>["register"]>;
}) {
  return (
    <FormField id={id} label={label} required error={error}>
      {(control) => (
        <SelectInput
          {...control}
          {...registration}
          options={options}
          placeholder={copy.detailsStep.placeholders.choose}
        />
      )}
    </FormField>
  );
}
