import type { ServiceAreaCity } from "@shared/content/types.ts";
import { MapPin } from "lucide-react";
import { Link } from "react-router";

export interface ServiceAreaGridProps {
  cities: readonly ServiceAreaCity[];
  /** "tiles": a grid of cards; "buttons": a row of pill links. */
  variant?: "tiles" | "buttons";
  className?: string;
}

const styles = {
  tiles: {
    list: "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5",
    linked:
      "flex h-full min-h-14 items-center gap-2 rounded-lg border border-brand-200 bg-white px-4 py-3 font-semibold text-brand-700 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50",
    plain:
      "flex h-full min-h-14 items-center gap-2 rounded-lg border border-concrete-200 bg-white px-4 py-3 font-medium text-concrete-700",
  },
  buttons: {
    list: "flex flex-wrap gap-3",
    linked:
      "inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 px-5 py-2 font-semibold text-brand-700 transition-colors hover:bg-brand-700 hover:text-white",
    plain:
      "inline-flex min-h-11 items-center gap-2 rounded-full bg-concrete-100 px-5 py-2 font-semibold text-concrete-700",
  },
} as const;

/** The cities we serve, each linking to its page when it has one. */
export function ServiceAreaGrid({ cities, variant = "tiles", className = "" }: ServiceAreaGridProps) {
  const style = styles[variant];
  return (
    <ul className={`${style.list} ${className}`}>
      {cities.map((city) => {
        const label = (
          <>
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {city.name}
          </>
        );
        return (
          <li key={city.name}>
            {city.href ? (
              <Link to={city.href} prefetch="intent" className={style.linked}>
                {label}
              </Link>
            ) : (
              <span className={style.plain}>{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
