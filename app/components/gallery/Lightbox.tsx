import { lightboxCopy as copy } from "@shared/content/pages/gallery.ts";
import type { GalleryProject } from "@shared/content/types.ts";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from "react";
import { photoHref, projectPlace, stepPhoto, thumbnailId } from "~/lib/gallery.ts";
import { GalleryImage } from "./GalleryImage.tsx";

/** How far a finger must travel sideways before a swipe turns the photo. */
const SWIPE_MIN_PX = 50;

function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One album photo, full screen, in the browser's own modal `<dialog>` (focus moves in and stays
 * there, Escape closes it, the page behind is inert): no dialog library to download. The server
 * sends it open for a shared ?photo=N address (a plain open `<dialog>`, which shows without
 * JavaScript); once the script runs it becomes modal. Its buttons are links to the neighbouring
 * photos and back to the album, so it works before (and without) JavaScript too.
 */
export default function Lightbox({
  projects,
  number,
  path,
  onShow,
  onClose,
}: {
  projects: GalleryProject[];
  /** The photo shown, 1-based. */
  number: number;
  /** The album's path. */
  path: string;
  onShow: (number: number) => void;
  onClose: () => void;
}) {
  const project = projects[number - 1];
  const count = projects.length;
  const previous = stepPhoto(number, -1, count);
  const next = stepPhoto(number, 1, count);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // The photo on screen when the lightbox closes: its thumbnail gets the focus back.
  const shown = useRef(number);
  useEffect(() => {
    shown.current = number;
  }, [number]);

  useEffect(() => {
    const element = dialog.current;
    // Open but not modal (from the server's HTML, or as React created it): showModal() refuses
    // a dialog that is already open, and taking the attribute away closes it without a close event.
    if (element && !element.matches(":modal")) {
      element.removeAttribute("open");
      element.showModal();
    }
    // Back to the thumbnail of the photo on screen, wherever the visitor started.
    return () => document.getElementById(thumbnailId(shown.current))?.focus();
  }, []);

  const follow = (target: number) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    onShow(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") onShow(previous);
    else if (event.key === "ArrowRight") onShow(next);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) onShow(dx < 0 ? next : previous);
  };

  const buttonClass =
    "grid size-12 place-items-center rounded-full text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-300";

  return (
    // Covers the window itself (no ::backdrop to show), open or modal alike; Escape closes it.
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onClose={() => onClose()}
      className="fixed inset-0 z-[60] m-0 size-full max-h-none max-w-none flex-col overflow-y-auto overscroll-contain border-0 bg-concrete-900/95 p-0 text-white backdrop:bg-transparent open:flex"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium text-concrete-200" aria-live="polite">
          {copy.position(number, count)}
        </p>
        <a
          href={`${path}#${thumbnailId(number)}`}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onClose();
          }}
          aria-label={copy.close}
          className={`${buttonClass} bg-white/10`}
        >
          <X aria-hidden="true" className="size-6" />
        </a>
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center gap-4 px-2 sm:px-4">
        <StepLink
          href={photoHref(path, previous)}
          onClick={follow(previous)}
          label={copy.previous}
          className={`${buttonClass} left-2`}
        >
          <ChevronLeft aria-hidden="true" className="size-7" />
        </StepLink>
        <figure
          className="flex min-h-0 min-w-0 flex-1 touch-pan-y select-none flex-col items-center justify-center"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <GalleryImage
            key={project.photo.sources[0]?.src}
            photo={project.photo}
            sizes="(min-width: 1024px) 960px, 100vw"
            lazy={false}
            className="h-auto max-h-[calc(100dvh-12rem)] w-full max-w-[960px] rounded-md object-contain"
          />
          <figcaption className="mt-4 max-w-3xl text-center">
            <h2 id={titleId} className="text-lg font-semibold sm:text-xl">
              {project.title}
            </h2>
            <p id={descriptionId} className="mt-1 text-concrete-200">
              {projectPlace(project)}
              <span className="sr-only">. {copy.swipeHint}</span>
            </p>
            {project.caption ? <p className="mt-1 text-concrete-200">{project.caption}</p> : null}
          </figcaption>
        </figure>
        <StepLink
          href={photoHref(path, next)}
          onClick={follow(next)}
          label={copy.next}
          className={`${buttonClass} right-2`}
        >
          <ChevronRight aria-hidden="true" className="size-7" />
        </StepLink>
      </div>
    </dialog>
  );
}

/** Previous or next: over the photo's edge on a phone, beside it from `sm` up. */
function StepLink({
  href,
  onClick,
  label,
  className,
  children,
}: {
  href: string;
  onClick: (event: MouseEvent) => void;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      onClick={onClick}
      aria-label={label}
      className={`${className} absolute top-1/2 z-10 -translate-y-1/2 bg-concrete-900/70 sm:static sm:shrink-0 sm:translate-y-0 sm:bg-white/10`}
    >
      {children}
    </a>
  );
}
