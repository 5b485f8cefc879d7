import { formatAddress, type SiteConfig, siteConfig } from "@shared/content/site.ts";
import type { Env } from "./core/env.ts";
import type { Logger } from "./core/log.ts";
import { deliveryPlan } from "./leads/index.ts";

/**
 * What a site can run with but its owner must not launch with: said once in the start log and on
 * every `/readyz` answer (its `warnings`), so a health check, a person reading the journal and the
 * checklist's last step all see it. The site still answers: each is a setting to fix, not a fault.
 */
export interface LaunchWarning {
  /** Stable, for a monitor to match on. */
  code: "leads-have-no-destination" | "demo-identity";
  /** What is wrong and what to set, in the owner's words. */
  message: string;
}

export function launchWarnings(
  env: Pick<Env, "LEAD_WEBHOOK_URL" | "SMTP_URL" | "NOTIFY_EMAIL">,
): LaunchWarning[] {
  const warnings: LaunchWarning[] = [];
  if (deliveryPlan(env).deliverable.length === 0) {
    warnings.push({
      code: "leads-have-no-destination",
      message:
        "Leads are stored but sent nowhere: neither LEAD_WEBHOOK_URL (the lead service) nor SMTP_URL with NOTIFY_EMAIL (the business's e-mail) is set. They wait, and go out once one is set.",
    });
  }
  return warnings;
}

/**
 * What of the identity the site shows is still the demo's: a fictional phone number (555-0100 to
 * 555-0199 are set aside for fiction), an e-mail at a domain reserved for examples (RFC 2606), the
 * demo's street, and, with no business file, the demo's claims (founded 2005, a 5-year warranty,
 * licensed, bonded and insured) and its invented testimonials, which WordPress has no fields for.
 * Empty when none is; it is judged on the identity as resolved (business file, SITE_*, WordPress).
 */
export function demoIdentityParts(
  site: Pick<SiteConfig, "phone" | "email" | "address">,
  businessFile: boolean,
): string[] {
  const parts: string[] = [];
  if (isFictionalPhone(site.phone)) parts.push(`the phone ${site.phone} (a fictional 555-01xx number)`);
  if (isExampleEmail(site.email)) parts.push(`the e-mail ${site.email} (a domain reserved for examples)`);
  if (site.address.street === siteConfig.address.street) parts.push(`the address ${formatAddress(site)}`);
  if (!businessFile) {
    parts.push(
      "the built-in claims and people (founded 2005, a 5-year warranty, licensed, bonded and insured, the demo's testimonials and team), as no BUSINESS_FILE is set",
    );
  }
  return parts;
}

function isFictionalPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^\d{3}55501\d{2}$/.test(national);
}

function isExampleEmail(email: string): boolean {
  const domain = email.split("@").at(-1)?.toLowerCase() ?? "";
  return /(^|\.)example\.(com|net|org)$/.test(domain) || /\.(example|test|invalid|localhost)$/.test(domain);
}

/**
 * "demo-identity": a production site (NODE_ENV=production) that still shows the demo business. Said
 * in the start log and on /readyz, which judges it on the identity of that moment (WordPress's
 * contact details may fill some of it); development and tests run on the demo on purpose.
 */
export function identityWarnings(
  env: Pick<Env, "NODE_ENV"> & Partial<Pick<Env, "BUSINESS_FILE">>,
  site: Pick<SiteConfig, "phone" | "email" | "address">,
): LaunchWarning[] {
  if (env.NODE_ENV !== "production") return [];
  const parts = demoIdentityParts(site, env.BUSINESS_FILE !== undefined);
  if (parts.length === 0) return [];
  return [
    {
      code: "demo-identity",
      message: `The site still shows the demo business: ${parts.join("; ")}. Fill in the business file (copy deploy/business.example.json; docs/configuration.md), set BUSINESS_FILE to its path and restart (deploy/CHECKLIST.md, "Make it the client's site").`,
    },
  ];
}

export function logLaunchWarnings(warnings: readonly LaunchWarning[], log: Logger): void {
  for (const warning of warnings) log({ event: "launch.warning", ...warning });
}
