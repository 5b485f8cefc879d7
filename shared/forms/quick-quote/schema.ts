import { z } from "zod/mini";
import { email, maxLengths, phone, text } from "../fields.ts";

/** The sidebar quick-quote form on the services pages. */
export const quickQuoteSchema = z.object({
  name: text({ min: 1, message: "Name is required", max: maxLengths.name, field: "Name" }),
  phone: phone(),
  email: email("Please enter a valid email"),
});

export type QuickQuoteValues = z.infer<typeof quickQuoteSchema>;
