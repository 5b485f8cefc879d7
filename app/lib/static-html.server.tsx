import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { servicesContext } from "~/lib/context";
import { RootDataContext } from "~/lib/site";
import type { StaticPart } from "~/lib/static-html";

/**
 * Renders sections that need no JavaScript to HTML, for `<StaticHtml>` (docs/decisions/013).
 * Their links are plain anchors the root route sends through the router; `useRootData` answers
 * from the request's services.
 */
export function renderStatic(
  context: Readonly<RouterContextProvider>,
  key: string,
  element: ReactNode,
): StaticPart {
  const { site, siteUrl, isProduction, staticHtml } = context.get(servicesContext);
  const html = renderToStaticMarkup(
    <RootDataContext value={{ site, siteUrl, isProduction }}>
      <MemoryRouter>{element}</MemoryRouter>
    </RootDataContext>,
    { identifierPrefix: `${key}-` },
  );
  if (!staticHtml) return { key, html };
  staticHtml.set(key, html);
  return { key, html: null };
}
