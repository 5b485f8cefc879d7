import { Clock } from "lucide-react";
import { useSite } from "~/lib/root-data.ts";
import { BookVisitLink } from "./BookVisitLink.tsx";
import { ButtonLink } from "./ButtonLink.tsx";
import { ContactDetails } from "./ContactDetails.tsx";
import { Section } from "./Section.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export interface ContactCallToActionProps {
  headingId: string;
  title: string;
  description: string;
  /** The buttons; the first is the main action. */
  actions: readonly { label: string; to: string }[];
}

/**
 * A page's closing band: the ask, its buttons, then the business's phone, e-mail, address and
 * hours from the site config.
 */
export function ContactCallToAction({ headingId, title, description, actions }: ContactCallToActionProps) {
  const site = useSite();
  return (
    <Section labelledBy={headingId} tone="brand">
      <div className="text-center">
        <SectionHeading id={headingId} title={title} description={description} tone="dark" />
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          {actions.map((action, i) => (
            <ButtonLink key={action.to} to={action.to} variant={i === 0 ? "primary" : "outlineLight"}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
        <p className="mt-6">
          <BookVisitLink tone="dark" />
        </p>
        <ContactDetails tone="dark" className="mt-10" />
        <p className="mt-4 flex items-center justify-center gap-2 text-brand-50">
          <Clock aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
          <span>
            <span className="sr-only">Hours: </span>
            {site.hours.standard}
          </span>
        </p>
      </div>
    </Section>
  );
}
