import type { Testimonial } from "./types.ts";

/** Customer reviews shown when the CMS has none. */
export const builtInTestimonials: Testimonial[] = [
  {
    id: "t1",
    content:
      "Our old driveway had heaved so badly the garage door wouldn't seal. They tore it out, fixed the drainage and poured a new one in four days. Two winters later it still looks brand new.",
    author: "Mike R.",
    location: "Ankeny, IA",
    rating: 5,
  },
  {
    id: "t2",
    content:
      "We wanted a stamped patio that matched our stone fireplace. They brought color samples out to the house, and the finished patio looks like real slate. The crew left the yard cleaner than they found it.",
    author: "Jennifer K.",
    location: "West Des Moines, IA",
    rating: 5,
  },
  {
    id: "t3",
    content:
      "The city sent us a notice about three sidewalk panels. They came out the same week, handled the permit, and had the new panels in within two days. Fair price and no surprises.",
    author: "David L.",
    location: "Des Moines, IA",
    rating: 5,
  },
  {
    id: "t4",
    content:
      "As a retiree I wanted steps I could trust in winter. The new front steps are even, have a solid handrail and don't hold ice. They explained everything and showed up exactly when promised.",
    author: "Linda H.",
    location: "Urbandale, IA",
    rating: 5,
  },
  {
    id: "t5",
    content:
      "We manage several small properties and needed a parking lot section replaced without closing the building. They phased the work so tenants always had parking. We'll use them again.",
    author: "Tom S.",
    location: "Johnston, IA",
    rating: 5,
  },
  {
    id: "t6",
    content:
      "With two kids and a dog, we needed the patio done fast. The estimate was detailed, the price didn't change, and we were grilling on the new patio a week after the pour.",
    author: "Amanda P.",
    location: "Waukee, IA",
    rating: 5,
  },
];
