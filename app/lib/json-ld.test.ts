import { siteConfig } from "@shared/content/site.ts";
import { describe, expect, it } from "vitest";
import {
  aboutPage,
  faqPage,
  localBusiness,
  locationPageGraph,
  serializeJsonLd,
  service,
  servicePageGraph,
  webPage,
} from "./json-ld.ts";

const siteUrl = "https://www.example.com";

describe("serializeJsonLd", () => {
  it("escapes < so no string can close the script element, and stays valid JSON", () => {
    const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
    expect(JSON.parse(text)["@context"]).toBe("https://schema.org");
  });

  it("wraps several nodes in one @graph", () => {
    const doc = JSON.parse(serializeJsonLd([{ "@type": "A" }, { "@type": "B" }]));
    expect(doc["@graph"]).toHaveLength(2);
  });
});

describe("localBusiness", () => {
  it("is a LocalBusiness and GeneralContractor built from the site config alone", () => {
    const node = localBusiness(siteConfig, siteUrl);
    expect(node["@type"]).toEqual(["LocalBusiness", "GeneralContractor"]);
    expect(node.name).toBe(siteConfig.name);
    expect(node.telephone).toBe(siteConfig.phone);
    expect(node.priceRange).toBe("$$");
    expect(node.address).toMatchObject({ addressLocality: "Ankeny", addressRegion: "IA" });
    expect(node.areaServed).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Polk County, Iowa" })]),
    );
  });

  it("follows a changed phone number everywhere, its share picture too", () => {
    const node = localBusiness({ ...siteConfig, phone: "(515) 555-0199" }, siteUrl);
    expect(node.telephone).toBe("(515) 555-0199");
    expect(node.image).toMatch(/^https:\/\/www\.example\.com\/_img\/share\/[0-9a-f]{16}\.png$/);
    expect(node.image).not.toBe(localBusiness(siteConfig, siteUrl).image);
  });
});

describe("webPage, service and faqPage", () => {
  it("point at canonical URLs and carry the FAQ text without markup", () => {
    const page = webPage({ siteUrl, path: "/services/driveways", name: "Driveways", description: "d" });
    expect(page.url).toBe("https://www.example.com/services/driveways");
    const svc = service({
      site: siteConfig,
      siteUrl,
      path: "/services/driveways",
      name: "Concrete Driveways",
      description: "d",
      serviceType: "Concrete driveway installation",
      areas: ["Ankeny"],
    });
    expect(svc["@type"]).toBe("Service");
    expect((svc.provider as { telephone: string }).telephone).toBe(siteConfig.phone);
    const faq = faqPage([{ question: "Q?", answer: "<p>A <strong>yes</strong></p>" }], {
      siteUrl,
      path: "/faq",
    });
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A yes" } },
    ]);
  });
});

describe("aboutPage", () => {
  it("is an AboutPage at its canonical URL, about the business", () => {
    const page = aboutPage({ siteUrl, path: "/about", name: "About Us", description: "d" });
    expect(page["@type"]).toBe("AboutPage");
    expect(page.url).toBe("https://www.example.com/about");
    expect(page.about).toEqual({ "@id": localBusiness(siteConfig, siteUrl)["@id"] });
  });
});

describe("locationPageGraph", () => {
  const location = {
    name: "Urbandale",
    fullName: "Urbandale, Iowa",
    coordinates: { latitude: 41.6267, longitude: -93.7122 },
    faqs: [{ question: "Q?", answer: "A." }],
  };
  const base = { site: siteConfig, siteUrl, path: "/locations/urbandale", locationsCrumb: "Locations" };

  it("names the city as the area served, at its centre, with the trail Home › Locations › city and the questions", () => {
    const [business, trail, faq] = locationPageGraph({ ...base, location });
    expect(business["@type"]).toContain("LocalBusiness");
    expect(business.telephone).toBe(siteConfig.phone);
    expect(business.areaServed).toEqual({
      "@type": "City",
      name: "Urbandale, Iowa",
      geo: { "@type": "GeoCoordinates", latitude: 41.6267, longitude: -93.7122 },
    });
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "08:00", closes: "18:00" }),
    ]);
    expect(trail.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: "Home", item: "https://www.example.com" }),
      expect.objectContaining({ position: 2, name: "Locations", item: "https://www.example.com/locations" }),
      expect.objectContaining({ position: 3, name: "Urbandale", item: `${siteUrl}/locations/urbandale` }),
    ]);
    expect(faq["@type"]).toBe("FAQPage");
  });

  it("adds a circle of the given radius around the city centre", () => {
    const [business] = locationPageGraph({ ...base, location, radiusMetres: 25000 });
    expect(business.areaServed).toEqual([
      expect.objectContaining({ "@type": "City", name: "Urbandale, Iowa" }),
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: 41.6267, longitude: -93.7122 },
        geoRadius: 25000,
      },
    ]);
  });

  it("carries another reading of the hours when the page gives one", () => {
    const [business] = locationPageGraph({
      ...base,
      location,
      openingHours: siteConfig.hours.cityPageOpeningHours,
    });
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: expect.arrayContaining(["Friday"]),
        opens: "08:00",
        closes: "17:00",
      }),
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });

  it("leaves out the FAQ page without questions, and the geometry without a centre", () => {
    const graph = locationPageGraph({
      ...base,
      location: { ...location, coordinates: null, faqs: [] },
      radiusMetres: 25000,
    });
    expect(graph.map((node) => node["@type"])).not.toContain("FAQPage");
    expect(graph[0].areaServed).toEqual({ "@type": "City", name: "Urbandale, Iowa" });
  });
});

describe("servicePageGraph", () => {
  const graph = servicePageGraph({
    site: siteConfig,
    siteUrl,
    path: "/services/sidewalks",
    name: "Concrete Sidewalk & Walkway Services",
    crumb: "Sidewalks",
    description: "New walks and repairs.",
    serviceType: "Sidewalk repair",
    areas: ["Des Moines"],
    priceRange: "$8-$14 per sq ft",
    faqs: [{ question: "How long?", answer: "<p>1 to 3 days.</p>" }],
    servicesCrumb: "Services",
  });

  it("holds the Service, its questions and the trail to it", () => {
    expect(graph.map((node) => node["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList"]);
    const [svc, faq, trail] = graph;
    expect(svc.name).toBe("Concrete Sidewalk & Walkway Services");
    expect(svc.url).toBe(`${siteUrl}/services/sidewalks`);
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "1 to 3 days." } },
    ]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: siteUrl },
      { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl}/services` },
      { "@type": "ListItem", position: 3, name: "Sidewalks", item: `${siteUrl}/services/sidewalks` },
    ]);
  });
});
