import type { SiteConfig } from "@shared/content/site.ts";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The frame of the pages the server answers by itself, outside the React Router app: the result of a
 * form posted without JavaScript and the owner's e-mail-link pages. A whole document in the site's
 * colours, kept out of search engines, with no script. Rendered by React's static renderer, so every
 * value in it is escaped by React; the only raw HTML is the style sheet below, a constant.
 */

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #23221f; background: #f7f7f5; line-height: 1.6; }
  header { background: #0f2740; color: #fff; padding: 1rem 1.5rem; }
  header a { color: #fff; font-weight: 700; font-size: 1.125rem; text-decoration: none; }
  main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 40rem; margin: 2.5rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
  h1 { margin-top: 0; color: #143354; font-size: 1.75rem; line-height: 1.25; }
  a { color: #183f69; }
  a:focus-visible { outline: 3px solid #0f2740; outline-offset: 2px; }
  .button { display: inline-block; background: #1f4f82; color: #fff; padding: 0.65rem 1.25rem; border-radius: 0.5rem; font-weight: 600; text-decoration: none; }
  .button:hover { background: #143354; }
  .errors { padding-left: 1.25rem; color: #4a4842; }
  .errors li { margin: 0.35rem 0; }
  .hint { color: #4a4842; font-size: 0.925rem; }
  button.button { border: 0; font: inherit; font-weight: 600; cursor: pointer; }
  button.button:focus-visible { outline: 3px solid #0f2740; outline-offset: 2px; }
  .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 1.25rem 0; }
  .facts dt { font-weight: 600; color: #143354; }
  .facts dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

function PlainPage({ site, title, children }: { site: SiteConfig; title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${site.name}`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no outside value */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <header>
          <a href="/">{site.name}</a>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A whole HTML document: `main` inside the site's frame, titled "{title} | {site name}". */
export function renderPlainPage(site: SiteConfig, title: string, main: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(
    <PlainPage site={site} title={title}>
      {main}
    </PlainPage>,
  )}\n`;
}
