import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../../tests/fakes/twilio.ts";
import { cliIn } from "../../tests/support/leads-cli.ts";

/** `npm run leads -- test-sms`: a test text to the owner's numbers, each answer printed. */

let twilio: FakeTwilio;
beforeEach(async () => {
  twilio = await startFakeTwilio();
});
afterEach(() => twilio.close());

const settings = () => ({
  DATABASE_URL: "file:/nonexistent/never-opened.db",
  SITE_URL: "https://www.example.com",
  ...twilio.account,
  OWNER_SMS_TO: "+15155550142, +15155550143",
});

describe("npm run leads -- test-sms", () => {
  it("texts each configured number and prints what Twilio answered", async () => {
    const run = await cliIn({ env: settings() }, "test-sms");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(twilio.sent.map((text) => [text.to, text.from])).toEqual([
      ["+15155550142", "+15155550100"],
      ["+15155550143", "+15155550100"],
    ]);
    expect(twilio.sent[0].body).toBe(
      "Test: Greater Des Moines Concrete: new leads will be texted to this number. https://www.example.com",
    );
    expect(twilio.sent[0].statusCallback).toBeUndefined();
    expect(run.stdout).toMatch(
      /^\+15155550142: sent \(Twilio took it: SM[0-9a-f]{32}, HTTP 201\)\n\+15155550143: sent/,
    );
  });

  it("says which number Twilio refused, and fails", async () => {
    twilio.forNumber("+15155550143", { kind: "error", status: 400, code: 21614 });
    const run = await cliIn({ env: settings() }, "test-sms");
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "+15155550143: NOT sent, refused: Twilio HTTP 400 21614: 'To' number +15155550143 is not a valid mobile number",
    );
  });

  it("names the settings when texts are not set up, and a number that is not E.164", async () => {
    const none = await cliIn({ env: { SITE_URL: "https://www.example.com" } }, "test-sms");
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO");
    const bad = await cliIn({ env: { ...settings(), OWNER_SMS_TO: "515-555-0142" } }, "test-sms");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("OWNER_SMS_TO: must be phone numbers in E.164 form");
    expect(bad.stderr).toContain("(not one: 515-555-0142)");
    expect(twilio.sent).toEqual([]);
  });
});
