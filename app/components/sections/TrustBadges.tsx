import type { TrustBadge } from "@shared/content/types.ts";
import { icons } from "../icons.ts";

export interface TrustBadgesProps {
  badges: readonly TrustBadge[];
  /** "dark" on brand backgrounds and photos. */
  tone?: "light" | "dark";
  className?: string;
}

/** A row of short trust claims (licensed, warranty, free estimates...). */
export function TrustBadges({ badges, tone = "light", className = "" }: TrustBadgesProps) {
  const dark = tone === "dark";
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {badges.map(({ label, icon = "badge-check" }) => {
        const Icon = icons[icon];
        return (
          <li
            key={label}
            className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
              dark
                ? "bg-white/10 text-white ring-1 ring-white/30"
                : "bg-brand-50 text-brand-800 ring-1 ring-brand-100"
            }`}
          >
            <Icon aria-hidden="true" className={`size-4 ${dark ? "text-accent-300" : "text-brand-700"}`} />
            {label}
          </li>
        );
      })}
    </ul>
  );
}
