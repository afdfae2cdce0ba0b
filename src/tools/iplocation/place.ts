/** IP归属地: what the page shows for an answer, and the check of a typed address before asking. */

export interface IpAnswer {
  ip: string;
  version: 4 | 6;
  local: boolean;
  own: boolean;
  country: string;
  province: string;
  city: string;
  isp: string;
}

/** "中国 江苏省 南京市" without repeats (a municipality's province and city are the same). */
export function placeText(a: IpAnswer): string {
  const parts = [a.country, a.province, a.city].filter(Boolean);
  return parts.filter((p, i) => parts.indexOf(p) === i).join(' ');
}

const V4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A quick client-side check (the server decides): IPv4 dotted quad, or something IPv6-shaped. */
export function looksLikeIp(text: string): boolean {
  const t = text.trim();
  return V4.test(t) || (/^[0-9a-f:.%a-z]+$/i.test(t) && t.includes(':') && t.split(':').length <= 9);
}
