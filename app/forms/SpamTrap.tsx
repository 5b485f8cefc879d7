import { useEffect, useRef } from "react";
import { hydratedAttribute } from "~/lib/hydrated.ts";

/**
 * Two quiet checks the lead endpoints use against bots: `_hp`, a field people
 * never see or reach (a filled one marks spam), and the time the form was on
 * screen, so a form filled faster than a person can is tagged (decision 006).
 * `_started` is when the server rendered the page (epoch ms); it is all a plain
 * post has. A page served from the page cache was rendered before this visitor
 * came, so a scripted submission also sends `_elapsed`: the milliseconds the
 * browser counted since the form appeared, which the server prefers.
 */
export const honeypotField = "_hp";
export const startedField = "_started";
export const elapsedField = "_elapsed";

/**
 * When the form appeared, on the page's clock (performance.now()). A form in the
 * server HTML appeared with the page (0); one that mounts after hydration (a
 * client navigation, a second step) appeared now.
 */
function appearedAt(): number {
  return document.documentElement.hasAttribute(hydratedAttribute) ? performance.now() : 0;
}

export function SpamTrap({ startedAt }: { startedAt: number }) {
  const started = useRef<HTMLInputElement>(null);
  useEffect(() => {
    started.current?.setAttribute("data-appeared-at", String(appearedAt()));
  }, []);
  return (
    <>
      {/* Off screen rather than display:none, which some bots skip; hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input ref={started} type="hidden" name={startedField} value={String(startedAt)} />
    </>
  );
}

export interface SpamTrapValues {
  _hp: string;
  _started: string;
  /** Empty when the browser could not tell (no form, or it never mounted). */
  _elapsed: string;
}

/** The values as the form holds them, for a scripted submission. */
export function spamTrapValues(form: HTMLFormElement | null): SpamTrapValues {
  const data = form ? new FormData(form) : null;
  const appeared = form?.querySelector<HTMLInputElement>(`input[name="${startedField}"]`)?.dataset.appearedAt;
  const elapsed = appeared === undefined ? Number.NaN : performance.now() - Number(appeared);
  return {
    _hp: String(data?.get(honeypotField) ?? ""),
    _started: String(data?.get(startedField) ?? ""),
    _elapsed: Number.isFinite(elapsed) && elapsed >= 0 ? String(Math.round(elapsed)) : "",
  };
}
