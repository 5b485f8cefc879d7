import { leadTimelines } from "@shared/forms/options";
import { twoStepCopy as copy } from "@shared/forms/two-step/copy";
import { type TwoStepSettings, twoStepContactLead, twoStepDetailsLead } from "@shared/forms/two-step/lead";
import { type DetailsStepValues, detailsStepSchema } from "@shared/forms/two-step/schema";
import { FormField, SubmitButton, TextArea } from "../FormField";
import { type LeadSendResult, leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form";
import {
  ChoiceField,
  type DetailsStepProps,
  detailsStartValues,
  PersonFields,
  StepFlow,
  StepLabel,
  unchosen,
} from "./steps";

export interface TwoStepFormProps extends TwoStepSettings {
  /** When the server rendered the page (epoch ms), for the spam guard. */
  startedAt: number;
  /** The service step 2 starts on (driveway, patio…), when the page is about one. */
  serviceType?: string;
  /** The promise in the toasts and the done card (spec §9: 24 hours by default). */
  responseTime?: string;
  /** Step 1's button. */
  ctaText?: string;
  idPrefix?: string;
}

/**
 * The spec's two-step lead form: a phone or e-mail first (stored and sent to the business at
 * once), then the details, linked on the server to step 1 by the id step 1's answer gave.
 */
export function TwoStepLeadForm({
  startedAt,
  serviceType,
  responseTime = "24 hours",
  ctaText = "Get Quote",
  idPrefix = "two-step",
  ...settings
}: TwoStepFormProps) {
  return (
    <StepFlow
      formId="two-step-contact"
      idPrefix={idPrefix}
      startedAt={startedAt}
      ctaText={ctaText}
      responseTime={responseTime}
      contactLead={(values, context) => twoStepContactLead(values, settings, context)}
      doneTitle={copy.done.title}
      details={(step) => (
        <DetailsStep
          {...step}
          idPrefix={idPrefix}
          serviceType={serviceType}
          send={(values) => twoStepDetailsLead(values, settings, leadContextNow(), step.contactLeadId)}
        />
      )}
    />
  );
}

function DetailsStep({
  idPrefix,
  contact,
  serviceType,
  send,
  onSent,
}: DetailsStepProps & {
  idPrefix: string;
  serviceType?: string;
  send(values: DetailsStepValues): ReturnType<typeof twoStepDetailsLead>;
}) {
  const { form, submitting, formProps } = useLeadForm({
    label: "Details step",
    schema: detailsStepSchema,
    defaultValues: {
      ...detailsStartValues(contact, serviceType),
      timeline: unchosen<DetailsStepValues["timeline"]>(),
      message: "",
    },
    send: (values, action): Promise<LeadSendResult> =>
      sendThroughHelper(send(values), action, copy.fallbacks.details),
    toasts: { failure: copy.toasts.failure },
    onSuccess: onSent,
  });
  const { register, formState } = form;
  const { labels, placeholders } = copy.detailsStep;
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <StepLabel step={2} />
      <p className="text-sm text-concrete-700">{copy.detailsStep.intro}</p>
      <PersonFields form={form} idPrefix={idPrefix} />
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
      <SubmitButton pending={submitting} pendingLabel={copy.detailsStep.submitting} className="w-full">
        {copy.detailsStep.submit}
      </SubmitButton>
    </form>
  );
}
