/**
 * WordPress (wp/v2 + ACF) JSON → the app's content types, one file per record type. Pure functions:
 * the rest of the app never sees WordPress's shape. The envelope (id, slug, rendered strings) must be
 * right or the answer is rejected as a whole (post.ts); the fields inside are read leniently
 * (fields.ts, media.ts), and whatever is missing comes from the built-in record with the same slug,
 * then from generic defaults.
 */
export { reshapeAbout } from "./about";
export { reshapeContactInfo } from "./contact-info";
export { reshapeCta } from "./cta";
export { reshapeFaq } from "./faq";
export { bounded } from "./fields";
export { reshapeGalleryAlbum } from "./gallery-album";
export { reshapeHomePage, sitePagePath } from "./home-page";
export { reshapeLocation } from "./location";
export { altText, featuredImage, looksLikeFileName, mediaVersion } from "./media";
export { isPublic, type WpPost, wpCategoryListSchema, wpPostListSchema, wpPostSchema } from "./post";
export { type IgnoredPrice, reshapePriceList } from "./price-list";
export { reshapeProcess } from "./process";
export { reshapeService } from "./service";
export { reshapeTestimonials } from "./testimonial";
