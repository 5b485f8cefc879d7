import { servicePageCopy } from "@shared/content/pages/service-page";
import type { ServiceContent } from "@shared/content/types";
import { CircleCheck } from "lucide-react";
import { FaqAccordion } from "~/components/ui/accordion";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";

const copy = servicePageCopy;

/** The service's Overview, Process, Benefits and FAQ, one tab each (Overview first). */
export function ServiceDetailTabs({ service }: { service: ServiceContent }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={`${service.title} details`}>
        <TabsTrigger value="overview">{copy.tabs.overview}</TabsTrigger>
        <TabsTrigger value="process">{copy.tabs.process}</TabsTrigger>
        <TabsTrigger value="benefits">{copy.tabs.benefits}</TabsTrigger>
        <TabsTrigger value="faq">{copy.tabs.faq}</TabsTrigger>
      </TabsList>

      <TabsContent value="overview">
        {/* Sanitised on the server (built-in text or the CMS through the sanitiser). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML, rendered as the spec asks */}
        <div className="content-html" dangerouslySetInnerHTML={{ __html: service.content }} />
      </TabsContent>

      <TabsContent value="process">
        <h2 className="text-2xl font-bold text-concrete-900">{copy.tabHeadings.process}</h2>
        <ol className="mt-6 space-y-6">
          {service.process.map((step) => (
            <li key={step.number} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {step.number}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-concrete-900">
                  <span className="sr-only">Step {step.number}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 leading-relaxed text-concrete-700">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </TabsContent>

      <TabsContent value="benefits">
        <h2 className="text-2xl font-bold text-concrete-900">{copy.tabHeadings.benefits}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-concrete-200 bg-white p-5 shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-concrete-900">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {benefit.title}
              </h3>
              <p className="mt-2 leading-relaxed text-concrete-700">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </TabsContent>

      <TabsContent value="faq">
        <h2 className="text-2xl font-bold text-concrete-900">{copy.tabHeadings.faq}</h2>
        <FaqAccordion items={service.faqs} className="mt-6" />
      </TabsContent>
    </Tabs>
  );
}
