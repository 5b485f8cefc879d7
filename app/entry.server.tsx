import { createReadableStreamFromReadable } from "@react-router/node";
import { servicesContext } from "@shared/app-services.ts";
import { isbot } from "isbot";
import { preload } from "react-dom";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ScriptNonceContext } from "~/lib/campaign-capture.tsx";
import { shapeDocumentStream } from "~/lib/static-sections/html-stream.server.ts";
import { StaticHtmlContext } from "~/lib/static-sections/static-html.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page taken down in the CMS (410): search engines drop it, whichever error page shows it.
  if (responseStatusCode === 410) responseHeaders.set("X-Robots-Tag", "noindex");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, wholeDocument, staticHtml, mainPicture } = loadContext.get(servicesContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once, never a streamed shell.
    const readyOption: keyof RenderToPipeableStreamOptions =
      wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonceContext value={nonce}>
        <StaticHtmlContext value={staticHtml ?? null}>
          <PreloadMainPicture picture={mainPicture?.picture ?? null} />
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticHtmlContext>
      </ScriptNonceContext>,
      {
        nonce,
        // A ready Suspense boundary (an island, app/lib/hydrate-apart.tsx) stays in place in the HTML: React
        // would otherwise move a large one out of order and reveal it by script, late and shifting the page.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = shapeDocumentStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The page's main picture, asked for from <head> at the top priority, with the <img>'s own `srcset` and
 * `sizes` so the browser fetches the one file the <img> shows (app/lib/pictures.tsx).
 */
function PreloadMainPicture({
  picture,
}: {
  picture: { src: string; srcSet?: string; sizes: string } | null;
}) {
  if (picture)
    preload(picture.src, {
      as: "image",
      fetchPriority: "high",
      ...(picture.srcSet ? { imageSrcSet: picture.srcSet, imageSizes: picture.sizes } : {}),
    });
  return null;
}
