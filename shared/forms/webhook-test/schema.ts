import { z } from "zod/mini";
import { email, maxLengths, optionalText, text } from "../fields.ts";

/** The developer page /test-webhook: name and e-mail required, the rest optional. */
export const webhookTestSchema = z.object({
  name: text({ min: 1, message: "Name is required", max: maxLengths.name, field: "Name" }),
  email: email("Please enter a valid email"),
  phone: optionalText({ max: maxLengths.phone, field: "Phone number" }),
  message: optionalText({ max: maxLengths.message, field: "Message" }),
});

export type WebhookTestValues = z.infer<typeof webhookTestSchema>;
