// The fetch policy's address rules (reference §11.3): URL admission before any network access, and
// the blocked ranges every resolved address is checked against, on every hop.
import { BlockList, isIP } from 'node:net';
import { ipLiteralRefused, portRefused, schemeRefused, userinfoRefused } from './messages.js';
import type { ResolvedPolicy } from './policy.js';

// The 16 IPv4 and 14 IPv6 ranges that are not globally reachable (reference §11.3, IANA registry).
const BLOCKED_V4 = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.0.2.0/24', '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24',
  '224.0.0.0/4', '240.0.0.0/4', '255.255.255.255/32',
];
const BLOCKED_V6 = [
  '::/128', '::1/128', '::/96', '::ffff:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '2001:db8::/32',
  '2002::/16', '3fff::/20', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8',
];

// Two lists: a BlockList judges an IPv4 address against IPv6 rules too (as IPv4-mapped), and
// `::ffff:0:0/96` would then block every IPv4 address.
let blocked: { v4: BlockList; v6: BlockList } | undefined;
function blockLists(): { v4: BlockList; v6: BlockList } {
  if (blocked !== undefined) return blocked;
  const make = (ranges: readonly string[], type: 'ipv4' | 'ipv6') => {
    const list = new BlockList();
    for (const range of ranges) {
      const [net, bits] = range.split('/') as [string, string];
      list.addSubnet(net, Number(bits), type);
    }
    return list;
  };
  blocked = { v4: make(BLOCKED_V4, 'ipv4'), v6: make(BLOCKED_V6, 'ipv6') };
  return blocked;
}

/** True when `address` is globally reachable (not in a blocked range). */
export function isGlobalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockLists().v4.check(address, 'ipv4') : !blockLists().v6.check(address, 'ipv6');
}

/** True when the policy lets `host` reach `address`. */
export function addressAllowed(policy: ResolvedPolicy, host: string, address: string): boolean {
  const exception = policy.allowPrivateAddresses;
  if (exception === true || (Array.isArray(exception) && exception.includes(host))) return isIP(address) !== 0;
  return isGlobalAddress(address);
}

/** The result of URL admission: accepted, or the first broken rule (soft or hard). */
export type Admission = { readonly ok: true } | { readonly ok: false; readonly hard: boolean; readonly message: string };

/** The URL admission rules in their fixed order: scheme (soft), credentials, port, IP literal (hard). */
export function admitUrl(url: URL, policy: ResolvedPolicy): Admission {
  const scheme = url.protocol.slice(0, -1);
  if (scheme !== 'https' && !(scheme === 'http' && policy.allowHttp)) return { ok: false, hard: false, message: schemeRefused(scheme) };
  if (url.username !== '' || url.password !== '') return { ok: false, hard: true, message: userinfoRefused() };
  const port = url.port !== '' ? Number(url.port) : scheme === 'https' ? 443 : 80;
  if (policy.allowPorts !== 'any' && !policy.allowPorts.includes(port)) return { ok: false, hard: true, message: portRefused(port) };
  // The WHATWG parser already canonicalises every IPv4 notation (octal, integer, shortened).
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) !== 0) return { ok: false, hard: true, message: ipLiteralRefused(host) };
  return { ok: true };
}

/** Parses a URL argument or redirect target; undefined for text that is no URL. */
export function parseUrl(text: string, base?: URL): URL | undefined {
  try {
    const url = new URL(text, base);
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

/** A URL as failure messages show it: scheme, host, port and path only. */
export function displayUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

