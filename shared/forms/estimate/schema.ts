import { readEstimate } from "@shared/estimate/form.ts";
import { z } from "zod/mini";
import { email, maxLengths, phone, text } from "../fields.ts";

/** One of the estimate's own fields as sent: text up to the form's size, or left out. */
const estimateField = z.optional(z.string().check(z.trim(), z.maxLength(40, "Too long")));

/**
 * "Send me this estimate": the quick quote's three fields and their rules (spec §5), with the
 * estimate's own fields (shared/estimate/form.ts), which must still describe an estimate: each wrong
 * one is refused with the sentence the page shows next to it.
 */
export const sendEstimateSchema = z
  .object({
    name: text({ min: 1, message: "Name is required", max: maxLengths.name, field: "Name" }),
    phone: phone(),
    email: email("Please enter a valid email"),
    service: estimateField,
    area: estimateField,
    length: estimateField,
    width: estimateField,
    finish: estimateField,
    kind: estimateField,
  })
  .check(
    z.superRefine((values, context) => {
      const reading = readEstimate(
        {
          service: values.service ?? "",
          area: values.area ?? "",
          length: values.length ?? "",
          width: values.width ?? "",
          finish: values.finish ?? "",
          kind: values.kind ?? "",
        },
        { complete: true },
      );
      for (const [field, message] of Object.entries(reading.errors)) {
        context.addIssue({ code: "custom", message, path: [field], input: values });
      }
      if (!reading.input && Object.keys(reading.errors).length === 0) {
        context.addIssue({
          code: "custom",
          message: "Choose one of the services in the list.",
          path: ["service"],
          input: values,
        });
      }
    }),
  );

export type SendEstimateValues = z.infer<typeof sendEstimateSchema>;
