import { bookAnswers, bookSteps as copy } from "@shared/booking/copy.ts";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useActionKey } from "../action-key.ts";
import { FormField, SubmitButton, scriptValidation, TextArea, TextField } from "../FormField.tsx";
import { PlainPostFields } from "../PlainPostFields.tsx";
import { spamTrapValues } from "../SpamTrap.tsx";
import { BookedVisitView, BookingNotice, ErrorSummary } from "./BookingAnswers.tsx";
import { DayLinks } from "./DayLinks.tsx";
import type { BookingDay, BookingSlot } from "./days.ts";
import { BOOKING_FIELDS, type BookingAnswer, type BookingField, submitBooking } from "./submit-booking.ts";
import { WindowChoices } from "./WindowChoices.tsx";

export interface BookingFormProps {
  days: readonly BookingDay[];
  day: string | null;
  slots: readonly BookingSlot[];
  /** The window to show chosen (`?start=`), when it is open on the day shown. */
  preselected: string | null;
  phone: string;
  /** When the server rendered the form, for the spam guard. */
  startedAt: number;
}

/** The id of each field's control, which the error summary links to. */
const fieldId = (field: BookingField) => `book-${field}`;

/**
 * The booking form: a day, a window of it, the job's address and the visitor's details. Without
 * scripts the day links load pages and the form posts to /api/bookings, whose answer is a page; with
 * them the days change in place, the form sends JSON and the server's answer is shown here.
 */
export function BookingForm({ days, day, slots, preselected, phone, startedAt }: BookingFormProps) {
  // The visitor's pick, until the page shows another day or another preselected window.
  const shown = `${day}|${preselected}`;
  const [choice, setChoice] = useState({ shown, start: preselected });
  const chosen = choice.shown === shown ? choice.start : preselected;
  const setChosen = (start: string | null) => setChoice({ shown, start });
  const [answer, setAnswer] = useState<BookingAnswer | null>(null);
  // The refused fields' messages; each goes once its field is changed.
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const actionKey = useActionKey();
  const revalidator = useRevalidator();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: Record<string, string> = { ...spamTrapValues(form) };
    for (const field of BOOKING_FIELDS) values[field] = String(data.get(field) ?? "").trim();
    setSubmitting(true);
    setAnswer(null);
    setErrors({});
    const result = await submitBooking(values, actionKey.forSubmit(), window.location.origin);
    setSubmitting(false);
    setAnswer(result);
    setErrors(result.kind === "invalid" ? result.errors : {});
    if (result.kind === "booked") actionKey.release();
    // A window just taken by someone else: the day's windows are read again, so it shows as taken.
    if (result.kind === "taken" || result.kind === "booked") revalidator.revalidate();
  }

  const summary = BOOKING_FIELDS.flatMap((field) =>
    errors[field] ? [{ fieldId: fieldId(field), message: errors[field] }] : [],
  );

  return (
    <div className="flex flex-col gap-8">
      <div aria-live="polite">
        {answer?.kind === "booked" ? (
          <BookedVisitView
            visit={answer.visit}
            onAgain={() => {
              setAnswer(null);
              setChosen(null);
            }}
          />
        ) : null}
      </div>
      {answer?.kind === "booked" ? null : (
        <>
          <p className="-mt-4 text-sm text-concrete-700">{copy.requiredNote}</p>
          <DayLinks days={days} chosen={day} />
          <form
            ref={scriptValidation}
            method="post"
            action="/api/bookings"
            onSubmit={submit}
            onChange={(event) => {
              actionKey.release();
              const { name } = event.target as EventTarget & { name?: string };
              if (name && name in errors) setErrors(({ [name as BookingField]: _, ...rest }) => rest);
            }}
            aria-busy={submitting || undefined}
            className="relative flex flex-col gap-8"
          >
            {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
            {answer?.kind === "taken" ? (
              <BookingNotice message={answer.message} nearest={answer.nearest} />
            ) : null}
            {answer?.kind === "failed" ? (
              <BookingNotice message={answer.message} phoneLine={bookAnswers.call(phone)} />
            ) : null}
            <WindowChoices slots={slots} chosen={chosen} onChoose={setChosen} error={errors.start} />
            <fieldset className="grid gap-5 sm:grid-cols-6">
              <legend className="text-lg font-bold text-concrete-900">{copy.address.legend}</legend>
              <p className="text-sm text-concrete-700 sm:col-span-6">{copy.address.hint}</p>
              <TextField
                id={fieldId("address")}
                name="address"
                label={copy.labels.address}
                required
                error={errors.address}
                autoComplete="address-line1"
                placeholder={copy.placeholders.address}
                className="sm:col-span-6"
              />
              <TextField
                id={fieldId("city")}
                name="city"
                label={copy.labels.city}
                required
                error={errors.city}
                autoComplete="address-level2"
                placeholder={copy.placeholders.city}
                className="sm:col-span-4"
              />
              <TextField
                id={fieldId("zip")}
                name="zip"
                label={copy.labels.zip}
                required
                error={errors.zip}
                autoComplete="postal-code"
                inputMode="numeric"
                placeholder={copy.placeholders.zip}
                className="sm:col-span-2"
              />
            </fieldset>
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-3 text-lg font-bold text-concrete-900">{copy.contact.legend}</legend>
              <TextField
                id={fieldId("name")}
                name="name"
                label={copy.labels.name}
                required
                error={errors.name}
                autoComplete="name"
                placeholder={copy.placeholders.name}
                className="sm:col-span-2"
              />
              <TextField
                id={fieldId("phone")}
                name="phone"
                type="tel"
                label={copy.labels.phone}
                required
                error={errors.phone}
                autoComplete="tel"
                placeholder={copy.placeholders.phone}
              />
              <TextField
                id={fieldId("email")}
                name="email"
                type="email"
                label={copy.labels.email}
                required
                error={errors.email}
                autoComplete="email"
                placeholder={copy.placeholders.email}
              />
              <FormField
                id={fieldId("message")}
                label={copy.labels.message}
                error={errors.message}
                className="sm:col-span-2"
              >
                {(control) => (
                  <TextArea {...control} name="message" rows={4} placeholder={copy.placeholders.message} />
                )}
              </FormField>
            </fieldset>
            <PlainPostFields form="booking" startedAt={startedAt} />
            <div>
              <SubmitButton pending={submitting} pendingLabel={copy.sending} className="w-full sm:w-auto">
                {copy.submit}
              </SubmitButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
