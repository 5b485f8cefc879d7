import { albumPageCopy as copy } from "@shared/content/pages/gallery.ts";
import type { GalleryProject } from "@shared/content/types.ts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { photoHref, projectCaption, projectPlace, thumbnailId } from "~/lib/gallery.ts";
import { GalleryImage } from "./GalleryImage.tsx";

/** Thumbnails in the first row load at once; the rest as the visitor scrolls. */
const EAGER_THUMBNAILS = 2;

/**
 * The album's projects: a thumbnail that opens the photo (a plain link to ?photo=N, which the
 * server answers with the photo open, so it works without JavaScript), the caption and the
 * service page for that kind of work. The album page opens the lightbox on a click on the
 * thumbnail's link itself, so the grid needs no JavaScript and is sent as server HTML.
 */
export function ProjectGrid({
  projects,
  path,
}: {
  projects: GalleryProject[];
  /** The album's path. */
  path: string;
}) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, i) => {
        const number = i + 1;
        return (
          <li key={`${number}-${project.photo.sources[0]?.src}`}>
            <figure className="flex h-full flex-col overflow-hidden rounded-xl border border-concrete-200 bg-white shadow-sm">
              <a
                id={thumbnailId(number)}
                href={photoHref(path, number)}
                className="group block overflow-hidden focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="sr-only">{copy.openPhoto(projectCaption(project))}</span>
                <GalleryImage
                  photo={project.photo}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  lazy={i >= EAGER_THUMBNAILS}
                  className="aspect-3/2 h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
              </a>
              <figcaption className="flex flex-1 flex-col gap-2 p-5">
                <span className="text-lg font-semibold text-concrete-900">{project.title}</span>
                <span className="text-concrete-700">{projectPlace(project)}</span>
                {project.caption ? <span className="text-concrete-700">{project.caption}</span> : null}
                {project.service ? (
                  <Link
                    to={project.service.href}
                    className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {copy.serviceLink(project.service.label)}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : null}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
