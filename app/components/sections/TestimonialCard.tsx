import type { Testimonial } from "@shared/content/types.ts";
import { Star } from "lucide-react";

/** "Sarah M." → "SM"; at most two letters. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

export interface TestimonialCardProps {
  testimonial: Testimonial;
  className?: string;
}

/** A customer's words with star rating, initials, name and city. */
export function TestimonialCard({ testimonial, className = "" }: TestimonialCardProps) {
  const stars = Math.max(0, Math.min(5, Math.round(testimonial.rating)));
  return (
    <figure
      className={`flex flex-col rounded-xl border border-concrete-200 bg-white p-6 shadow-sm ${className}`}
    >
      <p className="flex gap-0.5 text-accent-600">
        <span className="sr-only">Rated {stars} out of 5</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
            key={i}
            aria-hidden="true"
            className={`size-5 ${i < stars ? "fill-current" : "text-concrete-200"}`}
          />
        ))}
      </p>
      <blockquote className="mt-4 flex-1 leading-relaxed text-concrete-700">
        <p>&ldquo;{testimonial.content}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {initialsOf(testimonial.author)}
        </span>
        <span>
          <span className="block font-semibold text-concrete-900">{testimonial.author}</span>
          <span className="block text-sm text-concrete-700">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
