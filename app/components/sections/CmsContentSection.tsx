import { ContentHtml } from "~/components/ui/ContentHtml.tsx";
import { Section, type SectionTone } from "./Section.tsx";

export interface CmsContentSectionProps {
  /** Sanitised HTML from the content service; its own h2s head it. */
  html: string;
  tone?: SectionTone;
}

/**
 * The body an editor wrote for a service in the CMS, at reading width, on a dedicated service page:
 * in place of the page's opening words, or under the hero of a page that has none.
 */
export function CmsContentSection({ html, tone = "white" }: CmsContentSectionProps) {
  return (
    <Section tone={tone}>
      <ContentHtml html={html} className="mx-auto max-w-3xl text-lg" />
    </Section>
  );
}
