import { describe, expect, it } from "vitest";
import destinationsFile from "../../../wordpress/gdm-concrete-content/destinations.json" with {
  type: "json",
};
import { DESTINATIONS } from "../store/types.ts";
import { destinationInSentence, destinationLabel } from "./owner-wording.ts";

describe("the destinations' words (the plugin's destinations.json, read by the site and the Leads screen)", () => {
  it("lists exactly the destinations the website delivers to", () => {
    const listed = Object.keys(destinationsFile).filter((key) => !key.startsWith("_"));
    expect(listed.sort()).toEqual([...DESTINATIONS].sort());
  });

  it("names each one on its own with a capital, and inside a sentence without one", () => {
    for (const destination of DESTINATIONS) {
      expect(destinationLabel(destination), destination).toMatch(/^[A-Z]\S*( \S+)*$/);
      expect(destinationInSentence(destination), destination).toMatch(/^[a-z]\S*( \S+)*$/);
    }
  });
});
