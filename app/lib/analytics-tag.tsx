import type { AnalyticsScripts } from "@shared/analytics.ts";
import { useContext } from "react";
import { ScriptNonceContext } from "./campaign-capture.tsx";

/**
 * The analytics tag the owner chose (ANALYTICS), in every page's <head>: the external script is
 * deferred or async, so it never holds up the first paint, and its set-up runs inline with the
 * response's nonce. Hydration keeps the server's set-up script as it is, as for the campaign capture.
 */
export function AnalyticsTag({ scripts }: { scripts: AnalyticsScripts | undefined }) {
  const nonce = useContext(ScriptNonceContext);
  if (!scripts) return null;
  const { external, inline } = scripts;
  return (
    <>
      {inline ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own set-up, from a checked measurement id
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? inline : "" }}
        />
      ) : null}
      <script {...external} />
    </>
  );
}
