import type { SiteConfig } from "@shared/content/site.ts";

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | string[];

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: { label: string; iso: string };
  intro: string[];
  sections: LegalSection[];
  /** The closing section; the page adds the business's address, phone and e-mail under it. */
  contact: { heading: string; text: string };
}

type LegalSite = Pick<SiteConfig, "name" | "address" | "paymentAccepted">;

export const LEGAL_LAST_UPDATED = { label: "June 10, 2025", iso: "2025-06-10" } as const;

export const privacyPolicyMeta = {
  title: "Privacy Policy",
  description:
    "How we collect, use and protect the information you share through our website and quote forms: what we keep, who sees it, and your choices.",
};

export const termsOfServiceMeta = {
  title: "Terms of Service",
  description:
    "The terms for using our website and for requesting estimates: site inspections, written pricing, payment on completion and warranty terms.",
};

export function privacyPolicy(site: LegalSite): LegalDocument {
  const { name } = site;
  return {
    ...privacyPolicyMeta,
    lastUpdated: LEGAL_LAST_UPDATED,
    intro: [
      `${name} ("we", "us") is a concrete contractor based in ${site.address.city}, Iowa. This policy explains, in plain English, what information our website collects, why we collect it, who sees it and how long we keep it.`,
      "The short version: we collect only what we need to answer your request and give you an estimate, and we never sell it.",
    ],
    sections: [
      {
        heading: "Information you give us",
        blocks: [
          "When you request a quote, send a message or fill in one of our lead forms, we receive what you type in:",
          [
            "your name, e-mail address and phone number;",
            "the project address (street, city and ZIP code), when the form asks for it;",
            "project details: the type of work, approximate size, timeline, budget range, a description of the project and how you heard about us.",
          ],
          "Please don't put anything sensitive in a form, such as payment card or Social Security numbers. We will never ask for them on this website.",
        ],
      },
      {
        heading: "Information collected automatically",
        blocks: [
          "Campaign details. If you reach us through an ad or a link that carries campaign parameters (utm_source, utm_medium, utm_campaign, utm_content and utm_term), our site saves those values, and the name of the website that referred you, in your browser's local storage. They stay on your device and are sent to us only together with a form you submit, so we can tell which advertising actually brings us customers. You can delete them at any time by clearing your browser's site data.",
          "Server logs. Like every website, our server records technical details of each request (IP address, the page requested, date and time, browser type) to keep the site secure and working. Logs are kept for a short time and are not used to build a profile of you.",
          "We do not use advertising cookies, and the website does not load tracking scripts from third parties.",
        ],
      },
      {
        heading: "How we use your information",
        blocks: [
          [
            "to answer your request, prepare an estimate and schedule a site visit;",
            "to contact you by phone, text or e-mail about your project;",
            "to keep records of the work we do for you, including for warranty service;",
            "to understand which advertising and referral sources work, using the campaign details above;",
            "to protect the website and our customers from spam and abuse.",
          ],
        ],
      },
      {
        heading: "Who receives it",
        blocks: [
          "When you submit a form, your request is delivered to our customer relationship management (CRM) system and to our business e-mail inbox, where our estimators read it. The companies that host our website, CRM and e-mail process this information only on our behalf and under their own security and confidentiality obligations.",
          "We do not sell, rent or trade your personal information, and we do not share it with other businesses for their marketing. We disclose it only if the law requires us to, or to protect our rights or the safety of others.",
        ],
      },
      {
        heading: "How long we keep it",
        blocks: [
          "Requests that do not turn into a project are kept for up to two years, in case you come back to us, and then deleted. If we do work for you, we keep your contact details and project records for as long as the warranty runs and as long as tax and business-record rules require. Server logs are deleted after 90 days.",
        ],
      },
      {
        heading: "Your choices",
        blocks: [
          "You can ask us at any time to tell you what information we hold about you, to correct it, or to delete it. You can also ask us to stop contacting you about an estimate. Use the contact details below; we answer such requests within 30 days. Deleting your information does not affect records we must keep by law.",
        ],
      },
      {
        heading: "Security",
        blocks: [
          "Our website is served over an encrypted connection (HTTPS), and access to the information you send is limited to the people who need it to serve you. No system is perfectly secure, but we take reasonable care to protect your information.",
        ],
      },
      {
        heading: "Children",
        blocks: [
          "Our website is meant for adults arranging work on their property. We do not knowingly collect information from children under 13.",
        ],
      },
      {
        heading: "Changes to this policy",
        blocks: [
          "If we change how we handle your information, we will update this page and the date at the top. Significant changes will apply only to information collected after the change.",
        ],
      },
    ],
    contact: {
      heading: "Contact us",
      text: "Questions about this policy or your information? Reach us at:",
    },
  };
}

export function termsOfService(site: LegalSite): LegalDocument {
  const { name } = site;
  return {
    ...termsOfServiceMeta,
    lastUpdated: LEGAL_LAST_UPDATED,
    intro: [
      `These terms apply to your use of the ${name} website and to the estimates and quotes you request through it. By using the website, you agree to them. The contract for any actual concrete work is the written agreement we sign with you; if it differs from these terms, the contract governs.`,
    ],
    sections: [
      {
        heading: "Information on this website",
        blocks: [
          "We work to keep the information on this site accurate and current, but it is general information about our services, not a promise for a particular project. Prices shown are typical ranges for the Greater Des Moines area; your price depends on your site and the work you choose. Photos and illustrations show the kind of work we do and may not depict a specific project.",
        ],
      },
      {
        heading: "Estimates and quotes",
        blocks: [
          "Estimates are subject to site inspection. A figure we give online, by phone or from photos is a preliminary estimate based on what you tell us; soil conditions, access, grading, removal of old concrete and permit requirements can change it.",
          "Final pricing is confirmed in writing before work begins. No work starts, and you owe nothing, until you have accepted a written proposal or contract.",
          "Requesting an estimate is free and creates no obligation for you or for us.",
        ],
      },
      {
        heading: "Scheduling and weather",
        blocks: [
          "Concrete depends on the weather. We schedule pours for suitable temperatures and dry conditions, and we may move a start date for rain, frost or heat to protect the quality of your concrete. We will tell you as early as we can and agree a new date with you.",
        ],
      },
      {
        heading: "Payment",
        blocks: [
          `Payment is generally due on completion of the work. Some projects, such as large jobs or custom decorative work, require a deposit when the contract is signed; if so, the amount and payment schedule are set out in your contract.${site.paymentAccepted.length > 0 ? ` We accept ${site.paymentAccepted.map((m) => m.toLowerCase()).join(", ")}.` : ""}`,
        ],
      },
      {
        heading: "Warranty",
        blocks: [
          "Warranty terms are set in project contracts. Your contract states what the warranty covers, for how long, and what it excludes (for example damage from de-icing chemicals, overloading, settlement of soil we did not prepare, or normal hairline cracking). Nothing on this website adds to or replaces those terms.",
        ],
      },
      {
        heading: "Your submissions",
        blocks: [
          "When you submit a form, please give accurate information about yourself and the property, and only request work on property you own or are authorized to manage. By submitting a form you agree that we may contact you by phone, text or e-mail about your request. How we handle that information is described in our Privacy Policy.",
        ],
      },
      {
        heading: "Use of the website",
        blocks: [
          "Please don't misuse the website: no automated submissions, spam, attempts to break or overload it, or use for any unlawful purpose. The text, illustrations, logos and design of this website belong to us or our licensors; you may view and share pages for personal use, but not copy them for commercial use without our permission.",
          "Links to other websites are provided for convenience; we are not responsible for their content.",
        ],
      },
      {
        heading: "Limitation of liability",
        blocks: [
          "The website is provided as is. To the extent the law allows, we are not liable for losses that result from using the website or from relying on its general information. This does not limit our responsibilities under a contract for work or under laws that cannot be waived.",
        ],
      },
      {
        heading: "Governing law",
        blocks: [
          "These terms are governed by the laws of the State of Iowa. Any dispute about them will be handled by the courts of Polk County, Iowa, unless your contract says otherwise.",
        ],
      },
      {
        heading: "Changes to these terms",
        blocks: [
          "We may update these terms from time to time. The date at the top shows the latest version, which applies from the day it is posted.",
        ],
      },
    ],
    contact: {
      heading: "Contact us",
      text: "Questions about these terms? Reach us at:",
    },
  };
}
