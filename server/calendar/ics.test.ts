import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, type VisitForCalendar, visitInvitation, visitsFeed } from "./ics.ts";

const business = {
  businessName: "Greater Des Moines Concrete",
  businessEmail: "office@gdmconcrete.com",
  businessPhone: "(515) 555-0100",
  siteUrl: "https://www.gdmconcrete.com",
};

const visit: VisitForCalendar = {
  id: "v_01HX2",
  start: new Date("2026-11-02T15:00:00Z"),
  end: new Date("2026-11-02T16:00:00Z"),
  status: "booked",
  sequence: 0,
  name: "Dana O'Neil",
  phone: "+15155550123",
  email: "dana@example.com",
  address: "1200 Grand Ave",
  city: "West Des Moines",
  zip: "50265",
  message: "Cracked driveway; about 40 ft, two cars.\nGate code 1234, please.",
  updatedAt: new Date("2026-10-28T14:03:09Z"),
};

const other: VisitForCalendar = {
  ...visit,
  id: "v_01HX3",
  name: "Lee Park",
  phone: "+15155550999",
  email: "lee@example.com",
  address: "77 Elm St",
  city: "Ankeny",
  zip: "50023",
  message: undefined,
  start: new Date("2026-11-03T20:00:00Z"),
  end: new Date("2026-11-03T21:30:00Z"),
  status: "cancelled",
  sequence: 2,
};

/** The events a real iCalendar parser reads back from `text`. */
function reread(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    method: calendar.getFirstPropertyValue("method"),
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        summary: event.summary,
        location: event.location,
        description: event.description,
        status: component.getFirstPropertyValue("status"),
        sequence: event.sequence,
      };
    }),
  };
}

function lines(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  return text.slice(0, -2).split("\r\n");
}

describe("visitInvitation", () => {
  it("gives the owner's copy back to ical.js with the visit's times, summary, place, status and details", () => {
    const text = visitInvitation(visit, { audience: "owner", ...business });
    const { method, events } = reread(text);
    expect(method).toBe("REQUEST");
    expect(events).toEqual([
      {
        uid: "visit-v_01HX2@www.gdmconcrete.com",
        start: "2026-11-02T15:00:00.000Z",
        end: "2026-11-02T16:00:00.000Z",
        summary: "Estimate: Dana O'Neil, 1200 Grand Ave, West Des Moines",
        location: "1200 Grand Ave, West Des Moines, IA 50265",
        description:
          "Name: Dana O'Neil\nPhone: +15155550123\nE-mail: dana@example.com\n\nMessage:\n" +
          "Cracked driveway; about 40 ft, two cars.\nGate code 1234, please.",
        status: "CONFIRMED",
        sequence: 0,
      },
    ]);
    expect(text).toContain("DTSTART:20261102T150000Z\r\n");
    expect(text).toContain("DTSTAMP:20261028T140309Z\r\n");
    expect(text).toContain('ORGANIZER;CN="Greater Des Moines Concrete":mailto:office@gdmconcrete.com\r\n');
  });

  it("gives the visitor a copy that names the business and holds none of the details the owner's does", () => {
    const text = visitInvitation(visit, { audience: "visitor", ...business });
    const [event] = reread(text).events;
    expect(event.summary).toBe("Free on-site estimate — Greater Des Moines Concrete");
    expect(event.location).toBe("1200 Grand Ave, West Des Moines, IA 50265");
    expect(event.description).toContain("(515) 555-0100");
    expect(event.uid).toBe("visit-v_01HX2@www.gdmconcrete.com");
    for (const detail of [visit.phone, "Gate code", "Cracked driveway", other.name, other.email]) {
      expect(text).not.toContain(detail);
    }
  });

  it("cancels with METHOD:CANCEL, STATUS:CANCELLED and the visit's higher SEQUENCE, under the same UID", () => {
    const { method, events } = reread(visitInvitation(other, { audience: "visitor", ...business }));
    expect(method).toBe("CANCEL");
    expect(events[0]).toMatchObject({
      uid: "visit-v_01HX3@www.gdmconcrete.com",
      status: "CANCELLED",
      sequence: 2,
    });
  });

  it("folds a 200-character address at 75 octets, never inside a character, and reads it back whole", () => {
    const address = `${"Lot 14, Unit 3 — Prairie Trail Pkwy ".repeat(6)}`.slice(0, 200);
    const long = { ...visit, address };
    const text = visitInvitation(long, { audience: "owner", ...business });
    for (const line of lines(text)) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n [^\r\n]/);
    expect(reread(text).events[0].location).toBe(`${address}, West Des Moines, IA 50265`);
    expect(reread(text).events[0].summary).toBe(`Estimate: Dana O'Neil, ${address}, West Des Moines`);
  });

  it("escapes backslash, semicolon, comma and newlines, and takes out control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\u0007")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const tricky = { ...visit, name: 'Jo "JJ" Smith\r\nATTENDEE:mailto:x@evil', message: "C:\\path; a, b" };
    const text = visitInvitation(tricky, { audience: "owner", ...business });
    expect(lines(text).some((line) => line.startsWith("ATTENDEE:mailto:x@evil"))).toBe(false);
    const [event] = reread(text).events;
    expect(event.summary).toBe(
      'Estimate: Jo "JJ" Smith\nATTENDEE:mailto:x@evil, 1200 Grand Ave, West Des Moines',
    );
    expect(event.description).toContain("C:\\path; a, b");
    expect(text).toContain('ATTENDEE;CN="Jo  JJ  Smith  ATTENDEE:mailto:x@evil";');
  });

  it("leaves out an attendee whose address is not plainly an e-mail address", () => {
    const text = visitInvitation(
      { ...visit, email: "dana@example.com\r\nX:y" },
      { audience: "visitor", ...business },
    );
    expect(text).not.toContain("ATTENDEE");
  });
});

describe("foldLine", () => {
  it("keeps a short line whole and splits a long one into 75-octet lines", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    const parts = folded.split("\r\n");
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, n) => (n ? part.slice(1) : part)).join("")).toBe(
      `DESCRIPTION:${"é".repeat(100)}`,
    );
  });
});

describe("visitsFeed", () => {
  it("is read by ical.js as the owner's calendar: its name, refresh and every visit", () => {
    const now = new Date("2026-10-30T12:00:00Z");
    const text = visitsFeed([visit, other], { ...business, now });
    lines(text);
    const { method, calendar, events } = reread(text);
    expect(method).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Greater Des Moines Concrete — estimate visits",
    );
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(text).toContain("X-PUBLISHED-TTL:PT15M\r\n");
    expect(events.map(({ description, ...rest }) => rest)).toEqual([
      {
        uid: "visit-v_01HX2@www.gdmconcrete.com",
        start: "2026-11-02T15:00:00.000Z",
        end: "2026-11-02T16:00:00.000Z",
        summary: "Estimate: Dana O'Neil, 1200 Grand Ave, West Des Moines",
        location: "1200 Grand Ave, West Des Moines, IA 50265",
        status: "CONFIRMED",
        sequence: 0,
      },
      {
        uid: "visit-v_01HX3@www.gdmconcrete.com",
        start: "2026-11-03T20:00:00.000Z",
        end: "2026-11-03T21:30:00.000Z",
        summary: "Estimate: Lee Park, 77 Elm St, Ankeny",
        location: "77 Elm St, Ankeny, IA 50023",
        status: "CANCELLED",
        sequence: 2,
      },
    ]);
    expect(text).toContain("DTSTAMP:20261030T120000Z\r\n");
    expect(text).not.toContain("METHOD:REQUEST");
  });

  it("is a calendar with no events when there are no visits", () => {
    const text = visitsFeed([], { ...business, now: new Date() });
    expect(reread(text).events).toEqual([]);
  });
});
