import { z } from "zod/mini";

/** Each field's messages for `input`, or null when the schema accepts it (test helper). */
export function fieldErrors(
  schema: z.ZodMiniType,
  input: unknown,
): Record<string, string[] | undefined> | null {
  const result = schema.safeParse(input);
  return result.success
    ? null
    : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

/** The first message of one field, as the form shows it under the field. */
export function firstError(schema: z.ZodMiniType, input: unknown, field: string): string | undefined {
  return fieldErrors(schema, input)?.[field]?.[0];
}
