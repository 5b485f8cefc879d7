/**
 * Set on <html> once the first page has hydrated, islands included (app/root.tsx, app/lib/hydrate-apart.tsx);
 * forms read it (app/forms/SpamTrap.tsx), and so do the browser tests.
 */
export const hydratedAttribute = "data-hydrated";

/** Islands of the first page still server HTML; the root's own hydration counts as one until it is done. */
const pending = new Set<object>();
const rootPass = {};
pending.add(rootPass);

function settle() {
  if (pending.size === 0) document.documentElement.setAttribute(hydratedAttribute, "");
}

/** The root route's first effect: everything outside the islands has hydrated. */
export function rootHydrated() {
  pending.delete(rootPass);
  settle();
}

/** An island of the first page is still server HTML (its hydration comes in a pass of its own). */
export function islandWaiting(island: object) {
  pending.add(island);
}

/** An island has hydrated, or mounted after the first page. */
export function islandArrived(island: object) {
  pending.delete(island);
  settle();
}
