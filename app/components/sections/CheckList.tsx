import { Check, X } from "lucide-react";

export interface CheckListProps {
  items: readonly string[];
  /** "check" for what we do, "cross" for the problems we fix. */
  mark?: "check" | "cross";
  /** "dark" on brand backgrounds. */
  tone?: "light" | "dark";
  columns?: 1 | 2;
  className?: string;
}

/** A list of short claims, each with a check (or a cross) mark. */
export function CheckList({
  items,
  mark = "check",
  tone = "light",
  columns = 1,
  className = "",
}: CheckListProps) {
  const Icon = mark === "check" ? Check : X;
  const iconColour =
    mark === "check"
      ? tone === "dark"
        ? "bg-accent-400 text-concrete-900"
        : "bg-brand-100 text-brand-700"
      : "bg-red-100 text-red-700";
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""} ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full ${iconColour}`}
          >
            <Icon className="size-4" strokeWidth={3} />
          </span>
          <span className={tone === "dark" ? "text-white" : "text-concrete-700"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
