import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The one identity every per-client limit counts under. An IPv6 subscriber is handed a whole
 * /64, so an address inside it costs an attacker nothing: the /64 is the client.
 */

const HEXTETS = 8;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function hextets(address: string): number[] | null {
  const zoneless = address.split('%')[0] ?? '';
  if (!isIPv6(zoneless)) return null;
  let text = zoneless.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill =
    tail === undefined ? [] : new Array<string>(HEXTETS - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16));
}

/**
 * The limit key of a client address: an IPv4 address as it is; an IPv4-mapped IPv6 address as
 * its IPv4 address; any other IPv6 address as its /64 (`2001:db8:1:2::/64`).
 */
export function clientKeyOf(address: string): string {
  if (isIPv4(address)) return address;
  const groups = hextets(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The limit key of the client of a request (its address as `TRUST_PROXY` resolves it). */
export function clientKey(request: FastifyRequest): string {
  return clientKeyOf(request.ip);
}
