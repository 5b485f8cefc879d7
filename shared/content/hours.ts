import type { OpeningHours, SiteConfig } from "./site.ts";

/**
 * Opening hours as a person writes them ("Monday-Friday 8:00 AM-5:00 PM", "Sat 9am-2pm",
 * "Sunday Closed"), read into the structured hours the JSON-LD needs, and every short reading the
 * pages show (the top bar's, the footer's, a phone line's) made from them. The business's hours
 * are written once, in WordPress's contact details or the business file, and every place that
 * shows hours shows those (docs/decisions/007).
 */

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof DAYS)[number];

/** A day's name in any usual spelling ("Mon", "Tues", "thursday") → its index in DAYS. */
function dayIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 2) return -1;
  return DAYS.findIndex((day) => {
    const d = day.toLowerCase();
    return d === w || (w.length >= 2 && d.startsWith(w) && (w.length >= 3 || w === "tu" || w === "th"));
  });
}

const DAY_GROUPS: Record<string, number[]> = {
  daily: [0, 1, 2, 3, 4, 5, 6],
  "every day": [0, 1, 2, 3, 4, 5, 6],
  "7 days": [0, 1, 2, 3, 4, 5, 6],
  "7 days a week": [0, 1, 2, 3, 4, 5, 6],
  weekdays: [0, 1, 2, 3, 4],
  weekends: [5, 6],
  weekend: [5, 6],
};

/** "Monday-Friday", "Mon – Fri", "Sat & Sun", "Saturday, Sunday", "Weekdays" → day indexes. */
function parseDays(text: string): number[] | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (DAY_GROUPS[t]) return DAY_GROUPS[t];
  const days = new Set<number>();
  for (const part of t.split(/\s*(?:,|&|\band\b|\/|\+)\s*/)) {
    if (!part) continue;
    const range = part.split(/\s*(?:-|–|—|\bthrough\b|\bthru\b|\bto\b)\s*/);
    if (range.length === 1) {
      const day = dayIndex(range[0]);
      if (day < 0) return null;
      days.add(day);
    } else if (range.length === 2) {
      const from = dayIndex(range[0]);
      const to = dayIndex(range[1]);
      if (from < 0 || to < 0 || to < from) return null;
      for (let d = from; d <= to; d += 1) days.add(d);
    } else return null;
  }
  return days.size > 0 ? [...days].sort((a, b) => a - b) : null;
}

/** "8", "8:30", "8am", "5:00 PM", "17:00", "noon" → "HH:MM" (24-hour), or null. */
function parseTime(text: string, meridiemAfter?: string): string | null {
  const t = text.trim().toLowerCase().replace(/\./g, "").replace(/\s+/g, "");
  if (t === "noon") return "12:00";
  if (t === "midnight") return "00:00";
  const match = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(t);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const meridiem = match[3] ?? meridiemAfter;
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    if (meridiem === "pm" && hour !== 12) hour += 12;
    if (meridiem === "am" && hour === 12) hour = 0;
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

const RANGE = /^(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/i;

/** One line: days, then hours or "Closed". */
function parseLine(
  line: string,
): { days: number[]; opens: string; closes: string } | { days: number[]; closed: true } | null {
  const text = line.trim().replace(/\s+/g, " ");
  // The days end where the first digit, "noon" or "closed" begins; a colon may stand between.
  const split = /^(.*?[a-z.])\s*:?\s*(\d.*|noon.*|closed)$/i.exec(text);
  if (!split) return null;
  const days = parseDays(split[1].replace(/:$/, ""));
  if (!days) return null;
  const hours = split[2].trim();
  if (/^closed$/i.test(hours)) return { days, closed: true };
  const range = RANGE.exec(hours);
  if (!range) return null;
  const closes = parseTime(range[2]);
  // "8:00 AM-5:00 PM" says both; "8-5 PM" opens in the morning and "1-5 PM" after noon: the reading
  // of the opening hour that comes before the closing one, the afternoon's first.
  const given = /[ap]\.?\s*m/i.test(range[1]);
  const opens =
    given || !closes
      ? parseTime(range[1])
      : /p\.?\s*m\.?\s*$/i.test(range[2]) && (parseTime(range[1], "pm") ?? "99") < closes
        ? parseTime(range[1], "pm")
        : parseTime(
            range[1],
            /a\.?\s*m\.?\s*$/i.test(range[2]) || /p\.?\s*m\.?\s*$/i.test(range[2]) ? "am" : undefined,
          );
  if (!opens || !closes || closes <= opens) return null;
  return { days, opens, closes };
}

/**
 * The lines' structured hours, days with the same hours together, or null when any line cannot be
 * read (the lines are then shown as written, and the structured data says nothing of hours rather
 * than something wrong).
 */
export function parseHoursLines(lines: readonly string[]): OpeningHours | null {
  const byDay = new Map<number, { opens: string; closes: string }>();
  let read = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    const parsed = parseLine(line);
    if (!parsed) return null;
    read += 1;
    for (const day of parsed.days) {
      if ("closed" in parsed) byDay.delete(day);
      else byDay.set(day, { opens: parsed.opens, closes: parsed.closes });
    }
  }
  if (read === 0) return null;
  const groups: OpeningHours = [];
  for (let day = 0; day < DAYS.length; day += 1) {
    const hours = byDay.get(day);
    if (!hours) continue;
    const same = groups.find((g) => g.opens === hours.opens && g.closes === hours.closes);
    if (same) same.days.push(DAYS[day]);
    else groups.push({ days: [DAYS[day]], opens: hours.opens, closes: hours.closes });
  }
  return groups;
}

const SHORT: Record<Day, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};

/** "08:00" → "8AM", "17:30" → "5:30PM", "12:00" → "12PM". */
function shortTime(time: string): string {
  const [h, m] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "AM" : "PM"}`;
}

/** Consecutive days as "Mon-Fri", others listed: "Mon, Wed, Fri". */
function shortDays(days: readonly string[]): string {
  const indexes = days.map((d) => DAYS.indexOf(d as Day)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${SHORT[DAYS[run[0]]]}-${SHORT[DAYS[run.at(-1)!]]}`
        : run.map((i) => SHORT[DAYS[i]]).join(", "),
    )
    .join(", ");
}

/** The one-line reading the top bar, footer and phone lines show: "Mon-Fri 8AM-5PM, Sat 9AM-2PM". */
export function shortHours(hours: OpeningHours): string {
  return hours.map((g) => `${shortDays(g.days)} ${shortTime(g.opens)}-${shortTime(g.closes)}`).join(", ");
}

/**
 * Every reading of the hours from the lines the business wrote: the lines themselves where the
 * contact details are listed, one short line everywhere else, and the same structured hours in
 * every block of structured data. Lines that cannot be read are shown as written everywhere, and
 * no structured hours are claimed.
 */
export function hoursFromLines(lines: readonly string[]): SiteConfig["hours"] {
  const written = lines.map((line) => line.trim()).filter(Boolean);
  const structured = parseHoursLines(written);
  const short = structured && structured.length > 0 ? shortHours(structured) : written.join(", ");
  return {
    standard: short,
    phoneLine: short,
    contact: written,
    openingHours: structured ?? [],
    cityPageOpeningHours: structured ?? [],
  };
}
