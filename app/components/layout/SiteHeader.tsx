import { headerQuoteLink, layoutCopy } from "@shared/content/navigation.ts";
import { Link, useLocation } from "react-router";
import { isActivePath, isCurrentPage } from "~/lib/active-path.ts";
import { useMenus, useSite } from "~/lib/root-data.ts";
import { MobileNav } from "./MobileNav.tsx";
import { NavDropdown } from "./NavDropdown.tsx";

/** Sticky site header: brand, the fixed menu (dropdowns from `lg`), the mobile sheet below it. */
export function SiteHeader() {
  const site = useSite();
  const menu = useMenus().header;
  const { pathname } = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b border-concrete-200 bg-white shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link
          to="/"
          aria-current={isCurrentPage(pathname, "/") ? "page" : undefined}
          className="flex min-h-11 items-center gap-2.5 rounded-md text-lg leading-tight font-extrabold tracking-tight text-brand-800"
        >
          <BrandMark />
          <span>{site.name}</span>
        </Link>

        <nav aria-label={layoutCopy.header.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menu.map((item) =>
              item.children ? (
                <NavDropdown key={item.href} item={item} currentPath={pathname} />
              ) : (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    aria-current={isCurrentPage(pathname, item.href) ? "page" : undefined}
                    data-active={isActivePath(pathname, item.href) || undefined}
                    className="rounded-md px-3 py-2 font-medium text-concrete-900 hover:text-brand-700 data-active:text-brand-700 data-active:underline data-active:decoration-2 data-active:decoration-accent-500 data-active:underline-offset-8"
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
            <li className="ml-3">
              <Link
                to={headerQuoteLink.href}
                aria-current={isCurrentPage(pathname, headerQuoteLink.href) ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-md bg-accent-400 px-5 font-semibold text-concrete-900 shadow-sm hover:bg-accent-300"
              >
                {headerQuoteLink.label}
              </Link>
            </li>
          </ul>
        </nav>

        <MobileNav currentPath={pathname} />
      </div>
    </header>
  );
}

/** A poured slab seen edge-on: the brand's small mark beside the name. */
function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
      <rect width="32" height="32" rx="7" className="fill-brand-800" />
      <path d="M6 20 16 14l10 6-10 6Z" className="fill-accent-400" />
      <path d="M6 14 16 8l10 6-10 6Z" className="fill-concrete-200" />
    </svg>
  );
}
