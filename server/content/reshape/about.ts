import type { AboutPage } from "@shared/content/types.ts";
import { sanitizeCmsHtml } from "../sanitize.ts";
import type { WpPost } from "./post.ts";

export function reshapeAbout(page: WpPost): AboutPage | null {
  const content = sanitizeCmsHtml(page.content?.rendered);
  return content ? { content } : null;
}
