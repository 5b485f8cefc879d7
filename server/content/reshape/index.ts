/**
 * WordPress (wp/v2 + ACF) JSON → the app's content types, one file per record type. Pure functions:
 * the rest of the app never sees WordPress's shape. The envelope (id, slug, rendered strings) must be
 * right or the answer is rejected as a whole (post.ts); the fields inside are read leniently
 * (fields.ts, media.ts), and whatever is missing comes from the built-in record with the same slug,
 * then from generic defaults.
 */
export { reshapeAbout } from "./about.ts";
export { reshapeContactInfo } from "./contact-info.ts";
export { reshapeCta } from "./cta.ts";
export { reshapeFaq } from "./faq.ts";
export { bounded } from "./fields.ts";
export { reshapeGalleryAlbum } from "./gallery-album.ts";
export { reshapeHomePage, sitePagePath } from "./home-page.ts";
export { reshapeLocation } from "./location.ts";
export { altText, featuredImage, looksLikeFileName, mediaVersion } from "./media.ts";
export { isPublic, type WpPost, wpCategoryListSchema, wpPostListSchema, wpPostSchema } from "./post.ts";
export { type IgnoredPrice, reshapePriceList } from "./price-list.ts";
export { reshapeProcess } from "./process.ts";
export { type IgnoredPromise, reshapePromises } from "./promises.ts";
export { reshapeService } from "./service.ts";
export { reshapeTestimonials } from "./testimonial.ts";
