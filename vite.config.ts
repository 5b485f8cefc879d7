import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The server bundle's entry is our Express app, so the API, the content
    // service and the pages share one module graph (one cache, one store).
    ssr: { build: { rolldownOptions: { input: "./server/entry.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
