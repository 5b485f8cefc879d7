import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/** Paths the router does not render: the API, and files such as /sitemap.xml. */
const NOT_A_PAGE = /^\/(api|\.netlify)(\/|$)|\/[^/]*\.[a-z0-9]+$/i;

interface ClickLike {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Where a click on a link in a static section should take the router, or null when the browser
 * should follow it itself: another site, a new tab, a download, a file, a jump on this page.
 */
export function routedPath(
  click: ClickLike,
  link: { href: string; target: string; hasDownload: boolean },
  here: { origin: string; pathname: string; search: string },
): string | null {
  if (click.button !== 0 || click.defaultPrevented) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== "_self") || link.hasDownload) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || NOT_A_PAGE.test(url.pathname)) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}

/** The picture a static image should switch to after failing, or null when it has nothing left to try. */
export function fallbackFor(img: {
  currentSrc: string;
  src: string;
  fallback: string | undefined;
}): string | null {
  const { fallback } = img;
  if (!fallback) return null;
  const tried = img.currentSrc || img.src;
  return new URL(fallback, tried || "http://x").href === tried ? null : fallback;
}

function showFallback(img: HTMLImageElement) {
  const next = fallbackFor({ currentSrc: img.currentSrc, src: img.src, fallback: img.dataset.fallback });
  if (!next) return;
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  if (img.dataset.fallbackAlt !== undefined && img.alt !== "") img.alt = img.dataset.fallbackAlt;
  img.src = next;
}

/**
 * What static sections (docs/decisions/013) would get from React: their site links go through the
 * router, and a picture that fails to load shows the fallback picture, as `ImageWithFallback` does.
 */
export function useStaticSections() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("[data-static] a[href]");
      // An SVG link (the service-area map's cities) keeps its href and target as animated strings.
      const anchor =
        link instanceof HTMLAnchorElement
          ? { href: link.href, target: link.target }
          : link instanceof SVGAElement
            ? { href: link.href.baseVal, target: link.target.baseVal }
            : null;
      if (!link || !anchor) return;
      const to = routedPath(
        event,
        { ...anchor, hasDownload: link.hasAttribute("download") },
        window.location,
      );
      if (!to) return;
      event.preventDefault();
      navigate(to);
    };
    const onError = (event: Event) => {
      const img = event.target;
      if (img instanceof HTMLImageElement && img.closest("[data-static]")) showFallback(img);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("error", onError, true);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("error", onError, true);
    };
  }, [navigate]);

  // Pictures that failed before this script ran (or before a navigation's sections arrived).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page brings new pictures
  useEffect(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>("[data-static] img[data-fallback]")) {
      if (img.complete && img.currentSrc !== "" && img.naturalWidth === 0) showFallback(img);
    }
  }, [pathname]);
}
