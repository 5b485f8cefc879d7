import { describe, expect, it } from "vitest";
import { contactLead } from "./lead.ts";

const site = "https://gdmconcrete.example";
const now = new Date("2026-05-04T15:30:00.000Z");
const at = (path: string) => ({ pageUrl: `${site}${path}`, now });

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
