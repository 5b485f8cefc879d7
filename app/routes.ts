import { index, type RouteConfig, route } from "@react-router/dev/routes";

// In the spec's order; the first match wins.
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/driveways", "routes/driveways.tsx", { id: "driveways" }),
  route("services/concrete-driveways", "routes/driveways.tsx", { id: "concrete-driveways" }),
  route("services/:slug", "routes/service.tsx"),
  // Dedicated city pages (TABBED_LOCATION_SLUGS, LANDING_LOCATION_SLUGS in app/content/locations/layouts.ts).
  route("locations", "routes/locations.tsx"),
  route("locations/ankeny", "routes/location-tabbed.tsx", { id: "location-ankeny" }),
  route("locations/des-moines", "routes/location-tabbed.tsx", { id: "location-des-moines" }),
  route("locations/west-des-moines", "routes/location-tabbed.tsx", { id: "location-west-des-moines" }),
  route("locations/urbandale", "routes/location-landing.tsx", { id: "location-urbandale" }),
  route("locations/johnston", "routes/location-landing.tsx", { id: "location-johnston" }),
  route("locations/:slug", "routes/location.tsx"),
  route("about", "routes/about.tsx", { id: "about" }),
  route("testimonials", "routes/about.tsx", { id: "testimonials" }),
  route("process", "routes/about.tsx", { id: "process" }),
  route("faq", "routes/about.tsx", { id: "faq" }),
  route("contact", "routes/contact.tsx"),
  route("quote", "routes/quote.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("test-webhook", "routes/test-webhook.tsx"),
  route("test-forms", "routes/test-forms.tsx"),
  // Screens for links the spec shows without a route (DECISIONS.md).
  route("service-area", "routes/service-area.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("gallery/:album", "routes/gallery-album.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
