import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that rate limits count by. An IPv6 client is given a whole /64
 * (one home or office line gets at least that many addresses, so counting each one would let a single
 * client take a fresh limit per request): it counts as `2001:db8:0:1::/64`. An IPv4-mapped IPv6
 * address (`::ffff:192.0.2.7`, what a dual-stack socket reports for an IPv4 client) counts as the
 * IPv4 address itself. Anything else (an IPv4 address, or a value that is not an address) is kept.
 */
export function rateLimitAddress(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  const hextets = ipv6Hextets(address.replace(/%.*$/, ''));
  if (!hextets) return address;
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read), or undefined. */
function ipv6Hextets(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = groups(rest);
  const missing = rest === undefined ? 0 : 8 - front.length - back.length;
  const all = [...front, ...Array.from({ length: missing }, () => '0'), ...back];
  return all.length === 8 ? all.map((part) => Number.parseInt(part, 16)) : undefined;
}
