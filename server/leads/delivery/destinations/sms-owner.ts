import type { QuietHours } from "../../../core/env.ts";
import { BUSINESS_TIME_WORDS } from "../../present/index.ts";
import { quietHoursOf, sendTexts, sms, twilioSettings } from "./sms.ts";
import { toGsm7 } from "./sms-text.ts";
import type { DestinationEnv } from "./types.ts";

/**
 * The owner's own controls of the texts (docs/decisions/049-sms-destination.md): what the WordPress
 * settings screen shows of them, and the test text that screen's button and
 * `npm run leads -- test-sms` both send. Everything here is read from the sms module's settings.
 */

/** A phone number as stored (E.164) and as shown for reading: +15155550142 is "+1 515-555-0142". */
export interface ShownNumber {
  number: string;
  shown: string;
}

export interface SmsState {
  /** Whether each new lead is texted: every setting the sms module needs is there. */
  on: boolean;
  /** The settings that turn texts on, as the owner sets them on the site. */
  settings: string;
  /** The numbers texted (OWNER_SMS_TO), in full: they are the owner's own. */
  numbers: ShownNumber[];
  /** What the texts are sent from: a number (TWILIO_FROM) or a Messaging Service; null when neither is set. */
  sender: ({ kind: "number" } & ShownNumber) | { kind: "messaging-service"; sid: string } | null;
  /** The quiet hours in words ("9 PM", "6 AM"), or null when they are off. */
  quietHours: { from: string; to: string } | null;
  /** "9 PM to 6 AM, Des Moines time", or "off". */
  quietHoursWords: string;
}

/** "+1 515-555-0142" for a US or Canadian number; any other number as it is. */
export function numberForReading(number: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return us ? `+1 ${us[1]}-${us[2]}-${us[3]}` : number;
}

/** An hour of the day (0-23) as the owner says it: "9 PM", "6 AM", "midnight", "noon". */
export function hourWords(hour: number): string {
  if (hour === 0) return "midnight";
  if (hour === 12) return "noon";
  return `${hour % 12} ${hour < 12 ? "AM" : "PM"}`;
}

/** "9 PM to 6 AM, Des Moines time", or "off". */
export function quietHoursWords(quiet: QuietHours | null): string {
  return quiet ? `${hourWords(quiet.from)} to ${hourWords(quiet.to)}, ${BUSINESS_TIME_WORDS}` : "off";
}

const shown = (number: string): ShownNumber => ({ number, shown: numberForReading(number) });

/** Where the texts stand, for the owner's settings screen. */
export function smsState(env: DestinationEnv): SmsState {
  const settings = twilioSettings(env);
  const quiet = quietHoursOf(env);
  const service = env.TWILIO_MESSAGING_SERVICE_SID;
  return {
    on: settings !== null,
    settings: sms.words.setting,
    numbers: (env.OWNER_SMS_TO ?? []).map(shown),
    sender: service
      ? { kind: "messaging-service", sid: service }
      : env.TWILIO_FROM
        ? { kind: "number", ...shown(env.TWILIO_FROM) }
        : null,
    quietHours: quiet ? { from: hourWords(quiet.from), to: hourWords(quiet.to) } : null,
    quietHoursWords: quietHoursWords(quiet),
  };
}

/** One number's test text: sent or not, and Twilio's answer in words. */
export interface TestTextResult extends ShownNumber {
  sent: boolean;
  /** Not sent, but worth trying again later (Twilio busy, no answer); false when refused. */
  tryAgain: boolean;
  /** "Twilio took it: SM…, HTTP 201", or "refused: Twilio HTTP 400 21614: …". */
  answer: string;
}

/**
 * A test text to each configured number, with the site's own settings: no status callback, nothing
 * stored. Null when texts are off.
 */
export async function sendTestTexts(
  env: DestinationEnv,
  siteName: string,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<TestTextResult[] | null> {
  const settings = twilioSettings(env);
  if (!settings) return null;
  const body = toGsm7(
    `Test: ${siteName}: new leads will be texted to this number. ${env.SITE_URL ?? ""}`.trim(),
  );
  const result = await sendTexts({ ...settings, statusCallback: undefined }, body, { timeoutMs });
  return result.answers.map(({ to, answer }) => {
    const sent = answer.outcome === "delivered";
    const tryAgain = answer.outcome === "retry";
    return {
      ...shown(to),
      sent,
      tryAgain,
      answer: sent
        ? `Twilio took it: ${answer.sid ?? "no id"}, HTTP ${answer.status}`
        : `${tryAgain ? "try again later" : "refused"}: ${answer.error}`,
    };
  });
}
