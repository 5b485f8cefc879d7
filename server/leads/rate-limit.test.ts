import { describe, expect, it } from "vitest";
import { networkOf } from "./rate-limit";

describe("the network a submission is counted by", () => {
  it("counts an IPv4 client by its address and an IPv6 client by its /64", () => {
    expect(networkOf("203.0.113.5")).toBe("203.0.113.5");
    expect(networkOf("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(networkOf("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(networkOf("2001:db8:abcd:0012::9")).toBe("2001:db8:abcd:12::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf(undefined)).toBe("unknown");
  });
});
