import { createHmac } from "node:crypto";
import type { Dialect } from "../dialect.ts";
import { changes, firstRow, sql } from "../sql.ts";
import {
  VISITOR_EMAIL_KEY_NAME,
  VISITOR_EMAIL_RECIPIENT_WINDOW_MS,
  VISITOR_EMAILS_PER_HOUR,
  type VisitorEmailCaps,
} from "../types/visitor-emails.ts";

/** Rows of past claims one claim clears, so the tables stay as small as a day of e-mails. */
const PRUNE_BATCH = 100;

/**
 * One mailbox, however it is written: lower case without spaces, no `+tag` (most providers deliver
 * `jo+1@` to `jo@`), and Gmail's dots, which Gmail ignores. Two people merged by it lose at most a
 * courtesy e-mail; one mailbox split by it would get one per spelling.
 */
export function visitorMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

const hourOf = (time: Date) => time.toISOString().slice(0, 13);

/** The caps on the visitor's copy of an estimate: a row per recipient, a count per hour. */
export function visitorEmailCaps(d: Dialect, storeKey: (name: string) => Promise<string>): VisitorEmailCaps {
  return {
    async claimVisitorEmail({
      to,
      now,
      perHour = VISITOR_EMAILS_PER_HOUR,
      recipientWindowMs = VISITOR_EMAIL_RECIPIENT_WINDOW_MS,
    }) {
      const key = await storeKey(VISITOR_EMAIL_KEY_NAME);
      const recipient = createHmac("sha256", key).update(visitorMailbox(to)).digest("hex");
      const hour = hourOf(now);
      const windowStart = new Date(now.getTime() - recipientWindowMs);
      // Every claim takes the hour's row first, then the recipient's: one order, so two claims never
      // wait on each other in a circle.
      const grant = await d.transaction(
        (function* () {
          if (perHour < 1) return "hourly-cap" as const;
          const counted = yield* firstRow(
            sql`INSERT INTO visitor_email_hours (hour, sent) VALUES (${hour}, 1)
                ON CONFLICT (hour) DO UPDATE SET sent = visitor_email_hours.sent + 1
                  WHERE visitor_email_hours.sent < ${perHour}
                RETURNING sent`,
          );
          if (!counted) return "hourly-cap" as const;
          const claimed = yield* firstRow(
            sql`INSERT INTO visitor_email_recipients (recipient, sent_at) VALUES (${recipient}, ${now})
                ON CONFLICT (recipient) DO UPDATE SET sent_at = excluded.sent_at
                  WHERE visitor_email_recipients.sent_at <= ${windowStart}
                RETURNING recipient`,
          );
          if (claimed) return "claimed" as const;
          // Nothing goes out: the hour's count goes back to what it was (its row is still ours).
          yield* changes(sql`UPDATE visitor_email_hours SET sent = sent - 1 WHERE hour = ${hour}`);
          return "recipient-had-one" as const;
        })(),
      );
      // Past claims decide nothing any more. Apart from the claim, and passing over rows another
      // process holds, so it never waits: it cannot hold up a claim, nor fail one.
      await d
        .run(
          (function* () {
            yield* changes(
              sql`DELETE FROM visitor_email_recipients WHERE recipient IN (
                  SELECT recipient FROM visitor_email_recipients WHERE sent_at <= ${windowStart}
                  LIMIT ${PRUNE_BATCH} ${d.forUpdateSkipLocked})`,
            );
            yield* changes(
              sql`DELETE FROM visitor_email_hours WHERE hour IN (
                  SELECT hour FROM visitor_email_hours WHERE hour < ${hour} ${d.forUpdateSkipLocked})`,
            );
          })(),
        )
        .catch(() => {});
      return grant;
    },
  };
}
