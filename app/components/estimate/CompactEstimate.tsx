import { estimateCopy } from "@shared/estimate/copy.ts";
import { emptyEstimateValues } from "@shared/estimate/form.ts";
import type { EstimateService } from "@shared/estimate/model.ts";
import { useSite } from "~/lib/root-data.ts";
import { COMPACT_ESTIMATE_ID, EstimateView, estimateState } from "./EstimateCalculator.tsx";

/** Marks the compact estimate in a page's server HTML; the route wakes it (use-compact-estimates.ts). */
export const COMPACT_ESTIMATE_ATTRIBUTE = "data-estimate-compact";

/**
 * The compact estimate as a service page's server HTML shows it, preselected for `service`: a plain GET
 * form to /estimate that works without JavaScript. Once it nears the screen (or a field takes focus),
 * the page replaces it with the live form (compact-live.tsx), so the page loads none of its code before.
 */
export function CompactEstimate({
  service,
  className = "",
}: {
  service: EstimateService;
  className?: string;
}) {
  const { prices } = useSite();
  const state = estimateState(prices, { ...emptyEstimateValues, service }, false);
  const headingId = `${COMPACT_ESTIMATE_ID}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}
    >
      <h3 id={headingId} className="text-xl font-semibold text-concrete-900">
        {estimateCopy.compactHeading}
      </h3>
      <p className="mt-2 text-concrete-700">{estimateCopy.compactIntro}</p>
      <div className="mt-5" {...{ [COMPACT_ESTIMATE_ATTRIBUTE]: service }}>
        <EstimateView variant="compact" idPrefix={COMPACT_ESTIMATE_ID} state={state} />
      </div>
    </section>
  );
}
