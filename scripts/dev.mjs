// npm run dev: the same Express app with Vite's dev server and hot reload.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { parseEnv, createServer: createSite, jsonLogger } = await vite.ssrLoadModule("./server/entry.ts");
const env = parseEnv({ NODE_ENV: "development", ...process.env });
const site = await createSite(env, undefined, jsonLogger);
vite.middlewares.use(site.app);
vite.middlewares.listen(env.PORT, () => console.log(`Dev server at http://localhost:${env.PORT}`));
// GET /metrics is on its own port when METRICS_PORT is set, as in production (server/compose.ts).
