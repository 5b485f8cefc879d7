import { landingLocationCopy } from "@shared/content/pages/location-page.ts";
import type { LocationContent } from "@shared/content/types.ts";
import { Clock, Map as MapIcon, MapPin } from "lucide-react";
import { useSite } from "~/lib/root-data.ts";

const copy = landingLocationCopy;

/**
 * A city's ZIP codes, county and the office hours, as a short list on a dark hero. Each icon sits in
 * its term: a `<div>` in a `<dl>` may hold only `<dt>` and `<dd>`.
 */
export function LocationFacts({
  location,
}: {
  location: Pick<LocationContent, "name" | "zipCodes" | "county">;
}) {
  const site = useSite();
  const facts = [
    { label: copy.zipCodesLabel, value: location.zipCodes.join(", "), icon: MapPin },
    { label: copy.hoursLabel, value: site.hours.standard, icon: Clock },
    ...(location.county ? [{ label: copy.countyLabel, value: location.county, icon: MapIcon }] : []),
  ].filter((fact) => fact.value);
  return (
    <dl className="flex flex-wrap gap-3">
      {facts.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          className="inline-flex items-center gap-2 rounded-lg bg-white/10 px-4 py-2 ring-1 ring-white/30"
        >
          <dt className="inline-flex items-center gap-2 text-sm text-brand-50">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
            {label}:
          </dt>
          <dd className="font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
