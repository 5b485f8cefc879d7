import type { PriceList } from "@shared/content/prices.ts";
import { estimateValuesOf } from "@shared/estimate/form.ts";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { COMPACT_ESTIMATE_ID, EstimateCalculator } from "./EstimateCalculator.tsx";

/**
 * Replaces a compact estimate's server HTML with the live form, in a React root of its own (the page
 * around it is static HTML). What the visitor typed or chose meanwhile is carried over, and so is the
 * focus and the caret, so the swap is not felt.
 */
export function mountCompactEstimate(slot: HTMLElement, prices: PriceList): Root {
  const form = slot.querySelector("form");
  const data = form ? new FormData(form) : null;
  const values = estimateValuesOf((field) => {
    const value = data?.get(field);
    return typeof value === "string" ? value : null;
  });
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && slot.contains(active) ? active.id : null;
  const caret =
    active instanceof HTMLInputElement ? [active.selectionStart, active.selectionEnd] : [null, null];
  const root = createRoot(slot);
  flushSync(() =>
    root.render(
      <EstimateCalculator
        variant="compact"
        idPrefix={COMPACT_ESTIMATE_ID}
        prices={prices}
        initialValues={values}
        initialComplete={false}
        countedByServer={false}
      />,
    ),
  );
  const again = focused ? document.getElementById(focused) : null;
  if (again) {
    again.focus({ preventScroll: true });
    if (again instanceof HTMLInputElement && caret[0] !== null) {
      again.setSelectionRange(caret[0], caret[1]);
    }
  }
  return root;
}
