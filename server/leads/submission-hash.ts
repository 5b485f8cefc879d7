import { createHash } from "node:crypto";
import { isRecord } from "./parse.ts";
import { ELAPSED_FIELD, STARTED_FIELD } from "./spam.ts";

/**
 * What identifies a submission's body, stored with its Idempotency-Key (the store's `body_hash`):
 * a repeat of the key is answered as the first only when its hash is the same (decision 024).
 *
 * A browser retries an action after a lost answer with the same key (app/forms/action-key.ts) and
 * the same filled form, but the lead helper builds the body anew for each attempt, and three of its
 * fields say when, not what: `submitted_at`, the browser's clock at each attempt (shared/forms/lead.ts
 * `stamp`); `_elapsed`, how long the form has been on screen; `_started`, when the page was
 * rendered, which a revalidated page renders anew (app/forms/SpamTrap.tsx). They are left out.
 * Everything else the sender wrote is in (the visitor's fields, the form, the page, the campaign,
 * the honeypot, the quote's `_link`), so another visitor's body never matches. Keys are sorted: a
 * client that builds its body in another order on a retry still matches.
 */
const STAMPED_EACH_ATTEMPT = new Set(["submitted_at", STARTED_FIELD, ELAPSED_FIELD]);

/** The SHA-256 (hex) of the body as sent, less the fields stamped anew on each attempt. */
export function submissionHash(body: unknown): string {
  const fields = isRecord(body)
    ? Object.fromEntries(Object.entries(body).filter(([key]) => !STAMPED_EACH_ATTEMPT.has(key)))
    : body;
  return createHash("sha256")
    .update(JSON.stringify(canonical(fields)) ?? "")
    .digest("hex");
}

/** The value with every object's keys in one order; the body was checked shallow (parse.ts) before. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}
