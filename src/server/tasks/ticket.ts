/**
 * `/toolproxy/v1/token` tickets: `tp1.<visitor>.<tool>.<expiry s>.<HMAC-SHA256>`, signed with the
 * token secret. A ticket lets its visitor create tasks of one tool until it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'tp1';
export const TICKET_TTL_S = 600;

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signTicket(secret: string, visitor: string, tool: string, expiresAt: number): string {
  const body = `${VERSION}.${visitor}.${tool}.${expiresAt}`;
  return `${body}.${mac(secret, body)}`;
}

/** True when the ticket is ours, for this visitor and tool, and not expired (`nowS` epoch seconds). */
export function ticketValid(secret: string, ticket: string, visitor: string, tool: string, nowS: number): boolean {
  const parts = ticket.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION || parts[1] !== visitor || parts[2] !== tool) return false;
  if (!/^\d{1,12}$/.test(parts[3]) || Number(parts[3]) <= nowS) return false;
  const expected = Buffer.from(mac(secret, parts.slice(0, 4).join('.')));
  const given = Buffer.from(parts[4]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
