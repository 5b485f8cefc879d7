import type { IconName } from "@shared/content/types.ts";
import type { CSSProperties, ReactNode } from "react";
import { icons } from "../icons.ts";

export interface FeatureCardProps {
  title: string;
  description: ReactNode;
  icon?: IconName;
  /** h3 inside a page section (default). */
  level?: 3 | 4;
  className?: string;
  style?: CSSProperties;
}

/** A card naming one benefit or reason, with an icon. */
export function FeatureCard({
  title,
  description,
  icon,
  level = 3,
  className = "",
  style,
}: FeatureCardProps) {
  const Heading = level === 3 ? "h3" : "h4";
  const Icon = icon ? icons[icon] : null;
  return (
    <div
      className={`rounded-xl border border-concrete-200 bg-white p-6 shadow-sm ${className}`}
      style={style}
    >
      {Icon ? (
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          <Icon className="size-6" />
        </span>
      ) : null}
      <Heading className="mt-4 text-xl font-semibold text-concrete-900">{title}</Heading>
      <p className="mt-2 leading-relaxed text-concrete-700">{description}</p>
    </div>
  );
}
