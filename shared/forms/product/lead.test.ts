import { describe, expect, it } from "vitest";
import { productContactLead, productDetailsLead } from "./lead.ts";

const site = "https://gdmconcrete.example";
const now = new Date("2026-05-04T15:30:00.000Z");
const at = (path: string) => ({ pageUrl: `${site}${path}`, now });

describe("product form", () => {
  const details = {
    firstName: "Dana",
    lastName: "Lee",
    email: "dana@example.com",
    phone: "515-555-0143",
    serviceType: "commercial" as const,
    projectSize: "large" as const,
    timeline: "2-3months" as const,
    budget: "discuss" as const,
    propertyType: "industrial" as const,
    projectDescription: "Loading dock apron.",
  };

  it("sends step 1 with the lead magnet, the product and its tags", () => {
    expect(productContactLead({ contact: "dana@example.com" }, {}, at("/"))).toEqual({
      formName: "Homepage Product Form - Product Form Step 1",
      type: "lead",
      pageName: "Homepage Product Form",
      label: "Phone Collection",
      payload: {
        firstName: "",
        lastName: "",
        email: "dana@example.com",
        source: "Homepage Product Form",
        leadMagnet: "quote",
        productType: "concrete-services",
        tags: [
          "Website Lead",
          "Concrete",
          "Page: Homepage Product Form",
          "concrete-services",
          "source:Product Specific Form Step 1",
          "Phone Collection",
          "intent:quote",
        ],
        page_url: `${site}/`,
        submitted_at: "2026-05-04T15:30:00.000Z",
      },
    });
  });

  it("sends step 2 as a qualified lead with its qualification data and notes", () => {
    const lead = productDetailsLead(
      details,
      { leadMagnet: "free estimate", productType: "commercial-concrete" },
      at("/commercial"),
    );
    expect(lead).toMatchObject({
      formName: "Commercial - Product Specific Complete",
      type: "quote",
      pageName: "Commercial",
      label: "Qualified Lead",
    });
    expect(lead.payload).toMatchObject({ ...details, source: "Commercial", leadMagnet: "free estimate" });
    expect(lead.payload.productType).toBe("commercial-concrete");
    expect(JSON.parse(lead.payload.qualificationData as string)).toEqual({
      serviceType: "commercial",
      projectSize: "large",
      timeline: "2-3months",
      budget: "discuss",
      propertyType: "industrial",
    });
    expect(lead.payload.tags).toEqual([
      "Website Lead",
      "Concrete",
      "Page: Commercial",
      "commercial-concrete",
      "Commercial-commercial-concrete",
      "source:Product Specific Form Complete",
      "Full Details",
      "Qualified Lead",
      "intent:quote",
    ]);
    expect(lead.payload.notes).toBe(
      [
        "Free estimate request for commercial-concrete from Commercial page",
        "Service: Commercial",
        "Size: Large (1500+ sq ft)",
        "Timeline: In 2-3 months",
        "Budget: Let's discuss",
        "Property: Industrial",
        "Details: Loading dock apron.",
      ].join("\n"),
    );
  });
});
