import { aboutSections } from "@shared/content/pages/about.ts";
import type { ContentSource } from "@shared/content/source.ts";
import type {
  FaqItem,
  GalleryAlbum,
  GalleryPhoto,
  ImageRef,
  LocationContent,
  ProcessStep,
  ServiceContent,
  Testimonial,
} from "@shared/content/types.ts";
import {
  BUNDLE_FORMAT,
  type Bundle,
  type BundleImage,
  type BundleRecord,
  type BundleRow,
  type BundleType,
  type BundleValue,
} from "./format.ts";

/**
 * The bundle from a content source's records (the built-in one: what the site shows without
 * WordPress). Each mapping is the inverse of the site's reader of that record type
 * (server/content/reshape/*.ts), field by field: what WordPress answers after the import reads back
 * as the record it came from (built-in-bundle/round-trip.test.ts).
 */
export async function buildBundle(source: ContentSource): Promise<Bundle> {
  const [services, locations, albums, faq, process, testimonials, about] = await Promise.all([
    source.listServices(),
    source.listLocations(),
    source.listGalleryAlbums(),
    source.getFaq(),
    source.getProcess(),
    source.getTestimonials(),
    source.getAbout(),
  ]);
  const records = [
    ...services.map(serviceRecord),
    ...locations.map(locationRecord),
    ...albums.map(albumRecord),
    ...faq.map(faqRecord),
    ...process.map(processStepRecord),
    ...testimonials.map(testimonialRecord),
    ...(about ? [pageRecord("about", aboutSections.about.label, about.content, 1)] : []),
  ];
  return { format: BUNDLE_FORMAT, records: withUniqueSlugs(records) };
}

/** Two records of one type with one slug (two questions alike) become two: "-2" on the second. */
function withUniqueSlugs(records: BundleRecord[]): BundleRecord[] {
  const taken = new Set<string>();
  return records.map((each) => {
    let slug = each.slug || each.type;
    for (let n = 2; taken.has(`${each.type}/${slug}`); n++) slug = `${each.slug || each.type}-${n}`;
    taken.add(`${each.type}/${slug}`);
    return slug === each.slug ? each : { ...each, slug };
  });
}

/** Text as HTML: the characters that mean markup escaped. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A plain-text body as post_content: one paragraph. */
const paragraph = (text: string) => (text ? `<p>${escapeHtml(text)}</p>` : "");

/** An instant as WordPress's post_date, UTC. */
function utc(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function imageOf(image: ImageRef): BundleImage {
  return { url: image.src, alt: image.alt, caption: "" };
}

/** A gallery photo's original (the largest of its sources). */
export function photoOf(photo: GalleryPhoto, caption = ""): BundleImage | null {
  const original = [...photo.sources].sort((a, b) => b.width - a.width)[0];
  return original ? { url: original.src, alt: photo.alt, caption } : null;
}

/**
 * A slug for a record the site names by its words only (a question, a step, a testimonial): what
 * WordPress would make of them, cut at a word to 60 characters. The import finds the record again by it.
 */
export function slugOf(words: string): string {
  const slug = words
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= 60) return slug;
  const cut = slug.slice(0, 61);
  return cut.slice(0, cut.lastIndexOf("-") > 20 ? cut.lastIndexOf("-") : 60).replace(/-$/, "");
}

/** The fields given a value: a field the site has none for is left out, so WordPress's stays empty. */
function fieldsOf(entries: Record<string, BundleValue | null | undefined>): Record<string, BundleValue> {
  const fields: Record<string, BundleValue> = {};
  for (const [name, value] of Object.entries(entries)) {
    if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
      continue;
    fields[name] = value;
  }
  return fields;
}

/** A `text` field read as a list separated by commas (keywords). */
const commaList = (items: string[]) => items.join(", ");
/** A `lines` field: one item a line. */
const lineList = (items: string[]) => items.join("\n");

function record(
  type: BundleType,
  slug: string,
  parts: Partial<Omit<BundleRecord, "type" | "slug">> & { title: string; menu_order: number },
): BundleRecord {
  return {
    type,
    slug,
    title: parts.title,
    content: parts.content?.trim() ?? "",
    excerpt: parts.excerpt ?? "",
    menu_order: parts.menu_order,
    ...(parts.date ? { date: parts.date } : {}),
    featured_image: parts.featured_image ?? null,
    fields: parts.fields ?? {},
  };
}

const stepRows = (steps: ProcessStep[]): BundleRow[] =>
  steps.map((step) => ({ title: step.title, description: step.description }));
const faqRows = (faqs: FaqItem[]): BundleRow[] =>
  faqs.map((faq) => ({ question: faq.question, answer: faq.answer }));

/** reshape/service.ts, inverted. */
export function serviceRecord(service: ServiceContent, index: number): BundleRecord {
  return record("service", service.slug, {
    title: service.title,
    content: service.content,
    excerpt: service.summary,
    menu_order: index + 1,
    date: utc(service.updatedAt),
    featured_image: imageOf(service.featuredImage),
    fields: fieldsOf({
      keywords: commaList(service.keywords),
      price: service.price,
      price_note: service.priceNote,
      process: stepRows(service.process),
      benefits: service.benefits.map((b) => ({ title: b.title, description: b.description })),
      faqs: faqRows(service.faqs),
      seo_title: service.seoTitle,
      seo_description: service.seoDescription,
    }),
  });
}

/** reshape/location.ts, inverted. */
export function locationRecord(location: LocationContent, index: number): BundleRecord {
  return record("location", location.slug, {
    title: location.title,
    content: location.content,
    excerpt: location.description,
    menu_order: index + 1,
    date: utc(location.updatedAt),
    featured_image: imageOf(location.featuredImage),
    fields: fieldsOf({
      name: location.name,
      full_name: location.fullName,
      county: location.county,
      zip_codes: lineList(location.zipCodes),
      neighborhoods: lineList(location.neighborhoods),
      latitude: location.coordinates?.latitude,
      longitude: location.coordinates?.longitude,
      services: location.services.map((card) => ({
        title: card.title,
        description: card.description,
        link: card.link,
      })),
      why_choose_us: lineList(location.whyChooseUs),
      recent_projects: location.recentProjects.map((project) => ({
        title: project.title,
        description: project.description,
        location: project.location,
      })),
      testimonials: location.testimonials.map((t) => ({
        content: t.content,
        author: t.author,
        location: t.location,
        rating: t.rating,
      })),
      faqs: faqRows(location.faqs),
      nearby_locations: location.nearbyLocations.map((town) => ({ name: town.name, path: town.path })),
      keywords: commaList(location.keywords),
      seo_title: location.seoTitle,
      seo_description: location.seoDescription,
    }),
  });
}

/** reshape/gallery-album.ts, inverted: a project's own words, its photo, its service page and label. */
export function albumRecord(album: GalleryAlbum, index: number): BundleRecord {
  const projects = album.projects.flatMap((project): BundleRow[] => {
    const image = photoOf(project.photo, project.caption ?? "");
    if (!image) return [];
    return [
      {
        title: project.title,
        ...(project.size ? { size: project.size } : {}),
        ...(project.town ? { town: project.town } : {}),
        ...(project.service
          ? { service_link: project.service.href, service_label: project.service.label }
          : {}),
        image,
      },
    ];
  });
  return record("gallery_album", album.slug, {
    title: album.title,
    content: paragraph(album.intro),
    excerpt: album.description,
    menu_order: index + 1,
    date: utc(album.updatedAt),
    featured_image: album.cover ? photoOf(album.cover) : null,
    fields: fieldsOf({
      keywords: commaList(album.keywords),
      projects,
      seo_title: album.seoTitle,
      seo_description: album.seoDescription,
    }),
  });
}

/** A question of the site's FAQ: the question is the title, the answer the text (reshape/faq.ts). */
export function faqRecord(item: FaqItem, index: number): BundleRecord {
  return record("faq", slugOf(item.question), {
    title: item.question,
    content: paragraph(item.answer),
    menu_order: index + 1,
  });
}

/** A step of the site's process: its number is its order (reshape/process.ts). */
export function processStepRecord(step: ProcessStep, index: number): BundleRecord {
  return record("process_step", slugOf(step.title), {
    title: step.title,
    content: paragraph(step.description),
    menu_order: step.number > 0 ? step.number : index + 1,
  });
}

/**
 * The newest testimonial's date: WordPress lists posts newest first, so each next one is a day
 * older and the list keeps the site's order. Fixed, so the bundle (and its ETag) stays the same.
 */
export const TESTIMONIALS_DATED_FROM = "2026-01-01T12:00:00Z";
const DAY_MS = 86_400_000;

/** A testimonial as a post of the Testimonials category: the quote is the text (reshape/testimonial.ts). */
export function testimonialRecord(testimonial: Testimonial, index: number): BundleRecord {
  return record("post", slugOf(`${testimonial.author} ${testimonial.location}`), {
    title: testimonial.author,
    content: paragraph(testimonial.content),
    menu_order: index + 1,
    date: utc(new Date(Date.parse(TESTIMONIALS_DATED_FROM) - index * DAY_MS).toISOString()),
    fields: fieldsOf({
      author: testimonial.author,
      location: testimonial.location,
      rating: testimonial.rating,
    }),
  });
}

/** A page the site reads its text from (reshape/about.ts): the text is the page's content. */
export function pageRecord(slug: string, title: string, html: string, order: number): BundleRecord {
  return record("page", slug, { title, content: html, menu_order: order });
}
