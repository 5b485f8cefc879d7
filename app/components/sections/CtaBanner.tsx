import { CTA_DEFAULTS } from "@shared/content/cta.ts";
import { images } from "@shared/content/images.ts";
import type { CtaOption } from "@shared/content/types.ts";
import { type ReactNode, useId } from "react";
import { ImageWithFallback } from "~/components/ui/ImageWithFallback.tsx";
import { ButtonLink } from "./ButtonLink.tsx";
import { LoadingIndicator } from "./LoadingIndicator.tsx";

export interface CtaBannerProps {
  /** The CMS's call-to-action option; any missing field falls back to the defaults. */
  cta?: CtaOption | null;
  /** While the option is being fetched: a spinner instead of the banner. */
  loading?: boolean;
  /** Extra content under the buttons, e.g. the business's phone, e-mail and address. */
  children?: ReactNode;
}

/** The closing banner that asks for a quote: title, text, photo, "Get a Free Quote" and "Contact Our Team". */
export function CtaBanner({ cta, loading = false, children }: CtaBannerProps) {
  const headingId = useId();
  if (loading) {
    return (
      <section className="bg-concrete-50 py-20">
        <LoadingIndicator text="Loading..." />
      </section>
    );
  }
  const title = cta?.title || CTA_DEFAULTS.title;
  const description = cta?.description || CTA_DEFAULTS.description;
  const background = cta?.backgroundImage || CTA_DEFAULTS.backgroundImage;
  // A Media Library picture comes with its size and version; the built-in image's size is known; an
  // address alone (pasted in WordPress before the field was a picker) is cropped to the banner anyway.
  const image =
    cta?.backgroundPicture ??
    (background === images.ctaBackground.src
      ? images.ctaBackground
      : { ...images.ctaBackground, src: background });
  return (
    <section aria-labelledby={headingId} className="relative isolate overflow-hidden bg-brand-900 text-white">
      <ImageWithFallback
        image={image}
        decorative
        sizes="100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/90" />
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink to="/quote">Get a Free Quote</ButtonLink>
          <ButtonLink to="/contact" variant="outlineLight">
            Contact Our Team
          </ButtonLink>
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
