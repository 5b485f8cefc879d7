import type { CSSProperties, ReactNode } from "react";
import { REVEAL_ANIMATION_MS } from "~/lib/reveal.ts";
import { SectionPlaceholder } from "./SectionPlaceholder.tsx";
import "./reveal.css";

/** Inline style that reveals an element `atMs` after the page appears (see reveal.css). */
export function revealStyle(atMs: number): CSSProperties {
  return { "--reveal-at": `${atMs}ms`, "--reveal-duration": `${REVEAL_ANIMATION_MS}ms` } as CSSProperties;
}

export interface TimedRevealProps {
  /** Milliseconds after the page appears. */
  at: number;
  children: ReactNode;
  /** What shows in the section's place until then; a pulsing placeholder by default. */
  cover?: ReactNode;
  /** Classes of the cover's box; by default a white card inset from the section's edges. */
  coverClassName?: string;
}

/**
 * Shows its children at a set moment, with a placeholder laid over their own
 * box until then: the page does not shift when a section appears. The text is
 * in the HTML from the start (crawlers, no-JS visitors), just not yet visible.
 */
export function TimedReveal({
  at,
  children,
  cover,
  coverClassName = "bg-white p-4 sm:p-6",
}: TimedRevealProps) {
  return (
    <div className="relative">
      <div className="reveal-content" style={revealStyle(at)}>
        {children}
      </div>
      <div className={`reveal-cover absolute inset-0 ${coverClassName}`} style={revealStyle(at)}>
        {cover ?? <SectionPlaceholder className="h-full" />}
      </div>
    </div>
  );
}
