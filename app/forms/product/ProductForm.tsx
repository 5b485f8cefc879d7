import { capitalise } from "@shared/forms/lead";
import { leadTimelines, productBudgets, productProjectSizes, propertyTypes } from "@shared/forms/options";
import { type ProductFormSettings, productContactLead, productDetailsLead } from "@shared/forms/product/lead";
import { type ProductDetailsStepValues, productDetailsStepSchema } from "@shared/forms/product/schema";
import { twoStepCopy as copy } from "@shared/forms/two-step/copy";
import { FormField, SubmitButton, TextArea } from "../FormField";
import {
  ChoiceField,
  type DetailsStepProps,
  detailsStartValues,
  PersonFields,
  StepFlow,
  StepLabel,
  unchosen,
} from "../two-step/steps";
import type { TwoStepFormProps } from "../two-step/TwoStepLeadForm";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form";

export type ProductFormProps = TwoStepFormProps & ProductFormSettings;

/**
 * The spec's product-specific form: the two-step flow, with step 2 qualifying the project
 * (size, timeline, budget, property, details) for a named lead magnet ('quote' by default).
 */
export function ProductForm({
  startedAt,
  serviceType,
  responseTime = "24 hours",
  ctaText = "Get Quote",
  idPrefix = "product",
  ...settings
}: ProductFormProps) {
  return (
    <StepFlow
      formId="product-contact"
      idPrefix={idPrefix}
      startedAt={startedAt}
      ctaText={ctaText}
      responseTime={responseTime}
      contactLead={(values, context) => productContactLead(values, settings, context)}
      doneTitle={`${capitalise(settings.leadMagnet || "quote")} ${copy.done.title}`}
      details={(step) => (
        <ProductDetailsStep {...step} idPrefix={idPrefix} serviceType={serviceType} settings={settings} />
      )}
    />
  );
}

type Values = ProductDetailsStepValues;

function ProductDetailsStep({
  idPrefix,
  contact,
  contactLeadId,
  serviceType,
  settings,
  onSent,
}: DetailsStepProps & { idPrefix: string; serviceType?: string; settings: ProductFormSettings }) {
  const { form, submitting, formProps } = useLeadForm({
    label: "Product details step",
    schema: productDetailsStepSchema,
    defaultValues: {
      ...detailsStartValues(contact, serviceType),
      projectSize: unchosen<Values["projectSize"]>(),
      timeline: unchosen<Values["timeline"]>(),
      budget: unchosen<Values["budget"]>(),
      propertyType: unchosen<Values["propertyType"]>(),
      projectDescription: "",
    },
    send: (values, action) =>
      sendThroughHelper(
        productDetailsLead(values, settings, leadContextNow(), contactLeadId),
        action,
        copy.fallbacks.details,
      ),
    toasts: { failure: copy.toasts.failure },
    onSuccess: onSent,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const { labels, placeholders } = copy.detailsStep;
  const id = (name: keyof ProductDetailsStepValues) => `${idPrefix}-${name}`;
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <StepLabel step={2} />
      <p className="text-sm text-concrete-700">{copy.detailsStep.intro}</p>
      <PersonFields form={form} idPrefix={idPrefix} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          id={id("projectSize")}
          label={labels.projectSize}
          error={errors.projectSize?.message}
          options={productProjectSizes}
          registration={register("projectSize")}
        />
        <ChoiceField
          id={id("timeline")}
          label={labels.timeline}
          error={errors.timeline?.message}
          options={leadTimelines}
          registration={register("timeline")}
        />
        <ChoiceField
          id={id("budget")}
          label={labels.budget}
          error={errors.budget?.message}
          options={productBudgets}
          registration={register("budget")}
        />
        <ChoiceField
          id={id("propertyType")}
          label={labels.propertyType}
          error={errors.propertyType?.message}
          options={propertyTypes}
          registration={register("propertyType")}
        />
      </div>
      <FormField
        id={id("projectDescription")}
        label={labels.projectDescription}
        required
        error={errors.projectDescription?.message}
      >
        {(control) => (
          <TextArea
            {...control}
            {...register("projectDescription")}
            rows={4}
            placeholder={placeholders.projectDescription}
          />
        )}
      </FormField>
      <SubmitButton pending={submitting} pendingLabel={copy.detailsStep.submitting} className="w-full">
        {copy.detailsStep.submit}
      </SubmitButton>
    </form>
  );
}
