import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../store/types.ts";
import { destinationInSentence, destinationLabel } from "./owner-wording.ts";

describe("the destinations' words (each destination's module, shown by the site and, through the admin API, the Leads screen)", () => {
  it("names each one on its own with a capital, and inside a sentence without one", () => {
    for (const destination of DESTINATIONS) {
      expect(destinationLabel(destination), destination).toMatch(/^[A-Z]\S*( \S+)*$/);
      expect(destinationInSentence(destination), destination).toMatch(/^[a-z]\S*( \S+)*$/);
    }
  });

  it("keeps the words the owner has read so far", () => {
    expect(destinationLabel("webhook")).toBe("Lead service");
    expect(destinationInSentence("webhook")).toBe("the lead service");
    expect(destinationLabel("email")).toBe("E-mail to the business");
    expect(destinationInSentence("email")).toBe("the e-mail to the business");
  });
});
