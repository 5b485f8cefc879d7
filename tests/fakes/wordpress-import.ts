import path from "node:path";
import sharp from "sharp";
import type {
  BundleCell,
  BundleImage,
  BundleRecord,
  BundleValue,
} from "../../server/content/built-in-bundle/index.ts";
import pluginFields from "../../wordpress/gdm-concrete-content/fields.json" with { type: "json" };

/**
 * What WordPress answers for a record of the built-in bundle once the plugin has imported it: the
 * wp/v2 answer (title.rendered, content.rendered, excerpt.rendered, slug, menu_order, dates, `acf`
 * in the plugin's REST shapes: wordpress/gdm-concrete-content/includes/fields.php, rows.php,
 * rest.php; the featured image in `_embed`). Each field is stored as the plugin stores its kind
 * (a text on one line, a number, rows with every column a string, a picture by its Media Library
 * ID) and answered as it answers it; a field fields.json does not list is not stored at all.
 *
 * Pictures are "uploaded" from the site's public folder: the Media Library's file is the original,
 * with its own size, at UPLOADS (or the library's own address) followed by the site's path.
 */

export const UPLOADS = "https://cms.example.com/wp-content/uploads/2026/01";
const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

type FieldDefinition = {
  kind: string;
  max?: number;
  columns?: { name: string; input: string }[];
};
const FIELDS = pluginFields.types as unknown as Record<string, Record<string, FieldDefinition>>;

export interface MediaFile {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

/**
 * The Media Library the import fills: one attachment per picture and its words (WordPress keeps one
 * Alternative Text and one Caption per attachment, so one file shown with two descriptions is two
 * attachments), its size read from the file.
 */
export class MediaLibrary {
  private readonly files = new Map<string, MediaFile>();

  /** `uploads`: where the files are served (a fake WordPress's own uploads, to show them on a page). */
  constructor(private readonly uploads = UPLOADS) {}

  async upload(image: BundleImage): Promise<MediaFile> {
    const key = JSON.stringify([image.url, image.alt, image.caption]);
    const known = this.files.get(key);
    if (known) return known;
    if (!image.url.startsWith("/")) throw new Error(`only site paths are uploaded here: ${image.url}`);
    const { width, height } = await sharp(path.join(PUBLIC_DIR, image.url)).metadata();
    if (!width || !height) throw new Error(`${image.url} is no picture`);
    const file = {
      id: 1000 + this.files.size,
      url: this.uploads + image.url,
      width,
      height,
      alt: image.alt,
      caption: image.caption,
    };
    this.files.set(key, file);
    return file;
  }
}

/** sanitize_text_field: no tags, one line, trimmed. */
const oneLine = (text: string) =>
  text
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The characters WordPress writes as entities in a rendered title or excerpt (convert_chars). */
const rendered = (text: string) => text.replace(/&(?![#a-z0-9]+;)/gi, "&#038;");

/** An ACF image array, as includes/fields.php answers a picture (with ACF's `caption`). */
function acfImage(file: MediaFile) {
  return {
    ID: file.id,
    url: file.url,
    width: file.width,
    height: file.height,
    alt: file.alt,
    caption: file.caption,
    sizes: {},
  };
}

async function stored(field: FieldDefinition, value: BundleValue, media: MediaLibrary): Promise<unknown> {
  switch (field.kind) {
    case "rows": {
      if (!Array.isArray(value)) return undefined;
      // Every column of every row is stored as a string ('' when not given); a picture by its ID.
      return Promise.all(
        value.map(async (row) => {
          const answered: Record<string, unknown> = {};
          for (const column of field.columns ?? []) {
            const cell: BundleCell | undefined = row[column.name];
            if (column.input === "image")
              answered[column.name] = typeof cell === "object" ? acfImage(await media.upload(cell)) : "";
            else answered[column.name] = cell === undefined || typeof cell === "object" ? "" : String(cell);
          }
          return answered;
        }),
      );
    }
    case "number":
      return typeof value === "number" || (typeof value === "string" && value.trim() !== "")
        ? Number(value)
        : undefined;
    case "image":
      return typeof value === "object" && !Array.isArray(value)
        ? acfImage(await media.upload(value))
        : undefined;
    case "text": {
      const text = typeof value === "string" ? oneLine(value) : "";
      return field.max ? text.slice(0, field.max).trimEnd() : text;
    }
    default: {
      const text = typeof value === "string" ? value.trim() : "";
      return field.max ? text.slice(0, field.max).trimEnd() : text;
    }
  }
}

/** The post types with page-attributes (includes/post-types.php): the only ones answered with a menu_order. */
const WITH_MENU_ORDER = new Set(["service", "faq", "process_step", "gallery_album", "page"]);

/** WordPress's "2026-11-01T00:00:00" (GMT, no zone). */
const gmt = (iso: string) => new Date(iso).toISOString().slice(0, 19);

/** The wp/v2 answer (with `_embed`) of `record` once imported as post `id`. */
export async function importedAnswer(record: BundleRecord, id: number, media: MediaLibrary) {
  const fields = FIELDS[record.type] ?? {};
  const acf: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record.fields)) {
    const field = fields[name];
    if (!field) continue;
    const answer = await stored(field, value, media);
    if (answer !== undefined && answer !== "" && !(Array.isArray(answer) && answer.length === 0))
      acf[name] = answer;
  }
  const featured = record.featured_image ? await media.upload(record.featured_image) : null;
  const date = record.date ? gmt(record.date) : "2026-01-20T09:00:00";
  return {
    id,
    slug: record.slug,
    status: "publish",
    type: record.type,
    date,
    date_gmt: date,
    // On creation WordPress keeps the post's date as its last change.
    modified_gmt: date,
    title: { rendered: rendered(record.title) },
    content: { rendered: record.content, protected: false },
    excerpt: { rendered: record.excerpt ? `<p>${rendered(record.excerpt)}</p>\n` : "", protected: false },
    ...(WITH_MENU_ORDER.has(record.type) ? { menu_order: record.menu_order } : {}),
    featured_media: featured?.id ?? 0,
    acf,
    ...(featured
      ? {
          _embedded: {
            "wp:featuredmedia": [
              {
                id: featured.id,
                date_gmt: "2026-01-20T09:00:00",
                source_url: featured.url,
                alt_text: featured.alt,
                caption: { rendered: featured.caption ? `<p>${featured.caption}</p>\n` : "" },
                media_details: { width: featured.width, height: featured.height, sizes: {} },
              },
            ],
          },
        }
      : {}),
  };
}

/**
 * A site record made comparable with the one it was imported from: pictures named by their site path
 * (WordPress's copy at `uploads`) without the version WordPress's media gets, dates as ISO instants,
 * HTML without the blank lines around it.
 */
export function comparable(value: unknown, uploads = UPLOADS, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => comparable(item, uploads));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => name !== "version")
        .map(([name, item]) => [name, comparable(item, uploads, name)]),
    );
  }
  if (typeof value !== "string") return value;
  if (key === "src" && value.startsWith(uploads)) return value.slice(uploads.length);
  if (key === "updatedAt") return new Date(value).toISOString();
  if (key === "content") return value.trim();
  return value;
}
