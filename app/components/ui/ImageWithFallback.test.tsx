import { images } from "@shared/content/images.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageWithFallback, mountedImageState, nextImageAfterError } from "./ImageWithFallback.tsx";

const imgTag = (html: string) => html.match(/<img[^>]*>/)?.[0] ?? "";

describe("ImageWithFallback on the server", () => {
  it("renders the picture visible, with its size and alt text, lazily below the fold", () => {
    const tag = imgTag(
      renderToStaticMarkup(<ImageWithFallback image={images.patio} className="rounded-lg" />),
    );
    expect(tag).toContain(`src="${images.patio.src}"`);
    expect(tag).toContain(`width="${images.patio.width}"`);
    expect(tag).toContain(`height="${images.patio.height}"`);
    expect(tag).toContain(`alt="${images.patio.alt}"`);
    expect(tag).toContain('loading="lazy"');
    expect(tag).toContain('decoding="async"');
    expect(tag).toContain("rounded-lg");
    // No JavaScript, or a hero already loaded before hydration: nothing may hide the picture.
    expect(tag).toContain("opacity-100");
    expect(tag).not.toContain("opacity-0");
  });

  it("fetches a priority picture first and never lazily", () => {
    const tag = imgTag(renderToStaticMarkup(<ImageWithFallback image={images.homeHero} priority />));
    expect(tag).toMatch(/fetchpriority="high"/i);
    expect(tag).not.toContain('loading="lazy"');
    expect(tag).toContain("opacity-100");
  });
});

describe("mountedImageState", () => {
  it("calls a picture that finished before hydration loaded", () => {
    expect(mountedImageState({ complete: true, naturalWidth: 1200, currentSrc: "/images/patio.webp" })).toBe(
      "loaded",
    );
  });

  it("calls a picture still downloading loading, so it fades in", () => {
    expect(mountedImageState({ complete: false, naturalWidth: 0, currentSrc: "/images/patio.webp" })).toBe(
      "loading",
    );
  });

  it("treats a lazy picture the browser has not requested yet as still to come, not broken", () => {
    expect(mountedImageState({ complete: true, naturalWidth: 0, currentSrc: "" })).toBe("loading");
  });

  it("calls a picture that errored before hydration failed", () => {
    expect(mountedImageState({ complete: true, naturalWidth: 0, currentSrc: "/images/missing.webp" })).toBe(
      "failed",
    );
  });
});

describe("nextImageAfterError", () => {
  it("switches a broken picture to the fallback", () => {
    expect(nextImageAfterError(images.driveway, images.fallback)).toBe(images.fallback);
  });

  it("stops when the fallback itself is broken, instead of retrying forever", () => {
    expect(nextImageAfterError(images.fallback, images.fallback)).toBeNull();
  });
});
