import { Router } from "express";
import type { LaunchWarning } from "./launch-warnings";
import type { LeadSpool, LeadStore } from "./leads";

/**
 * `/healthz`: the process answers. `/readyz`: the store answers, so the proxy may send it visitors.
 * The spool's depth is in both answers of /readyz: leads kept on this server's disk while the store
 * was away, not yet stored (decision 018), and so are the settings the owner must still fix before a
 * launch (`warnings`, server/launch-warnings.ts), which do not make the site unready.
 */
export function createHealthRouter({
  store,
  spool,
  warnings: given = [],
}: {
  store?: LeadStore;
  spool?: LeadSpool;
  /** The warnings of now: some depend on what WordPress answers (the identity's). */
  warnings?: readonly LaunchWarning[] | (() => Promise<readonly LaunchWarning[]>);
}): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const warnings = typeof given === "function" ? await given().catch(() => []) : given;
    const waiting = spool
      ? await spool.depth().then(
          ({ leads, bytes, oldest, unreadable }) => ({
            leads,
            bytes,
            oldest: oldest?.toISOString() ?? null,
            unreadable,
          }),
          () => null,
        )
      : undefined;
    try {
      if (!store) throw new Error("no lead store");
      await store.ping();
      const { deliveries } = await store.stats();
      res.json({
        status: "ready",
        store: store.dialect,
        deliveries: { pending: deliveries.pending, dead: deliveries.dead },
        ...(waiting !== undefined ? { spool: waiting } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
      });
    } catch {
      res.status(503).json({
        status: "unavailable",
        store: store?.dialect ?? null,
        ...(waiting !== undefined ? { spool: waiting } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
      });
    }
  });
  return router;
}
