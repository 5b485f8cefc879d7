import { servicePageCopy } from "@shared/content/pages/service-page.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { StaticHtml, type StaticPart } from "~/lib/static-sections/static-html.tsx";

const copy = servicePageCopy;

/** The panels' content, rendered to HTML on the server (docs/decisions/013). */
export interface ServiceTabPanels {
  /** The service record's own HTML (built-in or the CMS's, sanitised). */
  overview: StaticPart;
  process: StaticPart;
  benefits: StaticPart;
  /** The questions, native disclosures. */
  faq: StaticPart;
}

/**
 * The service's Overview, Process, Benefits and FAQ, one tab each (Overview first). Only the tabs are
 * React; what the panels show is the server's HTML, so the record is not repeated in the hydration data.
 */
export function ServiceDetailTabs({ label, panels }: { label: string; panels: ServiceTabPanels }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={label}>
        <TabsTrigger value="overview">{copy.tabs.overview}</TabsTrigger>
        <TabsTrigger value="process">{copy.tabs.process}</TabsTrigger>
        <TabsTrigger value="benefits">{copy.tabs.benefits}</TabsTrigger>
        <TabsTrigger value="faq">{copy.tabs.faq}</TabsTrigger>
      </TabsList>

      <TabsContent value="overview">
        <StaticHtml part={panels.overview} />
      </TabsContent>

      <TabsContent value="process">
        <StaticHtml part={panels.process} />
      </TabsContent>

      <TabsContent value="benefits">
        <StaticHtml part={panels.benefits} />
      </TabsContent>

      <TabsContent value="faq">
        <StaticHtml part={panels.faq} />
      </TabsContent>
    </Tabs>
  );
}
