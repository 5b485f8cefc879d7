import type { ImageRef } from "@shared/content/types.ts";
import type { ReactNode } from "react";
import { ImageWithFallback } from "~/components/ui/ImageWithFallback.tsx";
import { ButtonLink, type ButtonVariant } from "./ButtonLink.tsx";

export interface HeroAction {
  label: string;
  to: string;
  variant?: ButtonVariant;
}

export interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  /** Photo behind the text; loaded first (it is usually the page's largest paint). */
  image?: ImageRef;
  /** Buttons under the text; the first is the main action. */
  actions?: HeroAction[];
  /** Extra content under the buttons (trust badges, a phone line). */
  children?: ReactNode;
  /** Id of the h1, for `aria-labelledby`. */
  headingId?: string;
  /** Extra classes on the band, e.g. a fixed height. */
  className?: string;
}

/** The top band of a page: h1, lead text and actions over a darkened photo. */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  image,
  actions = [],
  children,
  headingId,
  className = "",
}: PageHeroProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`relative isolate overflow-hidden bg-brand-900 text-white ${className}`}
    >
      {image ? (
        <ImageWithFallback
          image={image}
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-brand-900 via-brand-900/90 to-brand-900/60"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8 lg:py-28">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>
          ) : null}
          <h1 id={headingId} className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-6 text-lg leading-relaxed text-brand-50 sm:text-xl">{subtitle}</p>
          ) : null}
          {actions.length ? (
            <div className="mt-8 flex flex-col gap-4 sm:flex-row">
              {actions.map((action, i) => (
                <ButtonLink
                  key={action.to + action.label}
                  to={action.to}
                  variant={action.variant ?? (i === 0 ? "primary" : "outlineLight")}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
