/**
 * Every lead field's name as people read it outside its form: the business's e-mail, the Leads
 * screen, and the no-JavaScript corrections page for a post without a form of the site's own. The one
 * map of them; a form's own visible labels (the spec's words) live in its copy and are declared on
 * its rules (`LeadFormRules.labels`), which win where a form is known.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  contact: "Phone or email",
  subject: "Subject",
  message: "Message",
  address: "Address",
  city: "City",
  zip: "ZIP code",
  zipCode: "ZIP code",
  service: "Service",
  serviceType: "Service",
  projectType: "Project type",
  propertyType: "Property type",
  projectDescription: "Project description",
  projectSize: "Project size",
  timeline: "Project timeline",
  budget: "Budget range",
  hearAboutUs: "How did you hear about us?",
  privacyPolicy: "Privacy policy",
  additionalContext: "Additional context",
  page_url: "Page URL",
  utm_source: "Campaign source (utm_source)",
  utm_medium: "Campaign medium (utm_medium)",
  utm_campaign: "Campaign name (utm_campaign)",
  utm_term: "Campaign term (utm_term)",
  utm_content: "Campaign content (utm_content)",
};

/**
 * The label of `key` when one is known: the form's own where it has one, else the map's. Own
 * properties only: a field named "constructor" is not Object's.
 */
export function knownFieldLabel(
  key: string,
  formLabels?: Readonly<Record<string, string>>,
): string | undefined {
  if (formLabels && Object.hasOwn(formLabels, key)) return formLabels[key];
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key];
  return undefined;
}

/** The label of `key`: a known one, else the key in words ("service_type" → "Service type"). */
export function fieldLabel(key: string, formLabels?: Readonly<Record<string, string>>): string {
  const known = knownFieldLabel(key, formLabels);
  if (known !== undefined) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
