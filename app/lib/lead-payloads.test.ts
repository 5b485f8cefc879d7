import { describe, expect, it } from "vitest";
import {
  contactLead,
  pageSourceFromPath,
  productContactLead,
  productDetailsLead,
  quickQuoteLead,
  quoteLead,
  splitName,
  twoStepContactLead,
  twoStepDetailsLead,
  webhookTestLead,
} from "./lead-payloads";

const site = "https://gdmconcrete.example";
const now = new Date("2026-05-04T15:30:00.000Z");
const at = (path: string) => ({ pageUrl: `${site}${path}`, now });

describe("name split", () => {
  it("takes the first word as first name and the rest as last name", () => {
    expect(splitName("Mary Ann Smith")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
    expect(splitName("Dana Lee")).toEqual({ firstName: "Dana", lastName: "Lee" });
  });

  it("leaves the last name empty for a single word and ignores stray spaces", () => {
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitName("  Mary   Ann  Smith ")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
  });
});

describe("page source", () => {
  it("names the home page as the form asks", () => {
    expect(pageSourceFromPath("/", "Homepage Hero")).toBe("Homepage Hero");
    expect(pageSourceFromPath("/", "Homepage Product Form")).toBe("Homepage Product Form");
  });

  it("follows the spec's rule elsewhere: no leading slash, first letter capitalised, hyphens to spaces", () => {
    expect(pageSourceFromPath("/services", "Homepage Hero")).toBe("Services");
    expect(pageSourceFromPath("/west-des-moines", "Homepage Hero")).toBe("West des moines");
    expect(pageSourceFromPath("/services/stamped-concrete", "Homepage Hero")).toBe(
      "Services/stamped concrete",
    );
    expect(pageSourceFromPath("/services/", "Homepage Hero")).toBe("Services");
  });
});

describe("quick-quote sidebar", () => {
  const values = { name: "Mary Ann Smith", email: "mary@example.com", phone: "515-555-0143" };

  it("sends a Quick Quote lead with the page it was sent from", () => {
    expect(quickQuoteLead(values, at("/services?ref=nav"))).toEqual({
      formName: "Quick Quote Form",
      type: "contact",
      pageName: "Services",
      label: "Quick Quote",
      payload: {
        name: "Mary Ann Smith",
        firstName: "Mary",
        lastName: "Ann Smith",
        email: "mary@example.com",
        phone: "515-555-0143",
        source: "Services",
        tags: [
          "Website Lead",
          "Concrete Services",
          "Page: Services",
          "Quick Quote Form",
          "intent:quick-quote",
        ],
        notes: "Quick quote request from Services page",
        page_url: `${site}/services?ref=nav`,
        submitted_at: "2026-05-04T15:30:00.000Z",
      },
    });
  });

  it("reports the home page as 'Homepage Sidebar'", () => {
    const lead = quickQuoteLead(values, at("/"));
    expect(lead.pageName).toBe("Homepage Sidebar");
    expect(lead.payload.source).toBe("Homepage Sidebar");
  });
});

describe("contact page", () => {
  it("sends a Prospect with the spec's form name, page and tags", () => {
    const values = {
      name: "Mary Ann Smith",
      email: "mary@example.com",
      phone: "515-555-0143",
      subject: "Cracked driveway",
      message: "Long crack near the garage.",
    };
    expect(contactLead(values, at("/contact"))).toEqual({
      formName: "Website Contact Form",
      type: "contact",
      pageName: "Contact Page",
      label: "Prospect",
      payload: {
        ...values,
        firstName: "Mary",
        lastName: "Ann Smith",
        source: "Contact Page",
        tags: [
          "Website Lead",
          "Concrete Services",
          "Page: Contact Page",
          "Contact Form",
          "source:Contact Form",
          "source:page:Contact Page",
          "intent:general-inquiry",
          "Contact Page",
          "Main Contact Form",
        ],
        notes: "Subject: Cracked driveway\nMessage: Long crack near the garage.",
        page_url: `${site}/contact`,
        submitted_at: "2026-05-04T15:30:00.000Z",
      },
    });
  });
});

describe("quote page", () => {
  const values = {
    name: "Mary Ann Smith",
    email: "mary@example.com",
    phone: "(515) 555-0143",
    address: "1200 NW 5th St",
    city: "Ankeny",
    zip: "50023",
    serviceType: "driveways" as const,
    projectDescription: "Replace a cracked two-car driveway.",
    projectSize: "medium" as const,
    timeline: "1month" as const,
    budget: "5k-10k" as const,
    hearAboutUs: "referral" as const,
    privacyPolicy: true as const,
  };

  it("sends the form values, the split name and the additional context", () => {
    const lead = quoteLead(values, at("/quote"));
    expect(lead).toMatchObject({ formName: "Website Quote Form", type: "quote", pageName: "Quote Page" });
    expect(lead.payload).toMatchObject({ ...values, firstName: "Mary", lastName: "Ann Smith" });
    expect(lead.payload.page_url).toBe(`${site}/quote`);
    expect(lead.payload.submitted_at).toBe("2026-05-04T15:30:00.000Z");
    expect(lead.payload.additionalContext).toBe(
      '{"address":"1200 NW 5th St","city":"Ankeny","zip":"50023","projectSize":"medium","timeline":"1month",' +
        '"budget":"5k-10k","hearAboutUs":"referral","projectDescription":"Replace a cracked two-car driveway."}',
    );
  });

  it("keeps every context key when the optional answers are left out", () => {
    const { projectSize, timeline, budget, hearAboutUs, ...required } = values;
    const context = JSON.parse(quoteLead(required, at("/quote")).payload.additionalContext as string);
    expect(context).toMatchObject({ projectSize: "", timeline: "", budget: "", hearAboutUs: "" });
  });

  it("labels by service type with the spec's quirk", () => {
    expect(quoteLead(values, at("/quote")).label).toBe("Quote Request");
    expect(quoteLead({ ...values, serviceType: "decorative" }, at("/quote")).label).toBe(
      "Decorative Concrete Quote",
    );
    expect(quoteLead({ ...values, serviceType: "commercial" }, at("/quote")).label).toBe("Commercial Quote");
  });
});

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

describe("webhook test", () => {
  it("sends a Test Lead from the Test Page", () => {
    const lead = webhookTestLead(
      { name: "Test User", email: "test@example.com", phone: "555-123-4567", message: "Testing" },
      at("/test-webhook"),
    );
    expect(lead).toMatchObject({
      formName: "Webhook Test Form",
      type: "contact",
      pageName: "Test Page",
      label: "Test Lead",
    });
    expect(lead.payload).toMatchObject({
      name: "Test User",
      firstName: "Test",
      lastName: "User",
      email: "test@example.com",
      phone: "555-123-4567",
      message: "Testing",
      page_url: `${site}/test-webhook`,
      submitted_at: "2026-05-04T15:30:00.000Z",
    });
  });
});
