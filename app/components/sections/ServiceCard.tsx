import type { ImageRef } from "@shared/content/types.ts";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/ui/ImageWithFallback.tsx";

export interface ServiceCardProps {
  title: string;
  description: string;
  /** The service's page, e.g. "/services/patios". */
  href: string;
  image?: ImageRef;
  /** Short feature bullets (the services index shows four). */
  features?: readonly string[];
  /** Visible link text; screen readers hear it followed by "about {title}". */
  linkLabel?: string;
  /** h3 under a section's h2 (default); h2 when the cards are the page's main list. */
  level?: 2 | 3;
  /** The width the picture is shown at: the `sizes` of the card's grid (`cardGrid`, app/lib/pictures.tsx). */
  sizes: string;
}

/** A service with picture, summary, optional bullets and a link; the whole card is clickable. */
export function ServiceCard({
  title,
  description,
  href,
  image,
  features,
  linkLabel = "Learn More",
  level = 3,
  sizes,
}: ServiceCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-concrete-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      {image ? (
        <ImageWithFallback
          image={{ ...image, alt: "" }}
          sizes={sizes}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold text-concrete-900">{title}</Heading>
        <p className="mt-2 leading-relaxed text-concrete-700">{description}</p>
        {features?.length ? (
          <ul className="mt-4 space-y-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-concrete-700">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" strokeWidth={3} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={href}
          prefetch="intent"
          className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand-700 after:absolute after:inset-0 group-hover:text-brand-900"
        >
          {linkLabel}
          <span className="sr-only"> about {title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
