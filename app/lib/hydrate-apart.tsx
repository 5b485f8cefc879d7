import { type ReactNode, Suspense, useEffect, useState } from "react";
import { islandArrived, islandWaiting } from "./hydrated.ts";

/**
 * Hydrates its children in a pass of their own (docs/decisions/003, item 11). React leaves a
 * server-rendered Suspense boundary dehydrated while it hydrates the page around it and hydrates it
 * next, so a form's setup (react-hook-form, its fields' refs, the re-render they cause) runs in tasks
 * apart from the framework's start instead of lengthening them. The server HTML stays on screen and
 * works meanwhile: the form posts without scripts. Nothing here suspends, so a client navigation
 * renders the children at once, and the fallback is never seen.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({ arrived: false }));
  // Runs in the page's own hydration pass, before the root's effect; the children's runs with theirs.
  useEffect(() => {
    if (!token.arrived) islandWaiting(token);
    return () => islandArrived(token);
  }, [token]);
  return (
    <Suspense fallback={null}>
      <Arrived token={token}>{children}</Arrived>
    </Suspense>
  );
}

function Arrived({ token, children }: { token: { arrived: boolean }; children: ReactNode }) {
  useEffect(() => {
    token.arrived = true;
    islandArrived(token);
  }, [token]);
  return children;
}
