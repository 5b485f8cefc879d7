import { describe, expect, it } from "vitest";
import { leadRecord } from "../../../../tests/support/lead-records.ts";
import type { Lead } from "../../store/index.ts";
import { cleanName, isUrgent, SMS_MAX_CHARS, smsText, tappablePhone, toGsm7 } from "./sms-text.ts";

const LINK =
  "https://www.gdmconcrete.com/leads/retry?token=eyJsIjoiMDFKRDJQM1g4N0FCQ0RFRkdISktNTlBRUlMiLCJwIjoicmV0cnkiLCJlIjoxNzY1NTU1NTU1fQ.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEf";

const lead = (payload: Record<string, unknown>, overrides: Partial<Lead> = {}): Lead =>
  leadRecord({
    id: "01JD2P3X87ABCDEFGHJKMNPQRS",
    createdAt: new Date("2026-11-28T15:00:00Z"),
    formType: "quote",
    formName: "Website Quote Form",
    endpoint: "quote",
    payload,
    ...overrides,
  });

/** GSM-7's basic set only: what keeps a text to 153-character segments. */
const GSM7_ONLY = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

describe("the owner's text", () => {
  it("reads, for an estimate lead: who, the phone to tap, what, where, the range, and the lead's page", () => {
    const text = smsText(
      lead({
        name: "Jane Smith",
        email: "jane@example.com",
        phone: "515-555-0142",
        serviceType: "driveways",
        city: "Des Moines",
        zip: "50309",
        estimate: { service: "driveway", low: 4200, high: 5600, currency: "USD" },
        projectDescription: "Please call after 5, my dog bites http://spam.example",
      }),
      [],
      LINK,
    );
    expect(text).toBe(
      `New lead: Jane Smith (515) 555-0142 - Driveways, Des Moines 50309, est. $4,200-$5,600 ${LINK}`,
    );
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text).not.toContain("dog");
  });

  it("says ASAP for an urgent lead, and names a two-step lead by its two names and service", () => {
    const text = smsText(
      lead({
        firstName: "Bo",
        lastName: "Li",
        phone: "+1 (515) 555-0199",
        serviceType: "patio",
        timeline: "asap",
      }),
      [],
      null,
    );
    expect(text).toBe("ASAP New lead: Bo Li (515) 555-0199 - Patio");
    expect(isUrgent(lead({ timeline: "asap" }))).toBe(true);
    expect(isUrgent(lead({ timeline: "1month" }))).toBe(false);
  });

  it("names a booked visit by its state and time, in GSM-7", () => {
    const appointment = (status: string) => ({
      start: "2026-11-30T08:00:00-06:00",
      end: "2026-11-30T10:00:00-06:00",
      timeZone: "America/Chicago",
      address: "1200 NW Park St, Ankeny, IA 50023",
      status,
    });
    const visit = (status: string) =>
      lead(
        {
          name: "Jane Smith",
          phone: "515-555-0142",
          city: "Ankeny",
          zip: "50023",
          appointment: appointment(status),
        },
        { formType: "lead", endpoint: "booking" },
      );
    expect(smsText(visit("booked"), [], LINK)).toBe(
      `Visit booked Mon Nov 30, 8-10 AM: Jane Smith (515) 555-0142 - Ankeny 50023 ${LINK}`,
    );
    expect(smsText(visit("cancelled"), [], null)).toBe(
      "Visit cancelled Mon Nov 30, 8-10 AM: Jane Smith (515) 555-0142 - Ankeny 50023",
    );
    expect(smsText(visit("rescheduled"), [], null)).toMatch(/^Visit moved to Mon Nov 30, 8-10 AM: /);
    expect(smsText(visit("booked"), [], LINK)).toMatch(GSM7_ONLY);
  });

  it("keeps to GSM-7 and two segments whatever the name, keeping the link whole", () => {
    const visitor = lead({
      name: `Zoë “Ünïcode” 😀 Ławrence ${"x".repeat(100)}`,
      phone: "5155550142",
      city: "Ürbandale".repeat(10),
      serviceType: "driveways",
      estimate: { low: 1, high: 999_999_999 },
    });
    const text = smsText(visitor, [], LINK);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text).toMatch(GSM7_ONLY);
    expect(text).toContain(`New lead: Zoe "Ünicode" Lawrence ${"x".repeat(17)} (515) 555-0142`);
    const long = `${LINK}${"a".repeat(50)}`;
    const cut = smsText(visitor, [], long);
    expect(cut.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(cut).toMatch(/^New lead: Zoe .*\.\.\. https:/);
    expect(cut.endsWith(long)).toBe(true);
  });

  it("cleans a name: no control characters, no addresses, at most 40 characters", () => {
    expect(cleanName("Ann\u0000\u202e Lee\nhttps://evil.example/x www.evil.example")).toBe("Ann Lee");
    expect(cleanName("Buy cheap at spam.com now")).toBe("Buy cheap at now");
    expect(cleanName("A".repeat(60))).toHaveLength(40);
    expect(toGsm7("naïve café – “ok”…")).toBe('naive café - "ok"...');
  });

  it("writes a phone the phone can tap", () => {
    expect(tappablePhone("515.555.0142")).toBe("(515) 555-0142");
    expect(tappablePhone("+15155550142")).toBe("(515) 555-0142");
    expect(tappablePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(tappablePhone("call me")).toBeNull();
    expect(tappablePhone(undefined)).toBeNull();
  });
});
