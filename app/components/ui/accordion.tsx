import { ChevronDown } from "lucide-react";
import { Accordion as RadixAccordion } from "radix-ui";
import type { ComponentProps } from "react";
import type { FaqItem } from "~/content/types";

type AccordionProps = Omit<
  ComponentProps<typeof RadixAccordion.Root>,
  "type" | "collapsible" | "value" | "onValueChange" | "defaultValue"
> & {
  defaultValue?: string;
};

/**
 * Radix Accordion, styled: one item open at a time, and the open one closes
 * again on a second click. Answers are rendered on the server (forceMount)
 * and hidden with CSS while closed, so they are in the page's HTML.
 */
export function Accordion({ className = "", ...props }: AccordionProps) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={`divide-y divide-concrete-200 rounded-lg border border-concrete-200 bg-white ${className}`}
      {...props}
    />
  );
}

export function AccordionItem({ className = "", ...props }: ComponentProps<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={className} {...props} />;
}

export function AccordionTrigger({
  children,
  className = "",
  headingLevel = 3,
  ...props
}: ComponentProps<typeof RadixAccordion.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <RadixAccordion.Header asChild>
      <Heading className="text-base font-semibold sm:text-lg">
        <RadixAccordion.Trigger
          className={`group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-concrete-900 transition-colors hover:bg-concrete-50 ${className}`}
          {...props}
        >
          <span>{children}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({
  className = "",
  ...props
}: Omit<ComponentProps<typeof RadixAccordion.Content>, "forceMount">) {
  return (
    <RadixAccordion.Content
      forceMount
      className={`px-5 pb-5 leading-relaxed text-concrete-700 data-[state=closed]:hidden ${className}`}
      {...props}
    />
  );
}

/** Questions and answers as a single-open accordion (answers are plain text, paragraphs split on blank lines). */
export function FaqAccordion({
  items,
  headingLevel = 3,
  className,
}: {
  items: FaqItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <Accordion className={className}>
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`faq-${index}`}>
          <AccordionTrigger headingLevel={headingLevel}>{item.question}</AccordionTrigger>
          <AccordionContent>
            {item.answer.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
