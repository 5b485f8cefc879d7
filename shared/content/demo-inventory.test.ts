import { describe, expect, it } from "vitest";
import { demoClaimsIn, demoInventory } from "./demo-inventory.ts";

describe("the inventory of the demo's claims", () => {
  it("names each claim once, each with at least one phrase of some length", () => {
    const ids = demoInventory.map((claim) => claim.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const claim of demoInventory) {
      expect(claim.phrases.length, claim.id).toBeGreaterThan(0);
      for (const phrase of claim.phrases) expect(phrase.trim().length, claim.id).toBeGreaterThanOrEqual(6);
    }
  });

  it("finds the demo's claims in a text, and none in a client's", () => {
    const found = demoClaimsIn("Call Greater Des Moines Concrete at (515) 555-0143.").map(
      (claim) => claim.id,
    );
    expect(found).toEqual(expect.arrayContaining(["identity.name", "identity.phone"]));
    expect(demoClaimsIn("Call Raccoon River Concrete at (515) 555-0188.")).toEqual([]);
  });

  it("finds a phrase only as words of its own, not inside a longer word", () => {
    const ids = (text: string) => demoClaimsIn(text).map((claim) => claim.id);
    expect(ids("Before: a Patio extension.")).toContain("project.town.urbandale");
    expect(ids("We pour patio extensions and Patio extensions that match the old slab.")).toEqual([]);
    expect(ids("A family-owned crew")).toContain("story.family-owned");
  });
});
