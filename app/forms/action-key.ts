import { useMemo, useRef } from "react";
import { newActionKey } from "~/forms/lead-client.ts";

/**
 * The idempotency key of the visitor's current action: a retry of the same filled
 * form after a failure sends the same key (so the server stores it once); a
 * change to the form, or a success, makes the next submit a new action.
 */
export function useActionKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      forSubmit: () => {
        key.current ??= newActionKey();
        return key.current;
      },
      release: () => {
        key.current = null;
      },
    }),
    [],
  );
}
