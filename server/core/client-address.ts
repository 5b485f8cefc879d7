import { BlockList, isIP } from "node:net";
import type { Express, Request, RequestHandler } from "express";
import type { Logger } from "./log.ts";

/**
 * Which address a request comes from, when proxies stand in front of the site (TRUST_PROXY).
 *
 * A proxy appends the address it received the request from to `X-Forwarded-For`, so the header
 * read right to left is the path back to the visitor. Only the hops the owner says are proxies
 * may be believed: everything to the left of the first untrusted hop was written by the client
 * and can say anything. Whatever is not an IP address is never an answer: the walk stops at the
 * nearest trusted address instead, so a made-up header cannot give each request its own
 * rate-limit bucket, nor move a visitor into somebody else's.
 */

/** Forwarded entries read, from the right; more hops than this is no real deployment. */
export const MAX_FORWARDED_HOPS = 32;

/** Named ranges, as Express names them, so a setting written for Express means the same here. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

export type TrustProxy =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "list"; entries: string[]; blockList: BlockList };

export const DEFAULT_TRUST_PROXY = "loopback";

/**
 * Reads a TRUST_PROXY value: `none`, a hop count (`1`), or a comma-separated list of addresses,
 * CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`. Throws with a message fit for
 * the start-up error when a part is none of those.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === "none" || text === "false" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_FORWARDED_HOPS) throw new Error(`a hop count must be at most ${MAX_FORWARDED_HOPS}`);
    return { kind: "hops", hops };
  }
  const entries = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error("must be none, a hop count, or addresses/CIDR ranges");
  const blockList = new BlockList();
  for (const entry of entries) addEntry(blockList, entry);
  return { kind: "list", entries, blockList };
}

function addEntry(blockList: BlockList, entry: string) {
  const named = NAMED_RANGES[entry];
  if (named) {
    for (const range of named) addEntry(blockList, range);
    return;
  }
  const [address, prefixText, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) {
    throw new Error(`"${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
  }
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) {
    blockList.addAddress(address, type);
    return;
  }
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) {
    throw new Error(`"${entry}" has a prefix length out of range`);
  }
  blockList.addSubnet(address, prefix, type);
}

/**
 * A forwarded entry as a plain IP address, or null. Accepts the forms proxies write: `1.2.3.4`,
 * `1.2.3.4:5678`, `2001:db8::1`, `[2001:db8::1]:443`, and IPv4 addresses mapped into IPv6.
 */
export function plainAddress(entry: string | undefined): string | null {
  if (!entry) return null;
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const zoneless = text.split("%")[0];
  const family = isIP(zoneless);
  if (family === 0) return null;
  if (family === 6) {
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(zoneless);
    if (mapped && isIP(mapped[1]) === 4) return mapped[1];
    return zoneless.toLowerCase();
  }
  return zoneless;
}

/** Whether `address` (a plain address), `hop` hops back from the socket, is a proxy to believe. */
export function isTrustedHop(trust: TrustProxy, address: string, hop: number): boolean {
  switch (trust.kind) {
    case "none":
      return false;
    case "hops":
      return hop < trust.hops;
    case "list":
      return trust.blockList.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
  }
}

/**
 * The visitor's address: from the socket's address, step left through `X-Forwarded-For` while
 * the current hop is a trusted proxy. The answer is always a real IP address (or null when the
 * socket has none, as on a connection already closed).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string | null {
  let current = plainAddress(socketAddress);
  if (!current || trust.kind === "none" || !forwardedFor) return current;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const hops = header.split(",").slice(-MAX_FORWARDED_HOPS).reverse();
  for (let hop = 0; hop < hops.length; hop++) {
    if (!isTrustedHop(trust, current, hop)) return current;
    const next = plainAddress(hops[hop]);
    // Not an address: whatever the client wrote there, the nearest trusted hop is what we know.
    if (!next) return current;
    current = next;
  }
  return current;
}

const PRIVATE_RANGES = parseTrustProxy("loopback,linklocal,uniquelocal");
const LOOPBACK = parseTrustProxy("loopback");

/**
 * Whether a request was made on this machine: the visitor's address, read through the proxies
 * TRUST_PROXY believes, is a loopback one. Behind nginx on the same box every connection is from
 * 127.0.0.1, so the socket alone says nothing: a visitor through nginx is the address nginx names.
 * A request forwarded by a proxy the site does not believe (TRUST_PROXY=none behind nginx) came
 * from somewhere the site cannot tell, so it is not this machine's either.
 */
export function fromThisMachine(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): boolean {
  const socket = plainAddress(socketAddress);
  if (!socket) return false;
  if (forwardedFor !== undefined && !isTrustedHop(trust, socket, 0)) return false;
  const visitor = clientAddress(socketAddress, forwardedFor, trust);
  return visitor !== null && isTrustedHop(LOOPBACK, visitor, 0);
}

/**
 * The socket's address when it is a private one that TRUST_PROXY does not believe: a request with
 * X-Forwarded-For from there is most likely the owner's own proxy, left out of the setting.
 */
export function untrustedPrivateProxy(socketAddress: string | undefined, trust: TrustProxy): string | null {
  const address = plainAddress(socketAddress);
  if (!address || isTrustedHop(trust, address, 0)) return null;
  return isTrustedHop(PRIVATE_RANGES, address, 0) ? address : null;
}

/**
 * The network a client is counted by: its IPv4 address, or the /64 of an IPv6 one (one home or
 * phone gets a whole /64, so counting single IPv6 addresses would let it rotate past the limit).
 */
export function networkOf(ip: string | undefined): string {
  if (!ip) return "unknown";
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  const [head] = ip.toLowerCase().split("%");
  const [left, right = ""] = head.split("::");
  const leftGroups = left ? left.split(":") : [];
  const rightGroups = head.includes("::") ? (right ? right.split(":") : []) : [];
  const zeros = Array(Math.max(0, 8 - leftGroups.length - rightGroups.length)).fill("0");
  const groups = head.includes("::") ? [...leftGroups, ...zeros, ...rightGroups] : leftGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Teaches an Express app the visitor's address behind the proxies TRUST_PROXY names. Express asks the
 * same rule for req.protocol and req.hostname; req.ip, which the rate limits and logs read, is always
 * a real address, never a made-up X-Forwarded-For entry. Answers a middleware that says once when
 * requests come through a private proxy the owner did not name: behind it, every visitor shares its
 * address.
 */
export function trustProxies(app: Express, trust: TrustProxy, log: Logger): RequestHandler {
  app.set("trust proxy", (address: string, hop: number) => {
    const plain = plainAddress(address);
    return plain !== null && isTrustedHop(trust, plain, hop);
  });
  Object.defineProperty(app.request, "ip", {
    configurable: true,
    enumerable: true,
    get(this: Request) {
      return clientAddress(this.socket.remoteAddress, this.headers["x-forwarded-for"], trust) ?? undefined;
    },
  });
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"]) {
      const proxy = untrustedPrivateProxy(req.socket.remoteAddress, trust);
      if (proxy) {
        warned = true;
        log({
          event: "proxy.untrusted",
          address: proxy,
          advice: `Requests arrive through ${proxy} with X-Forwarded-For, which TRUST_PROXY does not believe, so every visitor counts as ${proxy}. If it is your proxy or load balancer, set TRUST_PROXY (see docs/configuration.md).`,
        });
      }
    }
    next();
  };
}
