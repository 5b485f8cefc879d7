import { layoutCopy } from "@shared/content/navigation.ts";
import { phoneHref } from "@shared/content/site.ts";
import { BadgeCheck, Clock, Phone } from "lucide-react";
import { useSite } from "~/lib/root-data.ts";

/** The slim strip above the header: the phone, the hours and the free-estimate promise. */
export function TopBar() {
  const site = useSite();
  return (
    <section aria-label={layoutCopy.topBar.label} className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 sm:px-6 lg:px-8">
        <a
          href={phoneHref(site.phone)}
          className="inline-flex min-h-6 items-center gap-1.5 rounded font-semibold hover:text-accent-300"
        >
          <Phone aria-hidden="true" className="size-4" />
          {site.phone}
        </a>
        <p className="hidden items-center gap-1.5 sm:inline-flex">
          <Clock aria-hidden="true" className="size-4" />
          {site.hours.standard}
        </p>
        <p className="inline-flex items-center gap-1.5">
          <BadgeCheck aria-hidden="true" className="size-4 text-accent-400" />
          {layoutCopy.topBar.freeEstimates}
        </p>
      </div>
    </section>
  );
}
