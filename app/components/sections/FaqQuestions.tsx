import type { FaqItem } from "@shared/content/types.ts";
import { ChevronDown } from "lucide-react";
import { useId } from "react";

/**
 * Questions and answers as native disclosures (docs/decisions/013): each question is the `<summary>` of
 * a `<details>`, and the questions of one list share a `name`, so the browser keeps one answer open at a
 * time and a second press closes it. No JavaScript: it works before the page's scripts arrive and ships
 * none. The summary is in the tab order and Enter or Space opens it; screen readers hear it as a button
 * with its expanded state. The question keeps its heading level inside the summary. Answers are in the
 * page's HTML while closed (find-in-page opens the one it finds). Answers are plain text, paragraphs
 * split on blank lines.
 */
export function FaqQuestions({
  items,
  headingLevel = 3,
  className = "",
}: {
  items: FaqItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  // One name per list: two lists on a page open independently.
  const group = useId();
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div
      className={`divide-y divide-concrete-200 rounded-lg border border-concrete-200 bg-white ${className}`}
    >
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-concrete-900 transition-colors hover:bg-concrete-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold sm:text-lg">{item.question}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-concrete-700">
            {item.answer.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
