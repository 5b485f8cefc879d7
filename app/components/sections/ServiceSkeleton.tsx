/** Shown in place of the old page while a service page loads on a client-side navigation. */
export function ServiceSkeleton() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">Loading service…</span>
      <div aria-hidden="true">
        <div className="bg-brand-900">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-16">
            <div className="space-y-4 self-center">
              <div className="h-10 w-3/4 rounded bg-white/20" />
              <div className="h-5 w-full rounded bg-white/15" />
              <div className="h-5 w-5/6 rounded bg-white/15" />
            </div>
            <div className="aspect-[3/2] rounded-xl bg-white/15" />
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
          {["a", "b", "c", "d"].map((key) => (
            <div key={key} className="h-16 rounded-lg bg-concrete-100" />
          ))}
        </div>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-3 lg:px-8">
          <div className="space-y-4 lg:col-span-2">
            <div className="h-12 rounded-lg bg-concrete-100" />
            {["a", "b", "c", "d", "e", "f"].map((key) => (
              <div key={key} className="h-4 rounded bg-concrete-100" />
            ))}
          </div>
          <div className="h-72 rounded-xl bg-concrete-100" />
        </div>
      </div>
    </div>
  );
}
