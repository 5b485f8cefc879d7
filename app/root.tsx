import { analyticsScripts } from "@shared/analytics.ts";
import { servicesContext } from "@shared/app-services.ts";
import { siteMenusOf } from "@shared/content/navigation.ts";
import { menuLists } from "@shared/content/site-lists.ts";
import { sharePicture } from "@shared/share-picture.ts";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { FloatingActions } from "~/components/layout/FloatingActions.tsx";
import { SiteFooter } from "~/components/layout/SiteFooter.tsx";
import { SiteHeader } from "~/components/layout/SiteHeader.tsx";
import { TopBar } from "~/components/layout/TopBar.tsx";
import { LocationSkeleton } from "~/components/sections/LocationSkeleton.tsx";
import { ServiceSkeleton } from "~/components/sections/ServiceSkeleton.tsx";
import { Toaster } from "~/components/ui/toaster.tsx";
import { AnalyticsTag } from "~/lib/analytics-tag.tsx";
import { CampaignCapture } from "~/lib/campaign-capture.tsx";
import { rootHydrated } from "~/lib/hydrated.ts";
import { pendingPageSkeleton } from "~/lib/pending-page.ts";
import type { LayoutMenus } from "~/lib/root-data.ts";
import { useStaticSections } from "~/lib/static-sections/static-behaviour.ts";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { site, siteUrl, isProduction, analytics, content } = context.get(servicesContext);
  // The menus follow the services and towns the site has: published ones join, taken-down ones leave.
  const menus: LayoutMenus = siteMenusOf(await menuLists(content));
  // The tag's scripts are made here, on the server: the browser's bundle carries no analytics code.
  return {
    site,
    siteUrl,
    sharePicture: sharePicture(site),
    isProduction,
    analytics: analytics ? analyticsScripts(analytics) : undefined,
    menus,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#143354" />
        <Meta />
        <Links />
        <AnalyticsTag scripts={data?.analytics} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg"
        >
          Skip to main content
        </a>
        {data ? (
          <>
            <TopBar />
            <SiteHeader />
          </>
        ) : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        {data ? (
          <>
            <SiteFooter />
            <FloatingActions />
          </>
        ) : null}
        <Toaster />
        <ScrollRestoration />
        {/* Runs while the page is parsed, before the hydration script (app/lib/campaign-capture.tsx). */}
        <CampaignCapture />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The first hydration is marked once this and every island (app/lib/hydrate-apart.tsx) have hydrated, after
  // every form in the server HTML has noted when it appeared.
  useEffect(() => {
    rootHydrated();
  }, []);
  useStaticSections();
  const navigation = useNavigation();
  const location = useLocation();
  // Only a link to another page: a form posting back to this page keeps it on screen.
  const skeleton =
    navigation.state === "loading" &&
    !navigation.formMethod &&
    navigation.location.pathname !== location.pathname
      ? pendingPageSkeleton(navigation.location.pathname)
      : null;
  if (skeleton === "service") return <ServiceSkeleton />;
  if (skeleton === "location") return <LocationSkeleton />;
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = "Something went wrong";
  let detail = "Please try again in a moment, or call us.";
  // 410: a page whose record was taken down in the CMS (docs/decisions/002, "Deleting means gone").
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    heading = `${error.status} Page Not Found`;
    detail = "The page you are looking for does not exist.";
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-concrete-900">{heading}</h1>
      <p className="mt-4 text-lg text-concrete-700">{detail}</p>
      <p className="mt-8">
        <a className="font-semibold text-brand-700 underline" href="/">
          Back to the home page
        </a>
      </p>
    </section>
  );
}
