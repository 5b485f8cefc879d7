import { quickQuoteCopy as copy } from "@shared/forms/quick-quote/copy.ts";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../FormField.tsx";

type QuickQuoteField = "name" | "phone" | "email";

/**
 * The quick quote's three fields (spec §4 and §5: name, phone, e-mail, with their labels, kinds and
 * placeholders): the sidebar's form and "Send me this estimate" ask for a visitor's details alike.
 * `idPrefix` keeps ids unique on a page.
 */
export function QuickQuoteFields({
  idPrefix,
  fields,
  errors,
}: {
  idPrefix: string;
  /** Each field's `register(…)`, from the form that owns it. */
  fields: Record<QuickQuoteField, UseFormRegisterReturn>;
  errors: Partial<Record<QuickQuoteField, string | undefined>>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={copy.labels.name}
        required
        error={errors.name}
        {...fields.name}
        autoComplete="name"
        placeholder={copy.placeholders.name}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={copy.labels.phone}
        required
        error={errors.phone}
        {...fields.phone}
        type="tel"
        autoComplete="tel"
        minLength={10}
        placeholder={copy.placeholders.phone}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={copy.labels.email}
        required
        error={errors.email}
        {...fields.email}
        type="email"
        autoComplete="email"
        placeholder={copy.placeholders.email}
      />
    </>
  );
}
