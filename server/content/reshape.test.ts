import { getBuiltInGalleryAlbum } from "@shared/content/gallery/albums.ts";
import { images, locationImage, serviceImage } from "@shared/content/images.ts";
import { cityCoordinates } from "@shared/content/locations/coordinates.ts";
import { siteConfig } from "@shared/content/site.ts";
import type { LocationContent, ServiceContent } from "@shared/content/types.ts";
import { describe, expect, it } from "vitest";
import {
  CMS_STAMPED_TITLE,
  maliciousSamples,
  normalSamples,
  PWN,
  type WpJson,
} from "../../tests/fakes/wordpress-samples.ts";
import {
  altText,
  bounded,
  isPublic,
  looksLikeFileName,
  reshapeAbout,
  reshapeContactInfo,
  reshapeCta,
  reshapeFaq,
  reshapeGalleryAlbum,
  reshapeHomePage,
  reshapeLocation,
  reshapeProcess,
  reshapeService,
  reshapeTestimonials,
  sitePagePath,
  type WpPost,
  wpPostListSchema,
  wpPostSchema,
} from "./reshape/index.ts";
import { DEFAULT_SERVICE_PROCESS, defaultServiceFaqs } from "./wordpress-defaults.ts";

const ORIGIN = "https://cms.example.com";
const samples = normalSamples(ORIGIN);
const wp = (record: WpJson): WpPost => wpPostSchema.parse(record);
const bySlug = (list: WpJson[], slug: string) => wp(list.find((r) => r.slug === slug)!);
const option = (slug: string) => bySlug(samples.site_option, slug);

const builtInService: ServiceContent = {
  slug: "concrete-steps",
  title: "Concrete Steps (built-in)",
  summary: "Built-in summary.",
  content: "<p>Built-in content.</p>",
  featuredImage: serviceImage("concrete-steps"),
  keywords: ["concrete steps"],
  process: [1, 2, 3, 4, 5].map((n) => ({ number: n, title: `Built-in step ${n}`, description: "d" })),
  benefits: [{ title: "Built-in benefit", description: "d" }],
  faqs: [1, 2, 3, 4].map((n) => ({ question: `Built-in question ${n}?`, answer: "a" })),
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("isPublic", () => {
  const published = bySlug(samples.service, "stamped-concrete");

  it("keeps a published record, with or without a status field", () => {
    expect(isPublic(published)).toBe(true);
    expect(isPublic({ ...published, status: undefined })).toBe(true);
  });

  it("drops a password-protected record as WordPress lists it (title kept, content empty and protected)", () => {
    const listed = wp({
      ...samples.service[0],
      content: { rendered: "", protected: true },
      excerpt: { rendered: "", protected: true },
    });
    expect(isPublic(listed)).toBe(false);
  });

  it("drops a draft, pending, private or future record", () => {
    for (const status of ["draft", "pending", "private", "future"]) {
      expect(isPublic({ ...published, status })).toBe(false);
    }
  });
});

describe("reshapeService", () => {
  it("reads title, sanitised content, excerpt, image and ACF fields from a full record", () => {
    const service = reshapeService(bySlug(samples.service, "stamped-concrete"), null);
    expect(service.slug).toBe("stamped-concrete");
    expect(service.title).toBe("Stamped Concrete Patios & Walkways");
    expect(service.summary).toBe("Stamped concrete with the look of stone or brick, built for Iowa winters.");
    expect(service.content).toContain("<h2>Patterns we pour</h2>");
    expect(service.content).not.toContain("wp-block");
    expect(service.content).toContain(
      '<a href="https://www.concretenetwork.com/stamped-concrete/" rel="noopener noreferrer">',
    );
    expect(service.keywords).toEqual([
      "stamped concrete Des Moines",
      "stamped patio Ankeny",
      "decorative concrete",
    ]);
    expect(service.process.map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
    expect(service.process[3]).toEqual({
      number: 4,
      title: "Pour and Stamp",
      description: "A full crew pours, colors and stamps before the concrete sets.",
    });
    expect(service.benefits).toHaveLength(2);
    expect(service.faqs).toHaveLength(4);
    expect(service.updatedAt).toBe("2025-05-02T15:03:11.000Z");
  });

  it("names the featured image's original, which the image service resizes, with its size, alt text and version", () => {
    const record = bySlug(samples.service, "stamped-concrete");
    const service = reshapeService(record, null);
    expect(service.featuredImage).toEqual({
      src: `${ORIGIN}/wp-content/uploads/2025/05/stamped-patio.jpg`,
      width: 2400,
      height: 1600,
      alt: "Ashlar slate stamped patio in Ankeny",
      version: expect.stringMatching(/^[a-z0-9]{1,10}$/),
    });
    // The same file name with another file behind it (a media replacement) has another version.
    const replaced = structuredClone(record) as typeof record & {
      _embedded: { "wp:featuredmedia": { media_details: { filesize: number } }[] };
    };
    replaced._embedded["wp:featuredmedia"][0].media_details.filesize = 598_120;
    expect(reshapeService(replaced, null).featuredImage.version).not.toBe(service.featuredImage.version);
    expect(reshapeService(record, null).featuredImage.version).toBe(service.featuredImage.version);
  });

  it("fills what WordPress lacks from the built-in record with the same slug", () => {
    const service = reshapeService(bySlug(samples.service, "concrete-steps"), builtInService);
    expect(service.title).toBe("Concrete Steps");
    expect(service.content).toBe(
      "<p>Front and back steps poured in place, with rails and non-slip finishes.</p>",
    );
    expect(service.process).toEqual(builtInService.process);
    expect(service.faqs).toEqual(builtInService.faqs);
    expect(service.benefits).toEqual(builtInService.benefits);
    expect(service.featuredImage).toEqual(builtInService.featuredImage);
  });

  it("still has five steps, four questions and a stock image when neither WordPress nor built-in content has them", () => {
    const service = reshapeService(
      wp({ id: 5, slug: "concrete-steps", acf: false } as unknown as WpJson),
      null,
    );
    expect(service.title).toBe("Concrete Services");
    expect(service.process).toEqual(DEFAULT_SERVICE_PROCESS);
    expect(service.process).toHaveLength(5);
    expect(service.faqs).toEqual(defaultServiceFaqs(siteConfig));
    expect(service.faqs).toHaveLength(4);
    expect(service.featuredImage).toEqual(serviceImage("concrete-steps"));
    expect(service.content).not.toBe("");
    expect(service.summary).not.toBe("");
  });

  it("uses the spec's fallback title by slug when the post has no title", () => {
    expect(reshapeService(wp({ id: 5, slug: "patios" }), null).title).toBe("Patios");
    expect(reshapeService(wp({ id: 5, slug: "concrete-driveways" }), null).title).toBe("Concrete Driveways");
  });

  describe("price and price note (ACF `price`, `price_note`)", () => {
    const priced = (acf: Record<string, unknown>) =>
      reshapeService(
        wp({ id: 7, slug: "concrete-steps", title: { rendered: "Steps" }, acf }),
        builtInService,
      );

    it("reads them as plain text: tags dropped, entities decoded, whitespace collapsed", () => {
      const service = priced({
        price: "<strong>$8&ndash;$14</strong>\n per&nbsp;sq ft",
        price_note: "<p>installed &amp; sealed,</p><p>4-inch slab</p>",
      });
      expect(service.price).toBe("$8–$14 per sq ft");
      expect(service.priceNote).toBe("installed & sealed, 4-inch slab");
    });

    it("keeps none of an editor's HTML, script or encoded markup: a price is text, never markup", () => {
      const service = priced({
        price: '<img src=x onerror="alert(1)">$9<script>alert(2)</script> per sq ft',
        price_note: '&lt;script&gt;alert(3)&lt;/script&gt;<a href="javascript:alert(4)">installed</a>',
      });
      expect(service.price).toBe("$9 per sq ft");
      expect(service.priceNote).toBe("installed");
    });

    it("reads a number as its figures", () => {
      expect(priced({ price: 12 }).price).toBe("12");
    });

    it("keeps a very long value whole, as text: no plain field of a record is cut, and the page wraps it", () => {
      const long = `$10 ${"and more ".repeat(600)}`.trim();
      const service = priced({ price: long, price_note: `<b>${long}</b>` });
      expect(service.price).toBe(long);
      expect(service.priceNote).toBe(long);
      expect(service.price).not.toMatch(/[<>]/);
    });

    it("is absent when the editor left it empty or set no text, and then the built-in record's", () => {
      for (const acf of [{}, { price: "", price_note: "  " }, { price: ["$8"], price_note: { text: "x" } }]) {
        const service = priced(acf);
        expect(service).not.toHaveProperty("price");
        expect(service).not.toHaveProperty("priceNote");
      }
      const withBuiltInPrice = { ...builtInService, price: "$15 a step", priceNote: "poured in place" };
      const service = reshapeService(
        wp({ id: 7, slug: "concrete-steps", acf: { price: "<br>" } }),
        withBuiltInPrice,
      );
      expect(service.price).toBe("$15 a step");
      expect(service.priceNote).toBe("poured in place");
      expect(
        reshapeService(wp({ id: 7, slug: "concrete-steps", acf: { price: "$20" } }), withBuiltInPrice),
      ).toMatchObject({
        price: "$20",
        priceNote: "poured in place",
      });
    });
  });

  it("ignores a private or broken featured image and uses the stock image", () => {
    const record = {
      ...samples.service[1],
      _embedded: {
        "wp:featuredmedia": [{ code: "rest_forbidden", message: "Sorry", data: { status: 401 } }],
      },
    };
    expect(reshapeService(wp(record), null).featuredImage).toEqual(serviceImage("concrete-steps"));
  });
});

describe("reshapeLocation", () => {
  const builtIn: LocationContent = {
    ...reshapeLocation(bySlug(samples.location, "waukee"), null),
    slug: "ankeny",
    name: "Ankeny",
    testimonials: [{ id: "t1", content: "Great", author: "Ann", location: "Ankeny", rating: 5 }],
    whyChooseUs: ["Built-in reason"],
  };

  it("reads ACF lists (ZIP codes, neighbourhoods, nearby cities) and keeps the rest from built-in content", () => {
    const location = reshapeLocation(bySlug(samples.location, "ankeny"), builtIn);
    expect(location.title).toBe("Concrete Contractor in Ankeny, IA");
    expect(location.name).toBe("Ankeny");
    expect(location.county).toBe("Polk");
    expect(location.zipCodes).toEqual(["50021", "50023"]);
    expect(location.neighborhoods).toEqual(["Prairie Trail", "Uptown", "Oralabor Gateway"]);
    expect(location.nearbyLocations).toEqual([{ name: "Des Moines", path: "/locations/des-moines" }]);
    expect(location.whyChooseUs).toEqual(["Built-in reason"]);
    expect(location.testimonials).toEqual(builtIn.testimonials);
    expect(location.featuredImage.src).toBe(`${ORIGIN}/wp-content/uploads/2025/05/ankeny-driveway.jpg`);
  });

  it("gives a city with nothing but a title a complete page named after its slug", () => {
    const location = reshapeLocation(wp({ id: 9, slug: "west-des-moines" }), null);
    expect(location.name).toBe("West Des Moines");
    expect(location.fullName).toBe("West Des Moines, Iowa");
    expect(location.title).toBe("Concrete Contractor in West Des Moines, IA");
    expect(location.services).toHaveLength(4);
    expect(location.recentProjects).toHaveLength(2);
    expect(location.faqs).toHaveLength(3);
    expect(location.featuredImage).toEqual(locationImage("west-des-moines"));
  });

  it("invents no recent project for a business of its own: a town without rows of its own has none", () => {
    const business = { ...siteConfig, claims: { ...siteConfig.claims, demo: false } };
    expect(reshapeLocation(wp({ id: 9, slug: "grimes" }), null, business).recentProjects).toEqual([]);
    const rows = { recent_projects: [{ title: "Garage apron on Main St", description: "Poured in May." }] };
    expect(reshapeLocation(wp({ id: 9, slug: "grimes", acf: rows }), null, business).recentProjects).toEqual([
      { title: "Garage apron on Main St", description: "Poured in May.", location: "Grimes" },
    ]);
  });

  it("places the city at the editor's coordinates, else the built-in record's, else the town's known centre", () => {
    const withAcf = (acf: Record<string, unknown>) => wp({ id: 9, slug: "grimes", acf });
    expect(reshapeLocation(withAcf({ latitude: "41.69", longitude: -93.79 }), null).coordinates).toEqual({
      latitude: 41.69,
      longitude: -93.79,
    });
    expect(reshapeLocation(withAcf({}), null).coordinates).toEqual(cityCoordinates.grimes);
    // Half a position, or one off the globe, is no position.
    expect(reshapeLocation(withAcf({ latitude: 41.69 }), null).coordinates).toEqual(cityCoordinates.grimes);
    expect(reshapeLocation(withAcf({ latitude: 141, longitude: -93 }), null).coordinates).toEqual(
      cityCoordinates.grimes,
    );
    expect(reshapeLocation(bySlug(samples.location, "ankeny"), builtIn).coordinates).toEqual(
      builtIn.coordinates,
    );
    expect(reshapeLocation(wp({ id: 10, slug: "atlantis" }), null).coordinates).toBeNull();
  });
});

describe("collections", () => {
  it("orders FAQ posts by menu order and decodes entities", () => {
    expect(reshapeFaq(wpPostListSchema.parse(samples.faq))).toEqual([
      { question: "Are estimates free?", answer: "Always." },
      { question: "Are you licensed & insured?", answer: "Licensed, bonded and insured." },
      { question: "Do you offer a warranty?", answer: "Yes, a 5-year warranty." },
    ]);
  });

  it("numbers process steps by menu order", () => {
    expect(reshapeProcess(wpPostListSchema.parse(samples.process_step))).toEqual([
      { number: 1, title: "Consultation", description: "We talk through your project." },
      { number: 2, title: "Site Visit", description: "We measure on site." },
      { number: 3, title: "Written Proposal", description: "A clear written price." },
    ]);
  });

  it("numbers steps 1, 2, 3 when the editor left every menu order at 0", () => {
    const steps = samples.process_step.map((s) => ({ ...s, menu_order: 0 }));
    expect(reshapeProcess(wpPostListSchema.parse(steps)).map((s) => s.number)).toEqual([1, 2, 3]);
  });

  it("reads testimonials with author, location and rating from ACF (rating 5 when absent, clamped to 1-5)", () => {
    const posts = wpPostListSchema.parse([
      ...samples.posts,
      { ...samples.posts[0], id: 203, acf: [] },
      { ...samples.posts[0], id: 204, acf: { author: "Big Fan", rating: 40 } },
    ]);
    expect(reshapeTestimonials(posts)).toEqual([
      {
        id: "201",
        content: "They replaced our driveway in three days – spotless.",
        author: "Jenna M.",
        location: "Ankeny",
        rating: 5,
      },
      { id: "202", content: "Our patio looks great.", author: "Tom R.", location: "Urbandale", rating: 4 },
      {
        id: "203",
        content: "They replaced our driveway in three days – spotless.",
        author: "Jenna M.",
        location: "",
        rating: 5,
      },
      {
        id: "204",
        content: "They replaced our driveway in three days – spotless.",
        author: "Big Fan",
        location: "",
        rating: 5,
      },
    ]);
  });

  it("rejects a list whose items are not posts", () => {
    expect(wpPostListSchema.safeParse([{ title: "no id or slug" }]).success).toBe(false);
    expect(wpPostListSchema.safeParse({ posts: [] }).success).toBe(false);
  });
});

describe("pages and options", () => {
  it("reads the about page as sanitised HTML, and nothing from an empty page", () => {
    expect(reshapeAbout(bySlug(samples.pages, "about"))?.content).toContain(
      "<p>We started pouring driveways",
    );
    expect(reshapeAbout(wp({ id: 2, slug: "about", content: { rendered: "" } }))).toBeNull();
  });

  it("reads the call-to-action banner, including an ACF image array", () => {
    expect(reshapeCta(option("cta"), null)).toEqual({
      title: "Ready for a New Driveway?",
      description: "Book a free on-site estimate this week.",
      backgroundImage: `${ORIGIN}/wp-content/uploads/2025/05/cta.jpg`,
      backgroundPicture: {
        src: `${ORIGIN}/wp-content/uploads/2025/05/cta.jpg`,
        width: 1920,
        height: 800,
        alt: images.ctaBackground.alt,
        version: expect.any(String),
      },
    });
  });

  it("reads an address pasted in the background field before it was a Media Library picker, as before", () => {
    const pasted = `${ORIGIN}/wp-content/uploads/2024/03/old-banner.jpg`;
    const cta = reshapeCta(wp({ id: 1, slug: "cta", acf: { background_image: pasted } }), null);
    expect(cta.backgroundImage).toBe(pasted);
    expect(cta.backgroundPicture).toBeUndefined();
  });

  it("shows the banner's own heading, not the option's name, when the Heading field is empty", () => {
    const cta = reshapeCta(wp({ id: 1, slug: "cta", title: { rendered: "Call to action" }, acf: {} }), null);
    expect(cta.title).toBe("Ready to Transform Your Property?");
  });

  it("keeps built-in values for CTA fields the editor left empty", () => {
    const builtIn = {
      title: "Ready to Transform Your Property?",
      description: "Built-in.",
      backgroundImage: "/x.webp",
    };
    expect(reshapeCta(wp({ id: 1, slug: "cta", title: { rendered: "" }, acf: [] }), builtIn)).toEqual(
      builtIn,
    );
    expect(reshapeCta(wp({ id: 1, slug: "cta", acf: [] }), null).backgroundImage).toBe(
      images.ctaBackground.src,
    );
  });

  it("reads contact info, splitting hours into lines and keeping only configured social profiles", () => {
    expect(reshapeContactInfo(option("contact_info"), null)).toEqual({
      phone: "(515) 555-0199",
      email: "office@example.com",
      address: "1450 SW Vintage Pkwy, Ankeny, IA 50023",
      hours: ["Mon-Fri 7AM-6PM", "Sat 8AM-noon"],
      socialMedia: { facebook: "https://www.facebook.com/example" },
    });
  });

  it("falls back to the site config for contact fields WordPress lacks", () => {
    const info = reshapeContactInfo(wp({ id: 1, slug: "contact_info", acf: [] }), null);
    expect(info.phone).toBe(siteConfig.phone);
    expect(info.email).toBe(siteConfig.email);
    expect(info.hours).toEqual(siteConfig.hours.contact);
  });
});

describe("reshapeHomePage", () => {
  const home = (acf: unknown) => wp({ id: 5, slug: "home_page", title: { rendered: "Home page" }, acf });

  it("reads what an administrator changed, and nothing more: the page keeps its own copy for the rest", () => {
    expect(reshapeHomePage(option("home_page"))).toEqual({
      seoTitle: "Concrete Contractor in Des Moines | Driveways & Patios",
      heroTitle: "Concrete Poured Right, Before the Frost",
      heroText: "Driveways, patios and walks across Greater Des Moines, booked for this fall.",
      heroImage: {
        src: `${ORIGIN}/wp-content/uploads/2025/05/fall-driveway.jpg`,
        width: 2400,
        height: 1350,
        alt: "A new broom-finished driveway in October light",
        version: expect.stringMatching(/^[0-9a-z]+$/),
      },
      buttons: [{ label: "Book a Free Estimate" }, { label: "See Our Work", to: "/gallery" }],
      headings: { services: "What We Pour" },
      intros: {},
    });
  });

  it("is empty of changes when the option has no fields (ACF answers [] then)", () => {
    expect(reshapeHomePage(home([]))).toEqual({ buttons: [{}, {}], headings: {}, intros: {} });
  });

  it("reads every section's heading and the line under it", () => {
    const changed = reshapeHomePage(
      home({ intro_title: "Who We Are", intro_text: "Since 1998.", area_intro: "Polk County only." }),
    );
    expect(changed.headings).toEqual({ intro: "Who We Are" });
    expect(changed.intros).toEqual({ intro: "Since 1998.", area: "Polk County only." });
  });

  it("describes a hero photo without alternative text by the heading it stands behind", () => {
    const photo = { url: `${ORIGIN}/hero.jpg`, width: 1600, height: 900, alt: "", sizes: {} };
    expect(reshapeHomePage(home({ hero_image: photo, hero_title: "Poured Right" })).heroImage?.alt).toBe(
      "Poured Right",
    );
    expect(reshapeHomePage(home({ hero_image: photo })).heroImage?.alt).toBe(
      "Concrete Driveways, Patios & Sidewalks Built for Iowa Winters",
    );
  });

  it("takes a button's link only when it is a page of the site", () => {
    const links = (link: unknown) => reshapeHomePage(home({ hero_button_1_link: link })).buttons[0].to;
    expect(links("/quote")).toBe("/quote");
    expect(links("/services/stamped-concrete")).toBe("/services/stamped-concrete");
    expect(links("/gallery/stamped-patios")).toBe("/gallery/stamped-patios");
    for (const elsewhere of [
      "https://evil.example/",
      "//evil.example/quote",
      "/wp-admin/",
      "/sitemap.xml",
      "/test-webhook",
      "/services/../admin",
      "/no-such-page",
      42,
    ]) {
      expect(links(elsewhere), String(elsewhere)).toBeUndefined();
    }
  });

  it("cuts a heading longer than its field at a word", () => {
    const long = `Concrete ${"poured right ".repeat(20)}`;
    const title = reshapeHomePage(home({ hero_title: long })).heroTitle ?? "";
    expect([...title].length).toBeLessThanOrEqual(120);
    expect(title).toMatch(/^Concrete poured right .*(right|poured)…$/);
  });
});

describe("an SEO title and description an editor wrote for a record", () => {
  const acf = {
    seo_title: "Stamped Patios in Ankeny | <b>Free</b> Estimates",
    seo_description: "Pour\nonce.",
  };
  const record = (slug: string) => ({ ...samples.service[0], slug, acf });

  it("is read as plain text for services, towns and albums, and absent when not written", () => {
    const seo = { seoTitle: "Stamped Patios in Ankeny | Free Estimates", seoDescription: "Pour once." };
    expect(reshapeService(wp(record("patios")), null)).toMatchObject(seo);
    expect(reshapeLocation(wp(record("ankeny")), null)).toMatchObject(seo);
    const album = reshapeGalleryAlbum(
      wp({
        ...record("stamped-patios"),
        acf: { ...acf, projects: [] },
      }),
      getBuiltInGalleryAlbum("stamped-patios"),
    );
    expect(album).toMatchObject(seo);
    const bare = reshapeService(wp({ ...samples.service[0], acf: {} }), null);
    expect(bare).not.toHaveProperty("seoTitle");
    expect(bare).not.toHaveProperty("seoDescription");
  });
});

describe("bounded", () => {
  it("keeps a text that fits, and cuts a longer one at a word with an ellipsis, counting characters", () => {
    expect(bounded("Béton coulé", 11)).toBe("Béton coulé");
    expect(bounded("Béton coulé à Ankeny", 12)).toBe("Béton coulé…");
    expect(bounded("Supercalifragilistic", 10)).toBe("Supercali…");
  });
});

describe("sitePagePath", () => {
  it("knows the site's pages and the records' patterns, and nothing else", () => {
    expect(sitePagePath(" /contact ")).toBe("/contact");
    expect(sitePagePath("/")).toBe("/");
    expect(sitePagePath("/locations/ankeny")).toBe("/locations/ankeny");
    expect(sitePagePath("/services/Patios")).toBeUndefined();
    expect(sitePagePath("/robots.txt")).toBeUndefined();
  });
});

describe("a malicious CMS", () => {
  const evil = maliciousSamples(ORIGIN);
  const everything = JSON.stringify([
    reshapeService(bySlug(evil.service, "stamped-concrete"), null),
    reshapeLocation(bySlug(evil.location, "ankeny"), null),
    reshapeAbout(bySlug(evil.pages, "about")),
    reshapeFaq(wpPostListSchema.parse(evil.faq)),
    reshapeTestimonials(wpPostListSchema.parse(evil.posts)),
    reshapeCta(bySlug(evil.site_option, "cta"), null),
    reshapeContactInfo(bySlug(evil.site_option, "contact_info"), null),
    reshapeHomePage(bySlug(evil.site_option, "home_page")),
  ]);

  it("gets none of its script, handlers or javascript: links through", () => {
    expect(everything).not.toContain(PWN);
    expect(everything).not.toContain("__wpPwned");
    expect(everything).not.toMatch(/<script|<\/script|onerror|onload|onmouseover|javascript:|<iframe|<svg/i);
  });

  it("reads its price and price note as the text around its markup", () => {
    const service = reshapeService(bySlug(evil.service, "stamped-concrete"), null);
    expect(service.price).toBe("$12-$18 per sq ft");
    expect(service.priceNote).toBe("installed");
  });

  it("still yields readable titles and the stock image instead of its javascript: image", () => {
    const service = reshapeService(bySlug(evil.service, "stamped-concrete"), null);
    expect(service.title).toBe("Stamped Concrete");
    expect(service.featuredImage).toEqual(serviceImage("stamped-concrete"));
    expect(reshapeLocation(bySlug(evil.location, "ankeny"), null).title).toBe(
      "Concrete Contractor in Ankeny",
    );
    const home = reshapeHomePage(bySlug(evil.site_option, "home_page"));
    expect(home.heroTitle).toBe("Poured Right");
    expect(home.heroImage).toBeUndefined();
    expect(home.buttons).toEqual([{ label: "Quote" }, {}]);
  });
});

describe("reshapeGalleryAlbum", () => {
  const album = (acf: unknown, title = "Stamped Patios") =>
    wp({ id: 9, slug: "stamped-patios", title: { rendered: title }, acf });
  const builtIn = getBuiltInGalleryAlbum("stamped-patios");

  it("names a photo's original, not WordPress's sizes (its square-cropped thumbnail least of all)", () => {
    const image = {
      url: `${ORIGIN}/p.jpg`,
      width: 1200,
      height: 800,
      alt: "A patio",
      sizes: {
        thumbnail: `${ORIGIN}/p-150x150.jpg`,
        "thumbnail-width": 150,
        "thumbnail-height": 150,
        medium: `${ORIGIN}/p-300x200.jpg`,
        "medium-width": 300,
        "medium-height": 200,
      },
    };
    const reshaped = reshapeGalleryAlbum(
      album({ projects: [{ title: "Patio", service_link: "/services/patios", image }] }),
      builtIn,
    );
    expect(reshaped?.projects[0].photo.sources).toEqual([
      { src: `${ORIGIN}/p.jpg`, width: 1200, height: 800 },
    ]);
  });

  it("never brings back the built-in projects, the demo's pictures, when none of the editor's rows can be used", () => {
    const image = { url: "https://cms.example.com/a.jpg", width: 1200, height: 800, alt: "A patio" };
    // As found: a pasted address instead of a Media Library photo, and a full address as the service link.
    const reshaped = reshapeGalleryAlbum(
      album({
        projects: [
          { title: "No photo", service_link: "/services/patios" },
          {
            title: "Pasted photo",
            service_link: "/services/patios",
            image: "https://photos.example.net/a.jpg",
          },
          { title: "Full link", service_link: "https://www.example.com/services/patios", image },
        ],
      }),
      builtIn,
    );
    expect(reshaped?.title).toBe("Stamped Patios");
    // The row with a photo is shown; its link, which is no page of the site's, is not.
    expect(reshaped?.projects.map((project) => [project.title, project.service])).toEqual([
      ["Full link", null],
    ]);
    expect(JSON.stringify(reshaped)).not.toContain(builtIn?.projects[0].photo.sources[0].src);
  });

  it("shows the rows it can use, and only those, with the album's featured image or its first photo as cover", () => {
    const image = { url: "https://cms.example.com/a.jpg", width: 1200, height: 800, alt: "A patio" };
    const reshaped = reshapeGalleryAlbum(
      album({
        projects: [
          { title: "No photo", service_link: "/services/patios" },
          { title: "Unusable link", service_link: "javascript:alert(1)", image },
          { title: "Patio", service_link: "/services/patios", image },
        ],
      }),
      builtIn,
    );
    expect(reshaped?.projects.map((project) => [project.title, project.service?.href ?? null])).toEqual([
      ["Unusable link", null],
      ["Patio", "/services/patios"],
    ]);
    expect(reshaped?.cover?.sources[0].src).toBe("https://cms.example.com/a.jpg");
  });

  it("shows a project without a service page, without its link, and uses its photo's Caption", () => {
    const image = { url: "https://cms.example.com/a.jpg", width: 1200, height: 800, alt: "A patio" };
    const reshaped = reshapeGalleryAlbum(
      album({
        projects: [
          {
            title: "Seat-wall patio",
            image: { ...image, caption: "Poured <em>before</em> the first frost" },
          },
          { image: { ...image, caption: "Exposed-aggregate walk to the back door" } },
        ],
      }),
      builtIn,
    );
    expect(reshaped?.projects).toMatchObject([
      { title: "Seat-wall patio", caption: "Poured before the first frost", service: null },
      { title: "Exposed-aggregate walk to the back door", service: null },
    ]);
    expect(reshaped?.projects[1].caption).toBeUndefined();
  });

  it("takes the built-in projects only for an album whose rows were never filled, as any empty field", () => {
    expect(reshapeGalleryAlbum(album({ projects: [] }), builtIn)?.projects).toEqual(builtIn?.projects);
    expect(reshapeGalleryAlbum(album([]), builtIn)?.cover).toEqual(builtIn?.cover);
  });

  it("shows an album only WordPress has, without a usable project, empty rather than dropping it", () => {
    const reshaped = reshapeGalleryAlbum(album({ projects: [] }, "New Driveways"), null);
    expect(reshaped).toMatchObject({ title: "New Driveways", projects: [], cover: null });
    expect(reshapeGalleryAlbum(album({ projects: [] }, ""), null)).toBeNull();
  });

  it("names a camera-size original as it is (the image service resizes it) and reads the title as plain text", () => {
    const image = {
      url: "https://cms.example.com/big.jpg",
      width: 4000,
      height: 3000,
      alt: "",
      sizes: { large: "https://cms.example.com/big-1024.jpg", "large-width": 1024, "large-height": 768 },
    };
    const reshaped = reshapeGalleryAlbum(
      album(
        {
          projects: [
            {
              title: "<b>Patio</b>",
              town: "Ankeny",
              size: "300 sq ft",
              service_link: "/services/patios",
              image,
            },
          ],
        },
        "Our <em>Patios</em>",
      ),
      null,
    );
    expect(reshaped?.title).toBe("Our Patios");
    expect(reshaped?.projects[0].title).toBe("Patio");
    expect(reshaped?.projects[0].photo.sources).toEqual([
      { src: "https://cms.example.com/big.jpg", width: 4000, height: 3000 },
    ]);
    expect(reshaped?.projects[0].photo.alt).toBe("Patio, 300 sq ft, Ankeny");
  });
});

describe("a picture's alt text", () => {
  it("is never a file's name, nor what WordPress titles an upload after its file", () => {
    for (const name of [
      "IMG_4031",
      "IMG 4031",
      "DSC01234.JPG",
      "PXL_20240502_140311123",
      "20240502_140311",
      "patio-final-2",
      "Screenshot 2024-05-02 at 14.03.11",
      "WhatsApp Image 2024-05-02 at 14.03.11",
      "photo.jpeg",
      "image0",
    ]) {
      expect(looksLikeFileName(name), name).toBe(true);
    }
    for (const words of ["Stamped patio in Ankeny", "Patio", "Driveway poured in 2024 in Waukee"]) {
      expect(looksLikeFileName(words), words).toBe(false);
    }
  });

  it("is the editor's Alternative Text, else a title someone wrote, else the words the record gives", () => {
    expect(altText(["Stamped patio behind a Waukee home", "IMG_4031"], "Stamped Concrete")).toBe(
      "Stamped patio behind a Waukee home",
    );
    expect(altText(["", "Broom-finished patio, Ankeny"], "Stamped Concrete")).toBe(
      "Broom-finished patio, Ankeny",
    );
    expect(altText(["  ", "IMG_4031"], "Stamped Concrete")).toBe("Stamped Concrete");
    expect(altText(["DSC01234.JPG", undefined], "Stamped Concrete")).toBe("Stamped Concrete");
  });

  it("of a featured image without Alternative Text is the record's title, not the file's name", () => {
    const record = structuredClone(bySlug(samples.service, "stamped-concrete")) as WpJson & {
      _embedded: { "wp:featuredmedia": { alt_text: string; title: { rendered: string } }[] };
    };
    record._embedded["wp:featuredmedia"][0].alt_text = "";
    record._embedded["wp:featuredmedia"][0].title = { rendered: "IMG_4031" };
    expect(reshapeService(wp(record), null).featuredImage.alt).toBe(CMS_STAMPED_TITLE);
  });

  it("of a gallery photo without Alternative Text is the project's caption, not the file's name", () => {
    const image = {
      url: "https://cms.example.com/IMG_4031.jpg",
      width: 1200,
      height: 800,
      alt: "",
      title: "IMG_4031",
    };
    const album = reshapeGalleryAlbum(
      wp({
        id: 9,
        slug: "stamped-patios",
        title: { rendered: "Stamped Patios" },
        acf: {
          projects: [
            {
              title: "Herringbone patio",
              size: "420 sq ft",
              town: "Ankeny",
              service_link: "/services/patios",
              image,
            },
          ],
        },
      }),
      null,
    );
    expect(album?.projects[0].photo.alt).toBe("Herringbone patio, 420 sq ft, Ankeny");
  });
});
