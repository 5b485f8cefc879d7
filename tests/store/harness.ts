import { afterEach } from "vitest";
import type { LeadStore, NewLead } from "../../server/leads/store/index.ts";

/**
 * What every role's part of the contract suite is given: a new connection to the test database
 * (`openStore`, twice for two "processes"), closed after each test, and the leads a test submits.
 */
export interface StoreHarness {
  openStore(): Promise<LeadStore>;
  /** The suite's clock: a fixed instant (`T`), and `at(ms)` that many milliseconds after it. */
  T: number;
  at(ms: number): Date;
  /** A quote request as the quote page sends it, each one from another visitor. */
  quote(overrides?: Partial<NewLead>): NewLead;
  /** A lead as a visitor of `page` sends it, with an optional campaign. */
  visitor(name: string, extra?: Partial<NewLead> & { page?: string; payload?: object }): NewLead;
}

/**
 * The harness for one engine, inside its `describe`: `open` gives a new connection; `cleanup` runs
 * after each test, once every store is closed, and must leave the next `open` an empty database.
 */
export function storeHarness(open: () => Promise<LeadStore>, cleanup: () => Promise<void>): StoreHarness {
  const openStores: LeadStore[] = [];
  const openStore = async () => {
    const store = await open();
    openStores.push(store);
    return store;
  };

  afterEach(async () => {
    for (const store of openStores.splice(0)) await store.close();
    await cleanup();
  });

  const T = Date.parse("2026-11-21T15:00:00.000Z");
  const at = (ms: number) => new Date(T + ms);
  let serial = 0;
  const quote = (overrides: Partial<NewLead> = {}): NewLead => {
    serial += 1;
    return {
      receivedAt: at(0),
      formType: "quote",
      formName: "Website Quote Form",
      endpoint: "quote",
      payload: {
        name: `Visitor ${serial}`,
        email: `visitor${serial}@example.com`,
        notes: "Back patio — 20×30 ft, José's house",
        utm_params: { utm_source: "google", utm_medium: "cpc" },
        tags: ["Website Lead", "Page: Quote Page"],
      },
      email: `Visitor${serial}@Example.com`,
      name: `Visitor ${serial}`,
      response: { success: true, message: "Thank you! We will contact you within 24 hours." },
      ipHash: "3f1a9c",
      userAgent: "Mozilla/5.0 (iPhone)",
      destinations: ["webhook", "email"],
      ...overrides,
    };
  };

  const visitor = (name: string, extra: Partial<NewLead> & { page?: string; payload?: object } = {}) => {
    const { page = "https://www.example.com/contact", payload = {}, ...rest } = extra;
    return quote({
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.com`,
      payload: {
        name,
        email: `${name.split(" ")[0].toLowerCase()}@example.com`,
        page_url: page,
        ...payload,
      },
      ...rest,
    });
  };

  return { openStore, T, at, quote, visitor };
}
