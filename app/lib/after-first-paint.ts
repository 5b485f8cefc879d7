/**
 * The page's JavaScript starts after its first paint (docs/decisions/003, item 10).
 *
 * React Router's hydration script is an inline module whose imports the browser
 * fetches as soon as the parser reaches it, alongside the stylesheet and the hero
 * picture a phone is still downloading. The server hands it over held instead
 * (`app/lib/html-stream.server.ts` gives it this type, which no browser runs), and
 * `startAfterFirstPaint` runs it once the visitor has something to look at: the
 * first contentful paint has happened, the page has loaded (its only eager
 * pictures are the heroes; the rest are lazy), and those pictures are decoded.
 * Every page is complete server HTML and every form posts without scripts, so
 * nothing waits on this but the enhancements.
 */
export const heldEntryType = "text/x-held-module";
export const heldEntryId = "held-entry";

/**
 * Runs in the browser as an inline classic script: it must not refer to anything
 * outside its own body (it is sent as `(${startAfterFirstPaint})(id)`).
 */
export function startAfterFirstPaint(heldId: string): void {
  let started = false;
  const start = () => {
    const held = document.getElementById(heldId);
    if (started || !held) return;
    started = true;
    const entry = document.createElement("script");
    entry.type = "module";
    // Same text, so the page's CSP (its nonce, or the cached page's script hashes) allows it.
    entry.nonce = (held as HTMLScriptElement).nonce;
    entry.textContent = held.textContent;
    document.body.append(entry);
  };
  const painted = new Promise<void>((resolve) => {
    // Without paint timing (an old browser), the load event alone decides.
    if (
      typeof PerformanceObserver === "undefined" ||
      !PerformanceObserver.supportedEntryTypes?.includes("paint")
    )
      return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
    // A picture that hangs must not keep the page from its scripts for long.
    painted.then(() => setTimeout(resolve, 3000));
  });
  const decoded = () =>
    Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])'), (image) =>
        image.complete ? image.decode().catch(() => undefined) : undefined,
      ),
    );
  Promise.all([painted, loaded])
    .then(decoded)
    .then(() => requestAnimationFrame(() => setTimeout(start)));
}

/** The inline script that starts the held entry (the page's CSP allows it by nonce or hash). */
export const afterFirstPaintScript = `(${startAfterFirstPaint.toString()})(${JSON.stringify(heldEntryId)})`;
