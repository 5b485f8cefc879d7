import { useEffect } from "react";
import type { Root } from "react-dom/client";
import { useSite } from "~/lib/root-data.ts";
import type { StaticPart } from "~/lib/static-sections/static-html.tsx";

/** The compact estimate's marker (kept here too, so the route's chunk does not load the form's module). */
const SLOT = "[data-estimate-compact]";

/**
 * Wakes the compact estimates in a page's static part (CompactEstimate.tsx): when one comes within a
 * screen of view, or one of its fields takes focus, the live form's code is loaded and replaces the
 * server HTML. Until then the page carries none of it, and the form works as a plain GET.
 */
export function useCompactEstimates(part: StaticPart) {
  const { prices } = useSite();
  useEffect(() => {
    const slots = document.querySelectorAll<HTMLElement>(`[data-static="${CSS.escape(part.key)}"] ${SLOT}`);
    const stops: (() => void)[] = [];
    for (const slot of slots) {
      let root: Root | null = null;
      let state: "waiting" | "loading" | "stopped" = "waiting";
      const start = () => {
        if (state !== "waiting") return;
        state = "loading";
        unwatch();
        void import("./compact-live.tsx").then(({ mountCompactEstimate }) => {
          if (state === "loading") root = mountCompactEstimate(slot, prices);
        });
      };
      const observer =
        typeof IntersectionObserver === "function"
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
              rootMargin: "100% 0px",
            })
          : null;
      observer?.observe(slot);
      slot.addEventListener("focusin", start);
      const unwatch = () => {
        observer?.disconnect();
        slot.removeEventListener("focusin", start);
      };
      stops.push(() => {
        state = "stopped";
        unwatch();
        const mounted = root;
        // Not while React commits the page that took this one's place.
        if (mounted) setTimeout(() => mounted.unmount());
      });
    }
    return () => {
      for (const stop of stops) stop();
    };
  }, [part, prices]);
}
