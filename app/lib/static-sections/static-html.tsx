import { createContext, useCallback, useContext, useState } from "react";

/**
 * Server-rendered sections that ship no JavaScript (docs/decisions/013).
 *
 * A route's loader renders its static sections to HTML on the server (`renderStaticParts` in
 * static-html.server.tsx), one part per name. In a document, that HTML reaches the page through `StaticHtmlContext`
 * and is never repeated in the hydration data; hydration keeps what the server sent. On a
 * navigation inside the site, the loader's answer carries the HTML itself.
 */
export interface StaticPart {
  key: string;
  /** The section's HTML; null in a document, where the server hands it over by `key`. */
  html: string | null;
}

/** A route's static parts by name, as its loader rendered them: the page can name no other. */
export type StaticParts<Name extends string> = { readonly [K in Name]: StaticPart };

/** The HTML of this document's static parts, by key: set on the server only. */
export const StaticHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * In the browser, the HTML of the document's static parts as hydration found them. Their loader data
 * holds no HTML, so a part placed again (the page shown anew while another page loads, say) takes it
 * from here rather than rendering empty. Held by the part itself: new loader data brings its own HTML.
 */
const hydratedHtml = new WeakMap<StaticPart, string>();

/**
 * A static part in place. Hydration leaves the server's HTML as it is (an element whose content
 * React sets as HTML has no children to compare); a navigation sets the loader's HTML.
 */
export function StaticHtml({ part, className = "contents" }: { part: StaticPart; className?: string }) {
  const documentHtml = useContext(StaticHtmlContext);
  const fromServer = documentHtml?.get(part.key);
  // On the server, a part whose HTML is neither in the loader data nor in the document was never rendered.
  // (import.meta.env.SSR drops the check and its message from the browser's bundle.)
  if (import.meta.env.SSR && documentHtml && part.html === null && fromServer === undefined) {
    throw new Error(`Static part ${part.key} was not rendered by this document's loaders`);
  }
  // Read once per mount: hydration renders "" and must keep rendering it, or React would set the HTML anew.
  const [placedAgain] = useState(() => hydratedHtml.get(part));
  const keepHydratedHtml = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && part.html === null && !hydratedHtml.has(part)) hydratedHtml.set(part, element.innerHTML);
    },
    [part],
  );
  return (
    <div
      ref={keepHydratedHtml}
      className={className}
      data-static={part.key}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's render of our own components
      dangerouslySetInnerHTML={{ __html: part.html ?? fromServer ?? placedAgain ?? "" }}
    />
  );
}
