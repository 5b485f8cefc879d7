import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/content/site";

interface RootData {
  site: SiteConfig;
  siteUrl: string;
  isProduction: boolean;
}

/** The root loader's data: merged site identity, canonical origin, build mode. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data;
}

/** The business identity (name, phone, e-mail, address, hours) for any component. */
export function useSite(): SiteConfig {
  return useRootData().site;
}
