/** Copy of the page an unknown address gets (HTTP 404). */
export const notFoundCopy = {
  heading: "404 Page Not Found",
  title: "Page Not Found",
  text: "The page you're looking for may have moved or no longer exists. These links will get you back on track:",
  links: [
    { label: "Home page", to: "/" },
    { label: "Our services", to: "/services" },
    { label: "Get a free quote", to: "/quote" },
  ],
  callPrefix: "Or call",
  /** Shown only in development builds, where a missing route is the likely cause. */
  developerHint: "Did you forget to add the page to the router?",
} as const;
