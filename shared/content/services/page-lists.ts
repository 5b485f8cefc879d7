import type { Benefit, FaqItem, ProcessStep } from "../types.ts";

/**
 * A dedicated page's own lists as its service record holds them (docs/wordpress-import.md): the record
 * WordPress imports is what the page shows, so an item an editor changes or adds joins the page's
 * other items instead of swapping them for different ones. Icons stay with the page's copy.
 */

/** The page's steps, numbered as the page shows them (1, 2, 3, …). */
export const stepsOf = (steps: readonly { title: string; description: string }[]): ProcessStep[] =>
  steps.map((step, i) => ({ number: i + 1, title: step.title, description: step.description }));

/** The page's cards as benefits: title and description, its icons left on the page. */
export const benefitsOf = (cards: readonly { title: string; description: string }[]): Benefit[] =>
  cards.map((card) => ({ title: card.title, description: card.description }));

/** The page's questions, question and answer only. */
export const faqsOf = (items: readonly FaqItem[]): FaqItem[] =>
  items.map((item) => ({ question: item.question, answer: item.answer }));

/** A list the page has no band of its own for: it shows only what an editor writes in WordPress. */
export const noneOnThePage = (): never[] => [];
