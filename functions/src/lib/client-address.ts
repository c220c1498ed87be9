import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The parts of an HTTP request the client address is read from. */
export interface ForwardedRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined };
}

/**
 * An address as written in X-Forwarded-For or by a socket, reduced to the bare IP: without a port
 * or brackets, and an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as the IPv4 it carries, so
 * one caller has one spelling. Anything else is returned trimmed, unchanged.
 */
export function bareAddress(written: string): string {
  let address = written.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped && isIPv4(mapped[1]!) ? mapped[1]! : address;
}

/**
 * The address blocks Firebase Hosting's edge connects to the functions from, parsed from a
 * comma-separated list of CIDRs (`HOSTING_EDGE_RANGES`). A malformed entry fails loudly: a range
 * silently dropped would bucket every visitor behind that edge together.
 */
export function edgeRanges(list: string): BlockList {
  const ranges = new BlockList();
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [network = '', prefixText] = entry.split('/');
    const type = isIPv4(network) ? 'ipv4' : isIPv6(network) ? 'ipv6' : null;
    const prefix = prefixText === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefixText);
    if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv4' ? 32 : 128)) {
      throw new Error(`HOSTING_EDGE_RANGES: "${entry}" is not an address block`);
    }
    ranges.addSubnet(network, prefix, type);
  }
  return ranges;
}

function isEdge(address: string, edge: BlockList): boolean {
  if (isIPv4(address)) return edge.check(address, 'ipv4');
  return isIPv6(address) && edge.check(address, 'ipv6');
}

/**
 * The caller's address, whichever way the request came. Every proxy APPENDS the address it
 * received the request from to X-Forwarded-For; a caller can write anything before that.
 *
 * Google's front end is the last proxy on every path, so the last entry is always true: on a call
 * straight to the function's URL it is the caller itself; through Hosting it is Hosting's edge,
 * and the entry before it is the caller, appended by that edge. So the rule reads from the end and
 * passes over entries inside `edge` (Hosting's ranges): the first address outside them is the
 * caller. A caller-written entry is only ever reached by a request that really left from an edge
 * address, and an entry that claims to be an edge cannot hide the real caller, who is appended to
 * its right. When every entry is an edge, the last one (the front end's) is used. Without the
 * header (the emulators' internal hops) the socket's peer is the caller.
 */
export function clientAddress(request: ForwardedRequest, edge: BlockList): string {
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(bareAddress)
    .filter(Boolean);
  if (entries.length === 0) return bareAddress(request.socket?.remoteAddress ?? '') || 'unknown';
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if (!isEdge(entries[index]!, edge)) return entries[index]!;
  }
  return entries[entries.length - 1]!;
}

/** The eight 16-bit groups of an IPv6 address (any spelling, with or without `::` or an IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map(
    (group) => parseInt(group, 16),
  );
}

/**
 * What one caller is counted as: an IPv4 address as it is, an IPv6 address as its /64. A single
 * subscriber, home or server is routinely given a whole /64 and may send from any address in it,
 * so counting IPv6 addresses one by one would hand each caller 2^64 fresh allowances.
 */
export function addressBucket(address: string): string {
  const bare = bareAddress(address);
  if (!isIPv6(bare)) return bare;
  const prefix = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
