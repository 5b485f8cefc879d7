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
  className?: string;
}

/** A numbered list of the steps of a job, from first visit to finished concrete. */
export function ProcessSteps({ steps, level = 3, className = "" }: ProcessStepsProps) {
  const Heading = level === 3 ? "h3" : "h4";
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
