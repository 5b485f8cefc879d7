/** The business's time zone (Greater Des Moines): its day, its 7 AM, and every time shown to the owner. */
export const BUSINESS_TIME_ZONE = "America/Chicago";
/** Its time zone as the owner says it, after an hour: "9 PM, Des Moines time". */
export const BUSINESS_TIME_WORDS = "Des Moines time";

/** The local calendar day (YYYY-MM-DD) and hour (0–23) of `date` in `timeZone`. */
export function localDayAndHour(date: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

export function localTime(date: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}
