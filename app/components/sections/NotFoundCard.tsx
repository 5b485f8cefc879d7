import { SearchX } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The card of every "not found" answer: an unknown path, service or location.
 * The page's only h1, so the visitor (and a screen reader) hears what happened first.
 */
export function NotFoundCard({
  heading,
  text,
  children,
}: {
  heading: string;
  text: string;
  /** Where to go next: links or buttons. */
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-concrete-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-concrete-900 sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg text-concrete-700">{text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
