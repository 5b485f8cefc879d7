import type { FaqItem } from "@shared/content/types.ts";
import { plainText } from "../sanitize.ts";
import { byMenuOrder } from "./fields.ts";
import type { WpPost } from "./post.ts";

export function reshapeFaq(posts: WpPost[]): FaqItem[] {
  return byMenuOrder(posts)
    .map((post) => ({ question: plainText(post.title?.rendered), answer: plainText(post.content?.rendered) }))
    .filter((f) => f.question && f.answer);
}
