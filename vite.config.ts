import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const rootRoute = path.resolve("app/root.tsx");
const clientEntry = path.resolve("app/entry.client.tsx");
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const appCode = /app[\\/](components|lib)|shared[\\/]content[\\/]site|lucide-react/;
const smallShared = /app[\\/](components[\\/](?!ui[\\/])|lib[\\/])|lucide-react/;
/** `<StaticHtml>`: every page made of server-rendered sections uses it (docs/decisions/013). */
const staticHtml = /app[\\/]lib[\\/]static-sections[\\/]static-html\.tsx$/;
/** Components built on Radix widgets: in a chunk many pages share, they would bring Radix to all of them. */
const widgets = /(DetailTabs|MobileNavSheet|Lightbox)\.tsx$/;
/** The instant estimate's code: only /estimate and the service pages with its compact version load it. */
const estimate = /app[\\/]components[\\/]estimate[\\/]/;

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

const lucideBarrel = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const lucideImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
/** `MapPin` → node_modules/lucide-react/dist/esm/icons/map-pin.mjs */
const lucideIconFile = (name: string) =>
  path.resolve(
    "node_modules/lucide-react/dist/esm/icons",
    `${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}.mjs`,
  );

/**
 * Every module the root route and the client entry import statically, directly or not: every page
 * loads them. Icons are
 * followed by name, not through lucide-react's index (which imports every icon there is).
 */
let layoutModules: Set<string> | undefined;
function inLayout(id: string, graph: Graph): boolean {
  if (!layoutModules) {
    const found = new Set<string>();
    const queue = [rootRoute, clientEntry];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      if (found.has(next) || framework.test(next) || lucideBarrel.test(next)) continue;
      found.add(next);
      const info = graph.getModuleInfo(next);
      queue.push(...(info?.importedIds ?? []));
      for (const match of info?.code?.matchAll(lucideImport) ?? []) {
        for (const name of match[1].split(",")) {
          const icon = name.trim().split(/\s+as\s+/)[0];
          if (icon) queue.push(lucideIconFile(icon));
        }
      }
    }
    found.delete(rootRoute);
    found.delete(clientEntry);
    layoutModules = found;
  }
  return layoutModules.has(id);
}

/**
 * How the browser's code is cut into files (docs/decisions/003). A page's JavaScript is counted as the
 * browser receives it: every file costs its compressed bytes plus about 350 bytes of response headers,
 * so a page should load a few files, not forty icon-sized ones, and none it does not use.
 * - framework: React, React DOM and React Router, which every page runs.
 * - layout: what the root route imports (header, footer, their icons): every page runs it too; and
 *   `<StaticHtml>` (a few hundred bytes), which the content pages share, so it costs none of them a file.
 * - common: components and icons most pages show (section headings, buttons, calls to action).
 * - shared: small components used by a few pages, together rather than one file each.
 * Everything else (a page's own sections, the form libraries, Radix widgets) stays with its pages.
 */
const codeSplitting = {
  groups: [
    { name: "framework", test: framework, priority: 40 },
    {
      name: (id: string, graph: Graph) => (inLayout(id, graph) || staticHtml.test(id) ? "layout" : null),
      debugName: "layout",
      priority: 30,
    },
    { name: "common", test: appCode, minShareCount: 15, priority: 20 },
    {
      name: "shared",
      test: (id: string) => smallShared.test(id) && !widgets.test(id) && !estimate.test(id),
      minShareCount: 4,
      maxModuleSize: 3000,
      priority: 10,
    },
  ],
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting },
          // The warning that a form /test-forms loads lazily is also imported statically by its own
          // page does not hold here: each form is a chunk of its own, which that page and the lazy
          // tab share (the two-step-forms browser test checks a tab loads its form only when chosen,
          // and `npm run budget` checks each page's JavaScript). The server bundle has no chunks to split.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
    // The server bundle's entry is our Express app, so the API, the content
    // service and the pages share one module graph (one cache, one store).
    ssr: {
      build: {
        rolldownOptions: { input: "./server/entry.ts", checks: { ineffectiveDynamicImport: false } },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
