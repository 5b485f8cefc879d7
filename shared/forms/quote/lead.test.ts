import { describe, expect, it } from "vitest";
import { quoteLead } from "./lead.ts";

const site = "https://gdmconcrete.example";
const now = new Date("2026-05-04T15:30:00.000Z");
const at = (path: string) => ({ pageUrl: `${site}${path}`, now });

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
