import { lazy, Suspense, useEffect, useState } from "react";
import { currentToast, subscribeToToasts } from "~/lib/toast.ts";

// The toast UI (Radix) loads with the first toast, so pages that never toast never download it.
const ToastView = lazy(() => import("./toast-view.tsx"));

export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (currentToast()) setNeeded(true);
    return subscribeToToasts((message) => {
      if (message) setNeeded(true);
    });
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}
