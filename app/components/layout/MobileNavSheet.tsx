import { headerQuoteLink, layoutCopy } from "@shared/content/navigation.ts";
import { phoneHref } from "@shared/content/site.ts";
import type { MenuItem } from "@shared/content/types.ts";
import { ChevronDown, Phone, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { Link } from "react-router";
import { activeEntryHref, isActiveMenu, isActivePath, isCurrentPage } from "~/lib/active-path.ts";
import { useMenus, useSite } from "~/lib/root-data.ts";

const linkClass =
  "flex min-h-11 flex-1 items-center rounded-md px-3 text-concrete-900 hover:bg-concrete-100 data-active:bg-brand-50 data-active:font-semibold data-active:text-brand-800";

/** The sheet itself (300 px, 400 px from `sm`); loaded on the first tap of the menu button. */
export default function MobileNavSheet({
  open,
  currentPath,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  currentPath: string;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const site = useSite();
  const menu = useMenus().header;
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-concrete-900/60 transition-opacity duration-300 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full sm:w-[400px]"
        >
          <div className="flex items-center justify-between border-b border-concrete-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-brand-800">
              {layoutCopy.header.sheetTitle}
            </Dialog.Title>
            <Dialog.Close
              aria-label={layoutCopy.header.closeMenu}
              className="grid size-11 place-items-center rounded-md text-concrete-900 hover:bg-concrete-100"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={layoutCopy.header.navLabel} className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {menu.map((item) =>
                item.children ? (
                  <MobileNavGroup key={item.href} item={item} currentPath={currentPath} onChoose={close} />
                ) : (
                  <li key={item.href}>
                    <MobileNavLink item={item} currentPath={currentPath} onChoose={close} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="space-y-3 border-t border-concrete-200 px-4 py-5">
            <Link
              to={headerQuoteLink.href}
              onClick={close}
              className="flex min-h-12 items-center justify-center rounded-md bg-accent-400 px-4 font-semibold text-concrete-900 hover:bg-accent-300"
            >
              {headerQuoteLink.label}
            </Link>
            <a
              href={phoneHref(site.phone)}
              className="flex min-h-12 items-center justify-center gap-2 rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <Phone aria-hidden="true" className="size-5" />
              <span>
                <span className="sr-only">{layoutCopy.header.callUs} </span>
                {site.phone}
              </span>
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileNavLink({
  item,
  currentPath,
  onChoose,
  active = isActivePath(currentPath, item.href),
}: {
  item: MenuItem;
  currentPath: string;
  onChoose: () => void;
  active?: boolean;
}) {
  return (
    <Link
      to={item.href}
      onClick={onChoose}
      aria-current={isCurrentPage(currentPath, item.href) ? "page" : undefined}
      data-active={active || undefined}
      className={linkClass}
    >
      {item.label}
    </Link>
  );
}

/** An expandable group; the one holding the current page starts expanded. */
function MobileNavGroup({
  item,
  currentPath,
  onChoose,
}: {
  item: MenuItem;
  currentPath: string;
  onChoose: () => void;
}) {
  const entries = item.children ?? [];
  const active = isActiveMenu(currentPath, item);
  const activeEntry = activeEntryHref(currentPath, entries);
  const [expanded, setExpanded] = useState(active);
  const listId = useId();

  return (
    <li>
      <div className="flex items-center gap-1">
        <MobileNavLink item={item} currentPath={currentPath} onChoose={onChoose} active={active} />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={layoutCopy.header.showMenu(item.label)}
          onClick={() => setExpanded((e) => !e)}
          className="grid size-11 shrink-0 place-items-center rounded-md text-concrete-700 hover:bg-concrete-100"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      <ul id={listId} hidden={!expanded} className="mt-1 ml-3 space-y-1 border-l-2 border-concrete-200 pl-2">
        {entries.map((child) => (
          <li key={child.href + child.label}>
            <MobileNavLink
              item={child}
              currentPath={currentPath}
              onChoose={onChoose}
              active={child.href === activeEntry}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
