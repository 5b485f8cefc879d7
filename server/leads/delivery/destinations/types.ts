import type { Env } from "../../../core/env.ts";
import type { OwnerLinks } from "../../owner/links.ts";
import type { AttemptOutcome, Delivery, DeliveryReceipt, Destination, Lead } from "../../store/index.ts";
import type { AttemptResult } from "../outcome.ts";

/** The settings a destination reads: the worker's environment (worker.ts, DeliveryEnv). */
export type DestinationEnv = Partial<
  Pick<
    Env,
    | "LEAD_WEBHOOK_URL"
    | "LEAD_WEBHOOK_SECRET"
    | "SMTP_URL"
    | "NOTIFY_EMAIL"
    | "WORDPRESS_URL"
    | "LEADS_COMMAND"
    | "SITE_URL"
    | "TWILIO_ACCOUNT_SID"
    | "TWILIO_AUTH_TOKEN"
    | "TWILIO_FROM"
    | "TWILIO_MESSAGING_SERVICE_SID"
    | "TWILIO_API_BASE"
    | "OWNER_SMS_TO"
    | "SMS_QUIET_HOURS"
  >
>;

/** One claimed delivery, as a sender sends it: the row, its lead and the leads that go out with it. */
export interface Sending {
  /** The row; `lastError` tells a sender what an earlier attempt already did (the texts' numbers sent). */
  delivery: Pick<Delivery, "id"> & Partial<Pick<Delivery, "lastError" | "createdAt">>;
  lead: Lead;
  linked: readonly Lead[];
  /**
   * The worker that claimed it before died mid-attempt (ClaimedDelivery.interrupted): it may have
   * been sent already, so a destination that cannot be told a repeat (the text) checks first.
   */
  interrupted?: boolean;
}

/** A destination opened for one worker: it sends, and is closed when the worker stops. */
export interface DestinationSender {
  send(sending: Sending): Promise<AttemptResult>;
  close(): void;
}

/** What the worker gives a destination it opens. */
export interface OpenOptions {
  timeoutMs?: number;
  /** Signs a link to the owner's page of one lead (the text message's). */
  links?: OwnerLinks;
  /** The clock (quiet hours); tests set it. */
  now?: () => Date;
}

/** What a dead delivery's sentence is made of (owner-wording.ts, deadReason). */
export interface DeadFacts {
  /** The last answer refused it for good (classify said dead), rather than the tries running out. */
  refused: boolean;
  /** No answer was had (no status): the destination did not answer at all. */
  unanswered: boolean;
  /** How long it was tried: "26 hours". */
  lasted: string;
  /** The last answer, quoted short and on one line. */
  answer: string;
}

/**
 * Everything the site knows of one place a lead is delivered to
 * (docs/decisions/048-destinations-registry.md). The registry (index.ts) lists one per id of DESTINATIONS; every list of the site
 * (the plan, the worker, the owner's words, the CSV, the admin API, the metrics) is made from it.
 */
export interface DestinationModule<D extends Destination = Destination> {
  id: D;
  /** The owner's words for it, on the owner's pages, in the CLI, the CSV, the e-mails and WordPress. */
  words: {
    /** Named on its own, as a row or a heading: "Lead service". */
    label: string;
    /** Inside a sentence: "has waited 3 hours for the lead service". */
    inSentence: string;
    /** Where a parked delivery goes, in the start log's sentence: "1 delivery to the lead service". */
    settledTo: string;
    /** The settings it needs, as the start log names them: "LEAD_WEBHOOK_URL". */
    setting: string;
    /** Whether `setting` names more than one ("SMTP_URL and NOTIFY_EMAIL are not set"). */
    settingIsPlural: boolean;
    /** What the site has not got, on the Retry page: "lead service address (LEAD_WEBHOOK_URL)". */
    missing: string;
    /** The backlog notice's sentence when its oldest waits because the settings are not made. */
    notSetNotice: string;
    /** The attempt's error when a worker without its settings is given one. */
    notConfigured: string;
    /** Its column of the CSV export: "webhook_status". */
    csvColumn: string;
    /** Why a dead delivery is dead, as a sentence. */
    deadReason(facts: DeadFacts): string;
    /** What its last report on a delivery it took says (a text's status from Twilio); absent when it reports none. */
    receipt?(receipt: DeliveryReceipt): string;
  };
  /** Whether the quote page's primary waits (QUOTE_LINK_HOLD_MS) so the follow-up goes out with it. */
  waitsForFollowUp: boolean;
  /** Whether this process has its settings, from the environment. */
  configured(env: DestinationEnv): boolean;
  /** Its sender for one worker; called only when configured(env). */
  open(env: DestinationEnv, options: OpenOptions): DestinationSender;
  /** What an answer's status (an HTTP status, an SMTP code) means: delivered, retried, or dead. */
  classify(status: number): AttemptOutcome;
}
