import { zodResolver } from "@hookform/resolvers/zod";
import type { LeadContext, LeadSubmission } from "@shared/forms/lead.ts";
import { useCallback, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from "react-hook-form";
import { config as configureZod, type z } from "zod/mini";
import { submitLead } from "~/forms/lead-client.ts";
import { type ToastInput, toast } from "~/lib/toast.ts";
import { useActionKey } from "./action-key.ts";
import { scriptValidation } from "./FormField.tsx";
import { type SpamTrapValues, spamTrapValues } from "./SpamTrap.tsx";

// Every form in the browser parses through this hook (zodResolver below). zod 4 can compile fast
// parsers with `new Function`, and probes for it; the site's Content-Security-Policy forbids eval, so
// in a browser the probe is a CSP violation. zod/mini's objects, which the forms use, never compile
// one; this keeps it so should a classic schema ever reach a form. Set here, with the forms' own code
// (zod is in their chunk already), not in the entry every page loads, and not as a side effect of
// the shared schemas, which the server imports too.
configureZod({ jitless: true });

/**
 * The one submit flow every lead form runs: the spec's validation timing (on
 * submit, then on change), the states idle → submitting → success or error, the
 * button's text and disabled state, the toasts, one Idempotency-Key per visitor
 * action (a retry of the same filled form reuses it; an edit starts a new one),
 * the visitor's values kept on failure and cleared on success.
 */

export type LeadFormStatus = "idle" | "submitting" | "success" | "error";

/** What a form's `send` reports; a failure may name its own toast (the quote page has two). */
export type LeadSendResult =
  | { ok: true; id?: string; message?: string }
  | { ok: false; toast?: ToastInput; reason?: string };

/** The last submission's outcome in words, with its time (the webhook test page shows it). */
export interface LeadOutcome {
  ok: boolean;
  message: string;
  at: Date;
}

/** Given to `send` with the values: the action's key and the spam guard's two fields. */
export interface LeadAction {
  actionKey: string;
  spam: SpamTrapValues;
}

export interface LeadFormOptions<Fields extends FieldValues, Values> {
  schema: z.ZodMiniType<Values, Fields>;
  defaultValues: Fields;
  send(values: Values, action: LeadAction): Promise<LeadSendResult>;
  /** What the visitor is told; a form without toasts shows the outcome itself. */
  toasts?: { success?: ToastInput; failure?: ToastInput };
  /** Leave the checks to the browser's own (the webhook test page's e-mail field), not just the schema. */
  browserValidation?: boolean;
  /** Called with the invalid fields after a refused submit (the quote page focuses its first). */
  onInvalid?(errors: FieldErrors<Fields>): void;
  /** Names the form in the console when a submission fails, for whoever debugs it. */
  label: string;
  /** After a success, with the values sent and the stored lead's id (a two-step form moves on). */
  onSuccess?(values: Values, sent: { id?: string }): void;
}

export function useLeadForm<Fields extends FieldValues, Values>({
  schema,
  defaultValues,
  send,
  toasts,
  onInvalid,
  label,
  onSuccess,
  browserValidation = false,
}: LeadFormOptions<Fields, Values>) {
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const [outcome, setOutcome] = useState<LeadOutcome | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  const actionKey = useActionKey();
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Fields, unknown, Values>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: defaultValues as DefaultValues<Fields>,
    // Forms that care focus their first error themselves; the library's order follows registration.
    shouldFocusError: !onInvalid,
  });

  const submit = async (values: Values) => {
    setStatus("submitting");
    let result: LeadSendResult;
    try {
      result = await send(values, {
        actionKey: actionKey.forSubmit(),
        spam: spamTrapValues(formElement.current),
      });
    } catch (error) {
      result = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!result.ok) {
      if (result.reason) console.warn(`${label} not sent:`, result.reason);
      setStatus("error");
      setOutcome({ ok: false, message: result.reason || "Unknown error", at: new Date() });
      const failure = result.toast ?? toasts?.failure;
      if (failure) toast({ ...failure, variant: "destructive" });
      return;
    }
    actionKey.release();
    form.reset(defaultValues);
    setStatus("success");
    setOutcome({ ok: true, message: result.message ?? "", at: new Date() });
    if (toasts?.success) toast(toasts.success);
    onSuccess?.(values, { id: result.id });
  };

  const attach = useCallback(
    (element: HTMLFormElement | null) => {
      formElement.current = element;
      if (!browserValidation) scriptValidation(element);
    },
    [browserValidation],
  );

  const submitting = status === "submitting";
  return {
    form,
    status,
    outcome,
    submitting,
    /** Spread on the <form>: scripted validation and submit, and a new action once the visitor edits. */
    formProps: {
      ref: attach,
      onSubmit: form.handleSubmit(submit, onInvalid),
      onChange: actionKey.release,
      "aria-busy": submitting || undefined,
    },
    /** Back from the success view to an empty form. */
    again: () => setStatus("idle"),
  };
}

/** The usual `send`: the form's lead, with the spam guard's fields, through the spec's lead helper. */
export async function sendThroughHelper(
  lead: LeadSubmission,
  { actionKey, spam }: LeadAction,
  fallbackReason = "Form submission failed",
): Promise<LeadSendResult> {
  const result = await submitLead({ ...lead, payload: { ...lead.payload, ...spam }, actionKey });
  return result.success
    ? { ok: true, id: result.id, message: result.message }
    : { ok: false, reason: result.message || fallbackReason };
}

/** Where and when: the page's address and the clock, read at the moment of submitting. */
export function leadContextNow(): LeadContext {
  return { pageUrl: window.location.href, now: new Date() };
}
