/** Set on <html> once the first page has hydrated (app/root.tsx); forms read it (app/forms/SpamTrap.tsx). */
export const hydratedAttribute = "data-hydrated";
