import { describe, expect, it } from "vitest";
import { deliveryRecord, leadRecord } from "../../../../tests/support/lead-records.ts";
import { DESTINATIONS as CORE_DESTINATIONS } from "../../../core/deliveries.ts";
import {
  createSiteMetrics,
  DESTINATIONS as METRIC_DESTINATIONS,
  SITE_METRICS,
} from "../../../metrics/index.ts";
import { leadDetailView } from "../../admin/views.ts";
import { statsView } from "../../cli-views.ts";
import { LEAD_CSV_COLUMNS, leadCsvHeader, leadCsvRecord } from "../../lead-csv.ts";
import {
  DELIVERY_STATUSES,
  DESTINATIONS,
  type Delivery,
  type DeliveryStatus,
  type Destination,
  type Lead,
} from "../../store/index.ts";
import { deadReason, destinationInSentence, destinationLabel } from "../owner-wording.ts";
import { settledMessage } from "../parking.ts";
import { deliveryPlan } from "../plan.ts";
import { DESTINATION_LIST, DESTINATION_MODULES, destinationOf } from "./index.ts";

/**
 * A destination is its module and its entry in the registry: every list the site makes of them
 * (the plan, the owner's words, the CSV, the admin API, the CLI, the metrics' labels) covers exactly
 * the registry's ids, so one added without what a list needs fails here or in the type of the
 * registry (index.ts), never silently.
 */
const ids = Object.keys(DESTINATION_MODULES).sort();
const T = new Date("2026-11-21T15:00:00.000Z");

const lead: Lead = leadRecord({
  id: "lead-1",
  createdAt: T,
  formType: "quote",
  formName: "Website Quote Form",
  endpoint: "quote",
  payload: { name: "Ana" },
  name: "Ana",
});

const delivery = (destination: Destination, status: DeliveryStatus): Delivery =>
  deliveryRecord({
    id: `delivery-${destination}`,
    leadId: lead.id,
    destination,
    status,
    attempts: 3,
    nextAttemptAt: T,
    lastError: "request failed: ECONNREFUSED",
    deadAt: new Date(T.getTime() + 26 * 3_600_000),
    createdAt: T,
    updatedAt: T,
  });

/** Each destination's delivery with another status, so a column showing another's status shows. */
const deliveries = DESTINATION_LIST.map((module, index) =>
  delivery(module.id, DELIVERY_STATUSES[index % DELIVERY_STATUSES.length]),
);

describe("the destinations' registry", () => {
  it("holds one module per id, each under its own id, in the id list the store and the metrics read", () => {
    expect(ids).toEqual([...DESTINATIONS].sort());
    expect([...CORE_DESTINATIONS].sort()).toEqual(ids);
    expect([...METRIC_DESTINATIONS].sort()).toEqual(ids);
    for (const [id, module] of Object.entries(DESTINATION_MODULES)) expect(module.id).toBe(id);
    expect(DESTINATION_LIST.map((module) => module.id)).toEqual([...DESTINATIONS]);
  });

  it("plans a delivery for each: parked without settings, deliverable with every setting made", () => {
    const none = deliveryPlan({});
    expect(none.deliverable).toEqual([]);
    expect(none.recorded).toEqual(
      DESTINATION_LIST.map((module) => ({ destination: module.id, parked: true })),
    );
    const all = deliveryPlan({
      LEAD_WEBHOOK_URL: "https://leads.example.com/hook",
      SMTP_URL: "smtp://mail.example.com",
      NOTIFY_EMAIL: "owner@example.com",
      TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_FROM: "+15155550100",
      OWNER_SMS_TO: ["+15155550142"],
    });
    expect([...all.deliverable].sort()).toEqual(ids);
    expect(all.recorded.map(String).sort()).toEqual(ids);
  });

  it("names each in the owner's words, on its own, in a sentence, when it is dead and when it waits", () => {
    for (const module of DESTINATION_LIST) {
      expect(destinationLabel(module.id), module.id).toMatch(/^[A-Z]\S*( \S+)*$/);
      expect(destinationInSentence(module.id), module.id).toMatch(/^[a-z]\S*( \S+)*$/);
      expect(deadReason(delivery(module.id, "dead")), module.id).toMatch(/^[A-Z].+ for 26 hours .+\.$/);
      expect(module.words.notConfigured).not.toBe("");
      expect(module.words.missing).toContain(module.words.setting.split(" ")[0]);
      const parked = { destination: module.id, parked: 1, sent: 0, stillParked: 1 };
      expect(settledMessage(parked, false, true), module.id).toContain(`${module.words.setting} `);
    }
    const labels = DESTINATION_LIST.map((module) => module.words.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("gives each a column of the CSV export, with its delivery's status", () => {
    const columns = DESTINATION_LIST.map((module) => module.words.csvColumn);
    expect(new Set(LEAD_CSV_COLUMNS).size).toBe(LEAD_CSV_COLUMNS.length);
    expect(LEAD_CSV_COLUMNS.filter((column) => column.endsWith("_status")).sort()).toEqual(
      [...columns].sort(),
    );
    // The first two keep the places spreadsheets read them at; a later one goes at the end.
    expect(LEAD_CSV_COLUMNS.slice(17, 19)).toEqual(columns.slice(0, 2));
    expect(leadCsvHeader()).toBe(`${LEAD_CSV_COLUMNS.join(",")}\r\n`);
    const cells = leadCsvRecord({ lead, deliveries }).trimEnd().split(",");
    for (const one of deliveries) {
      const module = DESTINATION_MODULES[one.destination];
      expect(cells[LEAD_CSV_COLUMNS.indexOf(module.words.csvColumn)], module.id).toBe(one.status);
    }
  });

  it("names each delivery in the admin API's answer, as the WordPress Leads screen shows it", () => {
    const view = leadDetailView({ lead, deliveries, attempts: [], linked: [] }, "pending", null);
    expect(view.deliveries.map((one) => [one.destination, one.label])).toEqual(
      DESTINATION_LIST.map((module) => [module.id, module.words.label]),
    );
  });

  it("gives each a row of the CLI's stats", () => {
    const counts = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<
      DeliveryStatus,
      number
    >;
    const text = statsView({
      leads: 0,
      spamLeads: 0,
      deliveries: counts,
      byDestination: Object.fromEntries(ids.map((id) => [id, counts])) as Record<Destination, typeof counts>,
      oldestPendingAt: null,
      oldestPendingAgeMs: 0,
    });
    for (const id of ids) expect(text).toMatch(new RegExp(`^${id}\\s`, "m"));
  });

  it("counts each in the metrics, and nothing else but `other`", async () => {
    for (const name of [
      "gdm_lead_delivery_attempts_total",
      "gdm_lead_delivery_attempt_duration_seconds",
      "gdm_lead_deliveries",
    ] as const) {
      const labels = SITE_METRICS[name].labels as { destination: readonly string[] };
      expect([...labels.destination].sort(), name).toEqual(ids);
    }
    const metrics = createSiteMetrics({ processMetrics: false });
    const body = (await metrics.scrape()).body;
    const counted = [...body.matchAll(/^gdm_lead_delivery_attempts_total\{destination="(\w+)"/gm)].map(
      (match) => match[1],
    );
    expect([...new Set(counted)].sort()).toEqual(ids);
  });

  it("names a destination it has no module for (a newer version's row, after a rollback) by its id, and never sends to it", () => {
    const crm = "crm" as Destination;
    const module = destinationOf(crm);
    expect(
      module.configured({ LEAD_WEBHOOK_URL: "https://x.example", SMTP_URL: "smtp://x", NOTIFY_EMAIL: "a@x" }),
    ).toBe(false);
    expect(destinationLabel(crm)).toBe("crm");
    expect(deadReason(delivery(crm, "dead"))).toBe(
      "It could not be sent to crm for 26 hours (the last try: request failed: ECONNREFUSED).",
    );
    const view = leadDetailView(
      { lead, deliveries: [delivery(crm, "pending")], attempts: [], linked: [] },
      "pending",
      null,
    );
    expect(view.deliveries[0].label).toBe("crm");
    expect(leadCsvRecord({ lead, deliveries: [delivery(crm, "pending")] }).split(",")).toHaveLength(
      LEAD_CSV_COLUMNS.length,
    );
  });
});
