/**
 * IP location (IPv4 and IPv6) on the ip2region package's bundled databases, opened on first use. Private,
 * loopback, link-local and other non-public addresses answer `local` without a lookup. Shared: the iplocation
 * tool's route uses it, and the spec's /cgi-bin/tools/location can later answer from the same engine.
 */
import { isIP } from 'node:net';
import IP2Region from 'ip2region';

export interface IpLocation {
  ip: string;
  version: 4 | 6;
  /** A private, loopback, link-local or otherwise non-public address. */
  local: boolean;
  country: string;
  province: string;
  city: string;
  isp: string;
}

let engine: IP2Region | undefined;

/** Strips an IPv4-mapped IPv6 prefix (::ffff:1.2.3.4 → 1.2.3.4) and an IPv6 zone (%eth0). */
export function normalizeIp(raw: string): string {
  const ip = raw.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/** Non-public ranges: RFC 1918, loopback, link-local, CGNAT, unspecified, ULA, documentation, multicast. */
export function isLocalIp(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      a >= 224 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = ip.toLowerCase();
  return (
    v6 === '::1' ||
    v6 === '::' ||
    /^f[cd]/.test(v6) ||
    /^fe[89ab]/.test(v6) ||
    v6.startsWith('ff') ||
    v6.startsWith('2001:db8:')
  );
}

/** Looks up an address; null when it is not an IP address. */
export function locateIp(raw: string): IpLocation | null {
  const ip = normalizeIp(raw);
  const version = isIP(ip);
  if (version !== 4 && version !== 6) return null;
  if (isLocalIp(ip)) return { ip, version, local: true, country: '', province: '', city: '', isp: '' };
  engine ??= new IP2Region();
  const found = engine.search(ip);
  const clean = (s: string | undefined) => (s && s !== '0' && s !== '内网IP' ? s : '');
  return {
    ip,
    version,
    local: false,
    country: clean(found?.country),
    province: clean(found?.province),
    city: clean(found?.city),
    isp: clean(found?.isp),
  };
}
