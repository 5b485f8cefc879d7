import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Env } from "./core/env.ts";
import { analyticsSources, mergeSources } from "./core/third-parties.ts";

/**
 * The security headers of every page (helmet): a CSP that allows this site, this response's nonce
 * and only the third parties CSP_ALLOW and ANALYTICS name (third-parties.ts), and HSTS on https.
 */
export function securityHeaders(
  env: Pick<Env, "NODE_ENV" | "CSP_ALLOW" | "ANALYTICS" | "SITE_URL" | "HSTS_INCLUDE_SUBDOMAINS">,
): RequestHandler {
  const isProduction = env.NODE_ENV === "production";
  const thirdParties = mergeSources(env.CSP_ALLOW, env.ANALYTICS ? analyticsSources(env.ANALYTICS) : {});
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
          ...(thirdParties["script-src"] ?? []),
        ],
        // Every picture comes from the image service on this origin (docs/decisions/019); placeholders
        // are data: addresses. Other hosts only as CSP_ALLOW and ANALYTICS name them (third-parties.ts).
        "img-src": ["'self'", "data:", ...(thirdParties["img-src"] ?? [])],
        "connect-src": ["'self'", ...(isProduction ? [] : ["ws:"]), ...(thirdParties["connect-src"] ?? [])],
        // Frames and media fall back to default-src 'self' unless a host is allowed.
        ...Object.fromEntries(
          (["frame-src", "media-src"] as const)
            .filter((directive) => thirdParties[directive])
            .map((directive) => [directive, ["'self'", ...(thirdParties[directive] ?? [])]]),
        ),
        "upgrade-insecure-requests": null,
      },
    },
    // Same-site, but for the hosts the owner allowed.
    crossOriginEmbedderPolicy: false,
    // A year, for this host only unless HSTS_INCLUDE_SUBDOMAINS says so (docs/configuration.md).
    strictTransportSecurity: env.SITE_URL.startsWith("https://")
      ? { maxAge: 31_536_000, includeSubDomains: env.HSTS_INCLUDE_SUBDOMAINS === "on" }
      : false,
  });
}
