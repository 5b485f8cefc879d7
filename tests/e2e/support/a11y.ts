import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any axe-core violation (WCAG 2.0/2.1/2.2 A and AA rules and best practices). */
export async function expectNoA11yViolations(page: Page) {
  // A page of one frame is checked by axe.run() in the page itself, the same rules with the same
  // results, without the blank page AxeBuilder opens to merge the results of several frames: two to
  // three times faster. A page with frames (a third party's map, say) is checked frame by frame.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
