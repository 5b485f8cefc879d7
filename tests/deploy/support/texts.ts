import type { FakeTwilio } from "../../fakes/twilio.ts";

/**
 * The owner's texts the stand-in Twilio took, counted per lead by the `lead=` of each text's
 * StatusCallback (the site names its delivery's lead there): with one number in OWNER_SMS_TO, a lead
 * texted once is one text.
 */
export function textsByLead(twilio: Pick<FakeTwilio, "sent">): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of twilio.sent) {
    const lead = text.statusCallback ? new URL(text.statusCallback).searchParams.get("lead") : null;
    const key = lead ?? "(no lead named)";
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The summary's figures for the stored leads: texted once, more than once, not at all. */
export function textFigures(twilio: Pick<FakeTwilio, "sent">, leadIds: readonly string[]) {
  const counts = textsByLead(twilio);
  const of = (id: string) => counts.get(id) ?? 0;
  return {
    textedOnce: leadIds.filter((id) => of(id) === 1).length,
    textedTwice: leadIds.filter((id) => of(id) > 1).length,
    notTexted: leadIds.filter((id) => of(id) === 0).length,
  };
}
