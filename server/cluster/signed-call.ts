import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { networkOf } from "../core/client-address.ts";
import type { Logger } from "../core/log.ts";
import type { Cluster } from "./types.ts";

/**
 * Calls the WordPress plugin signs with the secret it shares with the site
 * (WORDPRESS_WEBHOOK_SECRET): `POST /api/revalidate` (decision 012) and the leads API
 * `/api/admin/leads…` (decision 017). One set of rules for both: an HMAC-SHA256 of the call,
 * a timestamp within SIGNATURE_MAX_AGE_SECONDS of the site's clock, each signature accepted once
 * on every instance (decision 015), and refused calls counted apart from good ones.
 */

/** How far the signed timestamp may be from the site's clock, either way. */
export const SIGNATURE_MAX_AGE_SECONDS = 300;
export const SIGNATURE_HEADER = "X-Signature";
export const TIMESTAMP_HEADER = "X-Timestamp";

/**
 * What each kind of call signs first, so that a signature made for one can never pass as another's
 * (all are made with the one shared secret): the plugin writes the same prefixes for its two
 * (wordpress/gdm-concrete-content/includes/revalidate.php and leads-api.php); `readiness` is a
 * monitor's call for the details of GET /readyz (server/health.ts); `import` is the site's own call
 * the other way, asking WordPress to import the built-in content now (server/content/cli.ts).
 */
export const SIGNED_CALL_PREFIX = {
  revalidate: "gdm-revalidate.v1.",
  "leads-api": "gdm-leads-api.v1.",
  readiness: "gdm-readiness.v1.",
  import: "gdm-import.v1.",
} as const;
export type SignedCallPurpose = keyof typeof SIGNED_CALL_PREFIX;

/** A call's signature: the HMAC of its purpose's prefix, then what it signs (`{timestamp}.…`). */
export function signCall(secret: string, purpose: SignedCallPurpose, ...parts: (string | Buffer)[]): string {
  return hmacSignature(secret, SIGNED_CALL_PREFIX[purpose], ...parts);
}

/** "sha256=" and the hex HMAC-SHA256 of the parts, written one after the other. */
export function hmacSignature(secret: string, ...parts: (string | Buffer)[]): string {
  const hmac = createHmac("sha256", secret);
  for (const part of parts) hmac.update(part);
  return `sha256=${hmac.digest("hex")}`;
}

/** What a call's signature is checked against. */
export interface SignatureRules {
  /** The kind of call: its prefix is signed first (SIGNED_CALL_PREFIX). */
  purpose: SignedCallPurpose;
  secret: string;
  /** Where the signatures already seen are remembered, on every instance. */
  cluster: Cluster;
  now?: () => number;
}

/**
 * Why a call's signature is refused, or null when it is good: signed with the secret over its
 * purpose's prefix and `signed(timestamp)`, fresh, and never seen before (it is seen now). Only a
 * good signature reaches the record of those seen: a refusal costs an HMAC and no database work.
 */
export async function signatureProblem(
  { purpose, secret, cluster, now = Date.now }: SignatureRules,
  req: Request,
  signed: (timestamp: string) => string | Buffer,
): Promise<string | null> {
  const timestamp = req.get(TIMESTAMP_HEADER)?.trim() ?? "";
  const signature = req.get(SIGNATURE_HEADER)?.trim() ?? "";
  if (!timestamp || !signature) return "missing signature";
  if (!/^\d{1,12}$/.test(timestamp)) return "malformed timestamp";
  if (Math.abs(now() / 1000 - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return "timestamp too old";
  const expected = Buffer.from(signCall(secret, purpose, signed(timestamp)));
  const given = Buffer.from(signature.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bad signature";
  // A captured call sent again, to this instance or another, within the signature's life.
  if (!(await cluster.firstSighting(expected.toString(), SIGNATURE_MAX_AGE_SECONDS * 2))) return "replayed";
  return null;
}

export interface SignedCallGuardOptions extends SignatureRules {
  /** Names the refused-calls limit and the log events (`{name}.refused`). */
  name: string;
  log: Logger;
  /** Refused calls one network may make a minute before it is answered 429 without a log line each. */
  refusedPerMinute: number;
  /** The 429's message. */
  tooManyRefused: string;
}

export interface SignedCallGuard {
  /**
   * True for a call signed with the secret over its purpose's prefix and `signed(timestamp)`, fresh
   * and never seen before.
   * Otherwise the call has been answered: 401 `{"error":"Invalid signature"}`, or 429 once the
   * network's refused calls are spent.
   */
  admit(req: Request, res: Response, signed: (timestamp: string) => string | Buffer): Promise<boolean>;
}

export function createSignedCallGuard({
  name,
  purpose,
  secret,
  cluster,
  log,
  refusedPerMinute,
  tooManyRefused,
  now = Date.now,
}: SignedCallGuardOptions): SignedCallGuard {
  // Counted apart from the good calls' allowance, so a caller with a wrong or no signature, even on
  // WordPress's own address, spends only its own budget and never delays a real call.
  const refusedLimiter = cluster.limiter(`${name}-refused`, refusedPerMinute, 60);

  return {
    async admit(req, res, signed) {
      const problem = await signatureProblem({ purpose, secret, cluster, now }, req, signed);
      if (!problem) return true;
      const network = networkOf(req.ip);
      const decision = await refusedLimiter.hit(network);
      if (!decision.allowed) {
        res.set("Retry-After", String(decision.retryAfterSeconds));
        res.status(429).json({ error: tooManyRefused });
        return false;
      }
      log({ event: `${name}.refused`, reason: problem, ip: network });
      res.status(401).json({ error: "Invalid signature" });
      return false;
    },
  };
}
