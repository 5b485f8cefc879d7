import { leadFormIds } from "@shared/forms/table.ts";
import { describe, expect, it } from "vitest";
import { leadFormLabel } from "../metrics/index.ts";
import { channelOf, outcomeOf, refusalOf } from "./lead-metrics.ts";

describe("a submission in the metrics' words", () => {
  it("counts every form of the site under its own id, and only those", () => {
    expect(leadFormIds.filter((id) => leadFormLabel(id) !== id)).toEqual([]);
    expect(leadFormLabel("Contact Us - Homepage <script>")).toBe("other");
    expect(leadFormLabel(undefined)).toBe("other");
  });

  it("tells a campaign from a referral from a direct visit, by utm_params or the fields themselves", () => {
    expect(channelOf({ utm_params: { utm_source: "google", referrer: "www.google.com" } })).toBe("campaign");
    expect(channelOf({ utm_source: "newsletter" })).toBe("campaign");
    expect(channelOf({ utm_params: { referrer: "www.bing.com" } })).toBe("referral");
    expect(channelOf({ utm_params: { utm_source: "  " } })).toBe("direct");
    expect(channelOf({ utm_params: ["google"] })).toBe("direct");
    expect(channelOf({})).toBe("direct");
  });

  it("names each refusal by its status, and a fault of ours as an error", () => {
    expect([422, 429, 413, 415, 400, 405, 503, 500].map(refusalOf)).toEqual([
      "invalid",
      "rate_limited",
      "too_large",
      "unsupported_type",
      "bad_request",
      "wrong_method",
      "unavailable",
      "error",
    ]);
    expect(refusalOf(404)).toBe("bad_request");
  });

  it("says what became of a lead taken", () => {
    expect(outcomeOf({ status: 201, held: false })).toBe("stored");
    expect(outcomeOf({ status: 201, held: true })).toBe("held");
    expect(outcomeOf({ status: 201, held: false, spooled: { storeError: "down" } })).toBe("spooled");
    expect(outcomeOf({ status: 200, held: false })).toBe("duplicate");
  });
});
