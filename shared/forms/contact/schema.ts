import { z } from "zod/mini";
import { email, maxLengths, phone, text } from "../fields.ts";

/** The contact page's form (/contact). */
export const contactSchema = z.object({
  name: text({ min: 1, message: "Name is required", max: maxLengths.name, field: "Name" }),
  email: email("Please enter a valid email"),
  phone: phone(),
  subject: text({ min: 1, message: "Subject is required", max: maxLengths.subject, field: "Subject" }),
  message: text({
    min: 10,
    message: "Please provide more details about your inquiry",
    max: maxLengths.message,
    field: "Message",
  }),
});

export type ContactValues = z.infer<typeof contactSchema>;
