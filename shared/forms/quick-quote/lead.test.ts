import { describe, expect, it } from "vitest";
import { quickQuoteLead } from "./lead.ts";

const site = "https://gdmconcrete.example";
const now = new Date("2026-05-04T15:30:00.000Z");
const at = (path: string) => ({ pageUrl: `${site}${path}`, now });

describe("quick-quote sidebar", () => {
  const values = { name: "Mary Ann Smith", email: "mary@example.com", phone: "515-555-0143" };

  it("sends a Quick Quote lead with the page it was sent from", () => {
    expect(quickQuoteLead(values, at("/services?ref=nav"))).toEqual({
      formName: "Quick Quote Form",
      type: "contact",
      pageName: "Services",
      label: "Quick Quote",
      leadType: "Quick Quote",
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
