import { replyTime } from "@shared/content/reply-promise.ts";
import type { LeadContext, LeadSubmission } from "@shared/forms/lead.ts";
import { leadTimelines } from "@shared/forms/options.ts";
import { twoStepCopy as copy } from "@shared/forms/two-step/copy.ts";
import { type TwoStepSettings, twoStepContactLead, twoStepDetailsLead } from "@shared/forms/two-step/lead.ts";
import {
  type ContactStepValues,
  type DetailsStepValues,
  detailsStepSchema,
} from "@shared/forms/two-step/schema.ts";
import type { ReactNode } from "react";
import { useSite } from "~/lib/root-data.ts";
import { FormField, TextArea } from "../FormField.tsx";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form.ts";
import {
  ChoiceField,
  DetailsStepForm,
  type DetailsStepProps,
  detailsStartValues,
  StepFlow,
  unchosen,
} from "./steps.tsx";

export interface TwoStepFormProps extends TwoStepSettings {
  /** When the server rendered the page (epoch ms), for the spam guard. */
  startedAt: number;
  /** The service step 2 starts on (driveway, patio…), when the page is about one. */
  serviceType?: string;
  /**
   * The promise in the toasts and the done card ("24 hours"): the business's reply time by default
   * (spec §9: 24 hours in the demo); without one they promise no time.
   */
  responseTime?: string;
  /** Step 1's button. */
  ctaText?: string;
  idPrefix?: string;
}

/** What step 2 is given besides the flow's state. */
export interface VariantDetailsProps extends DetailsStepProps {
  idPrefix: string;
  serviceType?: string;
}

/**
 * What makes one two-step form differ from another: its id in the server's table, the leads it
 * builds, the done card's title and step 2's own questions. The general form is one variant, the
 * product-specific form (../product/ProductForm.tsx) another.
 */
export interface TwoStepVariant {
  formId: string;
  idPrefix: string;
  contactLead(values: ContactStepValues, context: LeadContext): LeadSubmission;
  doneTitle: string;
  details(props: VariantDetailsProps): ReactNode;
}

/**
 * The spec's two-step lead form: a phone or e-mail first (stored and sent to the business at
 * once), then the details, linked on the server to step 1 by the id step 1's answer gave.
 * `variant` gives another form of the same flow; without it, the general form.
 */
export function TwoStepLeadForm({
  startedAt,
  serviceType,
  responseTime,
  ctaText = "Get Quote",
  idPrefix,
  variant,
  ...settings
}: TwoStepFormProps & { variant?: TwoStepVariant }) {
  const site = useSite();
  const form = variant ?? generalVariant(settings);
  const prefix = idPrefix ?? form.idPrefix;
  return (
    <StepFlow
      formId={form.formId}
      idPrefix={prefix}
      startedAt={startedAt}
      ctaText={ctaText}
      responseTime={responseTime ?? replyTime(site)}
      contactLead={form.contactLead}
      doneTitle={form.doneTitle}
      details={(step) => form.details({ ...step, idPrefix: prefix, serviceType })}
    />
  );
}

function generalVariant(settings: TwoStepSettings): TwoStepVariant {
  return {
    formId: "two-step-contact",
    idPrefix: "two-step",
    contactLead: (values, context) => twoStepContactLead(values, settings, context),
    doneTitle: copy.done.title,
    details: (props) => <DetailsStep {...props} settings={settings} />,
  };
}

function DetailsStep({
  idPrefix,
  contact,
  contactLeadId,
  serviceType,
  onSent,
  settings,
}: VariantDetailsProps & { settings: TwoStepSettings }) {
  const { form, submitting, formProps } = useLeadForm({
    label: "Details step",
    schema: detailsStepSchema,
    defaultValues: {
      ...detailsStartValues(contact, serviceType),
      timeline: unchosen<DetailsStepValues["timeline"]>(),
      message: "",
    },
    send: (values, action) =>
      sendThroughHelper(
        twoStepDetailsLead(values, settings, leadContextNow(), contactLeadId),
        action,
        copy.fallbacks.details,
      ),
    toasts: { failure: copy.toasts.failure },
    onSuccess: onSent,
  });
  const { register, formState } = form;
  const { labels, placeholders } = copy.detailsStep;
  return (
    <DetailsStepForm form={form} formProps={formProps} submitting={submitting} idPrefix={idPrefix}>
      <ChoiceField
        id={`${idPrefix}-timeline`}
        label={labels.timeline}
        error={formState.errors.timeline?.message}
        options={leadTimelines}
        registration={register("timeline")}
      />
      <FormField id={`${idPrefix}-message`} label={labels.message} error={formState.errors.message?.message}>
        {(control) => (
          <TextArea {...control} {...register("message")} rows={3} placeholder={placeholders.message} />
        )}
      </FormField>
    </DetailsStepForm>
  );
}
