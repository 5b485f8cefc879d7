import { type AppServices, servicesContext } from "@shared/app-services.ts";
import type { BookingPageSource } from "@shared/booking/page-source.ts";
import type { ContentSource } from "@shared/content/source.ts";
import {
  createRequestHandler as createDocumentHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { recordingReads } from "./content/index.ts";
import { developerPagesOn, type Env } from "./core/env.ts";
import type { Identity } from "./core/live-identity.ts";
import type { ImageService } from "./images/index.ts";

/** What a render chooses for itself: a whole document or a data request, its static sections. */
export type RenderDocument = Pick<AppServices, "wholeDocument" | "staticHtml" | "mainPicture">;

/** What every render of a page is given (servicesContext), with the document's own parts. */
export type RenderServices = (nonce: string | undefined, document: RenderDocument) => Promise<AppServices>;

/** The content, pictures and site of now, read afresh for each render. */
export function renderServicesOf({
  env,
  content,
  images,
  identity,
  bookings,
}: {
  env: Env;
  content: ContentSource;
  images: Pick<ImageService, "pictures">;
  identity: Identity;
  /** The booking page's windows (issue 41); absent without a store: the page says to call. */
  bookings?: BookingPageSource;
}): RenderServices {
  const isProduction = env.NODE_ENV === "production";
  const developerPages = developerPagesOn(env);
  return async (nonce, document) => ({
    content,
    pictures: await images.pictures(),
    site: await identity.resolve(),
    siteUrl: env.SITE_URL,
    nonce,
    isProduction,
    developerPages,
    analytics: env.ANALYTICS,
    bookings,
    ...document,
  });
}

/** A document rendered whole before any byte is sent: a page for the cache, a preview. */
export const wholeDocument = (): RenderDocument => ({
  wholeDocument: true,
  staticHtml: new Map(),
  mainPicture: { picture: null },
});

/**
 * One page rendered through the router for the page cache (server/pages/page-cache.ts): the render's
 * own nonce marks the app's scripts; the cache takes it out and allows them by hash, since the same
 * bytes go to every visitor. What the page reads tags it, so a content change drops only the pages
 * that show it; a page showing new pictures is made again once they are (docs/decisions/036).
 */
export function pageRenderer(
  build: ServerBuild,
  env: Env,
  services: RenderServices,
  { content, images }: { content: ContentSource; images: Pick<ImageService, "pictures"> },
) {
  const renderDocument = createDocumentHandler(build, env.NODE_ENV);
  return async (pathAndQuery: string, nonce: string) => {
    const context = new RouterContextProvider();
    const reads = recordingReads(content);
    const warmUps: Promise<void>[] = [];
    context.set(servicesContext, {
      ...(await services(nonce, wholeDocument())),
      content: reads.content,
      pictures: await images.pictures((warmUp) => warmUps.push(warmUp)),
    });
    const response = await renderDocument(new Request(new URL(pathAndQuery, env.SITE_URL)), context);
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
      tags: reads.tags(),
      picturesMade: warmUps.length > 0 ? Promise.all(warmUps) : undefined,
    };
  };
}
