/**
 * The label the lead service files a quote under. The keys are singular while the
 * quote form offers plural values (driveways, patios, ...), so most quotes get
 * 'Quote Request': the spec asks for this quirk to be kept as it is.
 */
const labelsByServiceType: Record<string, string> = {
  driveway: "Driveway Quote",
  patio: "Patio Quote",
  decorative: "Decorative Concrete Quote",
  sidewalk: "Sidewalk Quote",
  commercial: "Commercial Quote",
};

export const defaultLeadLabel = "Quote Request";

export function leadLabelFor(serviceType: string | undefined): string {
  if (serviceType && Object.hasOwn(labelsByServiceType, serviceType)) return labelsByServiceType[serviceType];
  return defaultLeadLabel;
}
