import { images } from "@shared/content/images.ts";
import type { CtaOption } from "@shared/content/types.ts";
import { excerptText, plainText } from "../sanitize.ts";
import { acfOf, imageUrl, text } from "./fields.ts";
import type { WpPost } from "./post.ts";

export function reshapeCta(option: WpPost, builtIn: CtaOption | null): CtaOption {
  const acf = acfOf(option);
  return {
    title: text(acf.title) || plainText(option.title?.rendered) || builtIn?.title || "",
    description: text(acf.description) || excerptText(option.excerpt?.rendered) || builtIn?.description || "",
    backgroundImage: imageUrl(acf.background_image) ?? builtIn?.backgroundImage ?? images.ctaBackground.src,
  };
}
