import type { RecentProject } from "@shared/content/types.ts";
import { HardHat } from "lucide-react";

/** Sample jobs from the area: title, neighbourhood and what we did. */
export function RecentProjectCards({
  projects,
  className = "",
}: {
  projects: RecentProject[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${className}`}>
      {projects.map((project) => (
        <li key={project.title} className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm">
          <HardHat aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 text-lg font-semibold text-concrete-900">{project.title}</h3>
          <p className="text-sm font-medium text-brand-700">{project.location}</p>
          <p className="mt-2 leading-relaxed text-concrete-700">{project.description}</p>
        </li>
      ))}
    </ul>
  );
}
