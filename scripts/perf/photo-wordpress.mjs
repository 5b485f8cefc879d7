// A stand-in WordPress with real photographs, for the measurements of pages whose pictures come
// from WordPress (npm run perf's "WordPress photos" pages, npm run bench:image-memory). A real HTTP
// server on 127.0.0.1 that answers the wp/v2 routes the site reads (server/content/wordpress.ts), in
// the shapes WordPress 6 with ACF answers them (server/content/reshape.ts; tests/fakes/wordpress.ts
// is the test suite's stand-in, whose paging and slug rules this one follows), and serves the media
// files themselves, as a WordPress host serves its uploads: each photo's original (4032 × 3024,
// JPEG quality 95, with the camera's GPS position) and the sizes WordPress made of it beside it
// (scripts/perf/photos.mjs), with their Content-Type and Content-Length.
//
// Its content: the service `foundations` (a service only WordPress has, shown at
// /services/foundations) with a photo as its featured image, and gallery albums of distinct photos
// (an ACF `projects` repeater of image arrays). Every other collection is empty, so the site fills
// the rest of each page from its built-in content. Posts carry `modified`/`modified_gmt`; a
// featured image in `_embed` comes as WordPress embeds it (its `date`, but no `modified`), and in
// full from /wp/v2/media; ACF image arrays carry `date` and `modified`. The full size a post names
// is the camera's original, as on a WordPress whose big_image_size_threshold is off; a default
// WordPress 6 would name a `-scaled` copy 2560 wide instead, and keep the original beside it.
import { createReadStream } from "node:fs";
import { createServer } from "node:http";
import { cameraPhotos } from "./photos.mjs";

const API_PREFIX = "/wp-json/wp/v2";
const UPLOADS = "/wp-content/uploads/2025/06/";
/** When the photos were taken and uploaded (local time, and GMT: Iowa is UTC-5 in June). */
const UPLOADED = { local: "2025-06-14T15:32:00", gmt: "2025-06-14T20:32:00" };
const EDITED = { local: "2025-06-20T09:12:45", gmt: "2025-06-20T14:12:45" };

const NO_ROUTE = {
  code: "rest_no_route",
  message: "No route was found matching the URL and request method.",
  data: { status: 404 },
};

/** The kinds of work the album's projects show, with the service page each links to. */
const PROJECT_KINDS = [
  ["Basement foundation walls", "foundations"],
  ["Broom-finish driveway", "driveways"],
  ["Ashlar slate stamped patio", "stamped-concrete"],
  ["Front steps with landing", "concrete-steps"],
  ["Sidewalk panels replaced", "sidewalks"],
  ["Garage floor slab", "foundations"],
  ["Patio with a seat wall", "patios"],
  ["Sunken driveway apron lifted", "repair"],
];
const TOWNS = [
  "Ankeny",
  "Des Moines",
  "Urbandale",
  "Johnston",
  "West Des Moines",
  "Waukee",
  "Norwalk",
  "Altoona",
  "Clive",
  "Grimes",
];

const rendered = (html) => ({ rendered: html, protected: false });
/** WordPress's "2025-06-14T15:32:00" as ACF writes dates: "2025-06-14 15:32:00". */
const acfDate = (iso) => iso.replace("T", " ");

/** A record of a wp/v2 collection, as an anonymous `GET` gets it (the `_links` noise left out). */
function post(type, id, slug, fields) {
  return {
    id,
    date: "2025-06-02T08:00:00",
    date_gmt: "2025-06-02T13:00:00",
    guid: { rendered: `https://cms.example.com/?post_type=${type}&p=${id}` },
    modified: EDITED.local,
    modified_gmt: EDITED.gmt,
    slug,
    status: "publish",
    type,
    link: `https://cms.example.com/${type}/${slug}/`,
    title: { rendered: fields.title },
    content: rendered(fields.content ?? ""),
    excerpt: rendered(fields.excerpt ?? ""),
    featured_media: fields.media?.id ?? 0,
    ...(fields.menuOrder !== undefined ? { menu_order: fields.menuOrder } : {}),
    template: "",
    meta: {},
    acf: fields.acf ?? {},
    ...(fields.media ? { _embedded: { "wp:featuredmedia": [embedded(fields.media)] } } : {}),
  };
}

/** The media record of `photo` (id `id`), as /wp/v2/media gives it (the `view` context). */
function mediaRecord(origin, photo, id, alt) {
  const url = (file) => `${origin}${UPLOADS}${file}`;
  const size = (file, width, height) => ({
    file,
    width,
    height,
    filesize: photo.bytes(file),
    mime_type: "image/jpeg",
    source_url: url(file),
  });
  return {
    id,
    date: UPLOADED.local,
    date_gmt: UPLOADED.gmt,
    modified: UPLOADED.local,
    modified_gmt: UPLOADED.gmt,
    slug: photo.stem.toLowerCase(),
    type: "attachment",
    link: `https://cms.example.com/${photo.stem.toLowerCase()}/`,
    title: { rendered: photo.stem },
    author: 1,
    caption: { rendered: "" },
    alt_text: alt,
    media_type: "image",
    mime_type: "image/jpeg",
    media_details: {
      width: photo.width,
      height: photo.height,
      file: `2025/06/${photo.file}`,
      filesize: photo.bytes(photo.file),
      // WordPress 6's sizes in its order; "full" is added by the REST API.
      sizes: {
        ...Object.fromEntries(photo.sizes.map((s) => [s.name, size(s.file, s.width, s.height)])),
        full: size(photo.file, photo.width, photo.height),
      },
      image_meta: {
        aperture: "1.89",
        credit: "",
        camera: "Pixel 7a",
        caption: "",
        created_timestamp: "1749915120",
        copyright: "",
        focal_length: "5.43",
        iso: "49",
        shutter_speed: "0.002",
        title: "",
        orientation: "1",
        keywords: [],
      },
    },
    source_url: url(photo.file),
  };
}

/**
 * A media record as `_embed` gives it (the `embed` context): without the fields WordPress shows only
 * in `view` and `edit` (date_gmt, modified, modified_gmt), so a page can only go by `date`.
 */
function embedded(media) {
  const { date_gmt, modified, modified_gmt, ...shown } = media;
  return shown;
}

/** An ACF image field of `photo` (return format "array"), every size WordPress made listed. */
function acfImage(origin, photo, id, alt, attachedTo) {
  const url = (file) => `${origin}${UPLOADS}${file}`;
  // ACF lists the sizes in their registered order, the square-cropped thumbnail too.
  const order = ["thumbnail", "medium", "medium_large", "large", "1536x1536", "2048x2048"];
  const sizes = {};
  for (const name of order) {
    const s = photo.sizes.find((candidate) => candidate.name === name);
    sizes[name] = url(s.file);
    sizes[`${name}-width`] = s.width;
    sizes[`${name}-height`] = s.height;
  }
  return {
    ID: id,
    id,
    title: photo.stem,
    filename: photo.file,
    filesize: photo.bytes(photo.file),
    url: url(photo.file),
    link: `https://cms.example.com/${photo.stem.toLowerCase()}/`,
    alt,
    author: "1",
    description: "",
    caption: "",
    name: photo.stem.toLowerCase(),
    status: "inherit",
    uploaded_to: attachedTo,
    date: acfDate(UPLOADED.local),
    modified: acfDate(UPLOADED.local),
    menu_order: 0,
    mime_type: "image/jpeg",
    type: "image",
    subtype: "jpeg",
    icon: "https://cms.example.com/wp-includes/images/media/default.png",
    width: photo.width,
    height: photo.height,
    sizes,
  };
}

/** What WordPress reads a `slug=` value as (sanitize_title_with_dashes, for plain ASCII). */
function sanitizeTitle(value) {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9_\-\s]/g, "")
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "");
}

function invalidParam(param, message) {
  return {
    code: "rest_invalid_param",
    message: `Invalid parameter(s): ${param}`,
    data: { status: 400, params: { [param]: message } },
  };
}

/** Types with page-attributes: the only ones WordPress lets order by menu_order. */
const ORDERED_BY_MENU = new Set(["pages", "faq", "process_step", "gallery_album"]);

/** WordPress's answer to an anonymous `GET` of collection `records` with `query` (paged, filtered). */
function collection(records, query) {
  const status = query.get("status");
  if (status !== null && status !== "publish") {
    return { status: 400, body: invalidParam("status", "Status is forbidden.") };
  }
  const orderby = query.get("orderby");
  if (orderby === "menu_order" && !records.orderedByMenu) {
    return { status: 400, body: invalidParam("orderby", "orderby is not one of the allowed values.") };
  }
  let items = records.items;
  const slug = query.get("slug");
  if (slug !== null) {
    const wanted = slug.split(",").map(sanitizeTitle);
    items = items.filter((item) => wanted.includes(item.slug));
  }
  const include = query.get("include");
  if (include !== null) {
    const wanted = include.split(",").map(Number);
    items = items.filter((item) => wanted.includes(item.id));
  }
  if (orderby === "menu_order") items = [...items].sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0));
  const perPage = Number(query.get("per_page") ?? 10);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return {
      status: 400,
      body: invalidParam("per_page", "per_page must be between 1 (inclusive) and 100 (inclusive)"),
    };
  }
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  const page = Number(query.get("page") ?? 1);
  if (page > 1 && page > totalPages) {
    return {
      status: 400,
      body: {
        code: "rest_post_invalid_page_number",
        message: "The page number requested is larger than the number of pages available.",
        data: { status: 400 },
      },
    };
  }
  items = items.slice((page - 1) * perPage, page * perPage);
  return {
    status: 200,
    // Without `_embed`, no `_embedded`.
    body: query.has("_embed") ? items : items.map(({ _embedded, ...rest }) => rest),
    headers: { "X-WP-Total": String(total), "X-WP-TotalPages": String(totalPages) },
  };
}

/**
 * Starts the stand-in. `service`: whether it has the `foundations` service with a photo as its
 * featured image (photo 0). `albums`: each `{ slug, title, photos }`, given the next `photos` photos
 * of the set (the first one is also its cover). The photos are made first if they are not there.
 * Answers `{ url, host, service, albums, stats(), close() }`: `url` is WORDPRESS_URL; `service` and
 * each album name their page's path and photos; `stats()` counts the requests and bytes served.
 */
export async function startPhotoWordPress({ service = true, albums = [], log = console.log } = {}) {
  const needed = (service ? 1 : 0) + albums.reduce((sum, album) => sum + album.photos, 0);
  const photos = await cameraPhotos(needed, { log });
  /** Each upload's file name, and the photo it is of. */
  const files = new Map();
  for (const photo of photos) {
    for (const file of [photo.file, ...photo.sizes.map((s) => s.file)]) files.set(file, photo);
  }
  const stats = { api: 0, uploads: 0, uploadBytes: 0, notFound: 0 };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith(UPLOADS) && (req.method === "GET" || req.method === "HEAD")) {
      sendUpload(url.pathname.slice(UPLOADS.length), req, res);
      return;
    }
    if (req.method !== "GET" || !url.pathname.startsWith(`${API_PREFIX}/`)) {
      stats.notFound++;
      sendJson(res, 404, NO_ROUTE);
      return;
    }
    stats.api++;
    const records = content.get(url.pathname.slice(API_PREFIX.length + 1));
    if (!records) {
      sendJson(res, 404, NO_ROUTE);
      return;
    }
    const answer = collection(records, url.searchParams);
    sendJson(res, answer.status, answer.body, answer.headers);
  });

  function sendUpload(file, req, res) {
    const photo = files.get(file);
    if (!photo) {
      stats.notFound++;
      res.writeHead(404, { "Content-Type": "text/html; charset=UTF-8" });
      res.end("<!doctype html><title>404 Not Found</title><h1>Not Found</h1>");
      return;
    }
    const bytes = photo.bytes(file);
    stats.uploads++;
    res.writeHead(200, {
      "Content-Type": "image/jpeg",
      "Content-Length": bytes,
      "Last-Modified": new Date(`${UPLOADED.gmt}Z`).toUTCString(),
      ETag: `"${bytes.toString(16)}-${photo.stem.toLowerCase()}"`,
      "Accept-Ranges": "bytes",
      "Cache-Control": "max-age=31536000",
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    stats.uploadBytes += bytes;
    createReadStream(photo.path(file)).pipe(res);
  }

  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  // Photo ids from 1000, the posts' below.
  let next = 0;
  const take = () => photos[next++];
  const media = [];
  const mediaOf = (photo, alt) => {
    const record = mediaRecord(origin, photo, 1000 + photo.index, alt);
    media.push(record);
    return record;
  };

  const services = [];
  let servicePage = null;
  if (service) {
    const photo = take();
    services.push(
      post("service", 51, "foundations", {
        title: "Foundations &#038; Basement Walls",
        content: [
          "<p>Poured concrete foundations for new homes, additions and garages: footings below the frost line, ",
          "walls formed and poured in one day, and a damp-proof coat before backfill.</p>\n",
          '<h2 class="wp-block-heading">What we pour</h2>\n',
          '<ul class="wp-block-list"><li>Footings and frost walls</li><li>Full basement walls, 8 and 9 ft</li>',
          "<li>Garage and shop slabs</li></ul>\n",
          '<p>Every wall is reinforced to plan and inspected before the pour. <a href="/quote">Ask for a quote</a>.</p>',
        ].join(""),
        excerpt: "<p>Footings, frost walls and basement walls poured right the first time. [&hellip;]</p>\n",
        media: mediaOf(photo, "Formed basement walls on a new house in Ankeny, ready for the pour"),
      }),
    );
    servicePage = { slug: "foundations", path: "/services/foundations", photo };
  }

  const albumRecords = [];
  const albumPages = [];
  for (const [a, album] of albums.entries()) {
    const id = 601 + a;
    const albumPhotos = Array.from({ length: album.photos }, take);
    const projects = albumPhotos.map((photo, i) => {
      const [kind, serviceSlug] = PROJECT_KINDS[i % PROJECT_KINDS.length];
      const town = TOWNS[(i * 3 + a) % TOWNS.length];
      const alt = `${kind} in ${town}`;
      media.push(mediaRecord(origin, photo, 1000 + photo.index, alt));
      return {
        title: kind,
        size: `${300 + ((i * 137) % 900)} sq ft`,
        town,
        service_link: `/services/${serviceSlug}`,
        service_label: "",
        image: acfImage(origin, photo, 1000 + photo.index, alt, id),
      };
    });
    albumRecords.push(
      post("gallery_album", id, album.slug, {
        title: album.title,
        excerpt: `<p>${album.photos} jobs from this season, photographed on site.</p>\n`,
        content: "<p>Straight from the crew&#8217;s phones: foundations, driveways, patios and steps.</p>",
        menuOrder: a,
        acf: { keywords: `${album.title.toLowerCase()}, concrete photos`, projects },
        media: mediaRecord(origin, albumPhotos[0], 1000 + albumPhotos[0].index, projects[0].image.alt),
      }),
    );
    albumPages.push({ slug: album.slug, path: `/gallery/${album.slug}`, photos: albumPhotos });
  }

  /** Each route's records; the routes the site reads that are not here answer rest_no_route. */
  const routes = {
    service: services,
    gallery_album: albumRecords,
    media,
    location: [],
    pages: [],
    faq: [],
    process_step: [],
    categories: [],
    posts: [],
    site_option: [],
  };
  const content = new Map(
    Object.entries(routes).map(([route, items]) => [
      route,
      { items, orderedByMenu: ORDERED_BY_MENU.has(route) },
    ]),
  );

  return {
    url: origin,
    host: new URL(origin).host,
    service: servicePage,
    albums: albumPages,
    /** Requests answered so far: wp/v2 calls, uploads (and their bytes), anything not found. */
    stats: () => ({ ...stats }),
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function sendJson(res, status, body, headers = {}) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=UTF-8",
    "Content-Length": Buffer.byteLength(json),
    ...headers,
  });
  res.end(json);
}
