import { resolve } from "node:path";
import { images } from "@shared/content/images.ts";
import type { Placeholder } from "@shared/content/types.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageWithFallback } from "~/components/ui/ImageWithFallback.tsx";
import { MainPictureContext, PicturesContext } from "~/lib/pictures.tsx";
import { IMAGE_WIDTHS } from "./encode.ts";
import { createImageUrls, type ImageSource, indexOriginals } from "./image-urls.ts";
import { createPictures } from "./pictures.ts";

const originals = indexOriginals(resolve("public/images"));
const urls = createImageUrls({ originals, mediaHosts: ["cms.example.com"], key: "k".repeat(64) });
const PLACEHOLDER: Placeholder = { color: "#8a7f70", preview: "data:image/webp;base64,UklGRg==" };

function picturesWith(known: Map<string, Placeholder | null> = new Map()) {
  const warmed: { source: ImageSource; width: number }[] = [];
  const unresolved: string[] = [];
  const pictures = createPictures({
    urls,
    placeholder: (source) => known.get(source.key),
    warm: (source, width) => warmed.push({ source, width }),
    fallback: images.fallback,
    unresolved: (src) => unresolved.push(src),
  });
  return { pictures, warmed, unresolved };
}

const imgTags = (html: string) => html.match(/<img[^>]*>/g) ?? [];

describe("the pictures of a page", () => {
  it("names every width of the ladder from the image service, and the picture's own size", () => {
    const { pictures } = picturesWith();
    const made = pictures.image(images.patio);
    const entries = (made.srcSet ?? "").split(", ");
    expect(entries.map((entry) => Number(entry.split(" ")[1].slice(0, -1)))).toEqual([...IMAGE_WIDTHS]);
    for (const entry of entries) expect(urls.parse(entry.split(" ")[0])?.source.kind).toBe("static");
    expect(made.src).toMatch(/^\/_img\/1080\/[0-9a-f]{12}\/s\/patio\.webp$/);
    expect([made.width, made.height, made.alt]).toEqual([2160, 1440, images.patio.alt]);
    // Given back as it is once made: a component may be handed either.
    expect(pictures.image(made)).toBe(made);
  });

  it("signs a WordPress photo's addresses with its version, stops at its own width, and warms a new one", () => {
    const { pictures, warmed } = picturesWith();
    const photo = pictures.photo({
      alt: "A patio",
      version: "abc123",
      sources: [{ src: "https://cms.example.com/wp-content/uploads/p.jpg", width: 1000, height: 750 }],
    });
    expect(photo.sources.map((s) => [s.width, s.height])).toEqual([
      [320, 240],
      [480, 360],
      [640, 480],
      [828, 621],
      [1000, 750],
    ]);
    const parsed = urls.parse(photo.sources[4].src);
    expect(parsed?.source).toMatchObject({ kind: "media", host: "cms.example.com", version: "abc123" });
    expect(parsed?.width).toBe(1080);
    expect(warmed).toEqual([{ source: parsed?.source, width: 1000 }]);
    // Another version of the file is another address; a photo already made is given back as it is.
    const original = { src: "https://cms.example.com/wp-content/uploads/p.jpg", width: 1000, height: 750 };
    const replaced = pictures.photo({ alt: "A patio", version: "abc124", sources: [original] });
    expect(replaced.sources[0].src).not.toBe(photo.sources[0].src);
    expect(urls.parse(replaced.sources[0].src)?.source.version).toBe("abc124");
    expect(pictures.photo(photo)).toBe(photo);
  });

  it("shows the fallback picture instead of one on a host the site may not read", () => {
    const { pictures, unresolved } = picturesWith();
    const made = pictures.image({
      src: "https://elsewhere.example/x.jpg",
      width: 800,
      height: 600,
      alt: "X",
    });
    expect(made.src).toBe(pictures.image(images.fallback).src);
    expect(made.alt).toBe(images.fallback.alt);
    expect(unresolved).toEqual(["https://elsewhere.example/x.jpg"]);
  });

  it("renders srcset, sizes, size and placeholder; the first main picture of a document alone loads first", () => {
    const { pictures } = picturesWith(new Map([[urls.source(images.homeHero.src)?.key ?? "", PLACEHOLDER]]));
    const slot = { picture: null };
    const html = renderToStaticMarkup(
      <PicturesContext value={pictures}>
        <MainPictureContext value={slot}>
          <ImageWithFallback image={images.homeHero} priority />
          <ImageWithFallback image={images.patio} priority sizes="50vw" />
        </MainPictureContext>
      </PicturesContext>,
    );
    const [hero, second] = imgTags(html);
    expect(hero).toMatch(/fetchPriority="high"/i);
    expect(hero).toContain('sizes="100vw"');
    expect(hero).toContain('width="2048" height="1152"');
    expect(hero).toContain("background-color:#8a7f70");
    expect(hero).toContain(`background-image:url(${PLACEHOLDER.preview})`);
    expect(second).not.toMatch(/fetchPriority/i);
    expect(second).toContain('loading="lazy"');
    expect(second).toContain('sizes="50vw"');
    // Not known yet: no placeholder, never a broken one.
    expect(second).not.toContain("background");
    const made = pictures.image(images.homeHero);
    expect(slot).toEqual({ picture: { src: made.src, srcSet: made.srcSet, sizes: "100vw" } });
    // The fallback is the image service's too.
    expect(hero).toContain(`data-fallback="${pictures.image(images.fallback).src}"`);
  });

  it("serves the pictures of WordPress's rich text too, keeping their alt text, with a text column's sizes", () => {
    const { pictures, unresolved } = picturesWith();
    const given =
      '<p>Before &amp; after</p><img src="https://cms.example.com/wp-content/uploads/slab-1024x768.jpg" alt="A &quot;mudjacked&quot; slab" width="1024" height="768" loading="lazy" decoding="async" />' +
      '<img src="https://elsewhere.example/x.jpg" alt="Off-site" loading="lazy" decoding="async" />';
    const html = pictures.html(given);
    const [slab, offSite] = imgTags(html);
    expect(html.startsWith("<p>Before &amp; after</p>")).toBe(true);
    expect(slab).toMatch(
      /^<img src="\/_img\/1080\/[a-z0-9]*\.[A-Za-z0-9_-]{16}\/m\/cms\.example\.com\/wp-content\/uploads\/slab-1024x768\.jpg"/,
    );
    expect(slab).toContain(' 1024w"');
    expect(slab).toContain('sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"');
    expect(slab).toContain('width="1024" height="768"');
    expect(slab).toContain('alt="A &quot;mudjacked&quot; slab"');
    expect(slab).toContain('loading="lazy"');
    // A host the site may not read: the fallback picture, never a request the page's policy refuses.
    expect(offSite).toContain(`src="${pictures.image(images.fallback).src}"`);
    expect(offSite).toContain(`alt="${images.fallback.alt}"`);
    expect(unresolved).toEqual(["https://elsewhere.example/x.jpg"]);
    // Made once: given back as it is.
    expect(pictures.html(html)).toBe(html);
    expect(pictures.html("<p>No pictures</p>")).toBe("<p>No pictures</p>");
  });
});
