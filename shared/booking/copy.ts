/**
 * Every word of the booking page (/book), top to bottom, so the owner can edit them in one place:
 * its search text, the hero, what happens at the visit, the three steps, the answers, and the link
 * other pages use to send visitors here.
 */

export const BOOK_PAGE_PATH = "/book";

/** The link the quote page's thank-you, the instant estimate, the service pages and /contact show. */
export const bookVisitLink = {
  to: BOOK_PAGE_PATH,
  label: "Book a free on-site estimate",
} as const;

export const bookSeo = {
  /** Shown before the business name: "{title} | {name}". */
  title: "Book a Free On-Site Concrete Estimate",
  description:
    "Pick a day and a time window for a free on-site concrete estimate anywhere in Polk, Dallas or Warren County. We measure, check the base, drainage and soil, and leave a written price.",
  keywords: [
    "book concrete estimate Des Moines",
    "free on-site concrete estimate",
    "schedule driveway estimate Ankeny",
    "concrete contractor appointment Iowa",
    "patio estimate West Des Moines",
  ],
};

export const bookHero = {
  eyebrow: "Free on-site estimate",
  title: "Book a Free On-Site Estimate",
  subtitle:
    "Choose a day and a time window that suits you. An estimator comes to the job, looks at what is there now, and leaves you a written price. It costs nothing and you owe us nothing.",
};

/** What the estimator does on site, in the order they do it. */
export const bookVisit = {
  heading: "What happens at the visit",
  length: (minutes: number) => `The visit takes about ${minutes} minutes.`,
  free: "It is free, and there is no obligation to go ahead.",
  presence:
    "If you can, be there for the end of the visit: it is the best time to ask questions and look at finishes together.",
  steps: [
    {
      title: "Measure the area",
      text: "We measure the slab, driveway or walk with a wheel and tape, and mark where the forms and the joints would go.",
    },
    {
      title: "Check the base and the drainage",
      text: "We probe the ground under the old concrete, look for settling and washed-out gravel, and watch where the water runs: toward the house, the garage or a low spot.",
    },
    {
      title: "Look at the soil",
      text: "Much of central Iowa sits on clay that swells when it is wet and heaves when it freezes. We check it, because the right base depth and rebar keep a new slab from cracking after its first winters of freeze-thaw.",
    },
    {
      title: "Talk through finishes",
      text: "Broom, exposed aggregate, stamped or colored: we show you what each looks like, and which holds up to road salt and snow shovels.",
    },
    {
      title: "Leave a written price",
      text: "You get a written estimate that spells out the work, the slab's thickness and reinforcement, and the price. You owe nothing for it.",
    },
  ],
};

export const bookSteps = {
  heading: "Book your visit",
  requiredNote: "Fields marked * are required.",
  day: {
    legend: "1. Pick a day",
    navLabel: "Days with open times",
    full: "Fully booked",
    open: (count: number) => (count === 1 ? "1 time open" : `${count} times open`),
  },
  window: {
    legend: "2. Pick a time window",
    hint: "The estimator arrives within the window you pick.",
    taken: "Taken",
    none: "There are no open times on this day. Pick another day.",
  },
  address: {
    legend: "3. Where is the job?",
    hint: "We serve Polk, Dallas and Warren counties. We'll tell you right away if the address is outside them.",
  },
  contact: {
    legend: "4. How can we reach you?",
  },
  labels: {
    address: "Street address",
    city: "City",
    zip: "ZIP code",
    name: "Full name",
    phone: "Phone number",
    email: "Email address",
    message: "Anything we should know? (optional)",
  },
  placeholders: {
    address: "1234 Grand Ave",
    city: "Des Moines",
    zip: "50309",
    name: "Jane Smith",
    phone: "(515) 555-0100",
    email: "jane@example.com",
    message: "Gate code, where to park, the old driveway's cracks by the garage…",
  },
  submit: "Confirm my visit",
  sending: "Booking your visit...",
};

/** What the page says back, in place (with scripts) or as the server's page (without). */
export const bookAnswers = {
  booked: {
    title: "Your visit is booked",
    when: "When",
    where: "Where",
    text: "If your plans change, move or cancel the visit with the link below, or call us.",
    manage: "Change or cancel this visit",
    again: "Book another visit",
  },
  errorSummary: (count: number) =>
    count === 1
      ? "There is 1 thing to fix before we can book your visit"
      : `There are ${count} things to fix before we can book your visit`,
  taken: {
    nearest: "These times are still open:",
    none: "Please pick another time.",
  },
  failed: "We couldn't book your visit just now. Please try again, or call us.",
  call: (phone: string) => `Or call us at ${phone}.`,
};

/** When the server cannot take bookings (the calendar is not set up, or out of reach). */
export const bookUnavailable = {
  title: "Online booking isn't available right now",
  text: (phone: string) => `Call us at ${phone} and we'll set up your free on-site estimate over the phone.`,
  quote: "Or request a quote online",
};
