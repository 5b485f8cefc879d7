import type { Env } from "./core/env";
import type { Logger } from "./core/log";
import { deliveryPlan } from "./leads";

/**
 * What a site can run with but its owner must not launch with: said once in the start log and on
 * every `/readyz` answer (its `warnings`), so a health check, a person reading the journal and the
 * checklist's last step all see it. The site still answers: each is a setting to fix, not a fault.
 */
export interface LaunchWarning {
  /** Stable, for a monitor to match on. */
  code: "leads-have-no-destination";
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

export function logLaunchWarnings(warnings: readonly LaunchWarning[], log: Logger): void {
  for (const warning of warnings) log({ event: "launch.warning", ...warning });
}
