import { describe, expect, it } from "vitest";
import { siteContactInfo } from "./contact.ts";
import { parseAddress, resolveIdentity } from "./identity.ts";
import { formatAddress, type SiteConfig, siteConfig } from "./site.ts";
import type { ContactInfo } from "./types.ts";

const base: SiteConfig = siteConfig;

/** Contact details as the CMS gives them: the configured ones with `changes` on top. */
function cms(changes: Partial<ContactInfo>): ContactInfo {
  return { ...siteContactInfo(base), ...changes };
}

describe("resolveIdentity", () => {
  it("answers the configured identity when the CMS has no contact details", () => {
    expect(resolveIdentity(base, null)).toEqual(base);
  });

  it("answers the configured identity unchanged when the CMS repeats it", () => {
    expect(resolveIdentity(base, siteContactInfo(base))).toEqual(base);
  });

  it("takes the CMS's phone and e-mail", () => {
    const site = resolveIdentity(base, cms({ phone: "(515) 555-0199", email: "office@example.com" }));
    expect(site.phone).toBe("(515) 555-0199");
    expect(site.email).toBe("office@example.com");
  });

  it("keeps the configured phone and e-mail when the CMS leaves them blank", () => {
    const site = resolveIdentity(base, cms({ phone: "  ", email: "" }));
    expect(site.phone).toBe(base.phone);
    expect(site.email).toBe(base.email);
  });

  it("trims the CMS's values", () => {
    expect(resolveIdentity(base, cms({ phone: " (515) 555-0199 \n" })).phone).toBe("(515) 555-0199");
  });

  it("keeps what the CMS has no field for: name, geo, counties, price range", () => {
    const site = resolveIdentity(base, cms({ phone: "(515) 555-0199" }));
    expect(site.name).toBe(base.name);
    expect(site.geo).toEqual(base.geo);
    expect(site.counties).toEqual(base.counties);
    expect(site.priceRange).toBe(base.priceRange);
  });

  it("keeps the environment's overrides the base carries when the CMS says nothing of them", () => {
    const fromEnv = { ...base, name: "Ankeny Flatwork", phone: "(515) 555-0111" };
    const site = resolveIdentity(fromEnv, { ...siteContactInfo(fromEnv), phone: "" });
    expect(site.name).toBe("Ankeny Flatwork");
    expect(site.phone).toBe("(515) 555-0111");
  });

  it("does not change the base it was given", () => {
    const before = structuredClone(base);
    resolveIdentity(base, cms({ phone: "(515) 555-0199", address: "200 Main St, Ames, IA 50010" }));
    expect(base).toEqual(before);
  });

  describe("the address", () => {
    it("takes the CMS's street, city, state and ZIP as its parts", () => {
      const site = resolveIdentity(base, cms({ address: "2200 Grand Ave, West Des Moines, IA 50265" }));
      expect(site.address).toEqual({
        street: "2200 Grand Ave",
        city: "West Des Moines",
        region: "IA",
        postalCode: "50265",
        country: "US",
      });
      expect(formatAddress(site)).toBe("2200 Grand Ave, West Des Moines, IA 50265");
    });

    it("keeps an address it cannot parse whole, as the street, and shows it as written", () => {
      const site = resolveIdentity(base, cms({ address: "Behind the grain elevator, Ankeny" }));
      expect(site.address).toEqual({
        street: "Behind the grain elevator, Ankeny",
        city: "",
        region: "",
        postalCode: "",
        country: "US",
      });
      expect(formatAddress(site)).toBe("Behind the grain elevator, Ankeny");
    });

    it("keeps the configured address when the CMS leaves it blank", () => {
      expect(resolveIdentity(base, cms({ address: " " })).address).toEqual(base.address);
    });
  });

  describe("the hours", () => {
    it("replace the contact page's reading with the CMS's lines", () => {
      const site = resolveIdentity(base, cms({ hours: ["Mon-Fri 7AM-6PM", "Sat 8AM-noon"] }));
      expect(site.hours.contact).toEqual(["Mon-Fri 7AM-6PM", "Sat 8AM-noon"]);
    });

    it("are the hours everywhere: top bar, footer, phone lines and every block of structured data", () => {
      const site = resolveIdentity(base, cms({ hours: ["Mon-Fri 7AM-6PM", "Sat 8AM-noon"] }));
      expect(site.hours.standard).toBe("Mon-Fri 7AM-6PM, Sat 8AM-12PM");
      expect(site.hours.phoneLine).toBe("Mon-Fri 7AM-6PM, Sat 8AM-12PM");
      const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
      const structured = [
        { days: weekdays, opens: "07:00", closes: "18:00" },
        { days: ["Saturday"], opens: "08:00", closes: "12:00" },
      ];
      expect(site.hours.openingHours).toEqual(structured);
      expect(site.hours.cityPageOpeningHours).toEqual(structured);
    });

    it("keep every configured reading when the CMS repeats the configured lines", () => {
      expect(resolveIdentity(base, cms({ hours: [...base.hours.contact] })).hours).toEqual(base.hours);
    });

    it("drop blank lines, and stay as configured when the CMS has only blanks", () => {
      expect(resolveIdentity(base, cms({ hours: ["", "Sun Closed", "  "] })).hours.contact).toEqual([
        "Sun Closed",
      ]);
      expect(resolveIdentity(base, cms({ hours: ["", " "] })).hours).toEqual(base.hours);
      expect(resolveIdentity(base, cms({ hours: [] })).hours).toEqual(base.hours);
    });
  });

  describe("the social profiles", () => {
    it("are the CMS's profiles, replacing the configured ones", () => {
      const site = resolveIdentity(
        base,
        cms({
          socialMedia: { facebook: "https://www.facebook.com/example", linkedin: "https://linkedin.com/x" },
        }),
      );
      expect(site.social).toEqual({
        facebook: "https://www.facebook.com/example",
        linkedin: "https://linkedin.com/x",
      });
    });

    it("leave out a profile the CMS left empty", () => {
      const site = resolveIdentity(
        base,
        cms({ socialMedia: { facebook: "https://www.facebook.com/example", twitter: "", instagram: " " } }),
      );
      expect(site.social).toEqual({ facebook: "https://www.facebook.com/example" });
    });

    it("stay as configured when the CMS has none", () => {
      expect(resolveIdentity(base, cms({ socialMedia: {} })).social).toEqual(base.social);
      expect(resolveIdentity(base, cms({ socialMedia: { twitter: "" } })).social).toEqual(base.social);
    });
  });
});

describe("parseAddress", () => {
  it("reads street, city, state and ZIP", () => {
    expect(parseAddress("1450 SW Vintage Pkwy, Ankeny, IA 50023")).toEqual({
      street: "1450 SW Vintage Pkwy",
      city: "Ankeny",
      region: "IA",
      postalCode: "50023",
    });
  });

  it("keeps the street's own commas in the street", () => {
    expect(parseAddress("1450 SW Vintage Pkwy, Suite 200, Ankeny, IA 50023")).toMatchObject({
      street: "1450 SW Vintage Pkwy, Suite 200",
      city: "Ankeny",
    });
  });

  it("takes a ZIP+4, a lowercase or dotted state, a comma before the ZIP and stray whitespace", () => {
    expect(parseAddress("  200 Main St,\nAmes,  ia.  50010-1234 ")).toEqual({
      street: "200 Main St",
      city: "Ames",
      region: "IA",
      postalCode: "50010-1234",
    });
    expect(parseAddress("200 Main St, Ames, IA, 50010")?.postalCode).toBe("50010");
  });

  it("answers null for what is not street, city, state and ZIP", () => {
    for (const text of [
      "",
      "Ankeny, IA",
      "1450 SW Vintage Pkwy, Ankeny, Iowa 50023",
      "1450 SW Vintage Pkwy, Ankeny, IA 5002",
      "1450 SW Vintage Pkwy Ankeny IA 50023",
    ]) {
      expect(parseAddress(text), text).toBeNull();
    }
  });
});

describe("formatAddress", () => {
  it("writes the configured address on one line", () => {
    expect(formatAddress(base)).toBe("1450 SW Vintage Pkwy, Ankeny, IA 50023");
  });

  it("skips empty parts", () => {
    const address = { ...base.address, city: "", postalCode: "" };
    expect(formatAddress({ address })).toBe("1450 SW Vintage Pkwy, IA");
  });
});
