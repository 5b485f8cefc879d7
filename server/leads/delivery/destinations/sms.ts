import { createHmac, timingSafeEqual } from "node:crypto";
import type { QuietHours } from "../../../core/env.ts";
import { BUSINESS_TIME_ZONE } from "../../present/index.ts";
import type { AttemptResult } from "../outcome.ts";
import { findSentTexts, smsReference, UNCONFIRMED, unconfirmed } from "./sms-sent.ts";
import { isUrgent, smsText } from "./sms-text.ts";
import type { DestinationEnv, DestinationModule } from "./types.ts";

/**
 * The owner's text message for each lead, through Twilio's Messages API
 * (docs/decisions/049-sms-destination.md): one delivery row per lead whatever the numbers, one text
 * to each of OWNER_SMS_TO, quiet hours kept unless the lead is urgent.
 */

export const SMS_TIMEOUT_MS = 10_000;
/** Where Twilio posts a text's status: `?delivery=` names the row. */
export const TWILIO_STATUS_PATH = "/api/twilio/status";
export const TWILIO_SIGNATURE_HEADER = "X-Twilio-Signature";
/** Twilio's error codes: too many requests (retried), a number that is not valid or not a mobile (dead). */
export const TWILIO_TOO_MANY = 20429;

/** Ends a failed attempt's error: the numbers already texted, which a retry skips. */
const SENT_TO = /\[sent to: ([^\]]*)\]$/;

/** The numbers an earlier attempt already texted, read back from its recorded error. */
export function sentBefore(lastError: string | null | undefined): string[] {
  const match = lastError ? SENT_TO.exec(lastError) : null;
  return match
    ? match[1]
        .split(",")
        .map((one) => one.trim())
        .filter(Boolean)
    : [];
}

/** What Twilio's answer means: 2xx delivered (accepted); 429, 20429 and 5xx retried; other 4xx dead. */
export function classifyTwilio(status: number, code?: number | null): AttemptResult["outcome"] {
  if (code === TWILIO_TOO_MANY) return "retry";
  if (status >= 200 && status < 300) return "delivered";
  if (status === 408 || status === 429 || status >= 500) return "retry";
  return "dead";
}

/** The hour (0-23) it is at `now` in the business's time zone. */
export function localHour(now: Date, timeZone = BUSINESS_TIME_ZONE): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now);
  return Number(hour) % 24;
}

/** Whether `now` falls in the quiet hours (from `from`:00 up to `to`:00, across midnight if need be). */
export function inQuietHours(now: Date, quiet: QuietHours | null, timeZone = BUSINESS_TIME_ZONE): boolean {
  if (!quiet) return false;
  const hour = localHour(now, timeZone);
  return quiet.from < quiet.to
    ? hour >= quiet.from && hour < quiet.to
    : hour >= quiet.from || hour < quiet.to;
}

/** When the quiet hours around `now` end: the next `to`:00 in the business's time zone. */
export function quietHoursEnd(now: Date, quiet: QuietHours, timeZone = BUSINESS_TIME_ZONE): Date {
  // The zone's offsets are whole hours: each whole UTC hour is a whole local one.
  let at = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  for (let i = 0; i < 48; i += 1) {
    at = new Date(at.getTime() + 3_600_000);
    if (localHour(at, timeZone) === quiet.to) return at;
  }
  return at;
}

/** Quiet hours when SMS_QUIET_HOURS is not given at all: 9 PM to 6 AM. */
export const DEFAULT_QUIET_HOURS: QuietHours = { from: 21, to: 6 };

/** The quiet hours texts keep: SMS_QUIET_HOURS, null when "off", the default when not given. */
export function quietHoursOf(env: Pick<DestinationEnv, "SMS_QUIET_HOURS">): QuietHours | null {
  return env.SMS_QUIET_HOURS === undefined ? DEFAULT_QUIET_HOURS : env.SMS_QUIET_HOURS;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  to: readonly string[];
  apiBase: string;
  statusCallback?: string;
}

/** The settings to text with, or null when one is missing (the destination is then not configured). */
export function twilioSettings(env: DestinationEnv): TwilioSettings | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, OWNER_SMS_TO: to } = env;
  const from = env.TWILIO_FROM;
  const service = env.TWILIO_MESSAGING_SERVICE_SID;
  if (!sid || !token || !(from || service) || !to || to.length === 0) return null;
  return {
    accountSid: sid,
    authToken: token,
    from: service ? undefined : from,
    messagingServiceSid: service,
    to,
    apiBase: (env.TWILIO_API_BASE ?? "https://api.twilio.com").replace(/\/+$/, ""),
    statusCallback: env.SITE_URL ? `${env.SITE_URL}${TWILIO_STATUS_PATH}` : undefined,
  };
}

/** What a text's StatusCallback address names: its delivery row and lead (the signature covers both). */
export interface StatusCallbackQuery {
  delivery: string;
  lead: string;
}

export interface TwilioAnswer {
  outcome: AttemptResult["outcome"];
  status: number | null;
  /** Twilio's message SID when it took the text. */
  sid?: string;
  error?: string;
}

/** One POST to Twilio's Messages API for one number: form-encoded, basic auth. */
export async function sendOneText(
  settings: TwilioSettings,
  to: string,
  body: string,
  { callback, timeoutMs = SMS_TIMEOUT_MS }: { callback?: StatusCallbackQuery; timeoutMs?: number } = {},
): Promise<TwilioAnswer> {
  const form = new URLSearchParams({ To: to, Body: body });
  if (settings.messagingServiceSid) form.set("MessagingServiceSid", settings.messagingServiceSid);
  else if (settings.from) form.set("From", settings.from);
  if (settings.statusCallback && callback)
    form.set("StatusCallback", `${settings.statusCallback}?${new URLSearchParams({ ...callback })}`);
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64");
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    const text = await response.text().catch(() => "");
    let answer: { sid?: unknown; code?: unknown; message?: unknown } = {};
    try {
      answer = JSON.parse(text);
    } catch {}
    const code = typeof answer.code === "number" ? answer.code : null;
    const outcome = classifyTwilio(response.status, code);
    if (outcome === "delivered")
      return {
        outcome,
        status: response.status,
        sid: typeof answer.sid === "string" ? answer.sid : undefined,
      };
    const message = typeof answer.message === "string" ? answer.message : text.slice(0, 200);
    return {
      outcome,
      status: response.status,
      error: `Twilio HTTP ${response.status}${code ? ` ${code}` : ""}: ${message}`.trim(),
    };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string } };
    const reason =
      err.name === "TimeoutError" ? "timed out" : (err.cause?.code ?? err.message ?? "network error");
    return { outcome: "retry", status: null, error: `request failed: ${reason}` };
  }
}

/**
 * Texts `body` to each number not in `skip`: delivered when every one took it; else the worst
 * answer (a retry over a dead), its error ending with the numbers texted so far, which a retry skips.
 */
export async function sendTexts(
  settings: TwilioSettings,
  body: string,
  {
    skip = [],
    callback,
    timeoutMs,
  }: { skip?: readonly string[]; callback?: StatusCallbackQuery; timeoutMs?: number },
): Promise<AttemptResult & { answers: { to: string; answer: TwilioAnswer }[] }> {
  const sent = settings.to.filter((to) => skip.includes(to));
  const answers: { to: string; answer: TwilioAnswer }[] = [];
  for (const to of settings.to.filter((one) => !skip.includes(one))) {
    const answer = await sendOneText(settings, to, body, { callback, timeoutMs });
    answers.push({ to, answer });
    if (answer.outcome === "delivered") sent.push(to);
  }
  const failed = answers.filter(({ answer }) => answer.outcome !== "delivered");
  if (failed.length === 0)
    return { outcome: "delivered", statusCode: answers.at(-1)?.answer.status ?? null, error: null, answers };
  const worst = failed.find(({ answer }) => answer.outcome === "retry") ?? failed[0];
  // Each answer cut short, so the numbers sent at the end stay within what the store keeps of an error.
  const errors = failed.map(({ to, answer }) => `${to}: ${(answer.error ?? "").slice(0, 200)}`).join("; ");
  const suffix = settings.to.length > 1 && sent.length > 0 ? ` [sent to: ${sent.join(", ")}]` : "";
  // No answer after the request went out (a timeout, a cut connection): Twilio may have taken it.
  const mayHaveGone = failed.some(
    ({ answer }) => answer.status === null && !/ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(answer.error ?? ""),
  );
  return {
    outcome: worst.answer.outcome,
    statusCode: worst.answer.status,
    error: `${errors}${mayHaveGone ? ` ${UNCONFIRMED}` : ""}${suffix}`,
    answers,
  };
}

/**
 * Twilio's signature of a request to `url` with form `params`: HMAC-SHA1 with the auth token over
 * the full URL, then each parameter's name and value in the names' order, base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** Whether `given` is Twilio's signature of the request; never throws. */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  given: unknown,
): boolean {
  if (typeof given !== "string" || given.length > 200) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The owner's text message: each lead to OWNER_SMS_TO through Twilio. */
export const sms: DestinationModule<"sms"> = {
  id: "sms",
  words: {
    label: "Text message to the owner",
    inSentence: "the text message to the owner",
    settledTo: "the owner's text messages",
    setting: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO",
    settingIsPlural: true,
    missing: "text messages (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO)",
    notSetNotice:
      "This server cannot send text messages (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM or OWNER_SMS_TO is missing from its settings): lead texts wait, kept, until they are set.",
    notConfigured: "Twilio is not configured",
    csvColumn: "sms_status",
    deadReason({ refused, lasted, answer }) {
      if (refused) return `Twilio refused the text of this lead to you (${answer}).`;
      return `The text of this lead to you could not be sent for ${lasted} (the last try: ${answer}).`;
    },
    // The failure's e-mail goes when SMTP_URL and NOTIFY_EMAIL are set (sms-status.ts).
    receipt: ({ status, errorCode, emailedAt }) =>
      status === "delivered"
        ? "Text delivered to your phone."
        : `Your phone's carrier did not take the text${errorCode ? ` (Twilio error ${errorCode})` : ""}${emailedAt ? "; the lead was e-mailed to you instead." : "."}`,
  },
  waitsForFollowUp: false,
  configured: (env) => twilioSettings(env) !== null,
  open(env, { timeoutMs, links, now = () => new Date() }) {
    const settings = twilioSettings(env);
    if (!settings) throw new Error(sms.words.notConfigured);
    // "off" is null; a worker given no setting at all keeps the default's 9 PM to 6 AM.
    const quiet = quietHoursOf(env);
    return {
      async send({ delivery, lead, linked, interrupted }) {
        const at = now();
        const reference = smsReference(delivery.id);
        const wait = timeoutMs ?? SMS_TIMEOUT_MS;
        const before = sentBefore(delivery.lastError);
        let skip = before;
        // A worker died mid-attempt, or a text got no answer: Twilio is asked first (sms-sent.ts).
        const check = interrupted === true || unconfirmed(delivery.lastError);
        if (check) {
          const unknown = settings.to.filter((to) => !skip.includes(to));
          const since = delivery.createdAt ?? new Date(at.getTime() - 86_400_000);
          const found = await findSentTexts(settings, unknown, reference, { since, timeoutMs: wait });
          if (!found.ok) {
            const sentTo = settings.to.length > 1 && skip.length > 0 ? ` [sent to: ${skip.join(", ")}]` : "";
            const error = `could not ask Twilio whether the text already went: ${found.error.slice(0, 200)} ${UNCONFIRMED}${sentTo}`;
            return { outcome: "retry", statusCode: found.status, error };
          }
          skip = [...skip, ...found.sent];
          if (settings.to.every((to) => skip.includes(to)))
            return { outcome: "delivered", statusCode: 200, error: null };
        }
        // After the check: a wait forgets the takeover, and a text that went must not go again.
        if (quiet && inQuietHours(at, quiet) && !isUrgent(lead, linked)) {
          // A wait keeps the last error: numbers just found texted are first written down by a retry.
          if (skip.length > before.length)
            return { outcome: "retry", statusCode: 200, error: `quiet hours [sent to: ${skip.join(", ")}]` };
          const until = quietHoursEnd(at, quiet);
          return { outcome: "retry", statusCode: null, error: "quiet hours", waitUntil: until };
        }
        const link = links ? await links.url("retry", lead.id, at) : null;
        const result = await sendTexts(settings, smsText(lead, linked, link, reference), {
          skip,
          callback: { delivery: delivery.id, lead: lead.id },
          timeoutMs: wait,
        });
        return { outcome: result.outcome, statusCode: result.statusCode, error: result.error };
      },
      close() {},
    };
  },
  classify: (status) => classifyTwilio(status),
};
