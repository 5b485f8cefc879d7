import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { signCall } from "../../server/cluster/signed-call.ts";
import { composeSite } from "../../server/compose.ts";
import { EmbeddedSource } from "../../server/content/embedded.ts";
import { parseEnv } from "../../server/core/env.ts";
import { SMS_TEST_EVERY_SECONDS } from "../../server/leads/admin/sms-api.ts";
import { openLeadStore } from "../../server/leads/store/index.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio.ts";
import { listen } from "../support/listen.ts";

// The owner's texts on WordPress's settings screen (issue 42): the plugin's signed calls over real
// HTTP to the composed site, which texts through a stand-in Twilio.

const SECRET = "the-secret-the-plugin-shares-with-the-site";
const folder = mkdtempSync(join(tmpdir(), "sms-admin-api-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Site {
  origin: string;
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

async function startSite(env: Record<string, string>, { withStore = true } = {}): Promise<Site> {
  const store = withStore
    ? await openLeadStore(`file:${join(folder, `${randomBytes(4).toString("hex")}.db`)}`)
    : undefined;
  const events: Record<string, unknown>[] = [];
  const { app } = composeSite({
    env: parseEnv({
      SITE_URL: "https://www.example.com",
      RATE_LIMIT_PER_MINUTE: "100000",
      WORDPRESS_WEBHOOK_SECRET: SECRET,
      ...env,
    }),
    content: new EmbeddedSource(),
    store,
    log: (event) => events.push(event),
  });
  const listening = await listen(app);
  return {
    origin: listening.origin,
    events,
    close: async () => {
      await listening.close();
      await store?.close();
    },
  };
}

/** The plugin's call: `call=` added, signed over time, method, path with query and (empty) body. */
async function call(site: Site, method: "GET" | "POST", path: string, { signed = true } = {}) {
  const target = `${path}?call=${randomBytes(16).toString("hex")}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = signed
    ? {
        "X-Timestamp": timestamp,
        "X-Signature": signCall(SECRET, "leads-api", `${timestamp}.${method}.${target}.`),
      }
    : {};
  const response = await fetch(site.origin + target, { method, headers });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields freely
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

let twilio: FakeTwilio;
beforeEach(async () => {
  twilio = await startFakeTwilio();
});
afterEach(() => twilio.close());

const textSettings = () => ({
  ...twilio.account,
  OWNER_SMS_TO: "+15155550142,+15155550143",
});

describe("the owner's texts in the leads API", () => {
  it("says texts are on, to which numbers, from which number, and the quiet hours in words", async () => {
    const site = await startSite(textSettings());
    try {
      const { status, json, headers } = await call(site, "GET", "/api/admin/leads/sms");
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(json).toEqual({
        on: true,
        settings: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO",
        numbers: [
          { number: "+15155550142", shown: "+1 515-555-0142" },
          { number: "+15155550143", shown: "+1 515-555-0143" },
        ],
        sender: { kind: "number", number: "+15155550100", shown: "+1 515-555-0100" },
        quietHours: { from: "9 PM", to: "6 AM" },
        quietHoursWords: "9 PM to 6 AM, Des Moines time",
        testEverySeconds: SMS_TEST_EVERY_SECONDS,
      });
      expect(twilio.requests).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it("says texts are off when a setting is missing, and names a Messaging Service and quiet hours off", async () => {
    const off = await startSite({});
    const service = await startSite({
      ...textSettings(),
      TWILIO_FROM: "",
      TWILIO_MESSAGING_SERVICE_SID: `MG${"b2".repeat(16)}`,
      OWNER_SMS_TO: "+15155550142",
      SMS_QUIET_HOURS: "off",
    });
    try {
      const none = await call(off, "GET", "/api/admin/leads/sms");
      expect(none.status).toBe(200);
      expect(none.json).toMatchObject({ on: false, numbers: [], sender: null });
      expect(none.json.quietHoursWords).toBe("9 PM to 6 AM, Des Moines time");
      const test = await call(off, "POST", "/api/admin/leads/sms/test");
      expect(test.status).toBe(409);
      expect(test.json.error).toBe(
        "Texts are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO on the website to have each lead texted to you.",
      );

      const viaService = await call(service, "GET", "/api/admin/leads/sms");
      expect(viaService.json).toMatchObject({
        on: true,
        numbers: [{ number: "+15155550142", shown: "+1 515-555-0142" }],
        sender: { kind: "messaging-service", sid: `MG${"b2".repeat(16)}` },
        quietHours: null,
        quietHoursWords: "off",
      });
      expect(twilio.requests).toEqual([]);
    } finally {
      await off.close();
      await service.close();
    }
  });

  it("texts each number once on a test, with each one's answer, and refuses another test within 30 seconds", async () => {
    const site = await startSite(textSettings());
    twilio.forNumber("+15155550143", { kind: "error", status: 400, code: 21614 });
    try {
      const first = await call(site, "POST", "/api/admin/leads/sms/test");
      expect(first.status).toBe(200);
      expect(twilio.requests.map((r) => r.to)).toEqual(["+15155550142", "+15155550143"]);
      expect(twilio.sent.map((text) => [text.to, text.from, text.statusCallback])).toEqual([
        ["+15155550142", "+15155550100", undefined],
      ]);
      expect(twilio.sent[0].body).toBe(
        "Test: Greater Des Moines Concrete: new leads will be texted to this number. https://www.example.com",
      );
      expect(first.json.sent).toBe(false);
      expect(first.json.results).toEqual([
        {
          number: "+15155550142",
          shown: "+1 515-555-0142",
          sent: true,
          tryAgain: false,
          answer: `Twilio took it: ${twilio.sent[0].sid}, HTTP 201`,
        },
        {
          number: "+15155550143",
          shown: "+1 515-555-0143",
          sent: false,
          tryAgain: false,
          answer: "refused: Twilio HTTP 400 21614: 'To' number +15155550143 is not a valid mobile number",
        },
      ]);
      expect(site.events).toContainEqual({ event: "admin_leads.sms_test", sent: 1, notSent: 1 });

      const again = await call(site, "POST", "/api/admin/leads/sms/test");
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(SMS_TEST_EVERY_SECONDS);
      expect(again.json.error).toMatch(
        /^A test text was sent less than 30 seconds ago: try again in \d+ seconds\.$/,
      );
      expect(twilio.requests).toHaveLength(2);
      // Reading the state is not limited.
      expect((await call(site, "GET", "/api/admin/leads/sms")).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it("answers while the lead store is away: the texts need none", async () => {
    const site = await startSite(textSettings(), { withStore: false });
    try {
      expect((await call(site, "GET", "/api/admin/leads")).status).toBe(503);
      const state = await call(site, "GET", "/api/admin/leads/sms");
      expect([state.status, state.json.on]).toEqual([200, true]);
      expect((await call(site, "POST", "/api/admin/leads/sms/test")).status).toBe(200);
      expect(twilio.sent.map((text) => text.to)).toEqual(["+15155550142", "+15155550143"]);
    } finally {
      await site.close();
    }
  });

  it("refuses an unsigned call: no state, no text", async () => {
    const site = await startSite(textSettings());
    try {
      const read = await call(site, "GET", "/api/admin/leads/sms", { signed: false });
      const test = await call(site, "POST", "/api/admin/leads/sms/test", { signed: false });
      expect([read.status, test.status]).toEqual([401, 401]);
      expect(JSON.stringify(read.json)).not.toContain("555");
      expect(twilio.requests).toEqual([]);
      // The signed test is still there to be had: the refused one did not spend it.
      expect((await call(site, "POST", "/api/admin/leads/sms/test")).status).toBe(200);
      expect(twilio.sent).toHaveLength(2);
    } finally {
      await site.close();
    }
  });
});
