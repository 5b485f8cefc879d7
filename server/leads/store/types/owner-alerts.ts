/** The notices that tell the owner leads have stopped (rules/owner-alerts.ts, decision 020). */

import { HELD_DIGEST_STALE_MS } from "./held-digest.ts";
import type { Delivery, Lead, LeadWithDeliveries } from "./read.ts";

/** The notices that tell the owner leads have stopped (decision 020). */
export type OwnerAlertKind = "dead" | "backlog" | "quiet";
/** The notices about a state that lasts (an episode): told once when it begins, "back to normal" after. */
export type EpisodeKind = Exclude<OwnerAlertKind, "dead">;
export const OWNER_ALERT_KINDS: readonly OwnerAlertKind[] = ["dead", "backlog", "quiet"];
export const EPISODE_KINDS: readonly EpisodeKind[] = ["backlog", "quiet"];

/** A lead's death waits this long before it is listed, so leads that die together share one notice. */
export const DEAD_NOTICE_GATHER_MS = 5 * 60_000;
/** At most one notice of dead leads this often; the leads that die in between wait for the next. */
export const DEAD_NOTICE_EVERY_MS = 60 * 60_000;
/** Dead leads one notice lists; the rest are counted and left to `list --status dead`. */
export const DEAD_NOTICE_LIMIT = 100;
/** A notice claimed this long ago and not finished belongs to a process that died; another may take it over. */
export const OWNER_ALERT_STALE_MS = HELD_DIGEST_STALE_MS;
/** An episode that begins again this soon after it ended is the same one: it is not told twice. */
export const EPISODE_REJOIN_MS = 60 * 60_000;

/** An episode that was told and has ended since, for the next notice's "back to normal" line. */
export interface EndedEpisode {
  kind: EpisodeKind;
  toldAt: Date;
  endedAt: Date;
}

export interface DeadNoticeClaim {
  now: Date;
  gatherMs?: number;
  everyMs?: number;
  limit?: number;
  staleMs?: number;
}

export interface DeadNotice {
  /** Names this claim to finishOwnerAlert. */
  claimId: string;
  /** The leads whose delivery died since the last notice, oldest received first, at most the limit. */
  leads: LeadWithDeliveries[];
  /** Every lead this notice covers. */
  total: number;
  /** Episodes told before that have ended since. */
  ended: EndedEpisode[];
}

export interface EpisodeClaim {
  kind: EpisodeKind;
  now: Date;
  staleMs?: number;
  rejoinMs?: number;
}

export interface EpisodeNotice {
  claimId: string;
  kind: EpisodeKind;
  ended: EndedEpisode[];
}

export interface OwnerAlertFinish {
  kind: OwnerAlertKind;
  claimId: string;
  /** false: the e-mail did not go out; the claim is undone so the next check tries again. */
  sent: boolean;
  now: Date;
}

/** When leads arrived, for the quiet check: leads the spam guard held and follow-ups are not counted. */
export interface LeadArrivals {
  /** The latest lead ever received; null when none was. */
  lastAt: Date | null;
  /** The longest time between two leads received since `since`; 0 with fewer than two. */
  longestGapMs: number;
}

/**
 * The notices that tell the owner when leads stop (decision 020), each sent by one of the processes:
 * a claim is taken in the store before the e-mail goes, and finished (or undone) after.
 */
export interface OwnerAlerts {
  /**
   * Claims a notice of the leads whose delivery died and that no notice listed yet, or null: when
   * none died at least `gatherMs` ago, a notice went out less than `everyMs` ago, or another process
   * holds a claim younger than `staleMs`. Each lead is listed once; a retry lets it be listed again.
   */
  claimDeadNotice(claim: DeadNoticeClaim): Promise<DeadNotice | null>;
  /**
   * Claims the notice that an episode began (its condition is true now), or null: when this
   * episode was told already, it began again within `rejoinMs` of its end (then it is the same one),
   * or another process holds a claim.
   */
  claimEpisodeNotice(claim: EpisodeClaim): Promise<EpisodeNotice | null>;
  /** The episode's condition is over: a told episode ends. Answers whether one ended. */
  endEpisode(kind: EpisodeKind, now: Date): Promise<boolean>;
  /** Marks a claimed notice sent (and the ended episodes it reported), or undoes the claim. */
  finishOwnerAlert(finish: OwnerAlertFinish): Promise<void>;
  leadArrivals(since: Date): Promise<LeadArrivals>;
  /** The pending delivery waiting longest, with its lead; null when none waits. */
  oldestPending(): Promise<{ lead: Lead; delivery: Delivery } | null>;
}
