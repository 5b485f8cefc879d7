import type { SiteConfig } from "@shared/content/site.ts";
import { Fragment, type ReactNode } from "react";
import { renderPlainPage } from "../../core/plain-page.tsx";
import {
  deadReason,
  destinationLabel,
  destinationOf,
  LEADS_COMMAND,
  receiptWords,
} from "../delivery/index.ts";
import { labelledFields, localTime, oneLine, reasonText } from "../present/index.ts";
import type { Delivery, DeliveryStatus, Lead, LeadWithDeliveries } from "../store/index.ts";
import { OWNER_LINK_DAYS, type OwnerLinkPurpose } from "./link-token.ts";
import { OWNER_LINK_PATHS } from "./links.ts";

/**
 * The pages the owner's e-mail links open (decision 017), in the owner's words. A GET only shows:
 * a link scanner that follows the link changes nothing. The button posts the token back.
 */

export interface OwnerPage {
  status: number;
  html: string;
}

/** Characters of one field the page shows: enough to judge, bounded whatever a bot sent. */
const FIELD_SHOWN_MAX = 2_000;

function clip(value: string): string {
  return value.length > FIELD_SHOWN_MAX ? `${value.slice(0, FIELD_SHOWN_MAX)}…` : value;
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value], index) => (
        // Labels may repeat (a field and its copy); their order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once
        <Fragment key={index}>
          <dt>{oneLine(label)}</dt>
          <dd>{clip(value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}

/** Who the lead is and where it came from. */
function whoRows(lead: Lead): [string, string][] {
  return [
    ["Name", oneLine(lead.name ?? text(lead.payload.name)) || "—"],
    ["E-mail", oneLine(text(lead.payload.email) || (lead.email ?? "")) || "—"],
    ["Phone", oneLine(text(lead.payload.phone)) || "—"],
    ["Form", oneLine(lead.formName)],
    ["Received", localTime(lead.createdAt)],
  ];
}

/** Shown under "who", or the form's own bookkeeping rather than anything the visitor wrote. */
const NOT_ASKED = new Set(["Name", "Email", "Phone", "Form name", "Form type", "Lead type", "Submitted at"]);

/** What the visitor sent besides who they are, labelled as in the lead e-mail. */
function askedRows(lead: Lead): [string, string][] {
  return labelledFields(lead.payload).filter(([label]) => !NOT_ASKED.has(label));
}

function PostButton({ purpose, token, label }: { purpose: OwnerLinkPurpose; token: string; label: string }) {
  return (
    <form method="post" action={OWNER_LINK_PATHS[purpose]}>
      <input type="hidden" name="token" value={token} />
      <p>
        <button className="button" type="submit">
          {label}
        </button>
      </p>
    </form>
  );
}

function page(site: SiteConfig, status: number, title: string, body: ReactNode): OwnerPage {
  return {
    status,
    html: renderPlainPage(
      site,
      title,
      <>
        <h1>{title}</h1>
        {body}
      </>,
    ),
  };
}

const Command = ({ children }: { children: string }) => (
  <p>
    <code>{children}</code>
  </p>
);
const when = (date: Date) => localTime(date);

/* The Release link */

export function releaseConfirmPage(site: SiteConfig, lead: Lead, token: string): OwnerPage {
  return page(
    site,
    200,
    "Deliver this held lead?",
    <>
      <p>
        The website held this submission as spam, so it was not sent to you or to the lead service. If it is a
        real customer, deliver it: it then arrives like any other lead, once.
      </p>
      <Facts rows={[...whoRows(lead), ["Held because", reasonText(lead.spamReason)]]} />
      <h2>What they sent</h2>
      <Facts rows={askedRows(lead)} />
      <PostButton purpose={"release"} token={token} label={"Deliver this lead"} />
      <p className="hint">Nothing is sent until you press the button.</p>
    </>,
  );
}

export function releasedPage(site: SiteConfig, lead: Lead, leadCount: number): OwnerPage {
  const who = oneLine(lead.name ?? "") || "This lead";
  return page(
    site,
    200,
    "Lead delivered",
    <>
      <p>{`${who} is queued for delivery: it goes to the lead service${leadCount > 1 ? " (with the rest of the same quote request)" : ""} and to your e-mail within a minute or so.`}</p>
      <p>Opening the link again will not send it a second time.</p>
    </>,
  );
}

/** A lead the link cannot release: released before, never held, or only marked as spam. */
export function notHeldPage(site: SiteConfig, lead: Lead, token: string | null): OwnerPage {
  if (lead.markedSpamAt && token) {
    return page(
      site,
      200,
      "Marked as spam",
      <>
        <p>{`You marked this lead as spam on ${when(lead.markedSpamAt)}. It had been delivered already; the mark is only a note in the site's records.`}</p>
        <Facts rows={whoRows(lead)} />
        <PostButton purpose={"release"} token={token} label={"It is not spam: remove the mark"} />
      </>,
    );
  }
  if (lead.releasedAt) {
    return page(
      site,
      200,
      "Already released",
      <>
        <p>{`This lead was already released on ${when(lead.releasedAt)} and delivered then. It is not sent again.`}</p>
        <Facts rows={whoRows(lead)} />
      </>,
    );
  }
  return page(
    site,
    200,
    "This lead was not held",
    <>
      <p>It was delivered when it arrived, like any other lead. There is nothing to release.</p>
      <Facts rows={whoRows(lead)} />
    </>,
  );
}

export function unmarkedPage(site: SiteConfig, lead: Lead): OwnerPage {
  return page(
    site,
    200,
    "No longer marked as spam",
    <>
      <p>The mark is removed. The lead had been delivered already; nothing is sent again.</p>
      <Facts rows={whoRows(lead)} />
    </>,
  );
}

/* The retired This-is-spam link */

/** Lead e-mails carried a "This is spam" link until decision 017 took every action out of them. */
export function retiredSpamLinkPage(site: SiteConfig, leadsCommand = LEADS_COMMAND): OwnerPage {
  return page(
    site,
    410,
    "This link is no longer used",
    <>
      <p>
        Lead e-mails used to carry a link to mark a lead as spam. It has been retired, and nothing was
        changed.
      </p>
      <p>Mark a lead as spam on the Leads screen in WordPress, or on the server with:</p>
      <Command>{`${leadsCommand} spam ID`}</Command>
    </>,
  );
}

/* The Retry link (decision 020) */

/** Where a delivery stands now, in the owner's words, by its status. */
const deliveryState: Record<DeliveryStatus, (delivery: Delivery) => string> = {
  delivered: (delivery) => `delivered on ${when(delivery.deliveredAt ?? delivery.updatedAt)}`,
  pending: (delivery) => `waiting to be sent; the next try on ${when(delivery.nextAttemptAt)}`,
  skipped: () => "not sent: the lead is held as spam",
  parked: (delivery) =>
    `not sent: the website has no ${destinationOf(delivery.destination).words.missing} set; it goes once that is set and the site restarts`,
  dead: (delivery) => `not delivered. ${deadReason(delivery)}`,
};

/** Each delivery's row: where it stands, then what its destination last reported of it (a text's status). */
function deliveryRows(deliveries: readonly Delivery[]): [string, string][] {
  return deliveries.map((delivery) => {
    const reported = receiptWords(delivery);
    const state = deliveryState[delivery.status](delivery);
    return [destinationLabel(delivery.destination), reported ? `${state}. ${reported}` : state];
  });
}

export function retryConfirmPage(
  site: SiteConfig,
  { lead, deliveries }: LeadWithDeliveries,
  token: string,
): OwnerPage {
  return page(
    site,
    200,
    "Send this lead again?",
    <>
      <p>
        The website stopped trying to deliver this lead; it is kept. If what went wrong is fixed (the lead
        service is back, or its settings are corrected), send it again: it is tried once more, at once. If it
        fails again, you will get another e-mail.
      </p>
      <Facts rows={[...whoRows(lead), ...deliveryRows(deliveries)]} />
      <h2>What they sent</h2>
      <Facts rows={askedRows(lead)} />
      <PostButton purpose={"retry"} token={token} label={"Send it again"} />
      <p className="hint">Nothing is sent until you press the button.</p>
    </>,
  );
}

export function retriedPage(site: SiteConfig, lead: Lead): OwnerPage {
  const who = oneLine(lead.name ?? "") || "This lead";
  return page(
    site,
    200,
    "Lead sent again",
    <>
      <p>{`${who} is queued to be sent again: it goes out within a minute or so. If it fails again, you will get another e-mail.`}</p>
      <p>Opening the link again will not send it a second time.</p>
    </>,
  );
}

/** A lead the link cannot retry: retried before, delivered, or never dead. */
export function notDeadPage(site: SiteConfig, { lead, deliveries }: LeadWithDeliveries): OwnerPage {
  const retried = deliveries
    .map((delivery) => delivery.retriedAt)
    .filter((date): date is Date => date !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return page(
    site,
    200,
    retried ? "Already retried" : "Nothing to retry",
    <>
      <p>
        {retried
          ? `This lead was already sent again on ${when(retried)}. It is not sent a second time; where it stands now:`
          : "None of this lead's deliveries failed; where it stands now:"}
      </p>
      <Facts rows={[...whoRows(lead), ...deliveryRows(deliveries)]} />
    </>,
  );
}

/* Links that cannot be used */

export function invalidLinkPage(site: SiteConfig, leadsCommand = LEADS_COMMAND): OwnerPage {
  return page(
    site,
    400,
    "This link is not valid",
    <>
      <p>
        The link is incomplete or has been changed. Open it again from the e-mail, by clicking it rather than
        copying it; some e-mail programs cut long links when they are copied.
      </p>
      <p>You can also find the lead on the Leads screen in WordPress, or on the server with:</p>
      <Command>{`${leadsCommand} list`}</Command>
    </>,
  );
}

/** What an expired link's page says to do instead, and the command that does it. */
const expiredAdvice: Record<OwnerLinkPurpose, [advice: string, command: string]> = {
  release: ["To deliver the lead now, use the Leads screen in WordPress, or run on the server:", "release"],
  retry: [
    "To send the lead again now, use Retry on the Leads screen in WordPress, or run on the server:",
    "retry",
  ],
};

export function expiredLinkPage(
  site: SiteConfig,
  leadId: string,
  purpose: OwnerLinkPurpose,
  leadsCommand = LEADS_COMMAND,
): OwnerPage {
  const [advice, verb] = expiredAdvice[purpose];
  const command = `${leadsCommand} ${verb}`;
  return page(
    site,
    410,
    "This link has expired",
    <>
      <p>{`Links in the website's e-mails work for ${OWNER_LINK_DAYS} days, and this one is older. Nothing was changed.`}</p>
      <p>{advice}</p>
      <Command>{`${command} ${leadId}`}</Command>
    </>,
  );
}

export function goneLeadPage(site: SiteConfig): OwnerPage {
  return page(site, 404, "This lead is no longer stored", <p>There is nothing left to do with this link.</p>);
}

export function unavailablePage(site: SiteConfig): OwnerPage {
  return page(
    site,
    503,
    "Please try again in a minute",
    <p>The website cannot reach its lead store just now. Nothing was changed.</p>,
  );
}
