import { FORM_TYPES, type FormType, type LeadEndpoint } from "@shared/forms/lead.ts";

export type { LeadEndpoint };

/**
 * The submission endpoints, named once for the router, the submission logic and the
 * no-JavaScript pages: `/api/{quote,lead,contact}` (also at `/.netlify/functions/…`)
 * and the quote page's primary `/api/wp/forms/quote`.
 */

export const endpointRoutes: readonly (readonly [path: string, endpoint: LeadEndpoint])[] = [
  ...FORM_TYPES.flatMap((type) => [
    [`/api/${type}`, type] as const,
    [`/.netlify/functions/${type}`, type] as const,
  ]),
  ["/api/wp/forms/quote", "wp-forms-quote"],
];

/** The form type a lead posted to an endpoint has when its body names none. */
export const endpointFormType: Record<LeadEndpoint, FormType> = {
  quote: "quote",
  lead: "lead",
  contact: "contact",
  "wp-forms-quote": "quote",
  booking: "lead",
};

/** Where each endpoint's usual form lives: the page a lead without a page of its own goes back to. */
export const endpointPage: Record<LeadEndpoint, string> = {
  contact: "/contact",
  quote: "/quote",
  "wp-forms-quote": "/quote",
  lead: "/",
  booking: "/book",
};
