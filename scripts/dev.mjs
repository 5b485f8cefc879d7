// npm run dev: the same Express app with Vite's dev server and hot reload.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { parseEnv, createServerApp, jsonLogger } = await vite.ssrLoadModule("./server/entry.ts");
const env = parseEnv({ NODE_ENV: "development", ...process.env });
const app = await createServerApp(env, undefined, jsonLogger);
vite.middlewares.use(app);
vite.middlewares.listen(env.PORT, () => console.log(`Dev server at http://localhost:${env.PORT}`));
