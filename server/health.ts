import { type Request, Router } from "express";
import type { Cluster } from "./cluster/index.ts";
import { SIGNATURE_HEADER, signatureProblem } from "./cluster/index.ts";
import { fromThisMachine, type TrustProxy } from "./core/client-address.ts";
import type { LaunchFinding } from "./launch-check.ts";
import type { LeadSpool, LeadStats, StoreConnection } from "./leads/index.ts";

/**
 * `/healthz`: the process answers. `/readyz`: the store answers, so the proxy may send it visitors.
 *
 * Anyone may ask /readyz, and is told only that: its status code and `{"status":"ready"}` (or
 * `"unavailable"`, 503). The details are for the owner's side: a request made on this machine (the
 * visitor's address as TRUST_PROXY resolves it, so never a visitor through nginx) or a call signed
 * with WORDPRESS_WEBHOOK_SECRET (purpose `readiness`, over `{timestamp}.GET.{path and query}.`).
 * They are the store's counts of pending and dead deliveries, the spool's depth (leads kept on this
 * server's disk while the store was away, decision 018) in both answers, and the settings the owner
 * must still fix before a launch (`warnings`: the launch check, server/launch-check.ts), which do not make the site
 * unready.
 */

/**
 * How long one reading of the store and the spool answers /readyz: however many calls arrive, the
 * database is asked (a ping and the counts) once in this time.
 */
export const READINESS_CACHE_MS = 2_000;

interface SpoolDepth {
  leads: number;
  bytes: number;
  oldest: string | null;
  unreadable: number;
}

/** What /readyz reads of the store and the spool; `deliveries` is null while the store fails. */
interface Reading {
  deliveries: { pending: number; dead: number } | null;
  /** Undefined without a spool, null when it could not be read. */
  spool: SpoolDepth | null | undefined;
}

export interface HealthOptions {
  /** Its counts of pending and dead deliveries, read after a ping, and which engine it is. */
  store?: LeadStats & Pick<StoreConnection, "ping" | "dialect">;
  spool?: LeadSpool;
  /** The warnings of now: some depend on what WordPress answers (the identity's). */
  warnings?: readonly LaunchFinding[] | (() => Promise<readonly LaunchFinding[]>);
  /** TRUST_PROXY: who stands behind the proxies, to tell a request made on this machine. */
  trust: TrustProxy;
  /** WORDPRESS_WEBHOOK_SECRET; without it no call is signed, and only this machine reads the details. */
  secret?: string;
  /** Where the signatures already seen are remembered. */
  cluster: Cluster;
  now?: () => number;
}

export function createHealthRouter({
  store,
  spool,
  warnings: given = [],
  trust,
  secret,
  cluster,
  now = Date.now,
}: HealthOptions): Router {
  const router = Router();

  async function read(): Promise<Reading> {
    const [deliveries, depth] = await Promise.all([
      store
        ? store
            .ping()
            .then(() => store.stats())
            .then(
              ({ deliveries }) => ({ pending: deliveries.pending, dead: deliveries.dead }),
              () => null,
            )
        : null,
      spool?.depth().then(
        ({ leads, bytes, oldest, unreadable }) => ({
          leads,
          bytes,
          oldest: oldest?.toISOString() ?? null,
          unreadable,
        }),
        () => null,
      ),
    ]);
    return { deliveries, spool: depth };
  }
  // Calls that arrive while a reading is under way share it.
  let last: { at: number; reading: Promise<Reading> } | undefined;
  const reading = () => {
    if (!last || now() - last.at >= READINESS_CACHE_MS) last = { at: now(), reading: read() };
    return last.reading;
  };

  /** True when the caller may read the details; "refused" for a call whose signature is not good. */
  async function mayReadDetails(req: Request): Promise<boolean | "refused"> {
    if (fromThisMachine(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust)) return true;
    if (!secret || !req.get(SIGNATURE_HEADER)) return false;
    // No refusal limit and no log line: a refusal costs an HMAC, and a flood of them nothing more.
    const problem = await signatureProblem(
      { purpose: "readiness", secret, cluster, now },
      req,
      (timestamp) => `${timestamp}.${req.method.toUpperCase()}.${req.originalUrl}.`,
    );
    return problem === null ? true : "refused";
  }

  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    res.set("Cache-Control", "no-store");
    const details = await mayReadDetails(req);
    if (details === "refused") {
      res.status(401).json({ error: "Invalid signature" });
      return;
    }
    const { deliveries, spool: depth } = await reading();
    const status = deliveries ? "ready" : "unavailable";
    res.status(deliveries ? 200 : 503);
    if (!details) {
      res.json({ status });
      return;
    }
    const warnings = typeof given === "function" ? await given().catch(() => []) : given;
    res.json({
      status,
      store: store?.dialect ?? null,
      ...(deliveries ? { deliveries } : {}),
      ...(depth !== undefined ? { spool: depth } : {}),
      ...(warnings.length > 0 ? { warnings } : {}),
    });
  });
  return router;
}
