import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { type RealWordPress, realWordPress, restApi } from "./support.ts";

// A phone's photo uploaded to the Media Library keeps nothing of where it was taken or what took it,
// in the original WordPress keeps public nor in any copy it makes (includes/photos.php); the original
// keeps its colour profile and its orientation, so it stands as the phone showed it.

test.describe.configure({ mode: "serial" });

let wp: RealWordPress;
let uploadedId = 0;

test.beforeAll(() => {
  wp = realWordPress();
});

test.afterAll(async () => {
  if (uploadedId) await restApi(wp).attempt("DELETE", `/media/${uploadedId}?force=true`);
});

/** A photo as a phone takes one: 4032 × 3024, Display P3, turned (orientation 6), GPS in Exif and XMP. */
async function phonePhoto() {
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="41,43.502N" exif:GPSLongitude="93,36.3075W"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return sharp("/usr/share/wallpapers/Autumn/contents/images/2560x1600.jpg")
    .resize(4032, 3024, { fit: "cover" })
    .withIccProfile("p3")
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 13" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "41/1 43/1 3012/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "93/1 36/1 1845/100",
      },
    })
    .withXmp(xmp)
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** The tags of an Exif block's first directory (IFD0), by number. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0", 0, "latin1") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(4);
  return Array.from({ length: u16(start) }, (_, i) => u16(start + 2 + 12 * i));
}

const GPS_DIRECTORY = 0x8825;
const MAKE = 0x010f;

test("a phone's photo: no GPS or camera in the original or any size; its profile and orientation kept; only the sizes WordPress's screens show", async () => {
  const photo = await phonePhoto();
  const sent = await sharp(photo).metadata();
  // The photo as the test makes it has what a phone's has, so the checks below can fail.
  expect(ifd0Tags(sent.exif as Buffer)).toEqual(expect.arrayContaining([GPS_DIRECTORY, MAKE]));
  expect(sent.xmp?.toString()).toContain("GPSLatitude");
  expect(photo.length).toBeGreaterThan(3_000_000);

  const uploaded = await restApi(wp).attempt("POST", "/media", photo, {
    "Content-Type": "image/jpeg",
    "Content-Disposition": "attachment; filename=driveway-before.jpg",
  });
  expect(uploaded.status, uploaded.text.slice(0, 300)).toBe(201);
  const answer = JSON.parse(uploaded.text) as {
    id: number;
    source_url: string;
    media_details: { original_image?: string; sizes: Record<string, { source_url: string }> };
  };
  uploadedId = answer.id;
  const folder = answer.source_url.slice(0, answer.source_url.lastIndexOf("/") + 1);
  const original = `${folder}${answer.media_details.original_image}`;
  expect(answer.media_details.original_image, "WordPress keeps the original beside a scaled copy").toBe(
    "driveway-before.jpg",
  );
  const files = [
    original,
    answer.source_url,
    ...Object.values(answer.media_details.sizes).map((size) => size.source_url),
  ];
  // Only the copies WordPress's screens show are made (includes/photo-sizes.php): the site makes its own
  // widths from the original, so large, medium_large, 1536 and 2048 would be resizing for nobody.
  expect(Object.keys(answer.media_details.sizes).sort()).toEqual(["full", "medium", "thumbnail"]);
  expect(new Set(files).size).toBe(4);

  for (const url of new Set(files)) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    const tags = meta.exif ? ifd0Tags(meta.exif) : [];
    expect(tags, `${url}: its Exif`).not.toContain(GPS_DIRECTORY);
    expect(tags, `${url}: its Exif`).not.toContain(MAKE);
    expect(meta.xmp, `${url}: its XMP`).toBeUndefined();
  }

  const kept = await sharp(Buffer.from(await (await fetch(original)).arrayBuffer())).metadata();
  expect(kept.icc?.equals(sent.icc as Buffer), "the original's colour profile").toBe(true);
  expect(kept.orientation).toBe(6);
  expect([kept.width, kept.height]).toEqual([4032, 3024]);
  // Every copy WordPress made stands upright: taller than wide, as the phone showed the photo.
  const scaled = await sharp(Buffer.from(await (await fetch(answer.source_url)).arrayBuffer())).metadata();
  expect((scaled.height ?? 0) > (scaled.width ?? 0)).toBe(true);
});
