import { FaqAccordion } from "~/components/ui/accordion";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { locationPageCopy, tabbedLocationCopy } from "~/content/pages/location-page";
import type { LocationContent } from "~/content/types";
import { CheckList } from "./CheckList";
import { RecentProjectCards } from "./RecentProjectCards";
import { ServiceCard } from "./ServiceCard";
import { TestimonialCard } from "./TestimonialCard";

const copy = tabbedLocationCopy;
const headings = locationPageCopy;

const panelHeading = "text-2xl font-bold text-concrete-900 sm:text-3xl";

/**
 * A city's Services, Recent Projects, Testimonials and FAQ, one tab each (Services first).
 * The Services tab opens with the city's own story (built-in or the CMS's body).
 */
export function LocationDetailTabs({ location }: { location: LocationContent }) {
  const city = location.name;
  return (
    <Tabs defaultValue="services">
      <TabsList aria-label={copy.tabListLabel(city)}>
        <TabsTrigger value="services">{copy.tabs.services}</TabsTrigger>
        <TabsTrigger value="projects">{copy.tabs.projects}</TabsTrigger>
        <TabsTrigger value="testimonials">{copy.tabs.testimonials}</TabsTrigger>
        <TabsTrigger value="faq">{copy.tabs.faq}</TabsTrigger>
      </TabsList>

      <TabsContent value="services" className="space-y-12">
        {/* Sanitised on the server (built-in text or the CMS through the sanitiser). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the content service */}
        <div className="content-html" dangerouslySetInnerHTML={{ __html: location.content }} />
        <div>
          <h2 className={panelHeading}>{headings.servicesHeading(city)}</h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            {location.services.map((s) => (
              <ServiceCard
                key={s.link + s.title}
                title={s.title}
                description={s.description}
                href={s.link}
                linkLabel={headings.servicesLinkText}
              />
            ))}
          </div>
        </div>
        {location.whyChooseUs.length ? (
          <div>
            <h2 className={panelHeading}>{headings.whyHeading(city)}</h2>
            <CheckList items={location.whyChooseUs} className="mt-6" />
          </div>
        ) : null}
      </TabsContent>

      <TabsContent value="projects">
        <h2 className={panelHeading}>{headings.projectsHeading(city)}</h2>
        <RecentProjectCards projects={location.recentProjects} className="mt-6" />
      </TabsContent>

      <TabsContent value="testimonials">
        <h2 className={panelHeading}>{headings.testimonialsHeading(city)}</h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {location.testimonials.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} />
          ))}
        </div>
      </TabsContent>

      <TabsContent value="faq">
        <h2 className={panelHeading}>{headings.faqHeading(city)}</h2>
        <FaqAccordion items={location.faqs} className="mt-6" />
      </TabsContent>
    </Tabs>
  );
}
