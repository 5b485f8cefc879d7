import { capitalise } from "@shared/forms/lead.ts";
import { leadTimelines, productBudgets, productProjectSizes, propertyTypes } from "@shared/forms/options.ts";
import {
  type ProductFormSettings,
  productContactLead,
  productDetailsLead,
} from "@shared/forms/product/lead.ts";
import { type ProductDetailsStepValues, productDetailsStepSchema } from "@shared/forms/product/schema.ts";
import { twoStepCopy as copy } from "@shared/forms/two-step/copy.ts";
import { FormField, TextArea } from "../FormField.tsx";
import { ChoiceField, DetailsStepForm, detailsStartValues, unchosen } from "../two-step/steps.tsx";
import {
  type TwoStepFormProps,
  TwoStepLeadForm,
  type VariantDetailsProps,
} from "../two-step/TwoStepLeadForm.tsx";
import { leadContextNow, sendThroughHelper, useLeadForm } from "../use-lead-form.ts";

export type ProductFormProps = TwoStepFormProps & ProductFormSettings;

/**
 * The spec's product-specific form: a variant of the two-step form whose step 2 qualifies the
 * project (size, timeline, budget, property, details) for a named lead magnet ('quote' by default).
 */
export function ProductForm({
  startedAt,
  serviceType,
  responseTime,
  ctaText,
  idPrefix,
  ...settings
}: ProductFormProps) {
  return (
    <TwoStepLeadForm
      startedAt={startedAt}
      serviceType={serviceType}
      responseTime={responseTime}
      ctaText={ctaText}
      idPrefix={idPrefix}
      variant={{
        formId: "product-contact",
        idPrefix: "product",
        contactLead: (values, context) => productContactLead(values, settings, context),
        doneTitle: `${capitalise(settings.leadMagnet || "quote")} ${copy.done.title}`,
        details: (step) => <ProductDetailsStep {...step} settings={settings} />,
      }}
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
}: VariantDetailsProps & { settings: ProductFormSettings }) {
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
    <DetailsStepForm form={form} formProps={formProps} submitting={submitting} idPrefix={idPrefix}>
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
    </DetailsStepForm>
  );
}
