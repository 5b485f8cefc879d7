import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/**
 * pa11y's own check, without pa11y's Puppeteer (which would download a browser): HTML_CodeSniffer,
 * the engine pa11y runs by default (its `@pa11y/html_codesniffer` build), run in the page against
 * WCAG 2 AA. Like pa11y's default, only errors fail; its warnings and notices are for a person to read.
 */

/** The engine's source, run in the page as a script of the test (the site's policy allows no inline script). */
const HTMLCS = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

/** The part of HTML_CodeSniffer's global this check calls. */
interface Htmlcs {
  process(
    standard: string,
    content: Document,
    done: () => void,
    failed: (error: unknown) => void,
    language: string,
  ): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  selector: string;
}

export async function expectNoPa11yErrors(page: Page) {
  // Evaluated by the browser's debugger protocol, as the test's own code: no script element, so no policy applies.
  await page.evaluate(`${HTMLCS}\n;window.HTMLCS = HTMLCS; true`);
  const errors = await page.evaluate(
    () =>
      new Promise<HtmlcsMessage[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        htmlcs.process(
          "WCAG2AA",
          document,
          () => {
            const selectorOf = (element: Element | null) => {
              if (!element) return "";
              const id = element.id ? `#${element.id}` : "";
              return `${element.tagName.toLowerCase()}${id}`;
            };
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  type: message.type,
                  code: message.code,
                  msg: message.msg,
                  selector: selectorOf(message.element),
                })),
            );
          },
          reject,
          "en",
        );
      }),
  );
  expect(
    errors.map((error) => `${error.code} at ${error.selector}: ${error.msg}`),
    `pa11y (HTML_CodeSniffer, WCAG2AA) errors on ${page.url()}`,
  ).toEqual([]);
}
