/**
 * One network's submissions a minute before 429. An office, a school or a phone carrier's shared
 * address sends several customers' leads from one IP, and a person with autofill can send a few in a
 * minute: the limit sits far above that (one a second, sustained) and far below a flood. It is
 * counted by every instance together (server/cluster, docs/decisions/015).
 */
export const RATE_LIMIT_PER_MINUTE = 60;
export const RATE_WINDOW_SECONDS = 60;

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
