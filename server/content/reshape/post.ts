import { z } from "zod";

/**
 * A WordPress record's envelope (wp/v2): id, slug and the rendered strings must be right or the
 * answer is rejected as a whole; what is inside (`acf`) is read leniently, by each record's reshaper.
 */

/** One of WordPress's rendered strings (title, content, excerpt), and whether it is password-protected. */
export const rendered = z.looseObject({ rendered: z.string().optional(), protected: z.boolean().optional() });

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
