import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const appCode = /app[\\/](components[\\/](?!ui[\\/])|lib[\\/])|lucide-react/;
/** Components built on Radix widgets: grouped with small shared code, they would bring Radix to every page. */
const widgets = /(DetailTabs|MobileNavSheet|Lightbox)\.tsx$/;
const smallShared = (id: string) => appCode.test(id) && !widgets.test(id);

/**
 * How the browser's code is cut into files (docs/decisions/003). A page's JavaScript is counted as the
 * browser receives it: every file costs its compressed bytes plus about 350 bytes of response headers,
 * so a page should load a few files, not forty icon-sized ones.
 * - framework: React, React DOM and React Router, which every page runs; one file, cached across pages.
 * - common: the layout's pieces and whatever most pages show (section headings, buttons, calls to action).
 * - shared: small components and icons used by a few pages, together rather than one file each.
 * Everything else (a page's own sections, the form libraries) stays with the pages that use it.
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 30,
    },
    {
      name: "common",
      test: /app[\\/](components|lib|content[\\/]site)|lucide-react/,
      minShareCount: 15,
      priority: 20,
    },
    { name: "shared", test: smallShared, minShareCount: 4, maxModuleSize: 3000, priority: 10 },
  ],
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting } } } },
    // The server bundle's entry is our Express app, so the API, the content
    // service and the pages share one module graph (one cache, one store).
    ssr: { build: { rolldownOptions: { input: "./server/entry.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
