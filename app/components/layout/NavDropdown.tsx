import { layoutCopy } from "@shared/content/navigation.ts";
import type { MenuItem } from "@shared/content/types.ts";
import { ChevronDown } from "lucide-react";
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { activeEntryHref, isActiveMenu, isCurrentPage } from "~/lib/active-path.ts";

/** The spec's delay between choosing an entry and the list closing. */
const CLOSE_AFTER_CHOICE_MS = 50;

/**
 * "hover" follows the mouse and closes when it leaves; "pinned" (chevron
 * clicked or pressed) stays until an outside click, Escape, a choice or a
 * second press, so a mouse click after hovering does not close the list.
 */
type OpenState = "closed" | "hover" | "pinned";

/** A header dropdown in the disclosure pattern: main link, chevron toggle, list of links. */
export function NavDropdown({ item, currentPath }: { item: MenuItem; currentPath: string }) {
  const [state, setState] = useState<OpenState>("closed");
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const open = state !== "closed";

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState("closed");
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setState((s) => (s === "closed" ? "hover" : s));
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setState((s) => (s === "hover" ? "closed" : s));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setState("closed");
    toggleRef.current?.focus();
  };
  // Tabbing out of the group closes it, so an open list never hides the page behind it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setState("closed");
  };
  const closeAfterChoice = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setState("closed"), CLOSE_AFTER_CHOICE_MS);
  };

  const entries = item.children ?? [];
  const active = isActiveMenu(currentPath, item);
  const activeEntry = activeEntryHref(currentPath, entries);

  return (
    <li
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="flex items-center">
        <Link
          to={item.href}
          aria-current={isCurrentPage(currentPath, item.href) ? "page" : undefined}
          data-active={active || undefined}
          className="rounded-md py-2 pr-1 pl-3 font-medium text-concrete-900 hover:text-brand-700 data-active:text-brand-700 data-active:underline data-active:decoration-2 data-active:decoration-accent-500 data-active:underline-offset-8"
        >
          {item.label}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={layoutCopy.header.showMenu(item.label)}
          onClick={() => setState((s) => (s === "pinned" ? "closed" : "pinned"))}
          className="grid size-8 place-items-center rounded-md text-concrete-700 hover:bg-concrete-100 hover:text-brand-700"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      {/* The padding bridges the gap under the trigger, so the pointer can reach the list without it closing. */}
      <div id={listId} hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <ul className="w-64 rounded-lg border border-concrete-200 bg-white p-2 shadow-xl">
          {entries.map((child) => (
            <li key={child.href + child.label}>
              <Link
                to={child.href}
                onClick={closeAfterChoice}
                aria-current={isCurrentPage(currentPath, child.href) ? "page" : undefined}
                data-active={child.href === activeEntry || undefined}
                className="flex min-h-10 items-center rounded-md px-3 py-2 text-concrete-900 hover:bg-concrete-100 hover:text-brand-700 data-active:bg-brand-50 data-active:font-semibold data-active:text-brand-800"
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
