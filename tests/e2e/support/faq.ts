import { expect, type Locator } from "@playwright/test";

/**
 * Checks a set of questions behaves as single-open collapsibles: all closed at first, one opens,
 * opening another closes it, and a second click closes the open one. Call after hydration.
 */
export async function expectSingleOpenFaq(container: Locator, questions: readonly string[]) {
  const buttons = container.getByRole("button");
  await expect(buttons).toHaveText([...questions]);
  for (const button of await buttons.all()) await expect(button).toHaveAttribute("aria-expanded", "false");

  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(container.getByRole("region")).toHaveCount(1);

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(container.getByRole("region")).toHaveCount(1);

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  await expect(container.getByRole("region")).toHaveCount(0);
}
