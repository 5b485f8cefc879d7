import { siteConfig } from "@shared/content/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../../tests/fakes/wordpress.ts";
import { comparable, importedAnswer, MediaLibrary } from "../../../tests/fakes/wordpress-import.ts";
import { TESTIMONIALS_CATEGORY_ID, type WpJson } from "../../../tests/fakes/wordpress-samples.ts";
import { parseEnv } from "../../core/env.ts";
import { EmbeddedSource } from "../embedded.ts";
import { createContentService } from "../index.ts";
import type { ContentService } from "../service.ts";
import { type BundleType, buildBundle } from "./index.ts";

/**
 * The import as the site lives with it: a WordPress holding exactly the bundle's records, as the plugin
 * stores them (tests/fakes/wordpress-import.ts), and nothing else; the site's content service reading it
 * over HTTP, lists and all, shows what it shows without WordPress, in the same order.
 */

const builtIn = new EmbeddedSource(siteConfig);
let wp: FakeWordPress;
let uploads: string;
let content: ContentService;

beforeAll(async () => {
  wp = await startFakeWordPress();
  uploads = `${wp.url}/wp-content/uploads/2026/01`;
  const media = new MediaLibrary(uploads);
  const bundle = await buildBundle(builtIn);
  const stored = async (type: BundleType) =>
    Promise.all(
      bundle.records
        .filter((record) => record.type === type)
        .map(
          async (record) =>
            (await importedAnswer(record, 1000 + bundle.records.indexOf(record), media)) as WpJson,
        ),
    );
  const fill = (list: WpJson[], records: WpJson[]) => list.splice(0, list.length, ...records);
  fill(wp.content.service, await stored("service"));
  fill(wp.content.location, await stored("location"));
  fill(wp.content.gallery_album, await stored("gallery_album"));
  fill(wp.content.faq, await stored("faq"));
  fill(wp.content.process_step, await stored("process_step"));
  fill(wp.content.pages, await stored("page"));
  // Posts in the Testimonials category; WordPress lists them newest first, as the bundle dates them.
  fill(
    wp.content.posts,
    (await stored("post")).map((post) => ({ ...post, categories: [TESTIMONIALS_CATEGORY_ID] })),
  );
  fill(wp.content.site_option, []);
  content = createContentService(
    parseEnv({ NODE_ENV: "test", WORDPRESS_URL: wp.url, CONTENT_TIMEOUT_MS: "5000" }),
  );
});
afterAll(() => wp.close());

const withoutIds = <T extends { id: string }>(list: T[]) => list.map(({ id: _id, ...rest }) => rest);

describe("a WordPress holding the imported bundle, read by the site", () => {
  it("answers from WordPress, not from the built-in copy", async () => {
    const patios = await content.getService("patios");
    expect(patios?.featuredImage.src).toBe(`${uploads}/images/patio.webp`);
    expect(wp.requestsTo("/service")).toBeGreaterThan(0);
  });

  it("lists every service, town and album as the site does without WordPress, in its order", async () => {
    expect(comparable(await content.listServices(), uploads)).toEqual(
      comparable(await builtIn.listServices()),
    );
    expect(comparable(await content.listLocations(), uploads)).toEqual(
      comparable(await builtIn.listLocations()),
    );
    expect(comparable(await content.listGalleryAlbums(), uploads)).toEqual(
      comparable(await builtIn.listGalleryAlbums()),
    );
  });

  it("shows each service, town and album by its address as without WordPress", async () => {
    for (const service of await builtIn.listServices()) {
      expect(comparable(await content.getService(service.slug), uploads)).toEqual(comparable(service));
    }
    for (const town of await builtIn.listLocations()) {
      expect(comparable(await content.getLocation(town.slug), uploads)).toEqual(comparable(town));
    }
    for (const album of await builtIn.listGalleryAlbums()) {
      expect(comparable(await content.getGalleryAlbum(album.slug), uploads)).toEqual(comparable(album));
    }
  });

  it("shows the FAQ, the process, the testimonials and the about page's story as without WordPress", async () => {
    expect(await content.getFaq()).toEqual(await builtIn.getFaq());
    expect(await content.getProcess()).toEqual(await builtIn.getProcess());
    expect(withoutIds(await content.getTestimonials())).toEqual(withoutIds(await builtIn.getTestimonials()));
    expect(comparable(await content.getAbout())).toEqual(comparable(await builtIn.getAbout()));
  });
});
