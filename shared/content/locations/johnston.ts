import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { locationImage } from "../images.ts";
import { visitWithin, withPromise } from "../promises.ts";
import type { LocationContent } from "../types.ts";
import { cityCoordinates } from "./coordinates.ts";

export const johnston = (site: ClaimsSite): LocationContent => ({
  slug: "johnston",
  name: "Johnston",
  fullName: "Johnston, Iowa",
  title: "Concrete Contractor Serving Johnston, Iowa",
  description:
    "Concrete driveways, patios and sidewalks for Johnston's 50131 neighborhoods, from Beaver Creek to the slopes near Saylorville Lake.",
  content: `<h2>Sloped lots, walkout basements and a lake next door</h2>
<p>Johnston sits above the Des Moines River valley with Saylorville Lake just to the north, and plenty of its streets climb and fall. That shapes the concrete here: long driveways that rise to the garage, walkout basements that need a patio at the lower level, and steps that connect the two. Most homes date from the 1980s onward, with the newest going up in the northwest part of town, and the older blocks near Merle Hay Road are now ready for their first replacements.</p>
<h3>Driveways on a grade</h3>
<p>A steep driveway is harder on concrete than a flat one. Water runs down it fast, carries salt into the joints and freezes where it pools at the garage door. On sloped Johnston lots we give the surface a deeper broom texture for grip in winter, add a trench drain at the garage where runoff needs somewhere to go, and reinforce the slab so it doesn't creep downhill over the years. Where the driveway meets the street, the approach has to respect the city's slope limits so cars don't scrape.</p>
<h3>Patios for walkouts</h3>
<p>Many Johnston homes have a walkout basement with a deck above it, leaving bare ground or tired pavers underneath. A concrete patio there is one of our most requested jobs. It has to drain away from the foundation, handle water dripping through the deck boards, and tie into steps up the side yard. A <a href="/services/decorative-concrete">stamped or colored finish</a> makes the space feel like an outdoor room rather than a basement floor.</p>
<h3>Permits, utilities and the right-of-way</h3>
<p>The City of Johnston requires a permit for work in the public right-of-way, which includes driveway approaches and the sidewalk running in front of most homes. We apply for it, have buried lines marked through Iowa One Call, and schedule the inspection. Homes in newer subdivisions may also need association sign-off, which we build into the timeline at the estimate.</p>
<h3>Frequent Johnston projects</h3>
<ul>
<li>Replacing sloped driveways with better traction and drainage</li>
<li>Walkout <a href="/services/patios">patios</a> beneath decks</li>
<li>Side-yard walks and steps from the driveway to the backyard</li>
<li>Sidewalk panels along streets near Terra Park and Beaver Creek</li>
</ul>`,
  featuredImage: locationImage("johnston"),
  county: "Polk",
  zipCodes: ["50131"],
  coordinates: cityCoordinates.johnston,
  neighborhoods: [
    "Beaver Creek",
    "Green Meadows",
    "Timber Ridge",
    "Terra Park area",
    "Johnston Town Center",
    "Saylorville Lake area",
    "Northwest Johnston",
  ],
  services: [
    {
      title: "Driveways",
      description:
        "Reinforced driveways for Johnston's sloped lots, with winter-grip texture and drains where water collects at the garage.",
      link: "/services/driveways",
    },
    {
      title: "Patios",
      description:
        "Walkout patios under decks and beside lower levels, pitched away from the foundation so basements stay dry.",
      link: "/services/patios",
    },
    {
      title: "Sidewalks",
      description:
        "Public sidewalk panels and side-yard walks, with the City of Johnston right-of-way permit and utility locates handled.",
      link: "/services/sidewalks",
    },
    {
      title: "Decorative Concrete",
      description: "Stamped and colored finishes that turn a walkout slab into an outdoor room worth using.",
      link: "/services/decorative-concrete",
    },
  ],
  whyChooseUs: [
    "Experience pouring on steep and sloped lots",
    "Walkout patios that drain away from the foundation",
    "Utility locates and right-of-way permits handled",
    withPromise(visitWithin(site), "On-site estimates {value}", "Free on-site estimates"),
    `${warrantyTerm(site)} warranty on our workmanship`,
  ],
  recentProjects: [
    {
      title: "Sloped driveway with trench drain",
      location: "Beaver Creek, Johnston",
      description:
        "Replaced a steep, cracked driveway with a reinforced slab, a coarse broom finish for winter grip and a trench drain across the garage door.",
    },
    {
      title: "Walkout patio under a deck",
      location: "Green Meadows, Johnston",
      description:
        "Turned bare ground beneath a deck into a 400-square-foot stamped patio sloped away from the house, with steps up the side yard.",
    },
  ],
  testimonials: [
    {
      id: "johnston-1",
      content:
        "Our driveway is steep and the old one was a skating rink every winter. The new finish grips, and the drain at the garage keeps the floor dry.",
      author: "Dave H.",
      location: "Beaver Creek, Johnston",
      rating: 5,
    },
    {
      id: "johnston-2",
      content:
        "They turned the mud pit under our deck into a patio we actually use. Water runs away from the house now instead of toward it.",
      author: "Erin P.",
      location: "Johnston",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do you work throughout Johnston's 50131 ZIP code?",
      answer:
        "Yes, all of it, from the established neighborhoods near Merle Hay Road to the newer subdivisions in northwest Johnston and the homes near Saylorville Lake.",
    },
    {
      question: "Can a steep driveway be made less slippery?",
      answer:
        "Yes. We pull a deeper broom texture across the slope, use sealers that don't leave a slick film, and can add a drain so water doesn't freeze at the bottom.",
    },
    {
      question: "Will a patio under our deck cause drainage problems?",
      answer:
        "Not when it is built right. We slope the slab away from the foundation and allow for water dripping through the deck, so it leaves the area instead of collecting against the walls.",
    },
  ],
  nearbyLocations: [
    { name: "Urbandale", path: "/locations/urbandale" },
    { name: "Ankeny", path: "/locations/ankeny" },
    { name: "Des Moines", path: "/locations/des-moines" },
    { name: "Waukee", path: "/locations/waukee" },
  ],
  keywords: [
    "concrete contractor Johnston Iowa",
    "Johnston driveway replacement",
    "walkout patio Johnston IA",
    "Johnston sidewalk repair",
    "concrete 50131",
    "stamped patio Johnston",
  ],
  updatedAt: "2026-11-01",
});
