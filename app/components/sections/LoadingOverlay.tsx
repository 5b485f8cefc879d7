import { LoadingIndicator } from "./LoadingIndicator.tsx";

export interface LoadingOverlayProps {
  /** The overlay shows only while this is true. */
  loading: boolean;
  text?: string;
}

/** A full-page veil with a spinner, for the moments a whole page is waiting. */
export function LoadingOverlay({ loading, text = "Loading page..." }: LoadingOverlayProps) {
  if (!loading) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/90 backdrop-blur-sm">
      <LoadingIndicator text={text} className="rounded-xl bg-white px-8 py-6 shadow-lg" />
    </div>
  );
}
