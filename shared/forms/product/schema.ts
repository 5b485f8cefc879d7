import { z } from "zod/mini";
import { choice, maxLengths, text } from "../fields.ts";
import { leadTimelines, productBudgets, productProjectSizes, propertyTypes } from "../options.ts";
import { leadPersonFields } from "../two-step/schema.ts";

/** Step 1 is the two-step form's step 1 (one phone-or-e-mail field). */
export { type ContactStepValues, contactStepSchema } from "../two-step/schema.ts";

export const productDetailsStepSchema = z.object({
  ...leadPersonFields,
  projectSize: choice(productProjectSizes, "Please select project size"),
  timeline: choice(leadTimelines, "Please select timeline"),
  budget: choice(productBudgets, "Please select budget range"),
  propertyType: choice(propertyTypes, "Please select property type"),
  projectDescription: text({
    min: 10,
    message: "Please provide project details",
    max: maxLengths.message,
    field: "Project details",
  }),
});

export type ProductDetailsStepValues = z.infer<typeof productDetailsStepSchema>;
