import { createHash } from "node:crypto";

/**
 * Whether a text already went (docs/decisions/049-sms-destination.md, "Sent once"). Twilio's
 * Messages API takes no idempotency key: a worker killed after Twilio took a text and before the
 * attempt was recorded leaves a row another worker takes over. That worker first lists the texts
 * Twilio sent each number since the lead (its documented list call) and looks for the delivery's
 * reference, which each text of it carries.
 */

/** Texts asked for per page, and pages read at most per number. */
export const LOOKUP_PAGE_SIZE = 50;
export const LOOKUP_PAGES = 5;

/** Ends a failed attempt's error (before its `[sent to: …]`): the text may have gone, so the next attempt asks first. */
export const UNCONFIRMED = "[unconfirmed]";

/** Whether an earlier attempt's error says a text may have gone without Twilio's answer. */
export function unconfirmed(lastError: string | null | undefined): boolean {
  return lastError?.includes(UNCONFIRMED) ?? false;
}

/** The delivery's reference, which its texts carry: 8 letters and digits from its id. */
export function smsReference(deliveryId: string): string {
  const digest = createHash("sha256").update(deliveryId).digest();
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let ref = "";
  for (let i = 0; i < 8; i += 1) ref += alphabet[digest[i] % alphabet.length];
  return ref;
}

/** The day a list starts from (Twilio's `DateSent>=`, UTC): the day before `since`, whatever the zone. */
export function lookupDay(since: Date): string {
  return new Date(since.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** What the list call needs of the settings (sms.ts, TwilioSettings). */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  apiBase: string;
}

export type SentLookup = { ok: true; sent: string[] } | { ok: false; status: number | null; error: string };

interface ListedMessage {
  to?: unknown;
  body?: unknown;
}

/**
 * Which of `numbers` Twilio already has a text for whose body carries `reference`, sent since the
 * day before `since`: GET …/Messages.json?To=…&DateSent>=…&PageSize=…, following `next_page_uri` for
 * at most LOOKUP_PAGES pages. Not ok when a call fails (no answer, or not a 2xx): nothing is known.
 */
export async function findSentTexts(
  settings: TwilioAccount,
  numbers: readonly string[],
  reference: string,
  { since, timeoutMs }: { since: Date; timeoutMs: number },
): Promise<SentLookup> {
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64");
  const sent: string[] = [];
  for (const to of numbers) {
    const query = new URLSearchParams({
      To: to,
      "DateSent>": lookupDay(since),
      PageSize: String(LOOKUP_PAGE_SIZE),
    });
    let path: string | null =
      `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json?${query}`;
    for (let page = 0; path && page < LOOKUP_PAGES; page += 1) {
      let answer: { messages?: unknown; next_page_uri?: unknown };
      try {
        const response = await fetch(`${settings.apiBase}${path}`, {
          headers: { Authorization: `Basic ${auth}`, Accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "error",
        });
        const text = await response.text();
        if (!response.ok)
          return {
            ok: false,
            status: response.status,
            error: `Twilio HTTP ${response.status}: ${text.slice(0, 200)}`,
          };
        answer = JSON.parse(text);
      } catch (error) {
        const err = error as Error & { cause?: { code?: string } };
        const reason =
          err.name === "TimeoutError" ? "timed out" : (err.cause?.code ?? err.message ?? "network error");
        return { ok: false, status: null, error: `request failed: ${reason}` };
      }
      const messages = Array.isArray(answer.messages) ? (answer.messages as ListedMessage[]) : [];
      if (messages.some((m) => m.to === to && typeof m.body === "string" && m.body.includes(reference))) {
        sent.push(to);
        break;
      }
      const next = answer.next_page_uri;
      path = typeof next === "string" && next.startsWith("/") ? next : null;
    }
  }
  return { ok: true, sent };
}
