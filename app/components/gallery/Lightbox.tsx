import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, useRef } from "react";
import { lightboxCopy as copy } from "~/content/pages/gallery";
import type { GalleryProject } from "~/content/types";
import { photoHref, projectPlace, stepPhoto, thumbnailId } from "~/lib/gallery";
import { GalleryImage } from "./GalleryImage";

/** How far a finger must travel sideways before a swipe turns the photo. */
const SWIPE_MIN_PX = 50;

function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One album photo, full screen, on Radix's Dialog (focus trap, Escape, the page hidden from
 * screen readers). Rendered in place rather than in a portal, so the server can send it open
 * for a shared ?photo=N address; its buttons are links to the neighbouring photos and back to
 * the album, so it works before (and without) JavaScript too.
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
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* Not Radix's Overlay: its scroll lock hides the page's scroll bar once JavaScript runs,
          which would shift the page under a photo the server sent open. */}
      <div aria-hidden="true" className="fixed inset-0 z-[60] bg-concrete-900/95" />
      <Dialog.Content
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          // Back to the thumbnail of the photo on screen, wherever the visitor started.
          event.preventDefault();
          document.getElementById(thumbnailId(number))?.focus();
        }}
        className="fixed inset-0 z-[60] flex flex-col overflow-y-auto overscroll-contain text-white"
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
              <Dialog.Title className="text-lg font-semibold sm:text-xl">{project.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-concrete-200">
                {projectPlace(project)}
                <span className="sr-only">. {copy.swipeHint}</span>
              </Dialog.Description>
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
      </Dialog.Content>
    </Dialog.Root>
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
