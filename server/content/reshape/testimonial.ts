import type { Testimonial } from "@shared/content/types.ts";
import { type Acf, acfOf, text } from "./fields.ts";
import type { WpPost } from "./post.ts";

function rating(value: unknown): number {
  const stars = typeof value === "string" ? Number(value) : value;
  return typeof stars === "number" && Number.isFinite(stars)
    ? Math.min(5, Math.max(1, Math.round(stars)))
    : 5;
}

/** A testimonial from a post's fields or a town's row; none without its quote and its author. */
export function testimonialFrom(id: string, fields: Acf, fallbackLocation = ""): Testimonial[] {
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
