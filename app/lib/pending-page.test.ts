import { describe, expect, it } from "vitest";
import { pendingPageSkeleton } from "./pending-page.ts";

describe("pendingPageSkeleton", () => {
  it("shows the service skeleton for services the generic page serves", () => {
    expect(pendingPageSkeleton("/services/stamped-concrete")).toBe("service");
    expect(pendingPageSkeleton("/services/concrete-steps")).toBe("service");
  });

  it("leaves the dedicated service pages and the services index alone", () => {
    expect(pendingPageSkeleton("/services/driveways")).toBeNull();
    expect(pendingPageSkeleton("/services/patios")).toBeNull();
    expect(pendingPageSkeleton("/services/sidewalks")).toBeNull();
    expect(pendingPageSkeleton("/services/concrete-driveways")).toBeNull();
    expect(pendingPageSkeleton("/services")).toBeNull();
  });

  it("shows the location skeleton for a city on the generic page", () => {
    expect(pendingPageSkeleton("/locations/waukee")).toBe("location");
    expect(pendingPageSkeleton("/locations/grimes")).toBe("location");
    expect(pendingPageSkeleton("/locations")).toBeNull();
  });

  it("leaves the dedicated city pages alone: the skeleton is the generic page's", () => {
    for (const slug of ["ankeny", "des-moines", "west-des-moines", "urbandale", "johnston"]) {
      expect(pendingPageSkeleton(`/locations/${slug}`)).toBeNull();
    }
  });

  it("leaves every other page alone", () => {
    expect(pendingPageSkeleton("/")).toBeNull();
    expect(pendingPageSkeleton("/services/patios/extra")).toBeNull();
    expect(pendingPageSkeleton("/privacy-policy")).toBeNull();
  });
});
