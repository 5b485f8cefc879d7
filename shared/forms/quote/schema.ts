import { z } from "zod/mini";
import { choice, email, maxLengths, optionalChoice, phone, text } from "../fields.ts";
import {
  hearAboutUsChoices,
  quoteBudgets,
  quoteProjectSizes,
  quoteServiceTypes,
  quoteTimelines,
} from "../options.ts";

/** The quote request form (/quote). */
export const quoteSchema = z.object({
  name: text({ min: 2, message: "Name must be at least 2 characters", max: maxLengths.name, field: "Name" }),
  email: email("Please enter a valid email address"),
  phone: phone(),
  address: text({
    min: 5,
    message: "Please enter a valid address",
    max: maxLengths.address,
    field: "Address",
  }),
  city: text({ min: 2, message: "Please enter a valid city", max: maxLengths.city, field: "City" }),
  zip: text({ min: 5, message: "Please enter a valid ZIP code", max: maxLengths.zip, field: "ZIP code" }),
  serviceType: choice(quoteServiceTypes, "Please select a service type"),
  projectDescription: text({
    min: 10,
    message: "Please provide more details about your project",
    max: maxLengths.message,
    field: "Project description",
  }),
  projectSize: optionalChoice(quoteProjectSizes),
  timeline: optionalChoice(quoteTimelines),
  budget: optionalChoice(quoteBudgets),
  hearAboutUs: optionalChoice(hearAboutUsChoices),
  privacyPolicy: z.literal(true, { error: "You must agree to the privacy policy" }),
});

export type QuoteValues = z.infer<typeof quoteSchema>;
