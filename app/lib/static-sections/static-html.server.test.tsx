import { servicesContext } from "@shared/app-services.ts";
import { siteConfig } from "@shared/content/site.ts";
import { PICTURES_AS_GIVEN } from "@shared/pictures.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useSite } from "~/lib/root-data.ts";
import { renderStaticParts } from "./static-html.server.tsx";
import { StaticHtml, StaticHtmlContext } from "./static-html.tsx";

function requestContext(staticHtml?: Map<string, string>) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    content: {} as never,
    pictures: PICTURES_AS_GIVEN,
    site: siteConfig,
    siteUrl: "https://www.example.com",
    nonce: undefined,
    isProduction: true,
    developerPages: false,
    staticHtml,
  });
  return context;
}

function Phone() {
  return <p>{useSite().phone}</p>;
}

describe("renderStaticParts", () => {
  it("answers a navigation with each part's HTML, keyed by the route and the part's name", () => {
    const parts = renderStaticParts(
      { context: requestContext(), pattern: "/locations/:slug" },
      { hero: <h1>Waukee</h1>, phone: <Phone /> },
    );
    expect(parts).toEqual({
      hero: { key: "locations-slug.hero", html: "<h1>Waukee</h1>" },
      phone: { key: "locations-slug.phone", html: `<p>${siteConfig.phone}</p>` },
    });
  });

  it("keeps a document's HTML out of the loader data and hands it to the render by key", () => {
    const staticHtml = new Map<string, string>();
    const { page } = renderStaticParts(
      { context: requestContext(staticHtml), pattern: "/" },
      { page: <h1>Home</h1> },
    );
    expect(page).toEqual({ key: "index.page", html: null });
    const document = renderToStaticMarkup(
      <StaticHtmlContext value={staticHtml}>
        <StaticHtml part={page} />
      </StaticHtmlContext>,
    );
    expect(document).toBe('<div class="contents" data-static="index.page"><h1>Home</h1></div>');
  });

  it("refuses a part the document's loaders did not render, rather than sending an empty section", () => {
    const render = () =>
      renderToStaticMarkup(
        <StaticHtmlContext value={new Map()}>
          <StaticHtml part={{ key: "services.hero", html: null }} />
        </StaticHtmlContext>,
      );
    expect(render).toThrow("Static part services.hero was not rendered by this document's loaders");
  });

  it("refuses two parts with one key in one document", () => {
    const context = requestContext(new Map());
    renderStaticParts({ context, pattern: "/services" }, { hero: <h1>Services</h1> });
    expect(() => renderStaticParts({ context, pattern: "/services" }, { hero: <h1>Again</h1> })).toThrow(
      "Static part services.hero is rendered twice in one document",
    );
  });
});
