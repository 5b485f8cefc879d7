import type { IconName } from "@shared/content/types.ts";
import { icons } from "../icons.ts";

/** A card's h3 with its icon beside it, for cards whose text runs long below the title. */
export function IconHeading({ icon, title }: { icon: IconName; title: string }) {
  const Icon = icons[icon];
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
      >
        <Icon className="size-6" />
      </span>
      <h3 className="text-xl font-semibold text-concrete-900">{title}</h3>
    </div>
  );
}
