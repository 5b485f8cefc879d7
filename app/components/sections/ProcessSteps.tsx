// Whole class names, so Tailwind sees them.
const columns: Record<number, string> = {
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
  5: "md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5",
  6: "md:grid-cols-2 lg:grid-cols-3",
};

export interface ProcessStepsProps {
  steps: readonly { title: string; description: string }[];
  /** h3 inside a page section (default). */
  level?: 3 | 4;
  /** "cards": a grid of cards across the page (default); "list": one compact column, for a sidebar. */
  layout?: "cards" | "list";
  className?: string;
}

/** A numbered list of the steps of a job, from first visit to finished concrete. */
export function ProcessSteps({ steps, level = 3, layout = "cards", className = "" }: ProcessStepsProps) {
  const Heading = level === 3 ? "h3" : "h4";
  if (layout === "list") {
    return (
      <ol className={`space-y-4 ${className}`}>
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              <span className="sr-only">Step </span>
              {i + 1}
            </span>
            <div>
              <Heading className="font-semibold text-concrete-900">{step.title}</Heading>
              <p className="mt-1 text-sm leading-relaxed text-concrete-700">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className={`grid gap-6 ${columns[steps.length] ?? "md:grid-cols-2"} ${className}`}>
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="relative rounded-xl border border-concrete-200 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
            <span className="sr-only">Step </span>
            {i + 1}
          </span>
          <Heading className="mt-4 text-lg font-semibold text-concrete-900">{step.title}</Heading>
          <p className="mt-2 leading-relaxed text-concrete-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
