import type { NearbyLocation } from "@shared/content/types.ts";
import { useId } from "react";
import { Link } from "react-router";

export interface NearbyLocationLinksProps {
  heading: string;
  links: readonly NearbyLocation[];
  /** h2 as a section of the page (default), h3 inside a sidebar card. */
  level?: 2 | 3;
  className?: string;
}

/** Links to the nearby cities' pages, as a navigation landmark named by its heading. */
export function NearbyLocationLinks({ heading, links, level = 2, className = "" }: NearbyLocationLinksProps) {
  const headingId = useId();
  if (!links.length) return null;
  const Heading = level === 2 ? "h2" : "h3";
  const compact = level === 3;
  return (
    <nav aria-labelledby={headingId} className={className}>
      <Heading
        id={headingId}
        className={
          compact ? "text-lg font-bold text-concrete-900" : "text-2xl font-bold text-concrete-900 sm:text-3xl"
        }
      >
        {heading}
      </Heading>
      <ul className={`flex flex-wrap ${compact ? "mt-3 gap-2" : "mt-6 gap-3"}`}>
        {links.map((nearby) => (
          <li key={nearby.path}>
            <Link
              to={nearby.path}
              prefetch="intent"
              className={`inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 font-semibold text-brand-700 transition-colors hover:bg-brand-700 hover:text-white ${compact ? "px-4 text-sm" : "px-5"}`}
            >
              {nearby.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
