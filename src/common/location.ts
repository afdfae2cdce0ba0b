/** `/cgi-bin/tools/location` (spec section 7): the caller's approximate region from their IP address. */
export const LOCATION_PATH = '/cgi-bin/tools/location';

export interface VisitorLocation {
  /** A private, loopback or otherwise non-public address ("local network"): the other fields are empty. */
  local: boolean;
  country: string;
  province: string;
  city: string;
  isp: string;
}

export interface LocationAnswer {
  header: { retCode: number; msg?: string };
  location: VisitorLocation;
}
