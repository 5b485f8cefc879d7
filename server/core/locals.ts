import type { SiteConfig } from "@shared/content/site.ts";
import type { LeadEndpoint } from "@shared/forms/lead.ts";

/**
 * What a request carries from one middleware to the next on `res.locals`, typed once for the whole
 * server (Express's `Locals`, which every `Response` has). Only what belongs to one request goes
 * here: the services never travel this way, they are given to the routers that use them.
 */
declare global {
  namespace Express {
    interface Locals {
      /** This response's script nonce, set first by the app (server/app.ts) for the CSP and the page. */
      nonce?: string;
      /** The lead this request stored, for the request's log line (server/leads/router.ts). */
      leadId?: string;
      /** The lead endpoint posted to, for the way back from a refusal page (server/leads/router.ts). */
      leadEndpoint?: LeadEndpoint;
      /** The site as it answered this submission: the one phone and name its pages and e-mail show. */
      site?: SiteConfig;
    }
  }
}
