/**
 * The building blocks every lead form shares: a label tied to its control, the
 * control with `aria-invalid` and `aria-describedby`, and the message under it.
 * Usage:
 *   <FormField id="contact-email" label="Email" required error={errors.email?.message}>
 *     {(control) => <TextInput {...control} type="email" {...register("email")} />}
 *   </FormField>
 */
import type { ComponentProps, ReactNode } from "react";

/** What `FormField` hands its control: the id, required flag and accessibility wiring. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The field's first message, shown under it. */
  error?: string;
  /** A short help text under the label, read with the control. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ id, label, required, error, hint, className = "", children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? fieldErrorId(id) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={hintId} className="text-sm text-concrete-700">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

/** The common case: a labelled text input with its message (the input's props pass through). */
export function TextField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...input
}: Omit<FormFieldProps, "children"> & Omit<ComponentProps<"input">, "id" | "required" | "className">) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint} className={className}>
      {(control) => <TextInput {...control} {...input} />}
    </FormField>
  );
}

export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="font-semibold text-concrete-900">
      {children}
      {/* The control's `required` attribute tells assistive technology; the mark is for the eye. */}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** The message under a field; `role="alert"` so it is announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

const controlClasses =
  "w-full rounded-md border border-concrete-500 bg-white px-3 py-2.5 text-base text-concrete-900 placeholder:text-concrete-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 disabled:cursor-not-allowed disabled:bg-concrete-100";

export function TextInput({ className = "", type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={`min-h-11 ${controlClasses} ${className}`} {...props} />;
}

export function TextArea({ className = "", rows = 5, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={`${controlClasses} ${className}`} {...props} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectInput({
  options,
  placeholder,
  className = "",
  ...props
}: ComponentProps<"select"> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select className={`min-h-11 ${controlClasses} ${className}`} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox with its label beside it (privacy consent and the like). */
export function CheckboxField({
  id,
  label,
  error,
  required,
  className = "",
  ...props
}: Omit<ComponentProps<"input">, "type" | "id"> & {
  id: string;
  label: ReactNode;
  error?: string;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-concrete-900">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

/**
 * Give a form to this ref: once scripts run, the browser's own checks step aside
 * for the schema's messages; without scripts, `required` still guards the post.
 */
export function scriptValidation(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}

/** The form's main button: while the submission is under way it shows `pendingLabel` and is disabled. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = "",
}: {
  pending: boolean;
  pendingLabel: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3 text-base font-semibold text-concrete-900 shadow-sm transition-colors hover:bg-accent-300 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-concrete-900 border-t-transparent motion-reduce:animate-none"
          />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
