import type { FaqItem } from "@shared/content/types";
import { plainText } from "../sanitize";
import { byMenuOrder } from "./fields";
import type { WpPost } from "./post";

export function reshapeFaq(posts: WpPost[]): FaqItem[] {
  return byMenuOrder(posts)
    .map((post) => ({ question: plainText(post.title?.rendered), answer: plainText(post.content?.rendered) }))
    .filter((f) => f.question && f.answer);
}
