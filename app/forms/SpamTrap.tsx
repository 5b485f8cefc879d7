/**
 * Two quiet checks the lead endpoints use against bots: `_hp`, a field people
 * never see or reach (a filled one marks spam), and `_started`, when the page was
 * rendered on the server (epoch milliseconds), so a form filled faster than a
 * person can is flagged too. Both travel with plain posts and scripted ones.
 */
export const honeypotField = "_hp";
export const startedField = "_started";

export function SpamTrap({ startedAt }: { startedAt: number }) {
  return (
    <>
      {/* Off screen rather than display:none, which some bots skip; hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={startedField} value={String(startedAt)} />
    </>
  );
}

export interface SpamTrapValues {
  _hp: string;
  _started: string;
}

/** The two values as the form holds them, for a scripted submission. */
export function spamTrapValues(form: HTMLFormElement | null): SpamTrapValues {
  const data = form ? new FormData(form) : null;
  return {
    _hp: String(data?.get(honeypotField) ?? ""),
    _started: String(data?.get(startedField) ?? ""),
  };
}
