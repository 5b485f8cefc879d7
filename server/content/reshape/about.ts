import type { AboutPage } from "@shared/content/types";
import { sanitizeCmsHtml } from "../sanitize";
import type { WpPost } from "./post";

export function reshapeAbout(page: WpPost): AboutPage | null {
  const content = sanitizeCmsHtml(page.content?.rendered);
  return content ? { content } : null;
}
