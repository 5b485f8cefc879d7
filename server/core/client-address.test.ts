import { describe, expect, it } from "vitest";
import {
  clientAddress,
  fromThisMachine,
  MAX_FORWARDED_HOPS,
  networkOf,
  parseTrustProxy,
  plainAddress,
  untrustedPrivateProxy,
} from "./client-address.ts";

const loopback = parseTrustProxy("loopback");

describe("plainAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
  ])("reads %j as %j", (entry, address) => expect(plainAddress(entry)).toBe(address));

  it.each([
    "junk-42",
    "",
    "unknown",
    "203.0.113.7.9",
    "999.1.1.1",
    "_hidden",
    "[::1",
    "1.2.3.4/24",
    "a".repeat(5000),
  ])("refuses %j", (entry) => expect(plainAddress(entry)).toBeNull());
});

describe("clientAddress", () => {
  it("is the connection's address when nothing is forwarded or nothing is trusted", () => {
    expect(clientAddress("198.51.100.1", undefined, loopback)).toBe("198.51.100.1");
    expect(clientAddress("127.0.0.1", "203.0.113.7", parseTrustProxy("none"))).toBe("127.0.0.1");
  });

  it("ignores X-Forwarded-For from a connection that is not a trusted proxy", () => {
    expect(clientAddress("198.51.100.1", "203.0.113.7", loopback)).toBe("198.51.100.1");
  });

  it("falls back to the nearest trusted address when a forwarded entry is not an address", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.7, junk-42", loopback)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "junk, 10.0.0.5", parseTrustProxy("loopback, 10.0.0.0/8"))).toBe(
      "10.0.0.5",
    );
  });

  it("takes the first address, from the right, that is not a trusted proxy", () => {
    const chain = "192.0.2.1, 198.51.100.9, 10.0.0.5";
    expect(clientAddress("127.0.0.1", chain, parseTrustProxy("loopback, 10.0.0.0/8"))).toBe("198.51.100.9");
    expect(clientAddress("127.0.0.1", chain, parseTrustProxy("1"))).toBe("10.0.0.5");
    expect(clientAddress("127.0.0.1", chain, parseTrustProxy("2"))).toBe("198.51.100.9");
    expect(clientAddress("127.0.0.1", chain, parseTrustProxy("9"))).toBe("192.0.2.1");
  });

  it("reads repeated headers as one list, and at most the last hops of a huge one", () => {
    expect(clientAddress("127.0.0.1", ["192.0.2.1", "198.51.100.9"], parseTrustProxy("2"))).toBe("192.0.2.1");
    const huge = Array.from({ length: 5000 }, (_, i) => `10.0.${i % 250}.1`).join(", ");
    expect(clientAddress("127.0.0.1", huge, parseTrustProxy("uniquelocal, loopback"))).toMatch(/^10\./);
    expect(parseTrustProxy(String(MAX_FORWARDED_HOPS))).toEqual({ kind: "hops", hops: MAX_FORWARDED_HOPS });
    expect(() => parseTrustProxy(String(MAX_FORWARDED_HOPS + 1))).toThrow(/hop count/);
  });

  it("handles IPv6 proxies and visitors", () => {
    expect(clientAddress("::1", "2001:db8:1::7", loopback)).toBe("2001:db8:1::7");
    expect(clientAddress("::ffff:127.0.0.1", "203.0.113.7", loopback)).toBe("203.0.113.7");
    expect(clientAddress("fd00::2", "2001:db8:1::7", parseTrustProxy("fd00::/8"))).toBe("2001:db8:1::7");
  });
});

describe("parseTrustProxy", () => {
  it.each(["none", "false", "0"])("reads %j as trusting nothing", (value) =>
    expect(parseTrustProxy(value)).toEqual({ kind: "none" }),
  );
  it.each(["cdn.example.com", "10.0.0.0/8/1", "10.0.0.0/40", "::1/200", ","])("refuses %j", (value) =>
    expect(() => parseTrustProxy(value)).toThrow(),
  );
});

describe("untrustedPrivateProxy", () => {
  it("names a private address that sends X-Forwarded-For without being trusted", () => {
    expect(untrustedPrivateProxy("10.0.3.4", loopback)).toBe("10.0.3.4");
    expect(untrustedPrivateProxy("127.0.0.1", loopback)).toBeNull();
    expect(untrustedPrivateProxy("203.0.113.7", loopback)).toBeNull();
  });
});

describe("fromThisMachine", () => {
  it("is a request from loopback that no proxy forwarded, or that nginx on the box forwarded for the box", () => {
    expect(fromThisMachine("127.0.0.1", undefined, loopback)).toBe(true);
    expect(fromThisMachine("::1", undefined, loopback)).toBe(true);
    expect(fromThisMachine("::ffff:127.0.0.1", undefined, loopback)).toBe(true);
    expect(fromThisMachine("127.0.0.1", "127.0.0.1", loopback)).toBe(true);
  });

  it("is never a visitor through nginx on the same box, whatever they write in X-Forwarded-For", () => {
    expect(fromThisMachine("127.0.0.1", "203.0.113.7", loopback)).toBe(false);
    expect(fromThisMachine("127.0.0.1", "127.0.0.1, 203.0.113.7", loopback)).toBe(false);
    expect(fromThisMachine("127.0.0.1", "127.0.0.1, 203.0.113.7", parseTrustProxy("1"))).toBe(false);
    expect(fromThisMachine("203.0.113.7", "127.0.0.1", loopback)).toBe(false);
  });

  it("is not a request a proxy forwarded when TRUST_PROXY does not believe that proxy", () => {
    expect(fromThisMachine("127.0.0.1", "203.0.113.7", parseTrustProxy("none"))).toBe(false);
    expect(fromThisMachine("127.0.0.1", undefined, parseTrustProxy("none"))).toBe(true);
    expect(fromThisMachine(undefined, undefined, loopback)).toBe(false);
  });
});

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
