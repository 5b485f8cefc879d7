import { layoutCopy } from "@shared/content/navigation.ts";
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

// The sheet and its dialog code load on the first tap, keeping them out of every page's first load.
const MobileNavSheet = lazy(() => import("./MobileNavSheet.tsx"));

/** The small-screen menu button; it opens a right-side sheet holding the header's menus. */
export function MobileNav({ currentPath }: { currentPath: string }) {
  // Open for the page it was opened on: any navigation (a link in it, the back button) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const open = openOnPath === currentPath;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={layoutCopy.header.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenOnPath(currentPath);
        }}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        className="grid size-11 place-items-center rounded-md text-concrete-900 hover:bg-concrete-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            currentPath={currentPath}
            returnFocusTo={button}
            onOpenChange={(next) => setOpenOnPath(next ? currentPath : null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
