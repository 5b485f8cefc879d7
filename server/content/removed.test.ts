import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import type { WpJson } from "../../tests/fakes/wordpress-samples.ts";
import { EmbeddedSource } from "./embedded.ts";
import { ContentService } from "./service.ts";
import { MAX_REMOVED_SLUGS, WordPressSource } from "./wordpress.ts";

// Deleting in WordPress means gone on the site (docs/decisions/002, "Deleting means gone"): a record
// the plugin says it took down is never replaced by the built-in record of its slug, while a slug
// WordPress never published keeps its built-in page (a WordPress connected before anything is imported).

const TTL_MS = 60_000;
const TIMEOUT_MS = 5_000;
const builtIn = new EmbeddedSource();

let wp: FakeWordPress;
let clock: number;

function contentService() {
  return new ContentService({
    primary: new WordPressSource({ baseUrl: wp.url, timeoutMs: TIMEOUT_MS, builtIn }),
    fallback: builtIn,
    ttlMs: TTL_MS,
    now: () => clock,
  });
}

/** Plays an editor who trashes a record: gone from WordPress's answers, its slug on the plugin's list. */
function trash(type: "service" | "location" | "gallery_album", slug: string): WpJson | undefined {
  const list = wp.content[type];
  const at = list.findIndex((record) => record.slug === slug);
  const [record] = at === -1 ? [] : list.splice(at, 1);
  wp.removed[type].unshift(slug);
  return record;
}

/** Plays an editor who publishes the record again: back in the answers, off the list. */
function restore(type: "service" | "location" | "gallery_album", record: WpJson) {
  wp.content[type].push(record);
  wp.removed[type] = wp.removed[type].filter((slug) => slug !== record.slug);
}

const slugs = (records: { slug: string }[]) => records.map((record) => record.slug);

beforeAll(async () => {
  wp = await startFakeWordPress();
});
afterAll(() => wp.close());

let saved: { service: WpJson[]; location: WpJson[]; gallery_album: WpJson[] };
beforeEach(() => {
  wp.setMode("normal");
  wp.setRemovedAnswer(undefined);
  wp.resetRequests();
  clock = 1_000_000;
  saved = {
    service: [...wp.content.service],
    location: [...wp.content.location],
    gallery_album: [...wp.content.gallery_album],
  };
  wp.removed.service = [];
  wp.removed.location = [];
  wp.removed.gallery_album = [];
});
afterEach(() => {
  wp.content.service.splice(0, Infinity, ...saved.service);
  wp.content.location.splice(0, Infinity, ...saved.location);
  wp.content.gallery_album.splice(0, Infinity, ...saved.gallery_album);
});

describe("a record WordPress took down", () => {
  it("is gone: no built-in copy of a trashed built-in service, town or album, in its page or in the lists", async () => {
    trash("service", "stamped-concrete");
    trash("location", "ankeny");
    trash("gallery_album", "stamped-patios");
    const content = contentService();

    expect(await content.getService("stamped-concrete")).toBeNull();
    expect(await content.getLocation("ankeny")).toBeNull();
    expect(await content.getGalleryAlbum("stamped-patios")).toBeNull();
    expect(slugs(await content.listServices())).not.toContain("stamped-concrete");
    expect(slugs(await content.listLocations())).not.toContain("ankeny");
    expect(slugs(await content.listGalleryAlbums())).not.toContain("stamped-patios");
    // The records WordPress has, and the built-in ones it never published, stay.
    expect(slugs(await content.listServices())).toEqual(
      expect.arrayContaining(["concrete-steps", "driveways", "patios"]),
    );
    expect((await content.getService("patios"))?.title).toBe((await builtIn.getService("patios"))?.title);
    expect(await content.listRemoved()).toEqual({
      service: ["stamped-concrete"],
      location: ["ankeny"],
      album: ["stamped-patios"],
    });
  });

  it("is gone from the built-in lists too when WordPress has no records of that kind left", async () => {
    trash("service", "stamped-concrete");
    trash("service", "concrete-steps");
    wp.content.service.splice(0, Infinity);
    const content = contentService();
    const listed = slugs(await content.listServices());
    expect(listed).toEqual(
      slugs(await builtIn.listServices()).filter(
        (slug) => !["stamped-concrete", "concrete-steps"].includes(slug),
      ),
    );
  });

  it("comes back once published again, on the next read after WordPress's call", async () => {
    const record = trash("service", "concrete-steps");
    const content = contentService();
    expect(await content.getService("concrete-steps")).toBeNull();
    restore("service", record as WpJson);
    content.invalidate();
    expect((await content.getService("concrete-steps"))?.slug).toBe("concrete-steps");
    expect(slugs(await content.listServices())).toContain("concrete-steps");
  });

  it("stays gone while WordPress is down, from the last good copy of the list", async () => {
    trash("service", "stamped-concrete");
    const content = contentService();
    expect(await content.listRemoved()).toMatchObject({ service: ["stamped-concrete"] });
    clock += TTL_MS + 1;
    wp.setMode("failing");
    expect(await content.getService("stamped-concrete")).toBeNull();
    expect(slugs(await content.listServices())).not.toContain("stamped-concrete");
  });
});

describe("what WordPress did not take down", () => {
  it("keeps every built-in page when WordPress is connected with nothing in it yet", async () => {
    wp.setMode("empty");
    const content = contentService();
    expect(slugs(await content.listServices())).toEqual(slugs(await builtIn.listServices()));
    expect(slugs(await content.listLocations())).toEqual(slugs(await builtIn.listLocations()));
    expect(slugs(await content.listGalleryAlbums())).toEqual(slugs(await builtIn.listGalleryAlbums()));
    expect(await content.getService("patios")).toEqual(await builtIn.getService("patios"));
  });

  it("keeps the built-in copy when WordPress has never answered", async () => {
    wp.setMode("failing");
    const content = contentService();
    expect(await content.getService("stamped-concrete")).toEqual(
      await builtIn.getService("stamped-concrete"),
    );
    expect(slugs(await content.listServices())).toEqual(slugs(await builtIn.listServices()));
  });

  it("reads a WordPress without the plugin's list (404) as one that took nothing down", async () => {
    wp.setRemovedAnswer(null);
    wp.content.service.splice(0, Infinity);
    const content = contentService();
    expect(await content.listRemoved()).toEqual({ service: [], location: [], album: [] });
    expect(await content.getService("stamped-concrete")).toEqual(
      await builtIn.getService("stamped-concrete"),
    );
  });

  it("asks for the list only when a built-in record would stand in, never for a slug nobody has", async () => {
    const content = contentService();
    for (let i = 0; i < 20; i++) expect(await content.getService(`made-up-${i}`)).toBeNull();
    expect(wp.requestLog.filter((entry) => entry.startsWith("/wp-json/gdm/"))).toEqual([]);
  });
});

describe("the plugin's list, read as hostile input", () => {
  const hostile: [string, unknown][] = [
    ["a slug that is not text", { service: [{ slug: "patios" }] }],
    ["a list that is not a list", { service: "patios" }],
    ["a slug longer than WordPress keeps", { service: ["x".repeat(201)] }],
    [
      `more than ${MAX_REMOVED_SLUGS} slugs`,
      { service: Array.from({ length: MAX_REMOVED_SLUGS + 1 }, (_, i) => `s-${i}`) },
    ],
    ["a list of posts", [{ id: 1, slug: "patios" }]],
  ];
  for (const [what, answer] of hostile) {
    it(`is refused when it holds ${what}: the last good copy stands, or nothing is taken down`, async () => {
      trash("service", "stamped-concrete");
      const content = contentService();
      expect(await content.getService("stamped-concrete")).toBeNull();

      clock += TTL_MS + 1;
      wp.setRemovedAnswer(answer);
      expect(await content.getService("stamped-concrete")).toBeNull();
      expect((await content.listRemoved()).service).toEqual(["stamped-concrete"]);

      const fresh = contentService();
      expect((await fresh.listRemoved()).service).toEqual([]);
      expect(await fresh.getService("patios")).toEqual(await builtIn.getService("patios"));
    });
  }

  it("takes a percent-encoded slug as the page's address gives it", async () => {
    wp.setRemovedAnswer({ location: ["p%c3%a9rez-park"] });
    const removed = await contentService().listRemoved();
    expect(removed.location).toEqual(["p%c3%a9rez-park", "pérez-park"]);
  });
});
