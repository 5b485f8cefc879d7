import { describe, expect, it } from "vitest";
import { webhookTestLead } from "./lead.ts";

const site = "https://gdmconcrete.example";
const now = new Date("2026-05-04T15:30:00.000Z");
const at = (path: string) => ({ pageUrl: `${site}${path}`, now });

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
