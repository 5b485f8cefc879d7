export interface SectionPlaceholderProps {
  /** Size and extra styling; replaces the default height h-64. */
  className?: string;
}

/** A pulsing grey block standing in for a section that is not shown yet; invisible to screen readers. */
export function SectionPlaceholder({ className = "h-64" }: SectionPlaceholderProps) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse overflow-hidden rounded-xl bg-concrete-100 p-6 ${className}`}
    >
      <div className="mx-auto h-8 w-1/2 max-w-md rounded bg-concrete-200" />
      <div className="mx-auto mt-6 h-4 w-3/4 max-w-2xl rounded bg-concrete-200" />
      <div className="mx-auto mt-3 h-4 w-2/3 max-w-xl rounded bg-concrete-200" />
    </div>
  );
}
