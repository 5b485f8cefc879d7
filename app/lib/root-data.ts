import type { SiteConfig } from "@shared/content/site.ts";
import type { FooterOptions, ImageRef, MenuItem } from "@shared/content/types.ts";
import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";

export interface RootData {
  site: SiteConfig;
  siteUrl: string;
  /** The business's share picture, its address worked out by the root loader. */
  sharePicture?: ImageRef;
  isProduction: boolean;
  /** The header's menu and the footer's columns (the root loader's; sections rendered apart have none). */
  menus?: LayoutMenus;
}

/** The layout's menus as the root loader gives them: without the pages of records the CMS took down. */
export interface LayoutMenus {
  header: MenuItem[];
  footer: FooterOptions["columns"];
}

/** The same data for sections rendered outside the router (static-sections/static-html.server.tsx). */
export const RootDataContext = createContext<RootData | null>(null);

/** The root loader's data: resolved site identity, canonical origin, build mode. */
export function useRootData(): RootData {
  const given = useContext(RootDataContext);
  // A tree either has the context or the router for all its renders, so the hooks called never change.
  if (given) return given;
  // biome-ignore lint/correctness/useHookAtTopLevel: see above
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data;
}

/** The header's menu and the footer's columns, as the root loader made them. */
export function useMenus(): LayoutMenus {
  return useRootData().menus ?? { header: [], footer: [] };
}

/** The resolved business identity (name, phone, e-mail, address, hours, social profiles) for any component. */
export function useSite(): SiteConfig {
  return useRootData().site;
}
