import type { ProcessStep } from "@shared/content/types.ts";
import { excerptText, plainText } from "../sanitize.ts";
import { byMenuOrder } from "./fields.ts";
import type { WpPost } from "./post.ts";

/** Steps in menu order; menu_order is the step number when the editor numbered them 1, 2, 3… */
export function reshapeProcess(posts: WpPost[]): ProcessStep[] {
  const steps = byMenuOrder(posts)
    .map((post) => ({
      order: post.menu_order ?? 0,
      title: plainText(post.title?.rendered),
      description: plainText(post.content?.rendered) || excerptText(post.excerpt?.rendered),
    }))
    .filter((s) => s.title);
  const numberedByEditor = steps.every((s, i) => s.order > 0 && (i === 0 || s.order > steps[i - 1].order));
  return steps.map((s, i) => ({
    number: numberedByEditor ? s.order : i + 1,
    title: s.title,
    description: s.description,
  }));
}
