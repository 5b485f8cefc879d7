import type {
  AttemptOutcomeLabel,
  DestinationLabel,
  EstimateServiceLabel,
  ImageCacheResult,
  ImageFormatLabel,
  LeadChannel,
  LeadEndpointLabel,
  LeadForm,
  LeadOutcome,
  LeadRefusal,
  OwnerAction,
  OwnerChannel,
  OwnerOutcome,
  PageCacheResult,
  RevalidationOutcome,
  VisitAction,
  VisitActor,
  WordPressErrorKind,
} from "./labels.ts";

/**
 * What the rest of the server tells the metrics: one call per thing that happened, each taking only
 * values from the fixed lists of labels.ts. Every call is an increment or one histogram observation:
 * nothing here costs a request more than that. `noMetrics` is the default everywhere, so a caller
 * (a test, a script) that wants none passes nothing.
 */
export interface Metrics {
  /** A lead the site took (answered 200 or 201). */
  leadReceived(form: LeadForm, channel: LeadChannel, outcome: LeadOutcome): void;
  /** A submission answered with a 4xx or a 5xx. */
  leadRefused(endpoint: LeadEndpointLabel, reason: LeadRefusal): void;
  /** An instant estimate shown to a visitor (the page's beacon, or a GET /estimate the server rendered). */
  estimateShown(service: EstimateServiceLabel): void;
  /** An estimate lead stored and not held as spam. */
  estimateSent(service: EstimateServiceLabel): void;
  /** One attempt of the delivery worker, and how long it took. */
  deliveryAttempt(destination: DestinationLabel, outcome: AttemptOutcomeLabel, seconds: number): void;
  pageCache(result: PageCacheResult): void;
  /** One request to WordPress's REST API: how long it took, and what went wrong if it did. */
  wordpressFetch(seconds: number, error: WordPressErrorKind | null): void;
  revalidation(outcome: RevalidationOutcome): void;
  ownerAction(via: OwnerChannel, action: OwnerAction, outcome: OwnerOutcome): void;
  /** A visit booked at /book, moved or cancelled (a repeat of the same request is not counted again). */
  visitChanged(action: VisitAction, by: VisitActor): void;
  imageEncoded(format: ImageFormatLabel): void;
  imageCache(result: ImageCacheResult): void;
  /** Every answered request (the page cache's fast path included), by status class, and its duration. */
  httpResponse(status: number, started: bigint): void;
}

export const noMetrics: Metrics = {
  leadReceived() {},
  leadRefused() {},
  estimateShown() {},
  estimateSent() {},
  deliveryAttempt() {},
  pageCache() {},
  wordpressFetch() {},
  revalidation() {},
  ownerAction() {},
  visitChanged() {},
  imageEncoded() {},
  imageCache() {},
  httpResponse() {},
};
