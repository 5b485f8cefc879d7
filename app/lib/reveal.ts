/**
 * Timed reveals (the driveways page): a loading indicator, then sections shown
 * one after another. The timing is carried by CSS animation delays, not by
 * React state, so the sequence also runs before hydration and without
 * JavaScript, and every section's text is in the server HTML.
 */

/** How long the page's loading indicator shows (spec §9). */
export const LOADING_INDICATOR_MS = 1500;
/** Time between two sections being revealed (spec §9). */
export const REVEAL_STEP_MS = 300;
/** Length of the fade-in of a revealed section (spec §9: 0.5 s). */
export const REVEAL_ANIMATION_MS = 500;
/** Extra delays that stagger the cards inside a revealed section (spec §9). */
export const STAGGER_DELAYS_MS = [0, 150, 300] as const;

/** The moment (ms after the page appears) each named section is revealed, in order. */
export function revealSchedule<Name extends string>(
  order: readonly Name[],
  opts: { startMs?: number; stepMs?: number } = {},
): Record<Name, number> {
  const start = opts.startMs ?? LOADING_INDICATOR_MS;
  const step = opts.stepMs ?? REVEAL_STEP_MS;
  return Object.fromEntries(order.map((name, i) => [name, start + i * step])) as Record<Name, number>;
}

/** Stagger delay of the card at `index` (cycles through 0, 150, 300 ms). */
export function staggerDelay(index: number): number {
  return STAGGER_DELAYS_MS[index % STAGGER_DELAYS_MS.length];
}
