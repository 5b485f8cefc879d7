import type { ClaimsSite } from "@shared/content/claims.ts";
import { serviceImage } from "@shared/content/images.ts";
import { siteConfig } from "@shared/content/site.ts";
import type { ProcessStep, ServiceContent } from "@shared/content/types.ts";
import { excerptText, plainText, sanitizeCmsHtml } from "../sanitize.ts";
import {
  DEFAULT_SERVICE_PROCESS,
  defaultServiceBenefits,
  defaultServiceFaqs,
  defaultServiceSummary,
  serviceTitleForSlug,
} from "../wordpress-defaults.ts";
import {
  acfOf,
  faqRows,
  LINES_OR_COMMAS,
  nonEmpty,
  optionalText,
  rows,
  seoFields,
  text,
  textList,
  titleDescription,
  updatedAt,
} from "./fields.ts";
import { featuredImage } from "./media.ts";
import type { WpPost } from "./post.ts";

function stepRows(value: unknown): ProcessStep[] {
  return rows(value)
    .map(titleDescription)
    .filter((s) => s.title)
    .map((s, i) => ({ number: i + 1, ...s }));
}

/** `site`: the identity whose claims (warranty, credentials) the defaults of a bare record state. */
export function reshapeService(
  post: WpPost,
  builtIn: ServiceContent | null,
  site: ClaimsSite = siteConfig,
): ServiceContent {
  const acf = acfOf(post);
  const slug = post.slug;
  const title = plainText(post.title?.rendered) || builtIn?.title || serviceTitleForSlug(slug);
  const content =
    sanitizeCmsHtml(post.content?.rendered) || builtIn?.content || `<p>${defaultServiceSummary(site)}</p>`;
  return {
    slug,
    title,
    summary:
      excerptText(post.excerpt?.rendered) ||
      text(acf.summary) ||
      builtIn?.summary ||
      defaultServiceSummary(site),
    content,
    featuredImage: featuredImage(post, title) ?? builtIn?.featuredImage ?? serviceImage(slug),
    keywords: nonEmpty(textList(acf.keywords, LINES_OR_COMMAS)) ??
      builtIn?.keywords ?? [title.toLowerCase(), `${title.toLowerCase()} Des Moines`],
    process: nonEmpty(stepRows(acf.process)) ?? builtIn?.process ?? DEFAULT_SERVICE_PROCESS,
    benefits:
      nonEmpty(
        rows(acf.benefits)
          .map(titleDescription)
          .filter((b) => b.title),
      ) ??
      builtIn?.benefits ??
      defaultServiceBenefits(site),
    faqs: nonEmpty(faqRows(acf.faqs)) ?? builtIn?.faqs ?? defaultServiceFaqs(site),
    ...optionalText("price", text(acf.price) || builtIn?.price),
    ...optionalText("priceNote", text(acf.price_note) || builtIn?.priceNote),
    ...seoFields("service", acf, builtIn),
    updatedAt: updatedAt(post, builtIn),
  };
}
