import { servicesContext } from "@shared/app-services.ts";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { MainPictureContext, PicturesContext } from "~/lib/pictures.tsx";
import { RootDataContext } from "~/lib/root-data.ts";
import type { StaticPart, StaticParts } from "./static-html.tsx";

/**
 * A picture preload React puts in front of a part's markup for a picture that loads at once. The
 * document preloads its main picture from <head> instead (entry.server.tsx), and no other.
 */
const HOISTED_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** What `renderStaticParts` needs from a loader's arguments: pass them as they came. */
export interface StaticPartsArgs {
  context: Readonly<RouterContextProvider>;
  /** The matched route's pattern (`/locations/:slug`), which the parts' keys derive from. */
  pattern: string;
}

/** A part's key: the route's pattern and the part's name, usable in an id (`locations-slug.hero`). */
export function staticPartKey(pattern: string, name: string): string {
  const route =
    pattern
      .replace(/\*/g, "all")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "index";
  return `${route}.${name}`;
}

/**
 * Renders a route's sections that need no JavaScript to HTML, one part per name, for `<StaticHtml>`
 * (docs/decisions/013). Each part's key comes from the route and its name, so the page reads the parts
 * by name (`loaderData.sections.hero`) and TypeScript refuses one the loader did not render. Links are
 * plain anchors the root route sends through the router; `useRootData` answers from the request's
 * services. A section that is null renders as an empty part.
 */
export function renderStaticParts<const Name extends string>(
  { context, pattern }: StaticPartsArgs,
  sections: Record<Name, ReactNode>,
): StaticParts<Name> {
  const { site, siteUrl, isProduction, staticHtml, pictures, mainPicture } = context.get(servicesContext);
  const parts = {} as Record<Name, StaticPart>;
  for (const name of Object.keys(sections) as Name[]) {
    const key = staticPartKey(pattern, name);
    const markup = renderToStaticMarkup(
      <RootDataContext value={{ site, siteUrl, isProduction }}>
        <PicturesContext value={pictures}>
          <MainPictureContext value={mainPicture ?? null}>
            <MemoryRouter>{sections[name]}</MemoryRouter>
          </MainPictureContext>
        </PicturesContext>
      </RootDataContext>,
      { identifierPrefix: `${key}-` },
    );
    const html = markup.replace(HOISTED_PRELOAD, "");
    if (!staticHtml) {
      parts[name] = { key, html };
      continue;
    }
    // Two loaders of one document rendering the same key would show one part twice.
    if (staticHtml.has(key)) throw new Error(`Static part ${key} is rendered twice in one document`);
    staticHtml.set(key, html);
    parts[name] = { key, html: null };
  }
  return parts;
}
