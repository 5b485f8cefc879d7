import { expect, type Locator } from "@playwright/test";

/*
 * Questions and answers are native disclosures (docs/decisions/013): each question is the `<summary>`
 * of a `<details>`, whose `open` attribute is its expanded state. Chromium exposes the summary to
 * screen readers as a button with that state, but Playwright's role engine gives `<summary>` no role,
 * so these helpers find questions by element and text.
 */

/** The questions in `container`, or the one whose text holds `name`. */
export function faqQuestions(container: Locator, name?: string): Locator {
  return name === undefined ? container.locator("summary") : container.locator("summary", { hasText: name });
}

/** Checks a question's answer is shown (its `<details>` open) or not. */
export async function expectAnswerOpen(question: Locator, open: boolean) {
  const disclosure = question.locator("xpath=..");
  if (open) await expect(disclosure).toHaveAttribute("open");
  else await expect(disclosure).not.toHaveAttribute("open");
}

/**
 * Checks a set of questions behaves as single-open collapsibles: each question a level-3 heading, all
 * closed at first; one opens, opening another closes it, and a second click closes the open one; the
 * keyboard does the same (a question takes focus, Enter and Space open it). Works before hydration too.
 */
export async function expectSingleOpenFaq(container: Locator, questions: readonly string[]) {
  const items = faqQuestions(container);
  await expect(items).toHaveText([...questions]);
  await expect(container.getByRole("heading", { level: 3 })).toHaveText([...questions]);
  for (const item of await items.all()) await expectAnswerOpen(item, false);
  const open = container.locator("details[open]");

  await items.nth(0).click();
  await expectAnswerOpen(items.nth(0), true);
  await expect(open).toHaveCount(1);

  await items.nth(1).click();
  await expectAnswerOpen(items.nth(1), true);
  await expectAnswerOpen(items.nth(0), false);
  await expect(open).toHaveCount(1);

  await items.nth(1).click();
  await expectAnswerOpen(items.nth(1), false);
  await expect(open).toHaveCount(0);

  await items.nth(0).focus();
  await expect(items.nth(0)).toBeFocused();
  await items.nth(0).press("Enter");
  await expectAnswerOpen(items.nth(0), true);
  await items.nth(1).focus();
  await items.nth(1).press("Space");
  await expectAnswerOpen(items.nth(1), true);
  await expectAnswerOpen(items.nth(0), false);
  await items.nth(1).press("Enter");
  await expect(open).toHaveCount(0);
}
