import type {
  Benefit,
  FaqItem,
  ImageRef,
  ProcessStep,
  ServiceAreaCity,
  ServiceContent,
} from "@shared/content/types.ts";

/** What a CMS service record changes on a dedicated service page's hero; absent fields keep the page's own. */
export interface ServiceHeroOverride {
  title?: string;
  subtitle?: string;
  image?: ImageRef;
}

/** What WordPress changed in the towns with a location page, against the built-in ones. */
export interface TownChanges {
  /** A built-in town's slug → the name an editor gave it. */
  renamed: Record<string, string>;
  /** Towns with a page in WordPress and none built in, in WordPress's order. */
  added: { slug: string; name: string }[];
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
  /** Towns renamed or added in WordPress, for the pages' lists of areas served (`serviceAreaCities`). */
  towns: TownChanges;
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

const CITY_PATH = /^\/locations\/([a-z0-9-]+)$/;

/**
 * A page's list of areas served as WordPress has it: the page's own towns, in its order, under the
 * names an editor gave them, then the towns WordPress added. Unchanged when WordPress changed nothing,
 * so the spec's lists stay as they are.
 */
export function serviceAreaCities(cities: readonly ServiceAreaCity[], towns: TownChanges): ServiceAreaCity[] {
  const listed = new Set<string>();
  const own = cities.map((city) => {
    const slug = city.href && CITY_PATH.exec(city.href)?.[1];
    if (!slug) return city;
    listed.add(slug);
    return Object.hasOwn(towns.renamed, slug) ? { ...city, name: towns.renamed[slug] } : city;
  });
  const added = towns.added
    .filter((town) => !listed.has(town.slug))
    .map((town) => ({ name: town.name, href: `/locations/${town.slug}` }));
  return [...own, ...added];
}

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
