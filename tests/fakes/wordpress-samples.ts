/**
 * wp/v2 JSON as a real WordPress 6 with the site's plugin (wordpress/gdm-concrete-content) answers
 * it, checked against Debian's WordPress 6.1 (`npm run test:wordpress`) and trimmed of the `_links`
 * noise: titles texturized (`&#038;`, `&#8217;`), `acf` an object (ACF itself answers `[]` for a post
 * without field groups), `menu_order` only on types with page-attributes, `author` only on posts and
 * pages, every image size WordPress makes (the square 150×150 thumbnail and 1536/2048 sizes too, in
 * `_embed` and in ACF image arrays). `origin` is where the fake serves uploads.
 * The malicious set has the same records with every injection an attacker
 * with an editor account could try.
 */

export type WpJson = Record<string, unknown> & { id: number; slug: string };

export interface WpSamples {
  service: WpJson[];
  location: WpJson[];
  pages: WpJson[];
  faq: WpJson[];
  process_step: WpJson[];
  categories: WpJson[];
  posts: WpJson[];
  site_option: WpJson[];
  gallery_album: WpJson[];
}

export const TESTIMONIALS_CATEGORY_ID = 7;

/** A draft service (slug driveways) and a password-protected one (slug sidewalks): never shown. */
export const DRAFT_TITLE = "Driveways (draft, not for visitors)";
export const PROTECTED_TITLE = "Sidewalks (password-protected)";

/** The title the CMS gives stamped concrete, different from the built-in one so a test can tell them apart. */
export const CMS_STAMPED_TITLE = "Stamped Concrete Patios & Walkways";

/** The stamped-patios album as the CMS has it: its own title and two projects of its own. */
export const CMS_GALLERY_TITLE = "Stamped Patios We Poured in 2025";
export const CMS_GALLERY_PROJECT = "Herringbone-border stamped patio";

/** An ACF image field (return format "array") with WordPress's medium and large sizes. */
function acfImage(origin: string, file: string, alt: string) {
  const url = (suffix: string) => `${origin}/wp-content/uploads/2025/06/${file}${suffix}.jpg`;
  return {
    ID: 900,
    url: url(""),
    width: 2400,
    height: 1600,
    alt,
    // ACF lists every size WordPress made, the square-cropped thumbnail too.
    sizes: {
      thumbnail: url("-150x150"),
      "thumbnail-width": 150,
      "thumbnail-height": 150,
      medium: url("-300x200"),
      "medium-width": 300,
      "medium-height": 200,
      medium_large: url("-768x512"),
      "medium_large-width": 768,
      "medium_large-height": 512,
      large: url("-1024x683"),
      "large-width": 1024,
      "large-height": 683,
      "1536x1536": url("-1536x1024"),
      "1536x1536-width": 1536,
      "1536x1536-height": 1024,
      "2048x2048": url("-2048x1365"),
      "2048x2048-width": 2048,
      "2048x2048-height": 1365,
    },
  };
}

function galleryAlbums(origin: string): WpJson[] {
  return [
    post("gallery_album", 501, "stamped-patios", {
      title: "Stamped Patios We Poured in 2025",
      excerpt: "<p>This year&#8217;s stamped patios, from Ankeny to Norwalk.</p>",
      content: "<p>Every one colored, stamped and sealed by our own crew.</p>",
      acf: {
        keywords: "stamped patio 2025, stamped concrete Ankeny",
        projects: [
          {
            title: CMS_GALLERY_PROJECT,
            size: "510 sq ft",
            town: "Ankeny",
            service_link: "/services/stamped-concrete",
            image: acfImage(origin, "herringbone-patio", "Gray stamped patio with a herringbone border"),
          },
          {
            title: "Slate patio with a fire pit",
            size: "380 sq ft",
            town: "Norwalk",
            service_link: "/services/patios",
            service_label: "Patios",
            image: acfImage(origin, "slate-fire-pit", "Slate stamped patio around a fire pit"),
          },
          // No picture and a link off the site: left out.
          { title: "Patio without a photo", service_link: "https://example.com/" },
        ],
      },
    }),
  ];
}

const rendered = (html: string) => ({ rendered: html, protected: false });

/** Post types with page-attributes (a `menu_order`) and with an author, as the plugin registers them. */
const WITH_MENU_ORDER = new Set(["page", "service", "faq", "process_step", "gallery_album"]);
const WITH_AUTHOR = new Set(["post", "page"]);

function post(
  type: string,
  id: number,
  slug: string,
  fields: {
    title: string;
    content?: string;
    excerpt?: string;
    menu_order?: number;
    acf?: unknown;
    categories?: number[];
    /** Not "publish": the fake never lists it, as WordPress never shows it to an anonymous reader. */
    status?: string;
    /** Password-protected: listed with empty, `protected` content and excerpt. */
    password?: string;
  },
): WpJson {
  return {
    id,
    date: "2025-03-12T09:15:00",
    date_gmt: "2025-03-12T14:15:00",
    guid: { rendered: `https://cms.example.com/${type}/${slug}/` },
    modified: "2025-05-02T10:03:11",
    modified_gmt: "2025-05-02T15:03:11",
    slug,
    status: fields.status ?? "publish",
    type,
    link: `https://cms.example.com/${type}/${slug}/`,
    title: { rendered: fields.title },
    content: rendered(fields.content ?? ""),
    excerpt: rendered(fields.excerpt ?? ""),
    ...(WITH_AUTHOR.has(type) ? { author: 1 } : {}),
    featured_media: 0,
    ...(WITH_MENU_ORDER.has(type) ? { menu_order: fields.menu_order ?? 0 } : {}),
    template: "",
    meta: {},
    ...(fields.categories
      ? { categories: fields.categories, tags: [], format: "standard", sticky: false }
      : {}),
    acf: fields.acf ?? {},
    ...(fields.password ? { password: fields.password } : {}),
  };
}

function media(origin: string, id: number, file: string, alt: string) {
  const url = (suffix: string) => `${origin}/wp-content/uploads/2025/05/${file}${suffix}.jpg`;
  return {
    id,
    date: "2025-05-02T10:00:00",
    slug: file,
    type: "attachment",
    link: `https://cms.example.com/${file}/`,
    title: { rendered: file },
    author: 1,
    caption: { rendered: "" },
    alt_text: alt,
    media_type: "image",
    mime_type: "image/jpeg",
    media_details: {
      width: 2400,
      height: 1600,
      file: `2025/05/${file}.jpg`,
      filesize: 612_004,
      // WordPress 6's sizes for a 2400×1600 upload, in its order; "full" is added by the REST API.
      sizes: {
        ...Object.fromEntries(
          (
            [
              ["medium", 300, 200],
              ["large", 1024, 683],
              ["thumbnail", 150, 150],
              ["medium_large", 768, 512],
              ["1536x1536", 1536, 1024],
              ["2048x2048", 2048, 1365],
            ] as const
          ).map(([name, width, height]) => [
            name,
            {
              file: `${file}-${width}x${height}.jpg`,
              width,
              height,
              filesize: width * height,
              mime_type: "image/jpeg",
              source_url: url(`-${width}x${height}`),
            },
          ]),
        ),
        full: {
          file: `${file}.jpg`,
          width: 2400,
          height: 1600,
          mime_type: "image/jpeg",
          source_url: url(""),
        },
      },
      image_meta: {
        aperture: "0",
        credit: "",
        camera: "",
        caption: "",
        created_timestamp: "0",
        copyright: "",
        focal_length: "0",
        iso: "0",
        shutter_speed: "0",
        title: "",
        orientation: "0",
        keywords: [],
      },
    },
    source_url: url(""),
  };
}

function withMedia(record: WpJson, item: ReturnType<typeof media> | Record<string, unknown>): WpJson {
  return { ...record, featured_media: item.id, _embedded: { "wp:featuredmedia": [item] } };
}

const stampedAcf = {
  keywords: "stamped concrete Des Moines, stamped patio Ankeny, decorative concrete",
  process: [
    { title: "Design Visit", description: "We bring pattern and color samples to your home." },
    { title: "Excavation and Base", description: "We dig out, grade and compact a crushed-rock base." },
    { title: "Forms and Steel", description: "Forms and reinforcement go in to the agreed layout." },
    {
      title: "Pour and Stamp",
      description: "A full crew pours, colors and stamps before the concrete sets.",
    },
    { title: "Seal and Cure", description: "We wash off release agent and seal the surface." },
  ],
  benefits: [
    {
      title: "Looks Like Stone",
      description: "Slate, flagstone or brick patterns at a fraction of the cost.",
    },
    { title: "Lasts Decades", description: "Resealed every 1 to 2 years, it lasts 20 to 30 years." },
  ],
  faqs: [
    {
      question: "How much more does stamped concrete cost?",
      answer: "About 20-30% more than a standard broom finish.",
    },
    { question: "Is stamped concrete slippery?", answer: "We add a slip-resistant additive to the sealer." },
    { question: "How often should I reseal?", answer: "Every 1 to 2 years for decorative work." },
    {
      question: "Can you stamp existing concrete?",
      answer: "Sound slabs can get a stamped overlay instead.",
    },
  ],
};

export function normalSamples(origin: string): WpSamples {
  return {
    gallery_album: galleryAlbums(origin),
    service: [
      withMedia(
        post("service", 41, "stamped-concrete", {
          title: "Stamped Concrete Patios &#038; Walkways",
          content:
            '<p>Stamped concrete gives you the look of <strong>slate, flagstone or brick</strong> for less.</p>\n<h2 class="wp-block-heading">Patterns we pour</h2>\n<ul class="wp-block-list"><li>Ashlar slate</li><li>Running-bond brick</li></ul>\n<p><a href="https://www.concretenetwork.com/stamped-concrete/">Read about stamping</a> or <a href="/quote">get a quote</a>.</p>',
          excerpt:
            "<p>Stamped concrete with the look of stone or brick, built for Iowa winters. [&hellip;]</p>\n",
          acf: stampedAcf,
        }),
        media(origin, 77, "stamped-patio", "Ashlar slate stamped patio in Ankeny"),
      ),
      post("service", 42, "concrete-steps", {
        title: "Concrete Steps",
        content: "<p>Front and back steps poured in place, with rails and non-slip finishes.</p>",
        excerpt: "<p>Safe, solid concrete steps.</p>\n",
      }),
      post("service", 43, "driveways", {
        title: DRAFT_TITLE,
        content: "<p>Not ready for visitors.</p>",
        status: "draft",
      }),
      post("service", 44, "sidewalks", {
        title: PROTECTED_TITLE,
        content: "<p>Only for people with the password.</p>",
        excerpt: "<p>Secret excerpt.</p>\n",
        password: "concrete",
      }),
    ],
    location: [
      withMedia(
        post("location", 61, "ankeny", {
          title: "Concrete Contractor in Ankeny, IA",
          content:
            "<p>Ankeny grows fast: new driveways in Prairie Trail and repairs in older north-side streets.</p>",
          excerpt: "<p>Driveways, patios and sidewalks across Ankeny.</p>\n",
          acf: {
            name: "Ankeny",
            county: "Polk",
            zip_codes: "50021, 50023",
            neighborhoods: "Prairie Trail\nUptown\nOralabor Gateway",
            nearby_locations: [{ name: "Des Moines", path: "/locations/des-moines" }],
          },
        }),
        media(origin, 78, "ankeny-driveway", "New driveway in Prairie Trail, Ankeny"),
      ),
      post("location", 62, "waukee", {
        title: "Concrete Contractor in Waukee, IA",
        content: "<p>Waukee homes on new lots need base work done right.</p>",
      }),
    ],
    pages: [
      post("page", 2, "about", {
        title: "About",
        content:
          "<p>We started pouring driveways in Ankeny in 2005 and have grown into a crew of twelve.</p>\n<p>Every job still gets an owner on site.</p>",
      }),
    ],
    faq: [
      post("faq", 91, "warranty", {
        title: "Do you offer a warranty?",
        content: "<p>Yes, a 5-year warranty.</p>",
        menu_order: 3,
      }),
      post("faq", 92, "estimates", {
        title: "Are estimates free?",
        content: "<p>Always.</p>",
        menu_order: 1,
      }),
      post("faq", 93, "licensed", {
        title: "Are you licensed &#038; insured?",
        content: "<p>Licensed, bonded and insured.</p>",
        menu_order: 2,
      }),
    ],
    process_step: [
      post("process_step", 101, "consultation", {
        title: "Consultation",
        content: "<p>We talk through your project.</p>",
        menu_order: 1,
      }),
      post("process_step", 103, "proposal", {
        title: "Written Proposal",
        content: "<p>A clear written price.</p>",
        menu_order: 3,
      }),
      post("process_step", 102, "site-visit", {
        title: "Site Visit",
        content: "<p>We measure on site.</p>",
        menu_order: 2,
      }),
    ],
    categories: [
      {
        id: TESTIMONIALS_CATEGORY_ID,
        count: 2,
        description: "",
        link: "https://cms.example.com/category/testimonials/",
        name: "Testimonials",
        slug: "testimonials",
        taxonomy: "category",
        parent: 0,
        meta: [],
      },
    ],
    posts: [
      post("post", 201, "review-ankeny-driveway", {
        title: "Jenna M.",
        content: "<p>They replaced our driveway in three days &#8211; spotless.</p>",
        categories: [TESTIMONIALS_CATEGORY_ID],
        acf: { author: "Jenna M.", location: "Ankeny", rating: "5" },
      }),
      post("post", 202, "review-urbandale-patio", {
        title: "Review from Urbandale",
        content: "<p>Our patio looks great.</p>",
        categories: [TESTIMONIALS_CATEGORY_ID],
        acf: { author: "Tom R.", location: "Urbandale", rating: 4 },
      }),
    ],
    site_option: [
      post("site_option", 301, "cta", {
        title: "CTA",
        acf: {
          title: "Ready for a New Driveway?",
          description: "Book a free on-site estimate this week.",
          background_image: { url: `${origin}/wp-content/uploads/2025/05/cta.jpg`, width: 1920, height: 800 },
        },
      }),
      post("site_option", 302, "contact_info", {
        title: "Contact info",
        acf: {
          phone: "(515) 555-0199",
          email: "office@example.com",
          address: "1450 SW Vintage Pkwy, Ankeny, IA 50023",
          hours: "Mon-Fri 7AM-6PM\nSat 8AM-noon",
          social_media: {
            facebook: "https://www.facebook.com/example",
            twitter: "",
            instagram: "",
            linkedin: "",
          },
        },
      }),
      post("site_option", 303, "footer", {
        title: "Footer",
        acf: {
          blurb: "Concrete done right across Greater Des Moines.",
          columns: [{ heading: "Services", links: [{ label: "Driveways", href: "/services/driveways" }] }],
        },
      }),
      post("site_option", 304, "header_menu", {
        title: "Header menu",
        acf: {
          items: [
            {
              label: "Services",
              href: "/services",
              children: [{ label: "Patios", href: "/services/patios" }],
            },
            { label: "Contact", href: "/contact" },
          ],
        },
      }),
      // What an administrator set on Settings → Concrete site for the home page: a new hero and one
      // section's heading; every other part keeps the page's own copy.
      post("site_option", 305, "home_page", {
        title: "Home page",
        acf: {
          seo_title: "Concrete Contractor in Des Moines | Driveways & Patios",
          hero_title: "Concrete Poured Right, Before the Frost",
          hero_text: "Driveways, patios and walks across Greater Des Moines, booked for this fall.",
          hero_image: {
            ID: 88,
            url: `${origin}/wp-content/uploads/2025/05/fall-driveway.jpg`,
            width: 2400,
            height: 1350,
            alt: "A new broom-finished driveway in October light",
            sizes: {
              large: `${origin}/wp-content/uploads/2025/05/fall-driveway-1024x576.jpg`,
              "large-width": 1024,
              "large-height": 576,
            },
          },
          hero_button_1_label: "Book a Free Estimate",
          hero_button_2_label: "See Our Work",
          hero_button_2_link: "/gallery",
          services_title: "What We Pour",
        },
      }),
    ],
  };
}

/** Sets `window.__wpPwned` and opens a dialog if any of it ever runs. */
export const PWN = "window.__wpPwned=true;alert('pwned')";

export function maliciousSamples(origin: string): WpSamples {
  const normal = normalSamples(origin);
  const evilHtml = [
    `<p>Stamped concrete.</p><script>${PWN}</script>`,
    `<img src="x" onerror="${PWN}">`,
    `<img src="https://cms.example.com/x.jpg" onerror="${PWN}" width="10" height="10">`,
    `<a href="javascript:${PWN}">Click for a discount</a>`,
    `<a href="JaVaScRiPt:${PWN}">Another</a>`,
    `<iframe src="javascript:${PWN}"></iframe>`,
    `<svg onload="${PWN}"></svg>`,
    `<p style="background:url(javascript:alert(1))" onmouseover="${PWN}">Hover me</p>`,
    `<form action="javascript:${PWN}"><button>Go</button></form>`,
    `<noscript><p title="</noscript><img src=x onerror=${PWN}>"></noscript>`,
  ].join("\n");
  const evilTitle = `Stamped Concrete</script><script>${PWN}</script>`;
  const encodedTitle = `Concrete Contractor in Ankeny&lt;/script&gt;&lt;script&gt;${PWN}&lt;/script&gt;`;
  const evilMedia = {
    ...media(origin, 77, "stamped-patio", `"><script>${PWN}</script>`),
    source_url: `javascript:${PWN}`,
    media_details: { width: 2400, height: 1600, sizes: {} },
  };
  const [stamped, steps] = normal.service;
  const [ankeny, waukee] = normal.location;
  return {
    ...normal,
    service: [
      withMedia(
        {
          ...stamped,
          title: { rendered: evilTitle },
          content: rendered(evilHtml),
          excerpt: rendered(`<p>Excerpt<svg onload="${PWN}"></svg></p>`),
          acf: {
            ...stampedAcf,
            faqs: [{ question: `Safe?<script>${PWN}</script>`, answer: `<img src=x onerror="${PWN}">Yes` }],
            price: `<img src=x onerror="${PWN}">$12-$18<script>${PWN}</script> per sq ft`,
            price_note: `&lt;script&gt;${PWN}&lt;/script&gt;installed`,
          },
        },
        evilMedia,
      ),
      steps,
    ],
    location: [
      {
        ...ankeny,
        title: { rendered: encodedTitle },
        content: rendered(evilHtml),
        acf: {
          name: `Ankeny<script>${PWN}</script>`,
          services: [{ title: "Driveways", description: "x", link: `javascript:${PWN}` }],
          nearby_locations: [{ name: "Evil", path: `javascript:${PWN}` }],
        },
      },
      waukee,
    ],
    pages: [{ ...normal.pages[0], content: rendered(evilHtml) }],
    faq: [post("faq", 91, "evil", { title: `Question</script><script>${PWN}</script>`, content: evilHtml })],
    posts: [
      post("post", 201, "evil-review", {
        title: `Mallory<script>${PWN}</script>`,
        content: `<p>Great work!</p><script>${PWN}</script>`,
        categories: [TESTIMONIALS_CATEGORY_ID],
        acf: { author: `<img src=x onerror="${PWN}">Mallory`, location: "Ankeny", rating: 99 },
      }),
    ],
    site_option: [
      post("site_option", 301, "cta", {
        title: "CTA",
        acf: {
          title: `Ready?</script><script>${PWN}</script>`,
          description: `<img src=x onerror="${PWN}">Call us`,
          background_image: `javascript:${PWN}`,
        },
      }),
      post("site_option", 302, "contact_info", {
        title: "Contact",
        acf: {
          phone: `<script>${PWN}</script>(515) 555-0199`,
          email: `javascript:${PWN}`,
          social_media: { facebook: `javascript:${PWN}` },
        },
      }),
      post("site_option", 304, "header_menu", {
        title: "Header menu",
        acf: {
          items: [
            { label: "Deals", href: `javascript:${PWN}` },
            { label: "Quote", href: "/quote" },
          ],
        },
      }),
      post("site_option", 305, "home_page", {
        title: "Home page",
        acf: {
          seo_title: `Home</title><script>${PWN}</script>`,
          seo_description: `<img src=x onerror="${PWN}">Concrete`,
          hero_title: `Poured Right<script>${PWN}</script>`,
          hero_text: `<svg onload="${PWN}"></svg>Call us`,
          hero_image: {
            url: `javascript:${PWN}`,
            width: 1200,
            height: 800,
            alt: `"><script>${PWN}</script>`,
          },
          hero_button_1_label: `<b onmouseover="${PWN}">Quote</b>`,
          hero_button_1_link: `javascript:${PWN}`,
          hero_button_2_link: "//evil.example/quote",
          intro_title: `Local<iframe src="javascript:${PWN}"></iframe>`,
        },
      }),
    ],
  };
}
