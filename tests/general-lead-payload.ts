import type { FormType } from "@shared/forms/lead.ts";

/**
 * Spec §3's general lead payload, every field of it, as another client (a partner site, a
 * CRM) would post it to /api/{type}: the integration and browser tests post the same one.
 */
export function generalLeadPayload(type: FormType, extra: Record<string, unknown> = {}) {
  return {
    name: "Jordan Smith",
    email: "jordan.smith@example.com",
    phone: "(515) 555-0188",
    message: "Sidewalk panels along the street are lifting; the city sent a notice.",
    form_type: type,
    source: "Partner Directory",
    page_source: "Partner Directory",
    lead_type: "Prospect",
    serviceType: "sidewalks",
    timeline: "1month",
    budget: "5k-10k",
    propertyType: "residential",
    projectDescription: "About 60 feet of 4-foot walk, two panels heaved by a maple root.",
    address: "3120 Woodland Ave, West Des Moines, IA 50266",
    page_url: "https://partner.example/contractors/concrete",
    utm_params: { utm_source: "partner-directory" },
    tags: ["Partner Lead"],
    submitted_at: "2026-11-22T15:00:00.000Z",
    ...extra,
  };
}
