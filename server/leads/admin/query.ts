import { z } from "zod";

/** The query of the leads API's calls: what each answers 400 to (docs/decisions/017). */

/** A query value the caller got wrong: answered 400 with what is wrong. */
export class BadQuery extends Error {}

/** The query read with `schema`, or a BadQuery naming each fault. */
export function parsed<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query);
  if (!result.success) throw new BadQuery(result.error.issues.map((issue) => issue.message).join("; "));
  return result.data;
}

/** The plugin's own `call` parameter, which keeps two calls alike in one second apart. */
export const callParam = z
  .string({ message: "call must be given once" })
  .max(64, "call is at most 64 characters")
  .optional();

/** A call whose only parameter is `call`. */
export const onlyCall = z.object({ call: callParam });
