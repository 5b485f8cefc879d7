import { describe, expect, it } from "vitest";
import { EnvError, metricsPortOf, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("runs on embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("file:./data/site.db");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.WORDPRESS_URL).toBeUndefined();
    expect(env.LEAD_WEBHOOK_URL).toBeUndefined();
  });

  it("reads the documented variables and drops a trailing slash from SITE_URL", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_URL: "https://www.example.com/",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      LEAD_WEBHOOK_URL: "https://leads.example.com/hook",
      WORDPRESS_URL: "https://cms.example.com",
    });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://www.example.com");
    expect(env.DATABASE_URL).toMatch(/^postgres:/);
    expect(env.WORDPRESS_URL).toBe("https://cms.example.com");
  });

  it("reads TRUST_PROXY and CDN_MAX_AGE_SECONDS, with defaults for one box", () => {
    expect(parseEnv({}).TRUST_PROXY).toMatchObject({ kind: "list", entries: ["loopback"] });
    expect(parseEnv({}).CDN_MAX_AGE_SECONDS).toBe(60);
    expect(parseEnv({ TRUST_PROXY: "none" }).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
    expect(parseEnv({ CDN_MAX_AGE_SECONDS: "0" }).CDN_MAX_AGE_SECONDS).toBe(0);
    expect(() => parseEnv({ CDN_MAX_AGE_SECONDS: "-1" })).toThrow(/CDN_MAX_AGE_SECONDS/);
  });

  it("takes an OWNER_LINK_SECRET of 32 characters or more, and names it when shorter", () => {
    expect(parseEnv({}).OWNER_LINK_SECRET).toBeUndefined();
    expect(parseEnv({ OWNER_LINK_SECRET: "k".repeat(32) }).OWNER_LINK_SECRET).toBe("k".repeat(32));
    expect(() => parseEnv({ OWNER_LINK_SECRET: "short" })).toThrow(
      /OWNER_LINK_SECRET: must be at least 32 characters/,
    );
  });

  it("tells the owner of a 15-minute backlog and of 3 quiet days unless set otherwise; 0 turns either off", () => {
    expect(parseEnv({})).toMatchObject({ LEADS_BACKLOG_MINUTES: 15, LEADS_QUIET_HOURS: 72 });
    expect(parseEnv({ LEADS_BACKLOG_MINUTES: "0", LEADS_QUIET_HOURS: "168" })).toMatchObject({
      LEADS_BACKLOG_MINUTES: 0,
      LEADS_QUIET_HOURS: 168,
    });
  });

  it("reads the owner's text settings: E.164 numbers, comma-separated, and quiet hours 21-6 unless told", () => {
    expect(parseEnv({})).toMatchObject({
      TWILIO_API_BASE: "https://api.twilio.com",
      SMS_QUIET_HOURS: { from: 21, to: 6 },
    });
    expect(
      parseEnv({ OWNER_SMS_TO: "+15155550142, +15155550143,+15155550142", SMS_QUIET_HOURS: "off" }),
    ).toMatchObject({ OWNER_SMS_TO: ["+15155550142", "+15155550143"], SMS_QUIET_HOURS: null });
    expect(parseEnv({ SMS_QUIET_HOURS: "22-7" }).SMS_QUIET_HOURS).toEqual({ from: 22, to: 7 });
    expect(() => parseEnv({ OWNER_SMS_TO: "+15155550142, (515) 555-0143" })).toThrow(
      /OWNER_SMS_TO: must be phone numbers in E\.164 form.*\(not one: \(515\) 555-0143\)/,
    );
    expect(() => parseEnv({ TWILIO_FROM: "5155550100" })).toThrow(
      /TWILIO_FROM: must be a phone number in E\.164 form/,
    );
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: "SK123" })).toThrow(
      /TWILIO_ACCOUNT_SID: must be the account's SID/,
    );
    expect(() => parseEnv({ SMS_QUIET_HOURS: "9pm-6am" })).toThrow(/SMS_QUIET_HOURS: must be two hours/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ WORDPRESS_URL: "", PORT: "" }).WORDPRESS_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty", /PORT: must be a port number/],
    ["PORT", "70000", /PORT: must be between 0 and 65535/],
    ["SITE_URL", "example.com", /SITE_URL: must be an absolute/],
    ["DATABASE_URL", "mysql://x", /DATABASE_URL: must be file:<path> or postgres/],
    ["WORDPRESS_URL", "not a url", /WORDPRESS_URL: must be an absolute URL/],
    ["NOTIFY_EMAIL", "owner-at-example", /NOTIFY_EMAIL: must be an e-mail address/],
    ["LEADS_BACKLOG_MINUTES", "a while", /LEADS_BACKLOG_MINUTES: must be a number of minutes/],
    ["LEADS_BACKLOG_MINUTES", "-5", /LEADS_BACKLOG_MINUTES: must be 0 \(off\) or more/],
    ["LEADS_QUIET_HOURS", "2.5", /LEADS_QUIET_HOURS: must be a whole number of hours/],
    ["LEADS_QUIET_HOURS", "10000", /LEADS_QUIET_HOURS: must be at most 2160 \(90 days\)/],
  ])("stops with a message naming %s when it is %j", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it("reads METRICS_PORT as off, a port, or the site's PORT plus N, on loopback unless told", () => {
    expect(parseEnv({}).METRICS_PORT).toBeNull();
    expect(metricsPortOf(parseEnv({}))).toBeNull();
    expect(metricsPortOf(parseEnv({ METRICS_PORT: "off" }))).toBeNull();
    expect(parseEnv({}).METRICS_HOST).toBe("127.0.0.1");
    expect(metricsPortOf(parseEnv({ METRICS_PORT: "9464" }))).toBe(9464);
    // The template unit's instances: gdm-concrete@3001 and @3002 each on a port of their own.
    expect(metricsPortOf(parseEnv({ PORT: "3001", METRICS_PORT: "+6464" }))).toBe(9465);
    expect(metricsPortOf(parseEnv({ PORT: "3002", METRICS_PORT: "+6464" }))).toBe(9466);
    // A site on any free port (tests) has its metrics on any free port too.
    expect(metricsPortOf(parseEnv({ PORT: "0", METRICS_PORT: "+6464" }))).toBe(0);
    expect(metricsPortOf(parseEnv({ PORT: "0", METRICS_PORT: "0" }))).toBe(0);
  });

  it("refuses a METRICS_PORT that is not a port, is the site's own, or passes 65535", () => {
    for (const value of ["metrics", "-1", "65536", "+0", "9464.5", "+"]) {
      expect(() => parseEnv({ METRICS_PORT: value }), value).toThrow(/METRICS_PORT: must be a port number/);
    }
    expect(() => parseEnv({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      /METRICS_PORT: must not be the site's own PORT/,
    );
    expect(() => parseEnv({ PORT: "60000", METRICS_PORT: "+6464" })).toThrow(/METRICS_PORT: .*above 65535/);
    expect(() => parseEnv({ PORT: "60000", METRICS_PORT: "+6464" })).toThrow(EnvError);
  });
});
