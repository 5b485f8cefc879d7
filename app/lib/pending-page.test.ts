import { describe, expect, it } from "vitest";
import { pendingPageSkeleton } from "./pending-page";

describe("pendingPageSkeleton", () => {
  it("shows the service skeleton for services the generic page serves", () => {
    expect(pendingPageSkeleton("/services/stamped-concrete")).toBe("service");
    expect(pendingPageSkeleton("/services/patios")).toBe("service");
  });

  it("leaves the dedicated driveway pages and the services index alone", () => {
    expect(pendingPageSkeleton("/services/driveways")).toBeNull();
    expect(pendingPageSkeleton("/services/concrete-driveways")).toBeNull();
    expect(pendingPageSkeleton("/services")).toBeNull();
  });

  it("shows the location skeleton for a city page", () => {
    expect(pendingPageSkeleton("/locations/ankeny")).toBe("location");
    expect(pendingPageSkeleton("/locations")).toBeNull();
  });

  it("leaves every other page alone", () => {
    expect(pendingPageSkeleton("/")).toBeNull();
    expect(pendingPageSkeleton("/services/patios/extra")).toBeNull();
    expect(pendingPageSkeleton("/privacy-policy")).toBeNull();
  });
});
