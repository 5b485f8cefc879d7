import { captureCampaignScript } from "@shared/forms/utm.ts";
import { createContext, useContext } from "react";

/** This response's script nonce (set by entry.server.tsx): on the server only. */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

/**
 * The campaign capture (`utm.ts`) as an inline script, rendered by the root layout just in front of
 * React Router's `<Scripts/>`: it runs while the page is parsed, before the hydration script and any
 * other module script, so a visitor from an ad who follows a link before the page's scripts have
 * started keeps the campaign (docs/decisions/003, tests/e2e/before-hydration.spec.ts).
 *
 * Hydration keeps the server's script as it is (an element whose content React sets as HTML has no
 * children to compare), so the browser's bundle carries neither the script's text nor the nonce.
 */
export function CampaignCapture() {
  const nonce = useContext(ScriptNonceContext);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script (utm.ts), never content
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? captureCampaignScript : "" }}
    />
  );
}
