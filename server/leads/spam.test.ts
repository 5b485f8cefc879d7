import { describe, expect, it } from "vitest";
import { carriesGuardFields, judgeSubmission, MIN_FILL_MS, type SpamInput, withSignalTags } from "./spam.ts";

const now = Date.parse("2026-11-21T15:00:00Z");
const customer = {
  name: "Dana Lee",
  email: "dana@example.com",
  message: "Our driveway in Ankeny heaved after the last freeze and the garage apron is cracked.",
};
const judge = (input: Partial<SpamInput>) =>
  judgeSubmission({ honeypot: "", started: now - 60_000, payload: customer, now, ...input });

describe("the spam guard holds a submission only on evidence no customer produces", () => {
  it("lets a customer through untagged: trap empty, a normal fill time, a plain message", () => {
    expect(judge({})).toEqual({ hold: null, signals: [] });
  });

  it("holds any value in the honeypot field, whatever its type", () => {
    for (const value of ["x", " spam ", 1, true, ["a"], { a: 1 }]) {
      expect(judge({ honeypot: value }).hold).toBe("honeypot");
    }
    expect(judge({ honeypot: "   " }).hold).toBeNull();
  });

  it("holds forum or HTML link markup, which a plain text box never needs", () => {
    for (const message of [
      "Great site [url=http://pills.example]cheap[/url]",
      "visit [url]http://pills.example[/url]",
      'nice <a href="http://casino.example">casino</a>',
    ]) {
      expect(judge({ payload: { ...customer, message } }).hold).toBe("link-markup");
    }
  });

  it("holds a message made mostly of links to several sites", () => {
    const message =
      "http://a-pills.example/buy http://b-casino.example/win https://c-loans.example/now www.d-seo.example/rank";
    expect(judge({ payload: { ...customer, message } }).hold).toBe("mostly-links");
  });

  it("delivers a customer's links to photos, a listing or a map", () => {
    for (const message of [
      "Photos: https://photos.app.goo.gl/abc123 https://photos.app.goo.gl/def456 https://photos.app.goo.gl/x https://photos.app.goo.gl/y",
      "The house: https://www.zillow.com/homedetails/123 and a map https://maps.app.goo.gl/xyz",
      "See https://photos.app.goo.gl/abc https://www.zillow.com/h/1 https://maps.app.goo.gl/x — cracked walk by the curb",
    ]) {
      expect(judge({ payload: { ...customer, message } })).toEqual({ hold: null, signals: [] });
    }
  });

  it("holds text in another script only when it carries a link; without one it is a signal", () => {
    const russian = "Здравствуйте, предлагаем продвижение вашего сайта в поисковых системах";
    expect(judge({ payload: { ...customer, message: `${russian} http://seo.example` } }).hold).toBe(
      "foreign-script-with-link",
    );
    expect(judge({ payload: { ...customer, message: russian } })).toEqual({
      hold: null,
      signals: ["foreign-script"],
    });
  });

  it("reads accented Latin letters (Spanish, Bosnian, Vietnamese) as the business's own script", () => {
    for (const message of [
      "Necesito un patio de concreto nuevo detrás de la casa, ¿cuánto cuesta?",
      "Trebam novi prilaz od betona ispred kuće, molim ponudu",
      "Tôi cần làm lại lối đi bằng bê tông trước nhà",
    ]) {
      expect(judge({ payload: { ...customer, message } })).toEqual({ hold: null, signals: [] });
    }
  });
});

describe("a fast fill is a signal, never a hold", () => {
  it("tags a form submitted faster than a person usually types, and still delivers it", () => {
    expect(judge({ started: now - 500 })).toEqual({ hold: null, signals: ["fast-fill"] });
    expect(judge({ started: String(now - (MIN_FILL_MS - 1)) }).signals).toEqual(["fast-fill"]);
    expect(judge({ started: now - MIN_FILL_MS }).signals).toEqual([]);
  });

  it("trusts the browser's count of how long the form was on screen over a (cached) render time", () => {
    // A page served from the cache carries the time the cache rendered it, minutes or days ago.
    expect(judge({ started: now - 86_400_000, elapsed: 800 }).signals).toEqual(["fast-fill"]);
    expect(judge({ started: now - 86_400_000, elapsed: "0" }).signals).toEqual(["fast-fill"]);
    expect(judge({ started: now - 500, elapsed: MIN_FILL_MS }).signals).toEqual([]);
    // An unreadable count falls back to the render time.
    expect(judge({ started: now - 500, elapsed: "soon" }).signals).toEqual(["fast-fill"]);
    expect(judge({ started: now - 60_000, elapsed: -5 }).signals).toEqual([]);
  });

  it("makes nothing of a missing, unreadable, forged or future start time", () => {
    for (const started of [undefined, "", "yesterday", { valueOf: 1 }, now + 60_000, 1, now - 86_400_000]) {
      expect(judge({ started })).toEqual({ hold: null, signals: [] });
    }
  });

  it("adds one possible-spam tag per signal to the lead's tags, or starts a list", () => {
    expect(withSignalTags({ tags: ["Website Lead"] }, ["fast-fill"])).toEqual({
      tags: ["Website Lead", "possible-spam:fast-fill"],
    });
    expect(withSignalTags({ name: "Pat" }, ["fast-fill", "foreign-script"])).toEqual({
      name: "Pat",
      tags: ["possible-spam:fast-fill", "possible-spam:foreign-script"],
    });
    const untouched = { tags: ["x"] };
    expect(withSignalTags(untouched, [])).toBe(untouched);
  });

  it("drops the possible-spam tags a visitor sent, whatever their case, so only the guard's remain", () => {
    const posted = {
      tags: ["Website Lead", "possible-spam:Call 515-555-0199", " Possible-Spam:fast-fill", 7],
    };
    expect(withSignalTags(posted, [])).toEqual({ tags: ["Website Lead", 7] });
    expect(withSignalTags(posted, ["foreign-script"])).toEqual({
      tags: ["Website Lead", 7, "possible-spam:foreign-script"],
    });
  });
});

describe("the site's own forms are told by the guard's fields", () => {
  it("needs the honeypot (empty is fine) and a readable time on screen, as every form of the site sends them", () => {
    expect(carriesGuardFields({ _hp: "", _started: String(now) })).toBe(true);
    expect(carriesGuardFields({ _hp: "", _started: "", _elapsed: "4500" })).toBe(true);
    expect(carriesGuardFields({ _hp: "", _elapsed: 0 })).toBe(true);
    expect(carriesGuardFields({ _started: String(now) })).toBe(false);
    expect(carriesGuardFields({ _hp: "" })).toBe(false);
    expect(carriesGuardFields({ _hp: "", _started: "soon", _elapsed: "-5" })).toBe(false);
    expect(carriesGuardFields(Object.create({ _hp: "", _started: String(now) }))).toBe(false);
  });
});
