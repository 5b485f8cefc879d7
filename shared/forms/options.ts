/**
 * Every choice list of the lead forms: the value the business receives and the
 * label the visitor reads. Values are the spec's, character for character; the
 * schemas accept exactly these values (`z.enum(valuesOf(list))`).
 */
export interface FormOption {
  readonly value: string;
  readonly label: string;
}

type OptionList = readonly [FormOption, ...FormOption[]];

/** The values of an option list, typed as a tuple so `z.enum` knows each one. */
export function valuesOf<const T extends OptionList>(options: T): { [K in keyof T]: T[K]["value"] } {
  return options.map((option) => option.value) as { [K in keyof T]: T[K]["value"] };
}

/** The label a visitor chose, for e-mails and notes; an unknown value is shown as it is. */
export function labelOf(options: readonly FormOption[], value: string | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? "";
}

// Quote page (/quote). Its service values are plural, unlike the two-step form's.
export const quoteServiceTypes = [
  { value: "driveways", label: "Driveways" },
  { value: "decorative", label: "Decorative Concrete" },
  { value: "patios", label: "Patios" },
  { value: "sidewalks", label: "Sidewalks" },
  { value: "commercial", label: "Commercial Concrete" },
  { value: "repair", label: "Concrete Repair" },
  { value: "other", label: "Other" },
] as const;

export const quoteProjectSizes = [
  { value: "small", label: "Small (under 500 sq ft)" },
  { value: "medium", label: "Medium (500-1000 sq ft)" },
  { value: "large", label: "Large (1000-2000 sq ft)" },
  { value: "xlarge", label: "Extra Large (over 2000 sq ft)" },
  { value: "unsure", label: "Not sure yet" },
] as const;

export const quoteTimelines = [
  { value: "asap", label: "As soon as possible" },
  { value: "1month", label: "Within 1 month" },
  { value: "3months", label: "Within 3 months" },
  { value: "planning", label: "Just planning ahead" },
] as const;

export const quoteBudgets = [
  { value: "under5k", label: "Under $5,000" },
  { value: "5k-10k", label: "$5,000 - $10,000" },
  { value: "10k-20k", label: "$10,000 - $20,000" },
  { value: "20k-plus", label: "$20,000+" },
  { value: "flexible", label: "Flexible" },
] as const;

export const hearAboutUsChoices = [
  { value: "search", label: "Search engine" },
  { value: "referral", label: "Referral from a friend or neighbor" },
  { value: "social", label: "Social media" },
  { value: "drive-by", label: "Saw our work or our trucks" },
  { value: "repeat", label: "Repeat customer" },
  { value: "other", label: "Other" },
] as const;

// Two-step lead form, step 2; the product form uses the same two lists.
export const leadServiceTypes = [
  { value: "driveway", label: "Driveway" },
  { value: "patio", label: "Patio" },
  { value: "sidewalk", label: "Sidewalk" },
  { value: "decorative", label: "Decorative Concrete" },
  { value: "commercial", label: "Commercial" },
  { value: "other", label: "Other" },
] as const;

export const leadTimelines = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-2weeks", label: "Within 1-2 weeks" },
  { value: "1month", label: "Within a month" },
  { value: "2-3months", label: "In 2-3 months" },
  { value: "planning", label: "Just planning" },
] as const;

// Product-specific form, step 2.
export const productProjectSizes = [
  { value: "small", label: "Small (under 500 sq ft)" },
  { value: "medium", label: "Medium (500-1500 sq ft)" },
  { value: "large", label: "Large (1500+ sq ft)" },
  { value: "commercial", label: "Commercial project" },
] as const;

export const productBudgets = [
  { value: "under-5k", label: "Under $5,000" },
  { value: "5k-10k", label: "$5,000 - $10,000" },
  { value: "10k-20k", label: "$10,000 - $20,000" },
  { value: "20k-plus", label: "$20,000+" },
  { value: "discuss", label: "Let's discuss" },
] as const;

export const propertyTypes = [
  { value: "residential", label: "Residential" },
  { value: "commercial", label: "Commercial" },
  { value: "industrial", label: "Industrial" },
  { value: "government", label: "Government" },
] as const;
