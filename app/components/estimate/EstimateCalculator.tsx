import type { PriceList } from "@shared/content/prices.ts";
import { ESTIMATE_SHOWN_PATH } from "@shared/estimate/beacon.ts";
import {
  ESTIMATE_ASSUMPTIONS,
  estimateCopy,
  estimateRange,
  estimateScope,
  unpricedSentence,
} from "@shared/estimate/copy.ts";
import {
  ESTIMATE_PAGE_PATH,
  type EstimateErrors,
  type EstimateField,
  type EstimateFormValues,
  estimateQuery,
  readEstimate,
} from "@shared/estimate/form.ts";
import {
  ESTIMATE_FINISHES,
  ESTIMATE_SERVICES,
  type Estimate,
  type EstimateServiceDefinition,
  estimate,
  isEstimateService,
  REPAIR_KINDS,
  SERVICE_IDS,
} from "@shared/estimate/model.ts";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { BookVisitLink } from "~/components/sections/BookVisitLink.tsx";
import { FormField, SelectInput, TextInput } from "~/forms/FormField.tsx";

/**
 * The instant estimate (issue 30), one component in two variants: `full` on /estimate (the assumptions,
 * a shareable address, the send form beside it) and `compact` in each service page's cost section (the
 * range, the terms and a link to the full page with the same values). It is a GET form to /estimate, so
 * without JavaScript the server renders the range; with it, the range follows every keystroke,
 * priced in the browser from the site's price list, with no request.
 */

export type EstimateVariant = "full" | "compact";

/** The compact form's ids (one per page; the full page's are "estimate-…"). */
export const COMPACT_ESTIMATE_ID = "compact-estimate";

/** What the form shows for `values`: the reading (a sentence per wrong field) and the estimate, if any. */
export interface EstimateState {
  values: EstimateFormValues;
  errors: EstimateErrors;
  result: Estimate | null;
}

/** Reads and prices `values` with `prices`: the server's render and the browser's live result alike. */
export function estimateState(
  prices: PriceList,
  values: EstimateFormValues,
  complete: boolean,
): EstimateState {
  const reading = readEstimate(values, { complete });
  return {
    values,
    errors: reading.errors,
    result: reading.input ? estimate(prices, reading.input) : null,
  };
}

function definitionOf(service: string): EstimateServiceDefinition | null {
  return isEstimateService(service) ? ESTIMATE_SERVICES[service] : null;
}

/**
 * The values that matter to the chosen service: a per-job service keeps its kind and no size, an area
 * service its size and (when it has any) its finish. The address, the link to the full page and a
 * sent estimate carry these alone.
 */
export function relevantValues(values: EstimateFormValues): EstimateFormValues {
  const definition = definitionOf(values.service);
  if (!definition) return values;
  if (definition.by === "job") return { ...values, area: "", length: "", width: "", finish: "" };
  return { ...values, kind: "", ...(definition.finishes.length === 0 ? { finish: "" } : {}) };
}

/** "/estimate?service=driveways&area=600": the full page with these values. */
export function estimateHref(values: EstimateFormValues): string {
  const query = estimateQuery(relevantValues(values));
  return query ? `${ESTIMATE_PAGE_PATH}?${query}` : ESTIMATE_PAGE_PATH;
}

export interface EstimateViewProps {
  variant: EstimateVariant;
  /** Prefixes every id, so two forms on a page never share one. */
  idPrefix: string;
  state: EstimateState;
  /** The site's address, for the shareable link of the full variant. */
  siteUrl?: string;
  /** The live form's handlers; the server's render has none (the form then submits as a plain GET). */
  onField?: (field: EstimateField, value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The form and its result as `state` says, with no state of its own: what the server renders into a
 * page (the service pages' static HTML included), and what the live form renders on each change.
 */
export function EstimateView({ variant, idPrefix, state, siteUrl, onField, onSubmit }: EstimateViewProps) {
  const { values, errors, result } = state;
  const definition = definitionOf(values.service);
  const labels = estimateCopy.labels;
  const id = (field: string) => `${idPrefix}-${field}`;
  // The live form's controlled fields; the server's render gives their first values.
  const control = (field: EstimateField) =>
    onField
      ? {
          value: values[field],
          onChange: (event: { currentTarget: { value: string } }) =>
            onField(field, event.currentTarget.value),
        }
      : { defaultValue: values[field] };
  const byArea = !definition || definition.by === "area";
  const finishes = definition ? (definition.by === "area" ? definition.finishes : []) : FINISH_OPTIONS_ALL;
  const compact = variant === "compact";
  const sizeHintId = id("size-hint");

  return (
    <div className={compact ? "flex flex-col gap-5" : "flex flex-col gap-8"}>
      <form
        method="get"
        action={ESTIMATE_PAGE_PATH}
        onSubmit={onSubmit}
        noValidate={onField ? true : undefined}
        aria-label={compact ? estimateCopy.compactHeading : estimateCopy.heading}
        className="flex flex-col gap-5"
      >
        <FormField id={id("service")} label={labels.service} error={errors.service}>
          {(field) => (
            <SelectInput
              {...field}
              name="service"
              {...control("service")}
              options={SERVICE_IDS.map((service) => ({
                value: service,
                label: ESTIMATE_SERVICES[service].label,
              }))}
              {...(compact ? {} : { placeholder: estimateCopy.servicePlaceholder })}
            />
          )}
        </FormField>
        {byArea ? (
          <fieldset className="flex flex-col gap-3" aria-describedby={sizeHintId}>
            <legend className="font-semibold text-concrete-900">{estimateCopy.sizeLegend}</legend>
            <p id={sizeHintId} className="mt-1 text-sm text-concrete-700">
              {estimateCopy.sizeHint}
            </p>
            <FormField id={id("area")} label={labels.area} error={errors.area}>
              {(field) => (
                <TextInput
                  {...field}
                  name="area"
                  inputMode="decimal"
                  autoComplete="off"
                  {...control("area")}
                />
              )}
            </FormField>
            <p className="text-sm font-semibold text-concrete-700" aria-hidden="true">
              {`— ${estimateCopy.or} —`}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <FormField id={id("length")} label={labels.length} error={errors.length}>
                {(field) => (
                  <TextInput
                    {...field}
                    name="length"
                    inputMode="decimal"
                    autoComplete="off"
                    {...control("length")}
                  />
                )}
              </FormField>
              <FormField id={id("width")} label={labels.width} error={errors.width}>
                {(field) => (
                  <TextInput
                    {...field}
                    name="width"
                    inputMode="decimal"
                    autoComplete="off"
                    {...control("width")}
                  />
                )}
              </FormField>
            </div>
          </fieldset>
        ) : null}
        {finishes.length > 0 ? (
          <FormField id={id("finish")} label={labels.finish} error={errors.finish}>
            {(field) => (
              <SelectInput
                {...field}
                name="finish"
                {...control("finish")}
                options={finishes.map((finish) => ({
                  value: finish,
                  label: ESTIMATE_FINISHES[finish].label,
                }))}
              />
            )}
          </FormField>
        ) : null}
        {definition?.by === "job" ? (
          <FormField id={id("kind")} label={labels.kind} error={errors.kind}>
            {(field) => (
              <SelectInput
                {...field}
                name="kind"
                {...control("kind")}
                options={definition.kinds.map((kind) => ({ value: kind, label: REPAIR_KINDS[kind].label }))}
              />
            )}
          </FormField>
        ) : null}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          {estimateCopy.submit}
        </button>
      </form>
      <EstimateResult variant={variant} idPrefix={idPrefix} state={state} siteUrl={siteUrl} result={result} />
    </div>
  );
}

const FINISH_OPTIONS_ALL = Object.keys(ESTIMATE_FINISHES) as (keyof typeof ESTIMATE_FINISHES)[];

function EstimateResult({
  variant,
  idPrefix,
  state,
  siteUrl,
  result,
}: Omit<EstimateViewProps, "onField" | "onSubmit"> & { result: Estimate | null }) {
  const headingId = `${idPrefix}-result-heading`;
  const compact = variant === "compact";
  const href = estimateHref(state.values);
  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      data-estimate-result=""
    >
      <h3 id={headingId} className="text-lg font-bold text-concrete-900">
        {estimateCopy.resultHeading}
      </h3>
      {result ? (
        <>
          {result.priced ? (
            <p className="mt-2 text-lg text-concrete-900" data-estimate-range="">
              <strong className="block text-3xl font-extrabold text-brand-700">
                {estimateRange(result)}
              </strong>
              {` for ${estimateScope(result.input)}`}
            </p>
          ) : (
            <p className="mt-2 text-lg text-concrete-900" data-estimate-range="">
              {unpricedSentence(result)}
            </p>
          )}
          <p className="mt-3 text-sm font-medium text-concrete-700">{estimateCopy.terms}</p>
          {compact ? (
            <p className="mt-4">
              <a href={href} className="font-semibold text-brand-700 underline hover:text-brand-800">
                {estimateCopy.compactMore}
              </a>
            </p>
          ) : (
            <>
              <h4 className="mt-6 font-semibold text-concrete-900">{estimateCopy.assumptionsHeading}</h4>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 text-concrete-700">
                {ESTIMATE_ASSUMPTIONS[result.input.service].map((assumption) => (
                  <li key={assumption}>{assumption}</li>
                ))}
              </ul>
              <p className="mt-4">
                <BookVisitLink plain />
              </p>
              {siteUrl ? (
                <p className="mt-6 text-sm text-concrete-700">
                  {`${estimateCopy.shareLabel} `}
                  <a
                    href={href}
                    className="font-medium break-all text-brand-700 underline"
                    data-estimate-share=""
                  >
                    {`${siteUrl.replace(/\/+$/, "")}${href}`}
                  </a>
                </p>
              ) : null}
              <p className="mt-2 text-sm text-concrete-700" data-estimate-version="">
                {estimateCopy.versionLine(result.priceListVersion)}
              </p>
            </>
          )}
        </>
      ) : (
        <p className="mt-2 text-concrete-700">{estimateCopy.waiting}</p>
      )}
    </section>
  );
}

export interface EstimateCalculatorProps {
  variant: EstimateVariant;
  idPrefix: string;
  prices: PriceList;
  /** The values the page opened with (the address's query, a service page's service, or what was typed before). */
  initialValues: EstimateFormValues;
  /** The values came from a submitted form: a missing size is said, not waited for. */
  initialComplete: boolean;
  /** The server rendered an estimate for these values and counted it: no beacon for its service. */
  countedByServer: boolean;
  siteUrl?: string;
  /** Told the state after each change (the page's send form follows it). */
  onChange?: (state: EstimateState) => void;
}

/**
 * The live form. Typing in the size in square feet clears length × width, and either side clears the
 * square feet. The full page keeps the address in step (history.replaceState), so the estimate can be
 * bookmarked. The first estimate a visitor's change shows for a service sends one beacon (the owner's
 * "estimates shown"); the one the server rendered was counted there.
 */
export function EstimateCalculator({
  variant,
  idPrefix,
  prices,
  initialValues,
  initialComplete,
  countedByServer,
  siteUrl,
  onChange,
}: EstimateCalculatorProps) {
  const [state, setState] = useState(() => estimateState(prices, initialValues, initialComplete));
  const beaconed = useRef<Set<string> | null>(null);
  if (beaconed.current === null) {
    const first = estimateState(prices, initialValues, initialComplete).result;
    beaconed.current = new Set(countedByServer && first ? [first.input.service] : []);
  }

  const show = (next: EstimateState) => {
    setState(next);
    onChange?.(next);
    if (next.result) beacon(next.result.input.service, beaconed.current as Set<string>);
    if (variant === "full") {
      const href = estimateHref(next.values);
      window.history.replaceState(window.history.state, "", href);
    }
  };

  const onField = (field: EstimateField, value: string) => {
    const values = { ...state.values, [field]: value };
    if (field === "area" && value !== "") Object.assign(values, { length: "", width: "" });
    if ((field === "length" || field === "width") && value !== "") values.area = "";
    show(estimateState(prices, values, false));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The compact form opens the full page with its values; the full page already shows the result.
    if (variant === "compact") return;
    event.preventDefault();
    const next = estimateState(prices, state.values, true);
    flushSync(() => show(next));
    const invalid = event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']");
    invalid?.focus();
  };

  return (
    <EstimateView
      variant={variant}
      idPrefix={idPrefix}
      state={state}
      siteUrl={siteUrl}
      onField={onField}
      onSubmit={onSubmit}
    />
  );
}

/** One beacon per service per page view (shared/estimate/beacon.ts). */
function beacon(service: string, sent: Set<string>) {
  if (sent.has(service)) return;
  sent.add(service);
  if (typeof navigator.sendBeacon !== "function") return;
  navigator.sendBeacon(
    ESTIMATE_SHOWN_PATH,
    new Blob([JSON.stringify({ service })], { type: "application/json" }),
  );
}
