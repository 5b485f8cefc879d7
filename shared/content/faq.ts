import { type ClaimsSite, presentItems, warrantyTerm, withCredentials } from "./claims.ts";
import { depositRange, projectDaysTo, sidewalkDays, visitWithin, withPromise } from "./promises.ts";
import { siteConfig } from "./site.ts";
import type { FaqItem } from "./types.ts";

/**
 * General questions when the CMS has none. The FAQ page's General tab shows
 * the first three, so the questions asked most come first.
 */
export const builtInFaqOf = (site: ClaimsSite): FaqItem[] =>
  presentItems([
    {
      question: "Do you offer free estimates?",
      answer: withPromise(
        visitWithin(site),
        "Yes. Estimates are always free and come with no obligation. We visit the site, measure, talk through your options and give you a written price, usually {value} of your request.",
        "Yes. Estimates are always free and come with no obligation. We visit the site, measure, talk through your options and give you a written price.",
      ),
    },
    {
      question: "How long does a typical concrete project take?",
      answer: `${projectLength(site)} The concrete then cures for up to 28 days, and you should keep heavy items off it for the first 7 days.`,
    },
    {
      question: "Do you offer a warranty?",
      answer: `Yes. Our work is backed by a ${warrantyTerm(site)} warranty${withCredentials(site, ", and we are {credentials}", "")}. The exact terms are written into your project contract.`,
    },
    depositRange(site) && {
      question: "How much deposit do you require?",
      answer: `A typical deposit is ${depositRange(site)} of the project price, due when you sign, to reserve your date and order materials. The balance is generally due on completion.`,
    },
    {
      question: "What areas do you serve?",
      answer:
        "We serve Polk, Dallas and Warren counties, within about 30 miles of Des Moines: Ankeny, Des Moines, West Des Moines, Urbandale, Johnston, Waukee, Altoona, Pleasant Hill, Norwalk, Indianola and the communities around them.",
    },
  ]);

/** How long a project takes, as the business promises it (the demo adds a sidewalk's), or what decides it. */
function projectLength(site: ClaimsSite): string {
  const days = projectDaysTo(site);
  if (!days)
    return "It depends on the size of the job, any tear-out and the weather; your estimate gives the schedule.";
  const sidewalk = sidewalkDays(site, " to ");
  return sidewalk
    ? `Most residential projects take ${days} from tear-out to finish; sidewalk work often takes ${sidewalk}.`
    : `Most residential projects take ${days} from tear-out to finish.`;
}

/** The general questions as the demo identity words them. */
export const builtInFaq: FaqItem[] = builtInFaqOf(siteConfig);
