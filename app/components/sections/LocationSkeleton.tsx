/** Shown in place of the old page while a location page loads on a client-side navigation. */
export function LocationSkeleton() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">Loading location…</span>
      <div aria-hidden="true">
        <div className="bg-brand-900">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-16">
            <div className="space-y-4 self-center">
              <div className="h-4 w-1/3 rounded bg-white/15" />
              <div className="h-10 w-3/4 rounded bg-white/20" />
              <div className="h-5 w-full rounded bg-white/15" />
            </div>
            <div className="aspect-[3/2] rounded-xl bg-white/15" />
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
          <div className="space-y-4 lg:col-span-2">
            {["a", "b", "c", "d", "e"].map((key) => (
              <div key={key} className="h-4 rounded bg-concrete-100" />
            ))}
            <div className="grid gap-4 pt-6 sm:grid-cols-2">
              {["a", "b", "c", "d"].map((key) => (
                <div key={key} className="h-32 rounded-xl bg-concrete-100" />
              ))}
            </div>
          </div>
          <div className="h-64 rounded-xl bg-concrete-100" />
        </div>
      </div>
    </div>
  );
}
