import { windowLabel } from "@shared/booking/windows.ts";
import { feedUrl, signFeedToken } from "../calendar/index.ts";
import { parseEnvOr } from "../core/env.ts";
import { FEED_KEY_NAME, windowOfVisit } from "./booking/index.ts";
import { type Command, EXIT, plural, UsageError, write } from "./cli-command.ts";
import type { EstimateVisits, StoreKeys } from "./store/index.ts";

/**
 * `visits` and `calendar-url` (issue 41): the coming on-site estimates, and the owner's signed
 * address of the feed their calendar subscribes to (docs/decisions/050).
 */

/** How far ahead `visits` looks by default, and at most. */
export const VISITS_DAYS = 14;
const MAX_VISITS_DAYS = 366;

export function visitsCommand(args: string[]): Command<EstimateVisits> {
  let days = VISITS_DAYS;
  let cancelled = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--days" && /^\d{1,3}$/.test(args[i + 1] ?? "")) {
      days = Math.min(MAX_VISITS_DAYS, Math.max(1, Number(args[++i])));
    } else if (args[i] === "--cancelled") cancelled = true;
    else throw new UsageError(`visits takes --days N and --cancelled, not "${args[i]}"`);
  }
  return async (store, io) => {
    const now = Date.now();
    const visits = await store.visitsBetween(new Date(now), new Date(now + days * 86_400_000), {
      includeCancelled: cancelled,
    });
    await write(
      io.stdout,
      `${plural(visits.length, "visit", "visits")} in the next ${plural(days, "day", "days")}\n`,
    );
    for (const visit of visits) {
      const flags = [
        visit.status === "cancelled" ? `CANCELLED by ${visit.cancelledBy ?? "?"}` : null,
        visit.flagged ? "FLAGGED: 3+ visits for one phone or e-mail" : null,
      ]
        .filter(Boolean)
        .join(", ");
      await write(
        io.stdout,
        `${windowLabel(windowOfVisit(visit))}  ${visit.name}  ${visit.phone}  ${visit.address}, ${visit.city} ${visit.zip}  lead ${visit.leadId}${flags ? `  [${flags}]` : ""}\n`,
      );
    }
    return EXIT.ok;
  };
}

/** The feed's address, signed with the store's own key: the same one every instance checks. */
export const calendarUrlCommand: Command<Pick<StoreKeys, "storeKey">> = async (store, io) => {
  const env = parseEnvOr(io.env, (message) => io.stderr.write(`${message}\n`));
  if (!env) return EXIT.failed;
  const url = feedUrl(env.SITE_URL, signFeedToken(await store.storeKey(FEED_KEY_NAME)));
  await write(
    io.stdout,
    `${url}\n\nSubscribe to it in Google Calendar (Other calendars, From URL), Apple Calendar (File, New Calendar Subscription) or Outlook (Add calendar, Subscribe from web). Keep it private: anyone with it sees the visits.\n`,
  );
  return EXIT.ok;
};
