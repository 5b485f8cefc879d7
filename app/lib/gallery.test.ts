import { builtInGalleryAlbums } from "@shared/content/gallery/albums.ts";
import { describe, expect, it } from "vitest";
import { photoNumberOf, projectCaption, stepPhoto } from "./gallery.ts";

describe("photoNumberOf", () => {
  it("reads a photo number within the album", () => {
    expect(photoNumberOf("1", 8)).toBe(1);
    expect(photoNumberOf("8", 8)).toBe(8);
  });

  it("ignores numbers outside the album and anything that is not a number", () => {
    for (const value of [null, "", "0", "9", "-1", "2.5", "3abc", "photo"]) {
      expect(photoNumberOf(value, 8)).toBeNull();
    }
  });
});

describe("stepPhoto", () => {
  it("moves one photo either way and wraps at both ends", () => {
    expect(stepPhoto(3, 1, 8)).toBe(4);
    expect(stepPhoto(3, -1, 8)).toBe(2);
    expect(stepPhoto(8, 1, 8)).toBe(1);
    expect(stepPhoto(1, -1, 8)).toBe(8);
  });
});

describe("the built-in albums", () => {
  it("hold at least eight projects each, captioned with what, how big and where, linked to a service", () => {
    expect(builtInGalleryAlbums.map((a) => a.slug)).toEqual([
      "backyard-transformations",
      "stamped-patios",
      "modern-patios",
    ]);
    for (const album of builtInGalleryAlbums) {
      expect(album.projects.length).toBeGreaterThanOrEqual(8);
      for (const project of album.projects) {
        expect(projectCaption(project)).toMatch(/^.+, \d[\d,]* sq ft, [A-Z][a-z]+( [A-Z][a-z]+)*$/);
        expect(project.service?.href).toMatch(/^\/services\/[a-z-]+$/);
        // One original each, wide enough for the image service's largest width.
        expect(project.photo.sources).toEqual([
          { src: expect.stringMatching(/^\/images\/gallery\/[a-z]+-\d\d\.webp$/), width: 2160, height: 1440 },
        ]);
      }
    }
  });
});
