import { z } from 'zod';

// Named ranges proxy-addr (Fastify's address parser) understands.
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
// One address or CIDR range: IPv4 (`10.0.0.1`, `10.0.0.0/8`) or IPv6 (`::1`, `fd00::/8`).
const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f:.]*:[0-9a-f:.]*(?:\/\d{1,3})?)$/i;

/**
 * Which proxies may tell the client's address in X-Forwarded-For: a number of trusted hops (`1` for
 * one load balancer) or their addresses/CIDR ranges, comma-separated. Off by default. `true`
 * ("trust any sender") is refused: anyone could then choose the address every per-address limit
 * counts by sending the header.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): number | string[] | false => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const list = value.split(',').map((part) => part.trim());
    if (list.every((part) => PROXY_ADDRESS.test(part) || NAMED_RANGES.includes(part))) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        value.toLowerCase() === 'true'
          ? "true would trust any client; give the number of proxy hops (e.g. 1) or the proxies' addresses (e.g. 10.0.0.0/8)"
          : 'must be a number of proxy hops (e.g. 1) or comma-separated proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * The parsed setting as Fastify's `trustProxy` option. Fastify 5 ignores a bare hop count (it
 * trusts no hop, as it cannot check the peer), so a count becomes "trust the nearest `hops`
 * addresses": right for a portal reachable only through its proxies, as the README says.
 */
export function fastifyTrustProxy(
  setting: number | string[] | false,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
