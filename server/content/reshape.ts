import { createHash } from "node:crypto";
import type { ClaimsSite } from "@shared/content/claims";
import { images, locationImage, serviceImage } from "@shared/content/images";
import { type Coordinates, cityCoordinates } from "@shared/content/locations/coordinates";
import { homeHero } from "@shared/content/pages/home";
import {
  PREMIUM_ITEMS,
  PRICE_ITEMS,
  type PremiumItem,
  type PriceItem,
  type PriceOverrides,
  priceProblem,
} from "@shared/content/prices";
import { formatAddress, siteConfig } from "@shared/content/site";
import type {
  AboutPage,
  ContactInfo,
  CtaOption,
  FaqItem,
  GalleryAlbum,
  GalleryPhoto,
  GalleryProject,
  HomeButton,
  HomePageOption,
  HomeSection,
  ImageRef,
  LocationContent,
  ProcessStep,
  ServiceContent,
  SocialProfiles,
  Testimonial,
} from "@shared/content/types";
import { PAGES } from "@shared/pages";
import { z } from "zod";
import pluginFields from "../../wordpress/gdm-concrete-content/fields.json" with { type: "json" };
import { excerptText, plainText, sanitizeCmsHtml } from "./sanitize";
import {
  cityNameForSlug,
  DEFAULT_SERVICE_PROCESS,
  defaultLocationDescription,
  defaultLocationFaqs,
  defaultLocationServices,
  defaultRecentProjects,
  defaultServiceBenefits,
  defaultServiceFaqs,
  defaultServiceSummary,
  defaultWhyChooseUs,
  serviceTitleForSlug,
} from "./wordpress-defaults";

/**
 * WordPress (wp/v2 + ACF) JSON → the app's content types. Pure functions: the
 * rest of the app never sees WordPress's shape. The envelope (id, slug,
 * rendered strings) must be right or the answer is rejected as a whole; the
 * fields inside are read leniently, and whatever is missing comes from the
 * built-in record with the same slug, then from generic defaults.
 */

const rendered = z.looseObject({ rendered: z.string().optional(), protected: z.boolean().optional() });

export const wpPostSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  // Anonymous reads only ever get "publish"; anything else came through a logged-in proxy or a plugin.
  status: z.string().optional(),
  title: rendered.optional(),
  content: rendered.optional(),
  excerpt: rendered.optional(),
  menu_order: z.number().optional(),
  date: z.string().nullish(),
  date_gmt: z.string().nullish(),
  modified_gmt: z.string().nullish(),
  // ACF answers an object, or [] / false when a post has no field groups.
  acf: z.unknown().optional(),
  _embedded: z.looseObject({ "wp:featuredmedia": z.array(z.unknown()).optional() }).optional(),
});
export type WpPost = z.infer<typeof wpPostSchema>;

export const wpPostListSchema = z.array(wpPostSchema);

/**
 * Whether a record may be shown: published, and not password-protected. WordPress lists a protected
 * post with its title and an empty `content` / `excerpt` marked `protected: true`; a draft or private
 * post is never in an anonymous answer, but one that somehow is must not be shown either.
 */
export function isPublic(post: WpPost): boolean {
  if (post.status !== undefined && post.status !== "publish") return false;
  return post.content?.protected !== true && post.excerpt?.protected !== true;
}

export const wpCategoryListSchema = z.array(z.looseObject({ id: z.number(), slug: z.string() }));

const wpImageSize = z.looseObject({ source_url: z.string(), width: z.number(), height: z.number() });
const wpMediaSchema = z.looseObject({
  source_url: z.string().optional(),
  date: z.string().nullish(),
  date_gmt: z.string().nullish(),
  alt_text: z.string().optional(),
  title: rendered.optional(),
  media_details: z
    .looseObject({
      width: z.number().optional(),
      height: z.number().optional(),
      filesize: z.number().optional(),
      sizes: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});

type Acf = Record<string, unknown>;

const WEB_URL = /^https?:\/\/[^\s]+$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function acfOf(post: WpPost): Acf {
  return isRecord(post.acf) ? post.acf : {};
}

function text(value: unknown): string {
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** A list from an ACF field: an array (of strings or one-field rows), or text split on `separator`. */
function textList(value: unknown, separator: RegExp): string[] {
  const items = Array.isArray(value)
    ? value.map((item) =>
        isRecord(item) ? text(Object.values(item).find((v) => typeof v === "string")) : text(item),
      )
    : typeof value === "string"
      ? value.split(separator).map(text)
      : [];
  return items.filter(Boolean);
}

const LINES = /\r?\n/;
const LINES_OR_COMMAS = /\r?\n|,/;

function rows(value: unknown): Acf[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Links an editor may set: site paths, anchors, web, mail and phone; nothing else. */
function safeHref(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const href = value.trim();
  if (/^\/(?![/\\])/.test(href) || /^#[\w-]*$/.test(href)) return href;
  if (WEB_URL.test(href) || /^mailto:[^\s]+$/i.test(href) || /^tel:[+\d\s().-]+$/i.test(href)) return href;
  return null;
}

/** An image address from an ACF image field (URL string or image array), web or site path only. */
function imageUrl(value: unknown): string | null {
  const url = isRecord(value) ? value.url : value;
  if (typeof url !== "string") return null;
  const trimmed = url.trim();
  return WEB_URL.test(trimmed) || /^\/(?![/\\])\S+$/.test(trimmed) ? trimmed : null;
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

/** WordPress's "2024-05-02T14:03:11" (GMT, no zone) as an ISO date. */
function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function updatedAt(post: WpPost, builtIn?: { updatedAt: string } | null): string {
  return (
    isoDate(post.modified_gmt) ?? isoDate(post.date_gmt) ?? builtIn?.updatedAt ?? new Date().toISOString()
  );
}

/**
 * A media file's version, for the image service's addresses (docs/decisions/019): a new file under
 * the same address (a media replacement) has another size or date, so it gets new addresses and no
 * browser or CDN keeps showing the old one. WordPress embeds no `modified` in `_embed`; its upload
 * date, file size and dimensions stand in.
 */
export function mediaVersion(...parts: unknown[]): string {
  const digest = createHash("sha256").update(JSON.stringify(parts)).digest();
  return digest.readUIntBE(0, 6).toString(36).slice(0, 10);
}

/** What phones, cameras and apps name a picture, before its number or date ("IMG_4031", "PXL_2024…"). */
const CAMERA_NAME =
  /^(img|dsc[nf]?|dcim|dji|gopr|gh\d|pxl|mvimg|vid|pano|photo|image|pic|scan|screenshot|screen shot|whatsapp image|signal)[\s_-]*\d/i;
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|heic|heif|tiff?|bmp|svg)$/i;

/**
 * Whether a picture's text is its file's name rather than a description: WordPress titles an upload
 * after its file ("IMG_4031", "patio-final-2"), and a name with an extension or one joined word of
 * digits, dashes or underscores describes nothing to someone who cannot see the picture.
 */
export function looksLikeFileName(text: string): boolean {
  const trimmed = text.trim();
  if (IMAGE_EXTENSION.test(trimmed) || CAMERA_NAME.test(trimmed)) return true;
  return !/\s/.test(trimmed) && /[\d_.-]/.test(trimmed);
}

/**
 * A picture's description for screen readers: the first of `texts` that is not empty and not a file's
 * name (the editor's Alternative Text, then a title someone wrote), else `fallback`, which the caller
 * words from the record ("Stamped Concrete", a project's caption). Never a file's name.
 */
export function altText(texts: unknown[], fallback: string): string {
  for (const value of texts) {
    const candidate = typeof value === "string" ? plainText(value) : "";
    if (candidate && !looksLikeFileName(candidate)) return candidate;
  }
  return fallback;
}

/**
 * The featured image from `_embed`: its original (the file WordPress keeps as the full size), which
 * the image service makes every width of, or its largest size when the original's size is not given.
 * Null when there is none, it is private (WordPress embeds an error object), or it lacks a web
 * address or dimensions.
 */
export function featuredImage(post: WpPost, fallbackAlt: string): ImageRef | null {
  const media = wpMediaSchema.safeParse(post._embedded?.["wp:featuredmedia"]?.[0]);
  if (!media.success) return null;
  const { source_url, media_details, alt_text, title, date, date_gmt } = media.data;
  const candidates = Object.values(media_details?.sizes ?? {}).flatMap((size) => {
    const parsed = wpImageSize.safeParse(size);
    return parsed.success ? [parsed.data] : [];
  });
  if (source_url && media_details?.width && media_details.height) {
    candidates.push({ source_url, width: media_details.width, height: media_details.height });
  }
  const usable = candidates.filter((c) => WEB_URL.test(c.source_url) && c.width > 0 && c.height > 0);
  if (usable.length === 0) return null;
  const chosen = usable.sort((a, b) => b.width - a.width)[0];
  return {
    src: chosen.source_url,
    width: Math.round(chosen.width),
    height: Math.round(chosen.height),
    alt: altText([alt_text, title?.rendered], fallbackAlt),
    version: mediaVersion(
      date_gmt ?? date,
      media_details?.filesize,
      chosen.source_url,
      chosen.width,
      chosen.height,
    ),
  };
}

const titleDescription = (row: Acf) => ({ title: text(row.title), description: text(row.description) });
const questionAnswer = (row: Acf) => ({ question: text(row.question), answer: text(row.answer) });

function faqRows(value: unknown): FaqItem[] {
  return rows(value)
    .map(questionAnswer)
    .filter((f) => f.question && f.answer);
}

function stepRows(value: unknown): ProcessStep[] {
  return rows(value)
    .map(titleDescription)
    .filter((s) => s.title)
    .map((s, i) => ({ number: i + 1, ...s }));
}

/** `site`: the identity whose claims (warranty, credentials) the defaults of a bare record state. */
export function reshapeService(
  post: WpPost,
  builtIn: ServiceContent | null,
  site: ClaimsSite = siteConfig,
): ServiceContent {
  const acf = acfOf(post);
  const slug = post.slug;
  const title = plainText(post.title?.rendered) || builtIn?.title || serviceTitleForSlug(slug);
  const content =
    sanitizeCmsHtml(post.content?.rendered) || builtIn?.content || `<p>${defaultServiceSummary(site)}</p>`;
  return {
    slug,
    title,
    summary:
      excerptText(post.excerpt?.rendered) ||
      text(acf.summary) ||
      builtIn?.summary ||
      defaultServiceSummary(site),
    content,
    featuredImage: featuredImage(post, title) ?? builtIn?.featuredImage ?? serviceImage(slug),
    keywords: nonEmpty(textList(acf.keywords, LINES_OR_COMMAS)) ??
      builtIn?.keywords ?? [title.toLowerCase(), `${title.toLowerCase()} Des Moines`],
    process: nonEmpty(stepRows(acf.process)) ?? builtIn?.process ?? DEFAULT_SERVICE_PROCESS,
    benefits:
      nonEmpty(
        rows(acf.benefits)
          .map(titleDescription)
          .filter((b) => b.title),
      ) ??
      builtIn?.benefits ??
      defaultServiceBenefits(site),
    faqs: nonEmpty(faqRows(acf.faqs)) ?? builtIn?.faqs ?? defaultServiceFaqs(site),
    ...optionalText("price", text(acf.price) || builtIn?.price),
    ...optionalText("priceNote", text(acf.price_note) || builtIn?.priceNote),
    ...seoFields("service", acf, builtIn),
    updatedAt: updatedAt(post, builtIn),
  };
}

/**
 * The longest a field of the plugin's fields.json may be (`max`): what WordPress answers is cut at the
 * length its edit screen stops at, so a value written some other way (the REST API, ACF) is no longer.
 */
function maxOf(type: keyof typeof pluginFields.types, name: string): number {
  const field = (pluginFields.types[type] as Record<string, { max?: number }>)[name];
  if (!field?.max) throw new Error(`fields.json gives ${type}.${name} no max`);
  return field.max;
}

/** `value` cut to `max` characters at a word, with an ellipsis; as it is when it fits. */
export function bounded(value: string, max: number): string {
  const characters = [...value];
  if (characters.length <= max) return value;
  const cut = characters.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * A record's SEO title and meta description as an editor wrote them (ACF `seo_title`,
 * `seo_description`), plain text cut to their fields' length; the built-in record's, which has none
 * today, else nothing, so the page keeps its own.
 */
function seoFields(
  type: "service" | "location" | "gallery_album",
  acf: Acf,
  builtIn: { seoTitle?: string; seoDescription?: string } | null,
): { seoTitle?: string; seoDescription?: string } {
  return {
    ...optionalText("seoTitle", bounded(text(acf.seo_title), maxOf(type, "seo_title")) || builtIn?.seoTitle),
    ...optionalText(
      "seoDescription",
      bounded(text(acf.seo_description), maxOf(type, "seo_description")) || builtIn?.seoDescription,
    ),
  };
}

/** `{ [key]: value }` when there is a value, else nothing: a record without a price has no `price` key. */
function optionalText<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

export function reshapeLocation(
  post: WpPost,
  builtIn: LocationContent | null,
  site: ClaimsSite = siteConfig,
): LocationContent {
  const acf = acfOf(post);
  const slug = post.slug;
  const name = text(acf.name) || builtIn?.name || cityNameForSlug(slug);
  const title = plainText(post.title?.rendered) || builtIn?.title || `Concrete Contractor in ${name}, IA`;
  const description =
    excerptText(post.excerpt?.rendered) || builtIn?.description || defaultLocationDescription(name, site);
  return {
    slug,
    name,
    fullName: text(acf.full_name) || builtIn?.fullName || `${name}, Iowa`,
    title,
    description,
    content: sanitizeCmsHtml(post.content?.rendered) || builtIn?.content || `<p>${description}</p>`,
    featuredImage: featuredImage(post, title) ?? builtIn?.featuredImage ?? locationImage(slug),
    county: text(acf.county) || builtIn?.county || "",
    zipCodes:
      nonEmpty(textList(acf.zip_codes, LINES_OR_COMMAS).filter((zip) => /^\d{5}$/.test(zip))) ??
      builtIn?.zipCodes ??
      [],
    coordinates: locationCoordinates(acf, slug, builtIn),
    neighborhoods: nonEmpty(textList(acf.neighborhoods, LINES_OR_COMMAS)) ?? builtIn?.neighborhoods ?? [],
    services:
      nonEmpty(
        rows(acf.services).flatMap((row) => {
          const link = safeHref(row.link);
          const card = titleDescription(row);
          return card.title && link ? [{ ...card, link }] : [];
        }),
      ) ??
      builtIn?.services ??
      defaultLocationServices(name),
    whyChooseUs:
      nonEmpty(textList(acf.why_choose_us, LINES)) ?? builtIn?.whyChooseUs ?? defaultWhyChooseUs(name, site),
    recentProjects:
      nonEmpty(
        rows(acf.recent_projects)
          .map((row) => ({ ...titleDescription(row), location: text(row.location) || name }))
          .filter((p) => p.title),
      ) ??
      builtIn?.recentProjects ??
      defaultRecentProjects(name),
    testimonials:
      nonEmpty(rows(acf.testimonials).flatMap((row, i) => testimonialFrom(`${slug}-${i + 1}`, row, name))) ??
      builtIn?.testimonials ??
      [],
    faqs: nonEmpty(faqRows(acf.faqs)) ?? builtIn?.faqs ?? defaultLocationFaqs(name),
    nearbyLocations:
      nonEmpty(
        rows(acf.nearby_locations).flatMap((row) => {
          const path = safeHref(row.path);
          const nearbyName = text(row.name);
          return nearbyName && path ? [{ name: nearbyName, path }] : [];
        }),
      ) ??
      builtIn?.nearbyLocations ??
      [],
    keywords: nonEmpty(textList(acf.keywords, LINES_OR_COMMAS)) ??
      builtIn?.keywords ?? [`concrete contractor ${name}`, `${name} concrete driveways`, `${name} patios`],
    ...seoFields("location", acf, builtIn),
    updatedAt: updatedAt(post, builtIn),
  };
}

/** A number from an ACF field (number or numeric text), or null. */
function numberOf(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

/**
 * The city centre: the editor's latitude and longitude when both are valid, else the
 * built-in record's, else the known centre of a town the site names (a CMS-only Grimes, say).
 */
function locationCoordinates(acf: Acf, slug: string, builtIn: LocationContent | null): Coordinates | null {
  const latitude = numberOf(acf.latitude);
  const longitude = numberOf(acf.longitude);
  if (latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
    return { latitude, longitude };
  }
  if (builtIn) return builtIn.coordinates;
  return Object.hasOwn(cityCoordinates, slug) ? cityCoordinates[slug as keyof typeof cityCoordinates] : null;
}

function rating(value: unknown): number {
  const stars = typeof value === "string" ? Number(value) : value;
  return typeof stars === "number" && Number.isFinite(stars)
    ? Math.min(5, Math.max(1, Math.round(stars)))
    : 5;
}

function testimonialFrom(id: string, fields: Acf, fallbackLocation = ""): Testimonial[] {
  const content = text(fields.content);
  const author = text(fields.author);
  return content && author
    ? [
        {
          id,
          content,
          author,
          location: text(fields.location) || fallbackLocation,
          rating: rating(fields.rating),
        },
      ]
    : [];
}

/** Posts in the testimonials category: the quote is the post body, the rest is in ACF. */
export function reshapeTestimonials(posts: WpPost[]): Testimonial[] {
  return posts.flatMap((post) => {
    const acf = acfOf(post);
    return testimonialFrom(String(post.id), {
      content: post.content?.rendered,
      author: acf.author ?? post.title?.rendered,
      location: acf.location,
      rating: acf.rating,
    });
  });
}

function byMenuOrder(posts: WpPost[]): WpPost[] {
  return [...posts].sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0));
}

export function reshapeFaq(posts: WpPost[]): FaqItem[] {
  return byMenuOrder(posts)
    .map((post) => ({ question: plainText(post.title?.rendered), answer: plainText(post.content?.rendered) }))
    .filter((f) => f.question && f.answer);
}

/** Steps in menu order; menu_order is the step number when the editor numbered them 1, 2, 3… */
export function reshapeProcess(posts: WpPost[]): ProcessStep[] {
  const steps = byMenuOrder(posts)
    .map((post) => ({
      order: post.menu_order ?? 0,
      title: plainText(post.title?.rendered),
      description: plainText(post.content?.rendered) || excerptText(post.excerpt?.rendered),
    }))
    .filter((s) => s.title);
  const numberedByEditor = steps.every((s, i) => s.order > 0 && (i === 0 || s.order > steps[i - 1].order));
  return steps.map((s, i) => ({
    number: numberedByEditor ? s.order : i + 1,
    title: s.title,
    description: s.description,
  }));
}

export function reshapeAbout(page: WpPost): AboutPage | null {
  const content = sanitizeCmsHtml(page.content?.rendered);
  return content ? { content } : null;
}

export function reshapeCta(option: WpPost, builtIn: CtaOption | null): CtaOption {
  const acf = acfOf(option);
  return {
    title: text(acf.title) || plainText(option.title?.rendered) || builtIn?.title || "",
    description: text(acf.description) || excerptText(option.excerpt?.rendered) || builtIn?.description || "",
    backgroundImage: imageUrl(acf.background_image) ?? builtIn?.backgroundImage ?? images.ctaBackground.src,
  };
}

/** The pages of the site a link may name: every screen of the page registry but files and the developer pages. */
const SITE_PAGE_PATTERNS = PAGES.filter((page) => !page.file && !page.robots).map(
  (page) => new RegExp(`^${page.path.replace(/:[a-z]+/g, "[a-z0-9]+(?:-[a-z0-9]+)*")}$`),
);

/** An address of a page the site serves ("/quote", "/services/patios"), or undefined for anything else. */
export function sitePagePath(value: unknown): string | undefined {
  const path = typeof value === "string" ? value.trim() : "";
  return path.startsWith("/") && SITE_PAGE_PATTERNS.some((pattern) => pattern.test(path)) ? path : undefined;
}

/** Which field of the `home_page` option holds each section's heading and the line under it. */
const HOME_SECTION_FIELDS: Record<HomeSection, { heading: string; intro?: string }> = {
  intro: { heading: "intro_title", intro: "intro_text" },
  differentiators: { heading: "differentiators_title", intro: "differentiators_intro" },
  services: { heading: "services_title", intro: "services_intro" },
  promise: { heading: "promise_title", intro: "promise_intro" },
  customers: { heading: "customers_title", intro: "customers_intro" },
  included: { heading: "included_title" },
  planning: { heading: "planning_title" },
  testimonials: { heading: "testimonials_title", intro: "testimonials_intro" },
  area: { heading: "area_title", intro: "area_intro" },
};

/** A `home_page` field's text: plain, cut to its field's length in fields.json (the name there is `home_{as}`). */
function homeText(acf: Acf, name: string): string | undefined {
  return bounded(text(acf[name]), maxOf("site_option", `home_${name}`)) || undefined;
}

/** An ACF image field as a picture: its original, which the image service makes every width of. */
function acfImage(value: unknown, fallbackAlt: string): ImageRef | undefined {
  const photo = acfPhoto(value, fallbackAlt);
  const original = photo?.sources[0];
  if (!photo || !original) return undefined;
  return { ...original, alt: photo.alt, ...(photo.version ? { version: photo.version } : {}) };
}

/**
 * The `home_page` site option: what an editor changed on the home page. Only the fields given are set,
 * so the page keeps its own copy for every other; a button's link must be a page of the site.
 */
export function reshapeHomePage(option: WpPost): HomePageOption {
  const acf = acfOf(option);
  const heroTitle = homeText(acf, "hero_title");
  const button = (n: 1 | 2): HomeButton => {
    const label = homeText(acf, `hero_button_${n}_label`);
    const to = sitePagePath(acf[`hero_button_${n}_link`]);
    return { ...(label ? { label } : {}), ...(to ? { to } : {}) };
  };
  const headings: HomePageOption["headings"] = {};
  const intros: HomePageOption["intros"] = {};
  for (const [section, fields] of Object.entries(HOME_SECTION_FIELDS) as [
    HomeSection,
    (typeof HOME_SECTION_FIELDS)[HomeSection],
  ][]) {
    const heading = homeText(acf, fields.heading);
    const intro = fields.intro ? homeText(acf, fields.intro) : undefined;
    if (heading) headings[section] = heading;
    if (intro) intros[section] = intro;
  }
  // A photo without its own alternative text is described by the heading it stands behind.
  const heroImage = acfImage(acf.hero_image, heroTitle ?? homeHero.title);
  return {
    ...optionalText("seoTitle", homeText(acf, "seo_title")),
    ...optionalText("seoDescription", homeText(acf, "seo_description")),
    ...optionalText("heroTitle", heroTitle),
    ...optionalText("heroText", homeText(acf, "hero_text")),
    ...(heroImage ? { heroImage } : {}),
    buttons: [button(1), button(2)],
    headings,
    intros,
  };
}

const SOCIAL_NETWORKS = ["facebook", "twitter", "instagram", "linkedin"] as const;

function socialProfiles(acf: Acf): SocialProfiles {
  const source = isRecord(acf.social_media) ? acf.social_media : acf;
  const profiles: SocialProfiles = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = typeof source[network] === "string" ? source[network].trim() : "";
    if (WEB_URL.test(url)) profiles[network] = url;
  }
  return profiles;
}

export function reshapeContactInfo(option: WpPost, builtIn: ContactInfo | null): ContactInfo {
  const acf = acfOf(option);
  const fallback = builtIn ?? {
    phone: siteConfig.phone,
    email: siteConfig.email,
    address: formatAddress(siteConfig),
    hours: siteConfig.hours.contact,
    socialMedia: siteConfig.social,
  };
  const email = text(acf.email);
  const social = socialProfiles(acf);
  return {
    phone: text(acf.phone) || fallback.phone,
    email: /^\S+@\S+\.\S+$/.test(email) ? email : fallback.email,
    address: text(acf.address) || fallback.address,
    hours: nonEmpty(textList(acf.hours, LINES)) ?? fallback.hours,
    socialMedia: Object.keys(social).length > 0 ? social : fallback.socialMedia,
  };
}

/**
 * An ACF image field (image array): its original, which the image service makes every width of, with
 * its version; its largest size when the original's size is not given.
 */
function acfPhoto(value: unknown, fallbackAlt: string): GalleryPhoto | null {
  if (!isRecord(value)) return null;
  const sizes = isRecord(value.sizes) ? value.sizes : {};
  const candidates = [
    { src: value.url, width: value.width, height: value.height },
    ...Object.keys(sizes)
      .filter((key) => typeof sizes[key] === "string")
      .map((key) => ({ src: sizes[key], width: sizes[`${key}-width`], height: sizes[`${key}-height`] })),
  ].flatMap(({ src, width, height }) =>
    typeof src === "string" && WEB_URL.test(src) && numberOf(width) && numberOf(height)
      ? [{ src, width: Math.round(Number(width)), height: Math.round(Number(height)) }]
      : [],
  );
  const original = candidates.filter((c) => c.width > 0 && c.height > 0).sort((a, b) => b.width - a.width)[0];
  if (!original) return null;
  return {
    sources: [original],
    alt: altText([value.alt, value.title], fallbackAlt),
    version: mediaVersion(
      value.modified ?? value.date,
      value.filesize,
      original.src,
      original.width,
      original.height,
    ),
  };
}

/** "stamped-concrete" → "Stamped concrete": a project's service link when the editor gave no label. */
function serviceLabelOf(slug: string): string {
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SERVICE_PATH = /^\/services\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

function galleryProjectRow(row: Acf): GalleryProject | null {
  const title = text(row.title);
  const link = typeof row.service_link === "string" ? row.service_link.trim() : "";
  const service = SERVICE_PATH.exec(link);
  const town = text(row.town);
  const size = text(row.size);
  const photo = acfPhoto(row.image, [title, size, town].filter(Boolean).join(", "));
  if (!title || !photo || !service) return null;
  return {
    title,
    size,
    town,
    service: { label: text(row.service_label) || serviceLabelOf(service[1]), href: link },
    photo,
  };
}

/**
 * A gallery album (custom post type `gallery_album`): title, excerpt (the one-line
 * description), content (the intro), featured image (the cover) and an ACF `projects`
 * repeater. Projects without a picture, a title or a /services/ link are left out (the plugin names
 * them at save). An album with project rows shows only those it can use, none if none: never the
 * built-in projects, which are the demo's pictures. An album with no rows at all takes the built-in
 * record's, as any field WordPress leaves empty; one with neither is shown empty.
 */
export function reshapeGalleryAlbum(post: WpPost, builtIn: GalleryAlbum | null): GalleryAlbum | null {
  const acf = acfOf(post);
  const title = plainText(post.title?.rendered) || builtIn?.title || "";
  if (!title) return null;
  const given = rows(acf.projects);
  const projects =
    given.length > 0 ? given.flatMap((row) => galleryProjectRow(row) ?? []) : (builtIn?.projects ?? []);
  const featured = featuredImage(post, title);
  return {
    slug: post.slug,
    title,
    description: excerptText(post.excerpt?.rendered) || builtIn?.description || title,
    intro: plainText(post.content?.rendered) || builtIn?.intro || "",
    cover: featured
      ? {
          sources: [{ src: featured.src, width: featured.width, height: featured.height }],
          alt: featured.alt,
          version: featured.version,
        }
      : given.length > 0
        ? (projects[0]?.photo ?? null)
        : (builtIn?.cover ?? null),
    projects,
    keywords: nonEmpty(textList(acf.keywords, LINES_OR_COMMAS)) ?? builtIn?.keywords ?? [title.toLowerCase()],
    ...seoFields("gallery_album", acf, builtIn),
    updatedAt: updatedAt(post, builtIn),
  };
}

/** An item of the WordPress price list the site does not use, and why (for the log). */
export interface IgnoredPrice {
  item: PriceItem | PremiumItem;
  reason: string;
}

/** A whole number as the plugin answers it, or as typed: 9, "9", " 9 "; anything else is not one. */
function wholeNumber(value: unknown): unknown {
  if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * The price list (site option `price_list`, field `prices`: fields.json): `acf.prices` is an object
 * with an entry per item the office manager set, each { low, high } in whole dollars (per square foot,
 * per job for the sidewalk repair) or, for the finishes, whole percent over a broom finish. Only the
 * items of shared/content/prices.ts are read, each only when it is a valid price (`priceProblem`:
 * whole numbers within PRICE_LIMITS, low ≤ high); any other is left out, so the item keeps the
 * configured price, and named in `ignored`. Other keys, of any shape, are not read.
 */
export function reshapePriceList(option: WpPost): { prices: PriceOverrides; ignored: IgnoredPrice[] } {
  const given = acfOf(option).prices;
  const prices: PriceOverrides = {};
  const ignored: IgnoredPrice[] = [];
  if (!isRecord(given)) return { prices, ignored };
  for (const item of [...PRICE_ITEMS, ...PREMIUM_ITEMS]) {
    if (!Object.hasOwn(given, item)) continue;
    const entry = given[item];
    const range = isRecord(entry) ? { low: wholeNumber(entry.low), high: wholeNumber(entry.high) } : entry;
    const problem = priceProblem(item, range);
    if (problem) ignored.push({ item, reason: problem });
    else prices[item] = range as { low: number; high: number };
  }
  return { prices, ignored };
}
