import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { StaticHtml, type StaticPart } from "~/lib/static-sections/static-html.tsx";

/** The tab list's name and the tabs' names (tabbedLocationCopy), from the loader: the copy stays on the server. */
export interface LocationTabLabels {
  list: string;
  services: string;
  projects: string;
  testimonials: string;
  faq: string;
}

/** The panels' content, rendered to HTML on the server (docs/decisions/013). */
export interface LocationTabPanels {
  /** The city's own story (built-in or the CMS's body), its service cards and why choose us. */
  services: StaticPart;
  /** Null when the city has none to show: no tab then. */
  projects: StaticPart | null;
  /** Null when the city has none to show: no tab then. */
  testimonials: StaticPart | null;
  /** The questions, native disclosures. */
  faq: StaticPart;
}

/**
 * A city's Services, Recent Projects, Testimonials and FAQ, one tab each (Services first). Only the
 * tabs are React; what the panels show is the server's HTML.
 */
export function LocationDetailTabs({
  labels,
  panels,
}: {
  labels: LocationTabLabels;
  panels: LocationTabPanels;
}) {
  return (
    <Tabs defaultValue="services">
      <TabsList aria-label={labels.list}>
        <TabsTrigger value="services">{labels.services}</TabsTrigger>
        {panels.projects ? <TabsTrigger value="projects">{labels.projects}</TabsTrigger> : null}
        {panels.testimonials ? <TabsTrigger value="testimonials">{labels.testimonials}</TabsTrigger> : null}
        <TabsTrigger value="faq">{labels.faq}</TabsTrigger>
      </TabsList>

      <TabsContent value="services">
        {/* One part holds the panel's three blocks, so it spaces them (`space-y` spaces direct children). */}
        <StaticHtml part={panels.services} className="space-y-12" />
      </TabsContent>

      {panels.projects ? (
        <TabsContent value="projects">
          <StaticHtml part={panels.projects} />
        </TabsContent>
      ) : null}

      {panels.testimonials ? (
        <TabsContent value="testimonials">
          <StaticHtml part={panels.testimonials} />
        </TabsContent>
      ) : null}

      <TabsContent value="faq">
        <StaticHtml part={panels.faq} />
      </TabsContent>
    </Tabs>
  );
}
