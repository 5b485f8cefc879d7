import { bookSteps } from "@shared/booking/copy.ts";
import { FieldError, fieldErrorId } from "../FormField.tsx";
import type { BookingSlot } from "./days.ts";

const copy = bookSteps.window;
const id = "book-start";

/**
 * Step 2: the chosen day's windows as radio buttons named `start`, each valued with the window's start
 * exactly as the server gave it. A full window is shown, marked taken, and cannot be chosen.
 */
export function WindowChoices({
  slots,
  chosen,
  onChoose,
  error,
}: {
  slots: readonly BookingSlot[];
  chosen: string | null;
  onChoose: (start: string) => void;
  error?: string;
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={[`${id}-hint`, error ? fieldErrorId(id) : ""].join(" ").trim()}
      className="flex flex-col gap-3"
    >
      <legend className="text-lg font-bold text-concrete-900">{copy.legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-concrete-700">
        {slots.length > 0 ? copy.hint : copy.none}
      </p>
      <FieldError id={fieldErrorId(id)} message={error} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {slots.map((slot, index) => {
          const inputId = `${id}-${index}`;
          return (
            <li key={slot.start}>
              <label
                htmlFor={inputId}
                className={`flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 ${
                  slot.taken
                    ? "cursor-not-allowed border-concrete-200 bg-concrete-100 text-concrete-700"
                    : "cursor-pointer border-concrete-500 bg-white text-concrete-900 has-checked:border-brand-700 has-checked:bg-brand-50"
                }`}
              >
                <input
                  id={inputId}
                  type="radio"
                  name="start"
                  value={slot.start}
                  required
                  disabled={slot.taken}
                  checked={!slot.taken && chosen === slot.start}
                  onChange={() => onChoose(slot.start)}
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="font-semibold">{slot.label}</span>
                {slot.taken ? <span className="ml-auto text-sm font-medium">{copy.taken}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
