import type { FaqItem } from "@shared/content/types";
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";

/**
 * Questions and answers as a single-open accordion (the WAI-ARIA accordion pattern): each question is
 * a button in a heading, with `aria-expanded` and `aria-controls`; opening one closes the other, and a
 * second press closes it again. Up and Down move between questions, Home and End to the first and last.
 * Answers are rendered on the server and hidden with CSS while closed, so they are in the page's HTML.
 * Answers are plain text, paragraphs split on blank lines.
 *
 * It is its own small component rather than Radix's Accordion: the FAQ pages would otherwise carry about
 * 8 KB of Radix (collection, presence, roving focus) for one piece of state.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
  className = "",
}: {
  items: FaqItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    document.getElementById(`${baseId}-q${target}`)?.focus();
  }

  return (
    <div
      className={`divide-y divide-concrete-200 rounded-lg border border-concrete-200 bg-white ${className}`}
    >
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={`${baseId}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${baseId}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-concrete-900 transition-colors hover:bg-concrete-50"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-aria-expanded:rotate-180"
                />
              </button>
            </Heading>
            <section
              id={`${baseId}-a${index}`}
              aria-labelledby={`${baseId}-q${index}`}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-concrete-700"
            >
              {item.answer.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph} className="mt-2 first:mt-0">
                  {paragraph}
                </p>
              ))}
            </section>
          </div>
        );
      })}
    </div>
  );
}
