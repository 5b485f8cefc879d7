import type { ListedTown } from "@shared/content/site-lists.ts";
import type {
  Benefit,
  FaqItem,
  IconName,
  ImageRef,
  ProcessStep,
  ServiceContent,
} from "@shared/content/types.ts";

/** What a CMS service record changes on a dedicated service page's hero; absent fields keep the page's own. */
export interface ServiceHeroOverride {
  title?: string;
  subtitle?: string;
  image?: ImageRef;
}

/**
 * What a dedicated service page (driveways, patios, sidewalks, decorative concrete, commercial, repair)
 * takes from its service record, loaded by `renderDedicatedServicePage` (dedicated-service.server.tsx).
 *
 * The content service fills whatever a CMS record lacks from the built-in record, so a value "of the
 * CMS's own" is one that differs from the built-in record's. The `cms…` fields hold only those: a page
 * shows them where it has them and its own copy (the spec's texts) otherwise.
 */
export type DedicatedServiceRecord = Pick<ServiceContent, "title" | "summary" | "faqs"> & {
  /** The names of the cities with a location page, for the structured data's areas served. */
  areas: string[];
  /** The towns with a page (the town records), for the pages' lists of areas served (`namedTowns`). */
  towns: ListedTown[];
  /**
   * What an editor changed in the CMS against the built-in record (title, text, photo), for the pages
   * whose hero keeps its own copy otherwise (driveways, patios, sidewalks); the photo on every page.
   */
  hero: ServiceHeroOverride;
  /**
   * The questions an editor wrote for this service in the CMS, when there are any: they replace the
   * page's own questions, so a question typed for Patios shows on /services/patios.
   */
  cmsFaqs?: FaqItem[];
  /** The steps an editor wrote for this service (ACF `process`): they replace the page's own steps. */
  cmsProcess?: ProcessStep[];
  /** The benefits an editor wrote for this service (ACF `benefits`): they replace the page's own. */
  cmsBenefits?: Benefit[];
  /**
   * The body an editor wrote for this service (sanitised HTML): it takes the place of the page's
   * opening words (patios, sidewalks, decorative concrete), or opens the page under the hero where it
   * has none (driveways, commercial, repair).
   */
  cmsContent?: string;
  /** The search keywords an editor wrote for this service (ACF `keywords`), for the page's meta keywords. */
  cmsKeywords?: string[];
  /** The typical price an editor set (ACF `price`), in place of the page's headline price. */
  cmsPrice?: string;
  /** What that price covers (ACF `price_note`), in place of the page's note under its price. */
  cmsPriceNote?: string;
  /** The title an editor wrote for search engines (ACF `seo_title`), in place of the page's own. */
  cmsSeoTitle?: string;
  /** The meta description an editor wrote (ACF `seo_description`), in place of the page's own. */
  cmsSeoDescription?: string;
};

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const STEP_COUNT = new RegExp(`\\b(\\d+|${NUMBER_WORDS.join("|")})([- ])(steps?)\\b`, "gi");

/**
 * A heading or intro that counts the steps ("Our 5-Step Driveway Process", "the same four steps"),
 * recounted for `count` steps, in the same style (figures or words, capitalised or not): a page that
 * shows an editor's three steps does not promise five.
 */
export function withStepCount(text: string, count: number): string {
  return text.replace(STEP_COUNT, (_whole, number: string, joiner: string, noun: string) => {
    const inWords = !/^\d+$/.test(number) && count < NUMBER_WORDS.length;
    let counted = inWords ? NUMBER_WORDS[count] : String(count);
    if (inWords && /^[A-Z]/.test(number)) counted = counted.charAt(0).toUpperCase() + counted.slice(1);
    // "5-Step Process" keeps its noun; "four steps" agrees with the count.
    const counts =
      joiner === "-"
        ? noun
        : count === 1
          ? noun.replace(/s$/i, "")
          : noun.replace(/p$/i, (p) => `${p}${p === "P" ? "S" : "s"}`);
    return `${counted}${joiner}${counts}`;
  });
}

/**
 * The benefits a page shows: an editor's (WordPress's) when there are any, each with the page's icon
 * for it, or the page's own. An editor's card takes the icon of the page's card with its title, or,
 * when she retitled one, of the page's card in its place, so editing one card changes only that card.
 */
export function cardsWithIcons<Card extends Benefit & { icon?: IconName }>(
  cms: readonly Benefit[] | undefined,
  own: readonly Card[],
): readonly (Benefit & { icon?: IconName })[] {
  if (!cms) return own;
  const cmsTitles = new Set(cms.map((card) => card.title));
  return cms.map((card, i) => {
    const icon =
      own.find((ownCard) => ownCard.title === card.title)?.icon ??
      (own[i] && !cmsTitles.has(own[i].title) ? own[i].icon : undefined);
    return icon ? { ...card, icon } : card;
  });
}
