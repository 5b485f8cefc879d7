import { getBuiltInService } from "@shared/content/services";
import type { ServiceContent } from "@shared/content/types";
import { describe, expect, it } from "vitest";
import { loadServiceHeroOverride } from "./service-hero.server";

const builtInPatios = getBuiltInService("patios") as ServiceContent;

/** A content service that answers one record for every slug (or nothing). */
const answering = (record: ServiceContent | null) => ({ getService: async () => record });

describe("loadServiceHeroOverride", () => {
  it("keeps the page's own hero when the content service answers the built-in record", async () => {
    expect(await loadServiceHeroOverride(answering(builtInPatios), "patios")).toEqual({});
  });

  it("keeps the page's own hero when the content service has no record", async () => {
    expect(await loadServiceHeroOverride(answering(null), "patios")).toEqual({});
  });

  it("takes the title, text and photo an editor wrote in the CMS", async () => {
    const photo = { src: "https://cms.example.com/patio.jpg", width: 1536, height: 1024, alt: "A patio" };
    const record = {
      ...builtInPatios,
      title: "Backyard Patios",
      summary: "Patios for Polk County backyards.",
      featuredImage: photo,
    };
    expect(await loadServiceHeroOverride(answering(record), "patios")).toEqual({
      title: "Backyard Patios",
      subtitle: "Patios for Polk County backyards.",
      image: photo,
    });
  });

  it("takes only what the CMS record changes", async () => {
    const record = { ...builtInPatios, title: "Concrete Patios by the Pros" };
    expect(await loadServiceHeroOverride(answering(record), "patios")).toEqual({
      title: "Concrete Patios by the Pros",
    });
  });
});
