import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/content/site";

interface RootData {
  site: SiteConfig;
  siteUrl: string;
  isProduction: boolean;
}

/** The root loader's data: resolved site identity, canonical origin, build mode. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data;
}

/** The resolved business identity (name, phone, e-mail, address, hours, social profiles) for any component. */
export function useSite(): SiteConfig {
  return useRootData().site;
}
