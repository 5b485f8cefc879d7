import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "../../tests/fakes/wordpress.ts";
import { CMS_STAMPED_TITLE } from "../../tests/fakes/wordpress-samples.ts";
import { EmbeddedSource } from "./embedded.ts";
import {
  CMS_FAILURE_BACKOFF_MS,
  ContentService,
  MAX_CMS_REQUESTS_IN_FLIGHT,
  MAX_NOT_FOUND_ENTRIES,
  MAX_SLUG_LENGTH,
  NOT_FOUND_MS,
} from "./service.ts";
import { WordPressSource } from "./wordpress.ts";

const TTL_MS = 60_000;
// Generous, so a busy machine never turns a healthy answer into a timeout; the slow tests use SHORT_TIMEOUT_MS.
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 300;
const builtIn = new EmbeddedSource();

let wp: FakeWordPress;
let clock: number;
let events: Record<string, unknown>[];

/** A content service over the fake WordPress with a clock the test moves by hand. */
function contentService(timeoutMs = TIMEOUT_MS) {
  return new ContentService({
    primary: new WordPressSource({ baseUrl: wp.url, timeoutMs, builtIn }),
    fallback: builtIn,
    ttlMs: TTL_MS,
    now: () => clock,
    log: (event) => events.push(event),
  });
}

beforeAll(async () => {
  wp = await startFakeWordPress();
});
afterAll(() => wp.close());
beforeEach(() => {
  wp.setMode("normal");
  wp.resetRequests();
  clock = 1_000_000;
  events = [];
});

describe("ContentService caching", () => {
  it("answers repeat reads from its cache without asking WordPress again", async () => {
    const content = contentService();
    const first = await content.getService("stamped-concrete");
    const second = await content.getService("stamped-concrete");
    clock += TTL_MS - 1;
    const third = await content.getService("stamped-concrete");
    expect(first?.title).toBe(CMS_STAMPED_TITLE);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(wp.requestsTo("/service")).toBe(1);
  });

  it("asks WordPress again once the copy is older than the TTL, so an edit shows up", async () => {
    const content = contentService();
    await content.getService("stamped-concrete");
    const stamped = wp.content.service.find((s) => s.slug === "stamped-concrete")!;
    const originalTitle = stamped.title;
    stamped.title = { rendered: "Stamped Concrete, Edited" };
    try {
      expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
      clock += TTL_MS;
      expect((await content.getService("stamped-concrete"))?.title).toBe("Stamped Concrete, Edited");
      expect(wp.requestsTo("/service")).toBe(2);
    } finally {
      stamped.title = originalTitle;
    }
  });

  it("keeps separate entries per slug", async () => {
    const content = contentService();
    await content.getService("stamped-concrete");
    await content.getService("concrete-steps");
    await content.getService("stamped-concrete");
    expect(wp.requestsTo("/service")).toBe(2);
  });

  it("sends one request to WordPress for many concurrent misses of one key", async () => {
    wp.setMode("slow", { delayMs: 100 });
    const content = contentService();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => content.getService("stamped-concrete")),
    );
    expect(new Set(answers.map((a) => a?.title))).toEqual(new Set([CMS_STAMPED_TITLE]));
    expect(wp.requestsTo("/service")).toBe(1);
  });
});

describe("ContentService and made-up slugs", () => {
  const asked = (slug: string) => wp.requestLog.filter((entry) => entry.includes(`slug=${slug}&`)).length;

  it("asks WordPress once for forty reads of a slug it does not have, and again a little later", async () => {
    const content = contentService();
    for (let read = 0; read < 40; read++) expect(await content.getService("no-such-service")).toBeNull();
    expect(asked("no-such-service")).toBe(1);
    clock += NOT_FOUND_MS;
    await content.getService("no-such-service");
    expect(asked("no-such-service")).toBe(2);
  });

  it("keeps a bounded number of unknown slugs in mind, never at the cost of a record WordPress has", async () => {
    const content = contentService();
    await content.getService("stamped-concrete");
    const unknown = Array.from({ length: 600 }, (_, i) => `made-up-${i}`);
    for (let i = 0; i < unknown.length; i += 50) {
      await Promise.all(unknown.slice(i, i + 50).map((slug) => content.getService(slug)));
    }
    // The oldest unknown slug was let go; the record WordPress has was kept.
    await content.getService("made-up-0");
    expect(asked("made-up-0")).toBe(2);
    expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
    expect(asked("stamped-concrete")).toBe(1);
    expect(content.size).toEqual({ copies: 1, notFound: MAX_NOT_FOUND_ENTRIES });
    expect(MAX_NOT_FOUND_ENTRIES).toBeLessThan(600);
  });

  it(`never asks WordPress for a slug longer than the ${MAX_SLUG_LENGTH} characters WordPress keeps`, async () => {
    const content = contentService();
    expect(await content.getService("x".repeat(MAX_SLUG_LENGTH + 1))).toBeNull();
    expect(await content.getService("x".repeat(5_000))).toBeNull();
    expect(wp.requests).toBe(0);
  });

  it("asks WordPress only so much at once, answering the rest from built-in content", async () => {
    wp.setMode("slow", { delayMs: 200 });
    const content = contentService();
    const slugs = Array.from({ length: 300 }, (_, i) => `made-up-${i}`);
    const answers = await Promise.all([
      ...slugs.map((slug) => content.getService(slug)),
      content.getService("patios"),
    ]);
    expect(answers.at(-1)).toEqual(await builtIn.getService("patios"));
    expect(wp.requests).toBe(MAX_CMS_REQUESTS_IN_FLIGHT);
    expect(MAX_CMS_REQUESTS_IN_FLIGHT).toBeLessThan(300);
    expect(events.filter((event) => event.event === "content.cms_busy")).toHaveLength(1);
  });
});

describe("ContentService when WordPress fails", () => {
  it("serves the last good copy while WordPress is down, and logs why", async () => {
    const content = contentService();
    await content.getService("stamped-concrete");
    clock += TTL_MS + 1;
    wp.setMode("failing");
    expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
    expect(wp.requestsTo("/service")).toBe(2);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: "content.source_failed",
        servedFrom: "last-good",
        key: "getService:stamped-concrete",
      }),
    );
  });

  it("serves the last good copy when WordPress answers with the wrong shape or resets the connection", async () => {
    const content = contentService();
    const faq = await content.getFaq();
    for (const mode of ["wrong-shape", "reset", "html"] as const) {
      clock += TTL_MS + 1;
      wp.setMode(mode);
      expect(await content.getFaq(), mode).toEqual(faq);
    }
  });

  it("serves built-in content when WordPress has never answered", async () => {
    wp.setMode("failing");
    const content = contentService();
    const service = await content.getService("stamped-concrete");
    expect(service).toEqual(await builtIn.getService("stamped-concrete"));
    expect(await content.getCta()).toEqual(await builtIn.getCta());
    expect(events).toContainEqual(expect.objectContaining({ servedFrom: "built-in" }));
  });

  it("leaves a failing WordPress alone for a while, so one outage costs one timeout per key, not one per page view", async () => {
    const content = contentService(SHORT_TIMEOUT_MS);
    await content.getService("stamped-concrete");
    clock += TTL_MS + 1;
    wp.setMode("slow", { delayMs: 5_000 });
    expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
    const started = Date.now();
    for (let view = 0; view < 5; view++) {
      clock += 1_000;
      expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
    }
    expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS);
    expect(wp.requestsTo("/service")).toBe(2);

    wp.setMode("normal");
    clock += CMS_FAILURE_BACKOFF_MS;
    await content.getService("stamped-concrete");
    expect(wp.requestsTo("/service")).toBe(3);
  });

  it("serves built-in content within the timeout when WordPress is too slow", async () => {
    wp.setMode("slow", { delayMs: 5_000 });
    const content = contentService(SHORT_TIMEOUT_MS);
    const started = Date.now();
    expect(await content.getProcess()).toEqual(await builtIn.getProcess());
    expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS + 1_000);
  });
});

describe("ContentService after WordPress says its content changed", () => {
  it("asks WordPress again on the next read, long before the TTL", async () => {
    const content = contentService();
    await content.getService("stamped-concrete");
    wp.content.service[0].title = { rendered: "Stamped Concrete, Edited" };
    clock += 1_000;
    expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
    content.invalidate();
    expect((await content.getService("stamped-concrete"))?.title).toBe("Stamped Concrete, Edited");
    expect(wp.requestsTo("/service")).toBe(2);
    wp.content.service[0].title = { rendered: CMS_STAMPED_TITLE };
  });

  it("asks again even inside a failure backoff, and keeps the last good copy if WordPress is still down", async () => {
    const content = contentService(SHORT_TIMEOUT_MS);
    await content.getService("stamped-concrete");
    clock += TTL_MS + 1;
    wp.setMode("failing");
    await content.getService("stamped-concrete");
    expect(wp.requestsTo("/service")).toBe(2);
    content.invalidate();
    expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
    expect(wp.requestsTo("/service")).toBe(3);
    wp.setMode("normal");
    content.invalidate();
    expect((await content.getService("stamped-concrete"))?.title).toBe(CMS_STAMPED_TITLE);
    expect(wp.requestsTo("/service")).toBe(4);
  });

  it("does not keep an answer that was asked for before the change", async () => {
    const content = contentService();
    wp.setMode("slow", { delayMs: 300 });
    // The fake answers with its content as it is when the delay ends.
    const before = content.getService("stamped-concrete");
    await new Promise((resolve) => setTimeout(resolve, 50));
    content.invalidate();
    wp.setMode("normal");
    wp.content.service[0].title = { rendered: "Stamped Concrete, Edited" };
    expect((await content.getService("stamped-concrete"))?.title).toBe("Stamped Concrete, Edited");
    wp.content.service[0].title = { rendered: "An Answer Overtaken by the Edit" };
    expect((await before)?.title).toBe("An Answer Overtaken by the Edit");
    clock += 1_000;
    expect((await content.getService("stamped-concrete"))?.title).toBe("Stamped Concrete, Edited");
    wp.content.service[0].title = { rendered: CMS_STAMPED_TITLE };
  });
});

describe("ContentService when WordPress has nothing", () => {
  it("serves the built-in record for a slug WordPress does not have", async () => {
    const content = contentService();
    expect(await content.getService("patios")).toEqual(await builtIn.getService("patios"));
    expect(await content.getLocation("johnston")).toEqual(await builtIn.getLocation("johnston"));
  });

  it("serves built-in lists when WordPress's lists are empty, without asking again before the TTL", async () => {
    wp.setMode("empty");
    const content = contentService();
    expect(await content.getTestimonials()).toEqual(await builtIn.getTestimonials());
    expect(await content.getFaq()).toEqual(await builtIn.getFaq());
    const asked = wp.requests;
    await content.getFaq();
    expect(wp.requests).toBe(asked);
  });

  it("answers null for a slug neither WordPress nor built-in content has", async () => {
    expect(await contentService().getService("no-such-service")).toBeNull();
  });

  it("reads built-in content only, never WordPress, when no CMS is configured", async () => {
    const content = new ContentService({ fallback: builtIn, ttlMs: TTL_MS });
    expect(await content.getService("patios")).toEqual(await builtIn.getService("patios"));
    expect(wp.requests).toBe(0);
  });
});
