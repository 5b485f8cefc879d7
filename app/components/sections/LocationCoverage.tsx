import { locationPageCopy } from "@shared/content/pages/location-page.ts";
import type { LocationContent } from "@shared/content/types.ts";
import { MapPin } from "lucide-react";

const copy = locationPageCopy;

/** The neighbourhoods and ZIP codes of a city we work in. */
export function LocationCoverage({ location }: { location: LocationContent }) {
  return (
    <section aria-labelledby="location-coverage-heading">
      <h2 id="location-coverage-heading" className="text-2xl font-bold text-concrete-900 sm:text-3xl">
        {copy.coverageHeading(location.name)}
      </h2>
      <p className="mt-2 text-concrete-700">
        {location.fullName} · {copy.countyLabel(location.county)}
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="rounded-xl bg-concrete-50 p-6">
          <h3 className="text-lg font-semibold text-concrete-900">{copy.neighborhoodsHeading}</h3>
          <ul className="mt-3 grid grid-cols-1 gap-2 text-concrete-700 min-[400px]:grid-cols-2">
            {location.neighborhoods.map((name) => (
              <li key={name} className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                {name}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-concrete-50 p-6">
          <h3 className="text-lg font-semibold text-concrete-900">{copy.zipCodesHeading}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {location.zipCodes.map((zip) => (
              <li
                key={zip}
                className="rounded-full bg-white px-3 py-1 font-semibold text-brand-800 ring-1 ring-concrete-200"
              >
                {zip}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
