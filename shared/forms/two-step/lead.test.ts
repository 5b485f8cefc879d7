import { describe, expect, it } from "vitest";
import { twoStepContactLead, twoStepDetailsLead } from "./lead.ts";

const site = "https://gdmconcrete.example";
const now = new Date("2026-05-04T15:30:00.000Z");
const at = (path: string) => ({ pageUrl: `${site}${path}`, now });

describe("two-step form", () => {
  const details = {
    firstName: "Dana",
    lastName: "Lee",
    email: "dana@example.com",
    phone: "515-555-0143",
    serviceType: "patio" as const,
    timeline: "1-2weeks" as const,
    message: "Back patio, roughly 20 by 15.",
  };

  it("sends step 1 as a phone collection from the home page hero", () => {
    expect(twoStepContactLead({ contact: "(515) 555-0143" }, {}, at("/"))).toEqual({
      formName: "Homepage Hero - Step 1",
      type: "lead",
      pageName: "Homepage Hero",
      label: "Phone Collection",
      payload: {
        firstName: "",
        lastName: "",
        phone: "(515) 555-0143",
        source: "Homepage Hero",
        page_url: `${site}/`,
        submitted_at: "2026-05-04T15:30:00.000Z",
      },
    });
  });

  it("sends an e-mail contact as email, and names the page it was on", () => {
    const lead = twoStepContactLead({ contact: "dana@example.com" }, {}, at("/services/patios"));
    expect(lead.formName).toBe("Services/patios - Step 1");
    expect(lead.payload).toMatchObject({ email: "dana@example.com", firstName: "", lastName: "" });
    expect(lead.payload).not.toHaveProperty("phone");
  });

  it("sends step 2 with the spec's tags and notes", () => {
    const lead = twoStepDetailsLead(details, { additionalTags: ["Spring Promo"] }, at("/"));
    expect(lead).toMatchObject({
      formName: "Homepage Hero - Complete Form",
      type: "quote",
      pageName: "Homepage Hero",
      label: "Full Details",
    });
    expect(lead.payload).toEqual({
      ...details,
      name: "Dana Lee",
      source: "Homepage Hero",
      tags: [
        "Website Lead",
        "Concrete",
        "Page: Homepage Hero",
        "concrete-services",
        "Homepage Hero-concrete-services",
        "source:Two-Step Form",
        "source:page:Homepage Hero",
        "intent:quote",
        "Spring Promo",
      ],
      notes:
        "Quote request for concrete-services from Homepage Hero page\nTimeline: Within 1-2 weeks\nMessage: Back patio, roughly 20 by 15.",
      page_url: `${site}/`,
      submitted_at: "2026-05-04T15:30:00.000Z",
    });
  });

  it("uses the configured source, product, industry and intent, and omits an empty message from the notes", () => {
    const settings = {
      source: "Driveway Landing",
      productType: "driveways",
      industry: "paving",
      userIntent: "estimate",
    };
    const lead = twoStepDetailsLead({ ...details, message: "" }, settings, at("/driveways"));
    expect(lead.formName).toBe("Driveway Landing - Complete Form");
    expect(lead.payload.tags).toEqual([
      "Website Lead",
      "Paving",
      "Page: Driveway Landing",
      "driveways",
      "Driveway Landing-driveways",
      "source:Two-Step Form",
      "source:page:Driveway Landing",
      "intent:estimate",
    ]);
    expect(lead.payload.notes).toBe(
      "Estimate request for driveways from Driveway Landing page\nTimeline: Within 1-2 weeks",
    );
  });
});
