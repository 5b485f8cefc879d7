import { NOTHING_REMOVED } from "@shared/content/removed.ts";
import { menuLists } from "@shared/content/site-lists.ts";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../core/env.ts";
import { createContentService } from "./index.ts";
import { contentChangeOf, menusTag, recordingReads, removedTag, showsChange } from "./page-tags.ts";

/** The tags a page made from these reads would carry, with the site's current list of records taken down. */
const NOW = removedTag(NOTHING_REMOVED);
const page = (...tags: string[]) => new Set([...tags, NOW]);
const PAGES = {
  ankeny: page("location:ankeny", "site_option"),
  waukee: page("location:waukee", "site_option"),
  locations: page("location:*"),
  driveways: page("service:driveways", "location:*"),
  faq: page("faq"),
  home: page("post", "site_option"),
  privacy: page(),
};
type PageName = keyof typeof PAGES;

/** The pages a revalidation's changes drop, given the list of records taken down now. */
function dropped(changes: { type: string; slug?: string }[], removedNow = NOW): PageName[] {
  const shows = showsChange(contentChangeOf(changes, []), removedNow);
  return (Object.keys(PAGES) as PageName[]).filter((name) => shows(PAGES[name]));
}

describe("what a page is made from", () => {
  it("is every read of its render: a record, a list, a kind read whole, and the records taken down", async () => {
    const reads = recordingReads(createContentService(parseEnv({ NODE_ENV: "test" })));
    expect((await reads.content.getLocation("ankeny"))?.name).toBe("Ankeny");
    await reads.content.listServices();
    await reads.content.getFaq();
    expect(reads.tags().sort()).toEqual(["faq", "location:ankeny", NOW, "service:*"].sort());
  });
});

describe("every page's menus (its services and towns)", () => {
  it("are noted by what they show, so a town's edit that leaves them as they were drops only its pages", async () => {
    const content = createContentService(parseEnv({ NODE_ENV: "test" }));
    const reads = recordingReads(content);
    const lists = await menuLists(reads.content);
    const [menus] = reads.tags().filter((tag) => tag.startsWith("menus="));
    expect(menus).toBe(menusTag(lists));
    expect(reads.tags()).not.toContain("location:*");
    const tags = new Set(reads.tags());
    const edit = contentChangeOf([{ type: "location", slug: "ankeny" }], []);
    expect(showsChange(edit, NOW, menus)(tags)).toBe(false);
    // A town taken down (or published, or renamed) changes the menus: every page shows it.
    const withoutAnkeny = { ...lists, towns: lists.towns.filter((town) => town.slug !== "ankeny") };
    expect(showsChange(edit, NOW, menusTag(withoutAnkeny))(tags)).toBe(true);
  });
});

describe("the pages a WordPress change drops", () => {
  it("for an edit of one town: its page and the pages listing towns, not another town's nor any other", () => {
    expect(dropped([{ type: "location", slug: "ankeny" }])).toEqual(["ankeny", "locations", "driveways"]);
  });

  it("for a question or a testimonial: the pages showing those, whatever the slug", () => {
    expect(dropped([{ type: "faq", slug: "warranty" }])).toEqual(["faq"]);
    expect(dropped([{ type: "post", slug: "jenna" }])).toEqual(["home"]);
  });

  it("for a town without a slug it can name: every page of a town", () => {
    expect(dropped([{ type: "location" }])).toEqual(["ankeny", "waukee", "locations", "driveways"]);
  });

  it("for a town whose slug is not ASCII: its page by either spelling", () => {
    const shows = showsChange(contentChangeOf([{ type: "location", slug: "caf%c3%a9" }], []), NOW);
    expect(shows(page("location:café"))).toBe(true);
    expect(shows(page("location:caf%c3%a9"))).toBe(true);
  });

  it("for a town renamed or taken down (its old slug now on the list taken down): every page, whose menus leave it out", () => {
    const renamed = removedTag({ ...NOTHING_REMOVED, location: ["ankeny"] });
    expect(dropped([{ type: "location", slug: "ankeny-ia" }], renamed)).toEqual(Object.keys(PAGES));
  });

  it("for a site option, the settings or a kind the site does not know: every page", () => {
    for (const type of ["site_option", "settings", "a_new_kind"]) {
      const change = contentChangeOf([{ type: "faq" }, { type, slug: "cta" }], ["/"]);
      expect(change, type).toMatchObject({ everything: true, pages: ["/"] });
      expect(dropped([{ type, slug: "cta" }]), type).toEqual(Object.keys(PAGES));
    }
  });

  it("for any change, a page that says nothing of what it was made from", () => {
    expect(showsChange(contentChangeOf([{ type: "faq" }], []), NOW)(undefined)).toBe(true);
  });

  it("lists taken down in another order are the same list", () => {
    expect(removedTag({ service: ["a", "b"], location: [], album: [] })).toBe(
      removedTag({ album: [], location: [], service: ["b", "a"] }),
    );
  });
});
