import { LoaderCircle } from "lucide-react";

export interface LoadingIndicatorProps {
  text: string;
  className?: string;
}

/** A spinner with text, announced politely to screen readers (role status). */
export function LoadingIndicator({ text, className = "" }: LoadingIndicatorProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 ${className}`}>
      <span aria-hidden="true" className="animate-pulse">
        <LoaderCircle className="size-8 animate-spin text-brand-700" />
      </span>
      <span className="text-lg font-medium text-concrete-900">{text}</span>
    </div>
  );
}
