/**
 * The estimate's form, read: the same fields arrive as a GET query (`/estimate?service=driveways&area=600`,
 * the page without JavaScript, a shared or bookmarked address), as the browser's live values, and
 * inside a sent estimate. Each is read here into a checked input and a sentence per field that is
 * wrong, never a NaN and never a throw, whatever the text.
 */

import {
  ESTIMATE_FINISHES,
  ESTIMATE_SERVICES,
  type EstimateFinish,
  type EstimateInput,
  isEstimateService,
  MAX_AREA_SQFT,
  MAX_SIDE_FT,
  MIN_AREA_SQFT,
  REPAIR_KINDS,
  type RepairKind,
} from "./model.ts";

/** The page that shows an estimate in full and takes the form's fields as its query. */
export const ESTIMATE_PAGE_PATH = "/estimate";

/** The form's fields, in its order; each is also its query parameter's name. */
export const ESTIMATE_FIELDS = ["service", "area", "length", "width", "finish", "kind"] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

/** The fields as typed: text, each cut to this length (a query can be any size). */
export type EstimateFormValues = Record<EstimateField, string>;
export const MAX_FIELD_CHARS = 40;

export const estimateMessages = {
  service: "Choose one of the services in the list.",
  sizeMissing: "Enter the size in square feet, or the length and width in feet.",
  areaNotNumber: "Enter the size as a number of square feet, like 600.",
  areaTooSmall: `The size must be at least ${MIN_AREA_SQFT} square foot.`,
  areaTooLarge: `We price jobs over ${MAX_AREA_SQFT.toLocaleString("en-US")} square feet on site. Request a free quote and we will measure it.`,
  lengthNotNumber: "Enter the length as a number of feet, like 30.",
  widthNotNumber: "Enter the width as a number of feet, like 20.",
  lengthMissing: "Enter the length too, in feet.",
  widthMissing: "Enter the width too, in feet.",
  sideTooSmall: (side: "length" | "width") => `The ${side} must be more than 0 feet.`,
  sideTooLarge: (side: "length" | "width") =>
    `The ${side} must be at most ${MAX_SIDE_FT.toLocaleString("en-US")} feet.`,
  sidesTooLarge: `That makes more than ${MAX_AREA_SQFT.toLocaleString("en-US")} square feet. We price jobs that size on site: request a free quote and we will measure it.`,
  finish: "Choose one of the finishes in the list.",
  kind: "Choose one of the kinds of job in the list.",
} as const;

export type EstimateErrors = Partial<Record<EstimateField, string>>;

export interface EstimateReading {
  values: EstimateFormValues;
  /** The checked input, when every field needed is there and right. */
  input: EstimateInput | null;
  errors: EstimateErrors;
}

export const emptyEstimateValues: EstimateFormValues = {
  service: "",
  area: "",
  length: "",
  width: "",
  finish: "",
  kind: "",
};

/** The fields of a query (or any getter), each trimmed and cut to MAX_FIELD_CHARS. */
export function estimateValuesOf(
  get: (name: EstimateField) => string | null | undefined,
): EstimateFormValues {
  const values = { ...emptyEstimateValues };
  for (const field of ESTIMATE_FIELDS) {
    const value = get(field);
    values[field] = typeof value === "string" ? value.trim().slice(0, MAX_FIELD_CHARS) : "";
  }
  return values;
}

/** Whether the visitor asked for an estimate at all: a query with any of the form's fields. */
export function anyEstimateValue(values: EstimateFormValues): boolean {
  return ESTIMATE_FIELDS.some((field) => values[field] !== "");
}

/**
 * A number as a visitor types it ("600", "1,200", "12.5"); null for anything else, "1e5", "Infinity"
 * and "0x10" included.
 */
export function readNumber(text: string): number | null {
  const plain = text.replaceAll(",", "").trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/**
 * The input the values describe, or what is wrong with them. `complete`: the visitor submitted the
 * form (a GET with its fields), so a missing size is said; while they type, it is only waited for.
 */
export function readEstimate(
  values: EstimateFormValues,
  { complete }: { complete: boolean },
): EstimateReading {
  const errors: EstimateErrors = {};
  const reading = (input: EstimateInput | null): EstimateReading => ({ values, input, errors });
  if (values.service === "") {
    if (complete && anyEstimateValue(values)) errors.service = estimateMessages.service;
    return reading(null);
  }
  if (!isEstimateService(values.service)) {
    errors.service = estimateMessages.service;
    return reading(null);
  }
  const service = values.service;
  const definition = ESTIMATE_SERVICES[service];

  if (definition.by === "job") {
    let kind: RepairKind = definition.kinds[0];
    if (values.kind !== "") {
      if (!(definition.kinds as readonly string[]).includes(values.kind)) {
        errors.kind = estimateMessages.kind;
        return reading(null);
      }
      kind = values.kind as RepairKind;
    }
    return Object.hasOwn(REPAIR_KINDS, kind) ? reading({ service, kind }) : reading(null);
  }

  let finish: EstimateFinish | undefined;
  if (definition.finishes.length > 0) {
    finish = definition.finishes[0];
    if (values.finish !== "") {
      if (!(definition.finishes as readonly string[]).includes(values.finish)) {
        errors.finish = estimateMessages.finish;
      } else finish = values.finish as EstimateFinish;
    }
  }
  const size = readSize(values, complete, errors);
  if (!size || errors.finish) return reading(null);
  return reading({
    service,
    area: size.area,
    ...(size.sides ? { sides: size.sides } : {}),
    ...(finish && Object.hasOwn(ESTIMATE_FINISHES, finish) ? { finish } : {}),
  });
}

function readSize(
  values: EstimateFormValues,
  complete: boolean,
  errors: EstimateErrors,
): { area: number; sides?: { length: number; width: number } } | null {
  if (values.area !== "") {
    const area = readNumber(values.area);
    if (area === null) errors.area = estimateMessages.areaNotNumber;
    else if (area < MIN_AREA_SQFT) errors.area = estimateMessages.areaTooSmall;
    else if (area > MAX_AREA_SQFT) errors.area = estimateMessages.areaTooLarge;
    else return { area };
    return null;
  }
  if (values.length === "" && values.width === "") {
    if (complete) errors.area = estimateMessages.sizeMissing;
    return null;
  }
  const length = readSide(values.length, "length", complete, errors);
  const width = readSide(values.width, "width", complete, errors);
  if (length === null || width === null) return null;
  const area = length * width;
  if (area > MAX_AREA_SQFT) {
    errors.width = estimateMessages.sidesTooLarge;
    return null;
  }
  if (area < MIN_AREA_SQFT) {
    errors.width = estimateMessages.areaTooSmall;
    return null;
  }
  return { area, sides: { length, width } };
}

function readSide(
  text: string,
  side: "length" | "width",
  complete: boolean,
  errors: EstimateErrors,
): number | null {
  if (text === "") {
    if (complete)
      errors[side] = side === "length" ? estimateMessages.lengthMissing : estimateMessages.widthMissing;
    return null;
  }
  const value = readNumber(text);
  if (value === null)
    errors[side] = side === "length" ? estimateMessages.lengthNotNumber : estimateMessages.widthNotNumber;
  else if (value <= 0) errors[side] = estimateMessages.sideTooSmall(side);
  else if (value > MAX_SIDE_FT) errors[side] = estimateMessages.sideTooLarge(side);
  else return value;
  return null;
}

/** The query string that reopens the estimate with `values` (the e-mail's link back, a shared address). */
export function estimateQuery(values: EstimateFormValues): string {
  const params = new URLSearchParams();
  for (const field of ESTIMATE_FIELDS) if (values[field] !== "") params.set(field, values[field]);
  return params.toString();
}

/** The form values that describe a checked input (the link back from a sent estimate). */
export function valuesOfInput(input: EstimateInput): EstimateFormValues {
  const values = { ...emptyEstimateValues, service: input.service };
  if ("kind" in input) return { ...values, kind: input.kind };
  if (input.sides) {
    values.length = String(input.sides.length);
    values.width = String(input.sides.width);
  } else values.area = String(input.area);
  if (input.finish) values.finish = input.finish;
  return values;
}
