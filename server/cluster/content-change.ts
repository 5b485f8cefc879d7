import { z } from "zod";
import type { Logger } from "../core/log.ts";

/** Told what changed: on every instance, this one too. */
export type ContentChangeListener = (change: ContentChange) => unknown;

/**
 * What a content change touched, as every instance is told it (docs/decisions/036): either
 * everything (every page drops), or the records it names, so that every instance drops the pages
 * made from those and no other. The names are the content module's (`service:patios`, `faq`…,
 * server/content/page-tags.ts); the cluster only carries them.
 */
export interface ContentChange {
  /** Every page may show it (a site option, the contact details, a change too large to name). */
  readonly everything: boolean;
  /** The records that changed, when not everything. */
  readonly records: readonly string[];
  /** The pages that show what changed, made again at once by every instance. */
  readonly pages: readonly string[];
}

/** A change nobody named: every page drops (a lost LISTEN connection, an older instance's word). */
export const EVERYTHING_CHANGED: ContentChange = { everything: true, records: [], pages: [] };

/**
 * The most a change may weigh, as JSON: PostgreSQL refuses a NOTIFY payload of 8000 bytes or more,
 * and a change this large names more than a page of the site anyway. Past it, everything changed.
 */
export const MAX_CHANGE_BYTES = 4_000;
/** The longest name of a record or page carried: a WordPress slug is at most 200 characters. */
const MAX_NAME_LENGTH = 300;

const changeSchema = z.object({
  everything: z.boolean(),
  records: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_CHANGE_BYTES),
  pages: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_CHANGE_BYTES),
});

/**
 * `change` as it may be carried: itself when it is a change within MAX_CHANGE_BYTES, else
 * everything (a huge or hostile revalidation body never reaches PostgreSQL's limit, nor any
 * instance's memory). Also how a received change is read: anything else means everything.
 */
export function boundedChange(change: unknown): ContentChange {
  const parsed = changeSchema.safeParse(change);
  if (!parsed.success) return EVERYTHING_CHANGED;
  if (Buffer.byteLength(JSON.stringify(parsed.data)) > MAX_CHANGE_BYTES) return EVERYTHING_CHANGED;
  return parsed.data.everything ? { ...EVERYTHING_CHANGED, pages: parsed.data.pages } : parsed.data;
}

/** Runs every listener on `change` and waits for them all; one that fails is logged, not thrown. */
export async function tellListeners(
  listeners: readonly ContentChangeListener[],
  change: ContentChange,
  log: Logger,
): Promise<void> {
  await Promise.all(
    listeners.map(async (listener) => {
      try {
        await listener(change);
      } catch (error) {
        log({ event: "cluster.content_listener_failed", error: String(error) });
      }
    }),
  );
}
