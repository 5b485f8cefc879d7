import type { ReactNode } from "react";

export interface SectionHeadingProps {
  title: string;
  /** The heading's id, for `aria-labelledby` on the section. */
  id?: string;
  /** A short line above the title. */
  eyebrow?: string;
  description?: ReactNode;
  /** h2 for a page section (default), h3 inside one. */
  level?: 2 | 3;
  align?: "center" | "left";
  /** "dark" on brand or photo backgrounds. */
  tone?: "light" | "dark";
  className?: string;
}

/** The heading block that opens a section: optional eyebrow, title, and a lead paragraph. */
export function SectionHeading({
  title,
  id,
  eyebrow,
  description,
  level = 2,
  align = "center",
  tone = "light",
  className = "",
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const dark = tone === "dark";
  return (
    <div className={`${align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"} ${className}`}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-accent-300" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={`mt-2 font-bold tracking-tight ${level === 2 ? "text-3xl sm:text-4xl" : "text-2xl"} ${dark ? "text-white" : "text-concrete-900"}`}
      >
        {title}
      </Heading>
      {description ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-brand-50" : "text-concrete-700"}`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
