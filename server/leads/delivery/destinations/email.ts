import { siteFromEnv } from "../../../core/site-from-env.ts";
import type { Lead } from "../../store/index.ts";
import { appointmentInvitation } from "../appointment-invitation.ts";
import { createMailTransport, leadEmail } from "../email.ts";
import type { AttemptResult } from "../outcome.ts";
import type { DestinationModule } from "./types.ts";

export interface EmailSender {
  send(lead: Lead, linked: readonly Lead[]): Promise<AttemptResult>;
  close(): void;
}

/** SMTP 5xx is a permanent refusal (dead); 4xx and connection trouble (no code) are retried. */
export function classifySmtpCode(code: number | null): AttemptResult["outcome"] {
  return code !== null && code >= 500 ? "dead" : "retry";
}

export function createEmailSender({
  smtpUrl,
  to,
  wordpressUrl,
  leadsCommand,
  business,
}: {
  smtpUrl: string;
  to: string;
  /** Who the business is, as a booked visit's invitation names it (issue 41); none: no invitation. */
  business?: { name: string; email: string; phone: string; siteUrl: string };
  /** WORDPRESS_URL: where each e-mail says to mark its lead as spam; without it, the command. */
  wordpressUrl?: string;
  /** LEADS_COMMAND: the command line as the owner runs it where the site runs. */
  leadsCommand?: string;
}): EmailSender {
  const transport = createMailTransport(smtpUrl);
  return {
    async send(lead, linked) {
      const message = leadEmail(lead, linked, wordpressUrl, leadsCommand);
      // A booked visit comes with its invitation, for the owner's calendar.
      const invitation = business ? appointmentInvitation(lead, business) : null;
      try {
        await transport.sendMail({
          from: to,
          to,
          ...message,
          ...(invitation ? { icalEvent: { ...invitation, filename: "estimate-visit.ics" } } : {}),
        });
        return { outcome: "delivered", statusCode: null, error: null };
      } catch (error) {
        const err = error as Error & { responseCode?: number; code?: string };
        const code = typeof err.responseCode === "number" ? err.responseCode : null;
        return {
          outcome: classifySmtpCode(code),
          statusCode: code,
          error: `SMTP ${code ?? err.code ?? "error"}: ${err.message}`,
        };
      }
    },
    close: () => transport.close(),
  };
}

/** The business's own e-mail: each lead to NOTIFY_EMAIL through SMTP_URL. */
export const email: DestinationModule<"email"> = {
  id: "email",
  words: {
    label: "E-mail to the business",
    inSentence: "the e-mail to the business",
    settledTo: "the business's e-mail",
    setting: "SMTP_URL and NOTIFY_EMAIL",
    settingIsPlural: true,
    missing: "e-mail (SMTP_URL and NOTIFY_EMAIL)",
    notSetNotice:
      "This server cannot send e-mail (SMTP_URL or NOTIFY_EMAIL is missing from its settings): lead e-mails wait, kept, until both are set.",
    notConfigured: "SMTP is not configured",
    csvColumn: "email_status",
    deadReason({ refused, lasted, answer }) {
      if (refused) return `Your mail server refused the e-mail of this lead to you (${answer}).`;
      return `The e-mail of this lead to you could not be sent for ${lasted} (the last try: ${answer}).`;
    },
  },
  waitsForFollowUp: false,
  configured: (env) => Boolean(env.SMTP_URL && env.NOTIFY_EMAIL),
  open(env) {
    if (!env.SMTP_URL || !env.NOTIFY_EMAIL) throw new Error(email.words.notConfigured);
    const sender = createEmailSender({
      smtpUrl: env.SMTP_URL,
      to: env.NOTIFY_EMAIL,
      wordpressUrl: env.WORDPRESS_URL,
      leadsCommand: env.LEADS_COMMAND,
      business: { ...businessOf(env), email: env.NOTIFY_EMAIL },
    });
    return { send: ({ lead, linked }) => sender.send(lead, linked), close: () => sender.close() };
  },
  classify: classifySmtpCode,
};

function businessOf(env: Parameters<typeof siteFromEnv>[0] & { SITE_URL?: string }) {
  const site = siteFromEnv(env);
  return { name: site.name, phone: site.phone, siteUrl: env.SITE_URL ?? "" };
}
