import { getBuiltInService } from "@shared/content/services/index.ts";
import type { ServiceContent } from "@shared/content/types.ts";
import { describe, expect, it } from "vitest";
import { heroOverride } from "./service-hero.server.ts";

const builtInPatios = getBuiltInService("patios") as ServiceContent;

describe("heroOverride", () => {
  it("keeps the page's own hero when the content service answers the built-in record", () => {
    expect(heroOverride(builtInPatios, builtInPatios)).toEqual({});
  });

  it("takes the title, text and photo an editor wrote in the CMS", () => {
    const photo = { src: "https://cms.example.com/patio.jpg", width: 1536, height: 1024, alt: "A patio" };
    const record = {
      ...builtInPatios,
      title: "Backyard Patios",
      summary: "Patios for Polk County backyards.",
      featuredImage: photo,
    };
    expect(heroOverride(record, builtInPatios)).toEqual({
      title: "Backyard Patios",
      subtitle: "Patios for Polk County backyards.",
      image: photo,
    });
  });

  it("takes only what the CMS record changes", () => {
    const record = { ...builtInPatios, title: "Concrete Patios by the Pros" };
    expect(heroOverride(record, builtInPatios)).toEqual({ title: "Concrete Patios by the Pros" });
  });
});
